import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { errorMessages } from '@/lib/form-validation';
import type { PromoCodeFormReturn } from '../promocode-form';
import styles from './promocodes.module.css';

/** How often and how long a promo code gives, to whom, and its description. */
export function PromoLimitsFields({ form }: { form: PromoCodeFormReturn }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const [perpetual, userRestriction] = useWatch({ control: form.control, name: ['perpetual', 'user_restriction'] });
  return (
    <>
      <div className={styles.pair}>
        <TextField
          label={t('promocodes.form.usageLimit')}
          type="number"
          inputMode="numeric"
          messages={[
            ...errorMessages(errors.usage_limit?.message),
            { key: 'hint', text: t('promocodes.form.noLimitHint') },
          ]}
          {...form.register('usage_limit')}
        />
        <TextField
          label={t('promocodes.form.userUsageLimit')}
          type="number"
          inputMode="numeric"
          messages={[
            ...errorMessages(errors.user_usage_limit?.message),
            { key: 'hint', text: t('promocodes.form.noLimitHint') },
          ]}
          {...form.register('user_usage_limit')}
        />
      </div>
      <Checkbox label={t('promocodes.form.perpetual')} {...form.register('perpetual')} />
      {perpetual ? null : (
        <TextField
          label={t('promocodes.form.durationDays')}
          type="number"
          inputMode="numeric"
          messages={errorMessages(errors.duration_days?.message)}
          {...form.register('duration_days')}
        />
      )}
      <Checkbox label={t('promocodes.form.userRestriction')} {...form.register('user_restriction')} />
      {userRestriction ? (
        <TextField
          label={t('promocodes.form.users')}
          autoComplete="off"
          messages={[...errorMessages(errors.users?.message), { key: 'hint', text: t('promocodes.form.usersHint') }]}
          {...form.register('users')}
        />
      ) : null}
      <TextField
        label={t('promocodes.form.description')}
        messages={errorMessages(errors.description?.message)}
        {...form.register('description')}
      />
    </>
  );
}
