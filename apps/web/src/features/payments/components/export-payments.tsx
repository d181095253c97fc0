import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  paymentPeriodSchema,
  type PaymentExportFormat,
  type PaymentPeriod,
  type PaymentStatus,
  type PaymentType,
} from '@pool/contract';
import { TextField } from '@/components/ui/text-field';
import { useFormErrors, type FormErrors } from '@/lib/form-errors';
import { toast } from '@/components/ui/toast/toast-store';
import type { AccountRef } from '@/lib/account';
import { ApiError } from '@/lib/api-client';
import { useExportPayments } from '../api/export-payments';
import { saveFile } from '@/lib/save-file';
import { SelectField } from '@/components/ui/select-field';
import { ExportFormatFields } from './export-format-fields';
import styles from './payments.module.css';

export interface ExportPaymentsProps {
  account: AccountRef;
  /** The type and status filters of the page go into the file too. */
  type?: PaymentType;
  status?: PaymentStatus;
}

/** The fixed periods, or pool days the user picks. */
type ExportChoice = PaymentPeriod | 'range';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Product §7: the payments of the last 7, 30 or 90 days, or of any pool days, as a CSV or XLSX file. */
export function ExportPayments({ account, type, status }: ExportPaymentsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [choice, setChoice] = useState<ExportChoice>('P30D');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [format, setFormat] = useState<PaymentExportFormat>('csv');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const formErrors = useFormErrors();
  const download = useExportPayments(account, {
    onSuccess: (file, query) =>
      saveFile(file, `payments-${query.period ?? `${query.from}-${query.to}`}.${query.format}`),
    onError: (error) => {
      // The range's refusals (a day missing, reversed, in the future, over a year) go beside the dates.
      const { fields } = formErrors(error);
      if (fields.from || fields.to) return setErrors({ fields });
      const code = error instanceof ApiError ? error.code : 'unexpected';
      toast.error(t(`errors.codes.${code}`, { defaultValue: t('toasts.error') }), {
        description: t('money.export.failed'),
      });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({ fields: {} });
    download.mutate(
      choice === 'range'
        ? { from: from || undefined, to: to || undefined, format, type, status }
        : { period: choice, format, type, status },
    );
  };
  const fieldMessages = (name: 'from' | 'to') =>
    errors.fields[name] ? [{ key: 'error', text: errors.fields[name], type: 'error' as const }] : [];
  return (
    <form className={styles.export} aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId} className={styles.exportTitle}>
        {t('money.export.title')}
      </h2>
      <SelectField
        label={t('money.export.period')}
        value={choice}
        options={[
          ...paymentPeriodSchema.options.map((value) => ({ value, label: t(`money.periods.${value}`) })),
          { value: 'range', label: t('money.export.range') },
        ]}
        onChange={(event) =>
          setChoice(event.target.value === 'range' ? 'range' : paymentPeriodSchema.parse(event.target.value))
        }
      />
      {choice === 'range' ? (
        <>
          <TextField
            label={t('money.export.from')}
            type="date"
            value={from}
            max={to || todayUtc()}
            onChange={(event) => setFrom(event.target.value)}
            messages={fieldMessages('from')}
          />
          <TextField
            label={t('money.export.to')}
            type="date"
            value={to}
            min={from || undefined}
            max={todayUtc()}
            onChange={(event) => setTo(event.target.value)}
            messages={fieldMessages('to')}
          />
        </>
      ) : null}
      <ExportFormatFields format={format} onFormat={setFormat} pending={download.isPending} />
    </form>
  );
}
