import { useTranslation } from 'react-i18next';
import type { TaxMonth, TaxYear } from '@pool/contract';
import { Table, type Column } from '@/components/ui/data-table';
import { StatCard } from '@/components/ui/stat-card';
import { formatMonthName, formatPercent, formatRubles, missingValue } from '@/lib/format';
import { bracketRate } from '../bracket-rate';
import styles from './tax-calculator.module.css';
import pageStyles from '@/components/ui/page.module.css';

/** The year's tax: the totals and the month by month table; until every field reads, what to fix. */
export function TaxResult({ year, result }: { year: number; result: TaxYear | undefined }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (!result)
    return (
      <p className={pageStyles.state} role="alert">
        {t('tax.fixFields')}
      </p>
    );
  const rate = (bracket: number) => bracketRate(bracket, language);
  const columns: Column<TaxMonth>[] = [
    { key: 'month', header: t('tax.column.month'), cell: (row) => formatMonthName(row.month, language) },
    {
      key: 'income',
      header: t('tax.column.income'),
      numeric: true,
      // On a phone each row is a card under the month fields that already show the income.
      className: styles.wideOnly,
      cell: (row) => formatRubles(row.income, language),
    },
    {
      key: 'base',
      header: t('tax.column.base'),
      numeric: true,
      cell: (row) => formatRubles(row.cumulativeBase, language),
    },
    {
      key: 'bracket',
      header: t('tax.column.bracket'),
      numeric: true,
      cell: (row) =>
        row.base === 0n
          ? missingValue
          : row.bracketFrom === row.bracketTo
            ? rate(row.bracketTo)
            : t('tax.crossing', { from: rate(row.bracketFrom), to: rate(row.bracketTo) }),
    },
    { key: 'tax', header: t('tax.column.tax'), numeric: true, cell: (row) => formatRubles(row.tax, language) },
    {
      key: 'cumulativeTax',
      header: t('tax.column.cumulativeTax'),
      numeric: true,
      cell: (row) => formatRubles(row.cumulativeTax, language),
    },
  ];
  return (
    <>
      <div className={styles.summary} aria-live="polite">
        <StatCard title={t('tax.totalIncome')}>
          <span className={styles.figure}>{formatRubles(result.totalIncome, language)}</span>
        </StatCard>
        <StatCard title={t('tax.taxableBase')}>
          <span className={styles.figure}>{formatRubles(result.taxableBase, language)}</span>
        </StatCard>
        <StatCard title={t('tax.totalTax')}>
          <span className={styles.figure}>{formatRubles(result.totalTax, language)}</span>
        </StatCard>
        <StatCard title={t('tax.effectiveRate')}>
          <span className={styles.figure}>
            {formatPercent(Number(result.effectiveRateBasisPoints) / 100, language, 2)}
          </span>
        </StatCard>
      </div>
      <Table
        caption={t('tax.tableCaption', { year })}
        columns={columns}
        rows={result.months}
        rowKey={(row) => String(row.month)}
      />
    </>
  );
}
