import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  computeIncomeTaxYear,
  russianIncomeTaxBrackets,
  taxIncomeBasisSchema,
  taxIncomeBases,
  type TaxIncomeBasis,
  type TaxMonth,
} from '@pool/contract';
import { Button } from '@/components/ui/button';
import { Table, type Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { StatCard } from '@/components/ui/stat-card';
import { TextField } from '@/components/ui/text-field';
import type { AccountRef } from '@/lib/account';
import { formatMonthName, formatPercent, formatRubles, missingValue } from '@/lib/format';
import { useSearchState } from '@/lib/search-params';
import { taxIncomeQueryOptions } from '../api/get-tax-income';
import { kopecksToInput, parseRubles } from '../rubles';
import { taxYears } from '../tax-years';
import styles from './tax-calculator.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface TaxCalculatorPageProps {
  title: string;
  /** The active miner account whose rewards prefill the months; none for other accounts. */
  account?: AccountRef;
  /** The active account is a miner account whose income the user's role does not show (a viewer). */
  incomeHidden?: boolean;
  accountName?: string;
  /** The current year (UTC); injected so tests hold the clock. */
  currentYear?: number;
}

const parseYear = (years: number[]) => (search: URLSearchParams) => {
  const year = Number(search.get('year'));
  return years.includes(year) ? year : years[0]!;
};
function serializeYear(year: number, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  next.set('year', String(year));
  return next;
}
const parseBasis = (search: URLSearchParams): TaxIncomeBasis =>
  taxIncomeBasisSchema.safeParse(search.get('basis')).data ?? 'credited';
function serializeBasis(basis: TaxIncomeBasis, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  if (basis === 'credited') next.delete('basis');
  else next.set('basis', basis);
  return next;
}

/** What the user typed for a year; a month left undefined shows its prefill. */
interface YearEdits {
  months: (string | undefined)[];
  expenses: string;
}
const noEdits = (): YearEdits => ({ months: Array.from({ length: 12 }, () => undefined), expenses: '' });

/**
 * /tax-calculator: Russian personal income tax on the year's mining income.
 * Months are prefilled from the account's income, each day at its recorded BTC/RUB price
 * (GET /miners/{id}/tax-income); every one can be overridden. The tax is the contract's exact function; nothing here computes money.
 */
