import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rewardHourUtc, type RewardRate } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formatCount } from '@/lib/format';
import { useActionToasts } from '../action-feedback';
import { useSetCurrentRewardRate } from '../api/set-current-reward-rate';
import { useSetServerErrors } from '@/lib/form-errors';
import { errorMessages } from '@/lib/form-validation';
import { formatPoolDay } from '../pool-day';
import { emptyRateForm, type RateFormOutput, type RateFormValues } from '../rate-form';
import styles from './platform.module.css';
import pageStyles from '@/components/ui/page.module.css';
import card from '@/components/ui/card.module.css';

export interface SetRateFormProps {
  form: UseFormReturn<RateFormValues, unknown, RateFormOutput>;
  days: { today: string; yesterday: string };
  /** The newest rate, in force until a new one is set; undefined while loading or when none exists. */
  inForce: RewardRate | undefined;
}

/**
 * Sets the reward rate of today's pool day (or of yesterday's, until its rewards are
 * credited at 09:00 UTC); the rate stays in force for later days until changed.
 */
export function SetRateForm({ form, days, inForce }: SetRateFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = useId();
  const toasts = useActionToasts();
  const showServerErrors = useSetServerErrors(form, { otherwise: toasts.failed });
  const save = useSetCurrentRewardRate({
    onSuccess: () => {
      toasts.succeeded();
      form.reset(emptyRateForm(days.today));
    },
    onError: showServerErrors,
  });

  const { errors } = form.formState;

  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('platform.rates.form.title')}
      </h2>
      <p className={pageStyles.muted}>
        {inForce
          ? t('platform.rates.form.inForce', {
              rate: formatCount(inForce.rate, language),
              date: formatPoolDay(inForce.date, language),
              source: inForce.source,
            })
          : t('platform.rates.form.noneInForce')}
      </p>
      <p className={pageStyles.muted}>{t('platform.rates.form.explanation', { hour: `${rewardHourUtc}:00` })}</p>
      <form
        className={styles.form}
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) =>
          void form.handleSubmit((values) =>
            save.mutate({ rate: values.rate, date: values.date, source: values.source }),
          )(event)
        }
      >
        <TextField
          label={t('platform.rates.form.rate')}
          inputMode="numeric"
          autoComplete="off"
          messages={errorMessages(errors.rate?.message)}
          {...form.register('rate')}
        />
        <SelectField
          label={t('platform.rates.form.date')}
          options={[
            { value: days.today, label: t('platform.rates.form.today', { date: formatPoolDay(days.today, language) }) },
            {
              value: days.yesterday,
              label: t('platform.rates.form.yesterday', { date: formatPoolDay(days.yesterday, language) }),
            },
          ]}
          error={errors.date?.message}
          {...form.register('date')}
        />
        <TextField
          label={t('platform.rates.form.source')}
          placeholder={t('platform.rates.form.sourcePlaceholder')}
          autoComplete="off"
          messages={errorMessages(errors.source?.message)}
          {...form.register('source')}
        />
        <Button type="submit" disabled={save.isPending} className={styles.submit}>
          {t('platform.rates.form.submit')}
        </Button>
      </form>
    </section>
  );
}
