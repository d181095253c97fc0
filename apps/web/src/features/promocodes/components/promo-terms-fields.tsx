import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { promoCodeStatusSchema, promoCodeTypeSchema, promoFeeTypeSchema, welcomeAccountDays } from '@pool/contract';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formatDuration } from '@/lib/format';
import { errorMessages } from '@/lib/form-validation';
import type { PromoCodeFormReturn } from '../promocode-form';
import styles from './promocodes.module.css';

/** When a promo code is valid, its status and type, and what it gives. */
export function PromoTermsFields({ form }: { form: PromoCodeFormReturn }) {
  const { t, i18n } = useTranslation();
  const { errors } = form.formState;
  const [type, feeType] = useWatch({ control: form.control, name: ['type', 'fee_type'] });
  const options = <T extends string>(list: readonly T[], prefix: string) =>
    list.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  return (
    <>
      <div className={styles.pair}>
        <TextField
          label={t('promocodes.form.effectiveFrom')}
          type="date"
          required
          messages={errorMessages(errors.effective_from?.message)}
          {...form.register('effective_from')}
        />
        <TextField
          label={t('promocodes.form.effectiveTo')}
          type="date"
          messages={[
            ...errorMessages(errors.effective_to?.message),
            { key: 'hint', text: t('promocodes.form.effectiveToHint') },
          ]}
          {...form.register('effective_to')}
        />
      </div>
      <div className={styles.pair}>
        <SelectField
          label={t('promocodes.form.status')}
          options={options(promoCodeStatusSchema.options, 'promocodes.status')}
          error={errors.status?.message}
          {...form.register('status')}
        />
        <SelectField
          label={t('promocodes.form.type')}
          options={options(promoCodeTypeSchema.options, 'promocodes.type')}
          error={errors.type?.message}
          {...form.register('type')}
        />
      </div>
      <p className={styles.muted}>
        {t(`promocodes.typeHint.${type}`, { days: formatDuration(welcomeAccountDays, 'day', i18n.language) })}
      </p>
      <div className={styles.pair}>
        <SelectField
          label={t('promocodes.form.feeType')}
          options={options(promoFeeTypeSchema.options, 'promocodes.feeType')}
          error={errors.fee_type?.message}
          {...form.register('fee_type')}
        />
        <TextField
          label={t('promocodes.form.value')}
          inputMode="decimal"
          required
          messages={[
            ...errorMessages(errors.value?.message),
            { key: 'hint', text: t(`promocodes.form.valueHint.${feeType}`) },
          ]}
          {...form.register('value')}
        />
      </div>
    </>
  );
}
