import { useTranslation } from 'react-i18next';
import { paymentDirectionSchema, paymentPeriodSchema, paymentStatusSchema, paymentTypeSchema } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { isFiltered, type PaymentsFilter, type PaymentsParams } from '../payments-search-params';
import { SelectField } from '@/components/ui/select-field';
import styles from './payments.module.css';

export interface PaymentsFiltersProps {
  params: PaymentsParams;
  onChange: (key: PaymentsFilter, value: string) => void;
  onReset: () => void;
}

/** Type, direction, status and period of the payments shown; "all" leaves a filter out. */
export function PaymentsFilters({ params, onChange, onReset }: PaymentsFiltersProps) {
  const { t } = useTranslation();
  const all = { value: '', label: t('money.filters.all') };
  const filters: { key: PaymentsFilter; label: string; options: { value: string; label: string }[] }[] = [
    {
      key: 'type',
      label: t('money.filters.type'),
      options: [all, ...paymentTypeSchema.options.map((value) => ({ value, label: t(`money.types.${value}`) }))],
    },
    {
      key: 'direction',
      label: t('money.filters.direction'),
      options: [
        all,
        ...paymentDirectionSchema.options.map((value) => ({ value, label: t(`money.directions.${value}`) })),
      ],
    },
    {
      key: 'status',
      label: t('money.filters.status'),
      options: [all, ...paymentStatusSchema.options.map((value) => ({ value, label: t(`money.statuses.${value}`) }))],
    },
    {
      key: 'period',
      label: t('money.filters.period'),
      options: [
        { value: '', label: t('money.filters.allTime') },
        ...paymentPeriodSchema.options.map((value) => ({ value, label: t(`money.periods.${value}`) })),
      ],
    },
  ];
  return (
    <div role="group" aria-label={t('money.filters.label')} className={styles.filters}>
      {filters.map(({ key, label, options }) => (
        <SelectField
          key={key}
          label={label}
          options={options}
          value={params[key] ?? ''}
          onChange={(event) => onChange(key, event.target.value)}
        />
      ))}
      {isFiltered(params) ? (
        <Button kind="transparent" onClick={onReset} className={styles.resetButton}>
          {t('money.filters.reset')}
        </Button>
      ) : null}
    </div>
  );
}
