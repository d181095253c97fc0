import { useTranslation } from 'react-i18next';
import { paymentExportFormatSchema, type PaymentExportFormat } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import styles from './payments.module.css';

/** The end of every export form of the payments area: the file's format and the download button. */
export function ExportFormatFields({
  format,
  onFormat,
  pending,
}: {
  format: PaymentExportFormat;
  onFormat: (format: PaymentExportFormat) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('money.export.format')}
        value={format}
        options={paymentExportFormatSchema.options.map((value) => ({
          value,
          label: t(`money.export.formats.${value}`),
        }))}
        onChange={(event) => onFormat(paymentExportFormatSchema.parse(event.target.value))}
      />
      <Button type="submit" disabled={pending} className={styles.exportButton}>
        {pending ? t('money.export.downloading') : t('money.export.download')}
      </Button>
    </>
  );
}