export function TaxCalculatorPage({
  title,
  account,
  incomeHidden = false,
  accountName,
  currentYear = new Date().getUTCFullYear(),
}: TaxCalculatorPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const years = useMemo(() => taxYears(currentYear), [currentYear]);
  const parse = useMemo(() => parseYear(years), [years]);
  const [year, setYear] = useSearchState(parse, serializeYear);
  const [basis, setBasis] = useSearchState(parseBasis, serializeBasis);
  const basisHintId = useId();
  const [editsByYear, setEditsByYear] = useState<Record<number, YearEdits>>({});
  const edits = editsByYear[year] ?? noEdits();

  const minerAccount = account?.kind === 'miners' ? account : undefined;
  const income = useQuery({
    ...taxIncomeQueryOptions(minerAccount ?? { kind: 'miners', id: '' }, year, basis),
    enabled: Boolean(minerAccount),
  });
  const prefill = income.data?.months.map((month) => (month.satoshi > 0 ? BigInt(month.kopecks) : undefined));
  const hasPrefill = prefill?.some((kopecks) => kopecks !== undefined) ?? false;
  const unpriced = (income.data?.months ?? []).filter((month) => month.unpriced_satoshi > 0);

  const monthTexts = edits.months.map((text, index) => {
    if (text !== undefined) return text;
    const kopecks = prefill?.[index];
    return kopecks === undefined ? '' : kopecksToInput(kopecks, language);
  });
  const monthValues = monthTexts.map(parseRubles);
  const expensesValue = parseRubles(edits.expenses);
  const incomes = monthValues.filter((value): value is bigint => value !== null);
  const result =
    incomes.length === 12 && expensesValue !== null ? computeIncomeTaxYear(incomes, expensesValue) : undefined;

  const edit = (change: (current: YearEdits) => YearEdits) =>
    setEditsByYear((all) => ({ ...all, [year]: change(all[year] ?? noEdits()) }));
  const setMonth = (index: number, text: string) =>
    edit((current) => ({ ...current, months: current.months.map((month, i) => (i === index ? text : month)) }));
  const edited = edits.months.some((text) => text !== undefined);

  const prefillNote = incomeHidden
    ? t('tax.prefill.noAccess')
    : !minerAccount
      ? t('tax.prefill.manual')
      : income.isPending
        ? t('tax.prefill.loading', { year })
        : income.isError
          ? t('tax.prefill.failed')
          : hasPrefill || unpriced.length > 0
            ? [
                t('tax.prefill.done'),
                unpriced.length > 0
                  ? t('tax.prefill.unpriced', {
                      months: unpriced.map((month) => formatMonthName(month.month, language)).join(', '),
                    })
                  : '',
              ]
                .filter(Boolean)
                .join(' ')
            : t('tax.prefill.none', { year });

  const rate = (bracket: number) => formatPercent(Number(russianIncomeTaxBrackets[bracket]!.ratePercent), language, 0);
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
    <section className={pageStyles.page} aria-labelledby="page-title">
      <PageHeader title={title} account={accountName} />
      <p className={styles.notice} role="note">
        {t('tax.disclaimer')}
      </p>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
        <SelectField
          className={styles.year}
          label={t('tax.year')}
          value={String(year)}
          options={years.map((option) => ({ value: String(option), label: String(option) }))}
          onChange={(event) => setYear(Number(event.target.value))}
        />
        {minerAccount ? (
          <div className={styles.basis}>
            <SelectField
              label={t('tax.basis.label')}
              value={basis}
              options={taxIncomeBases.map((option) => ({ value: option, label: t(`tax.basis.${option}`) }))}
              onChange={(event) => setBasis(taxIncomeBasisSchema.parse(event.target.value))}
              aria-describedby={basisHintId}
            />
            <p id={basisHintId} className={pageStyles.muted}>
              {t(`tax.basis.${basis}Hint`)}
            </p>
          </div>
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('tax.incomeLegend')}</legend>
          <p className={pageStyles.muted} aria-live="polite">
            {prefillNote}
          </p>
          <div className={styles.months}>
            {monthTexts.map((text, index) => (
              <TextField
                key={`${year}-${index}`}
                label={formatMonthName(index + 1, language)}
                inputMode="decimal"
                autoComplete="off"
                value={text}
                placeholder="0"
                onChange={(event) => setMonth(index, event.target.value)}
                messages={
                  monthValues[index] === null ? [{ key: 'invalid', type: 'error', text: t('tax.invalidAmount') }] : []
                }
              />
            ))}
          </div>
          {hasPrefill && edited ? (
            <Button
              kind="transparent"
              size="xs"
              onClick={() => edit((current) => ({ ...current, months: noEdits().months }))}
            >
              {t('tax.reset')}
            </Button>
          ) : null}
        </fieldset>
        <TextField
          className={styles.expenses}
          label={t('tax.expenses')}
          inputMode="decimal"
          autoComplete="off"
          value={edits.expenses}
          placeholder="0"
          onChange={(event) => {
            const text = event.target.value;
            edit((current) => ({ ...current, expenses: text }));
          }}
          messages={[
            expensesValue === null
              ? { key: 'invalid', type: 'error', text: t('tax.invalidAmount') }
              : { key: 'hint', type: 'info', text: t('tax.expensesHint') },
          ]}
        />
      </form>

      {result ? (
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
      ) : (
        <p className={pageStyles.state} role="alert">
          {t('tax.fixFields')}
        </p>
      )}

      <div className={styles.method}>
        <h2 className={styles.methodTitle}>{t('tax.bracketsTitle')}</h2>
        <ul className={styles.brackets}>
          {russianIncomeTaxBrackets.map((bracket, index) => {
            const previous = russianIncomeTaxBrackets[index - 1]?.upTo ?? 0n;
            return (
              <li key={index}>
                {bracket.upTo === null
                  ? t('tax.bracketAbove', { rate: rate(index), amount: formatRubles(previous, language) })
                  : t('tax.bracketUpTo', { rate: rate(index), amount: formatRubles(bracket.upTo, language) })}
              </li>
            );
          })}
        </ul>
        <p className={pageStyles.muted}>{t('tax.method')}</p>
      </div>
    </section>
  );
}
