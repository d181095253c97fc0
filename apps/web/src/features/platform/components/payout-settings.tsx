import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { feeLevelSchema, payoutHourUtc, type PayoutScheduleItem } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formatCount, formatUtcHour } from '@/lib/format';
import { useActionToasts } from '../action-feedback';
import { useClearCurrentFeePerVbyte } from '../api/clear-current-fee-per-vbyte';
import { useUpdateCurrentPayoutSchedule } from '../api/update-current-payout-schedule';
import { useSetServerErrors } from '@/lib/form-errors';
import { errorMessages } from '@/lib/form-validation';
import { formatPoolDay } from '../pool-day';
import { useScheduleForm } from '../schedule-form';
import styles from './platform.module.css';
import pageStyles from '@/components/ui/page.module.css';
import card from '@/components/ui/card.module.css';

/**
 * The next payout run (daily at 14:00 UTC): its fee level, or a fee per vbyte that
 * overrides the level until it is removed.
 */
export function PayoutSettings({
  current,
  loading,
}: {
  /** The run still to come; undefined when none is scheduled yet (saving creates it). */
  current: PayoutScheduleItem | undefined;
  /** While the schedule loads, the fields do not yet show the run's settings. */
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = useId();
  const toasts = useActionToasts();
  const form = useScheduleForm(current);
  const showServerErrors = useSetServerErrors(form, { otherwise: toasts.failed });
  const save = useUpdateCurrentPayoutSchedule({ onSuccess: toasts.succeeded, onError: showServerErrors });
  const backToFeeLevel = useClearCurrentFeePerVbyte({ onSuccess: toasts.succeeded, onError: toasts.failed });
  const { errors } = form.formState;
  const pending = loading || save.isPending || backToFeeLevel.isPending;

  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('platform.payouts.settings.title')}
      </h2>
      <p className={pageStyles.muted}>
        {current
          ? t('platform.payouts.settings.next', {
              date: formatPoolDay(current.date, language),
              time: current.time,
              level: t(`platform.feeLevels.${current.fee_level}`),
            })
          : t('platform.payouts.settings.noneScheduled', { time: formatUtcHour(payoutHourUtc) })}
      </p>
      <p className={pageStyles.muted}>
        {current?.fee_per_vbyte
          ? t('platform.payouts.settings.feeRateOverride', { rate: formatCount(current.fee_per_vbyte, language) })
          : t('platform.payouts.settings.explanation')}
      </p>
      <form
        className={styles.form}
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
      >
        <SelectField
          label={t('platform.payouts.settings.feeLevel')}
          options={feeLevelSchema.options.map((level) => ({ value: level, label: t(`platform.feeLevels.${level}`) }))}
          error={errors.fee_level?.message}
          {...form.register('fee_level')}
        />
        <TextField
          label={t('platform.payouts.settings.feePerVbyte')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('platform.payouts.settings.feePerVbytePlaceholder')}
          messages={errorMessages(errors.fee_per_vbyte?.message)}
          {...form.register('fee_per_vbyte')}
        />
        <Button type="submit" disabled={pending} className={styles.submit}>
          {t('platform.payouts.settings.submit')}
        </Button>
        {current?.fee_per_vbyte ? (
          <Button
            kind="transparent"
            disabled={pending}
            className={styles.submit}
            onClick={() => backToFeeLevel.mutate()}
          >
            {t('platform.payouts.settings.backToFeeLevel')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
