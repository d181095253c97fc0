import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  paymentExportFormatSchema,
  paymentPeriodSchema,
  type PaymentExportFormat,
  type PaymentPeriod,
  type PaymentStatus,
  type PaymentType,
} from '@pool/contract';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import type { AccountRef } from '@/lib/account';
import { ApiError } from '@/lib/api-client';
import { useExportPayments } from '../api/export-payments';
import { saveFile } from '@/lib/save-file';
import { SelectField } from '@/components/ui/select-field';
import styles from './payments.module.css';

export interface ExportPaymentsProps {
  account: AccountRef;
  /** The type and status filters of the page go into the file too. */
  type?: PaymentType;
  status?: PaymentStatus;
}

/** Product §7: the payments of the last 7, 30 or 90 days as a CSV or XLSX file. */
export function ExportPayments({ account, type, status }: ExportPaymentsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [period, setPeriod] = useState<PaymentPeriod>('P30D');
  const [format, setFormat] = useState<PaymentExportFormat>('csv');
  const download = useExportPayments(account, {
    onSuccess: (file, query) => saveFile(file, `payments-${query.period}.${query.format}`),
    onError: (error) => {
      const code = error instanceof ApiError ? error.code : 'unexpected';
      toast.error(t(`errors.codes.${code}`, { defaultValue: t('toasts.error') }), {
        description: t('money.export.failed'),
      });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    download.mutate({ period, format, type, status });
  };
  return (
    <form className={styles.export} aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId} className={styles.exportTitle}>
        {t('money.export.title')}
      </h2>
      <SelectField
        label={t('money.export.period')}
        value={period}
        options={paymentPeriodSchema.options.map((value) => ({ value, label: t(`money.periods.${value}`) }))}
        onChange={(event) => setPeriod(paymentPeriodSchema.parse(event.target.value))}
      />
      <SelectField
        label={t('money.export.format')}
        value={format}
        options={paymentExportFormatSchema.options.map((value) => ({
          value,
          label: t(`money.export.formats.${value}`),
        }))}
        onChange={(event) => setFormat(paymentExportFormatSchema.parse(event.target.value))}
      />
      <Button type="submit" disabled={download.isPending} className={styles.exportButton}>
        {download.isPending ? t('money.export.downloading') : t('money.export.download')}
      </Button>
    </form>
  );
}
