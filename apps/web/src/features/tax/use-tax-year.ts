import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { computeIncomeTaxYear, taxIncomeBasisSchema, type TaxIncomeBasis } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { formatMonthName } from '@/lib/format';
import { useSearchState } from '@/lib/search-params';
import { taxIncomeQueryOptions } from './api/get-tax-income';
import { kopecksToInput, parseRubles } from './rubles';
import { taxYears } from './tax-years';

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
 * The calculator's state: the year and income basis (kept in the address), the months
 * prefilled from the miner account's income, what the user typed over them (per year, so
 * going back to a year keeps its edits), and the tax of the whole year once every field reads.
 */
export function useTaxYear({
  account,
  incomeHidden,
  currentYear,
}: {
  account: AccountRef | undefined;
  incomeHidden: boolean;
  currentYear: number;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const years = useMemo(() => taxYears(currentYear), [currentYear]);
  const parse = useMemo(() => parseYear(years), [years]);
  const [year, setYear] = useSearchState(parse, serializeYear);
  const [basis, setBasis] = useSearchState(parseBasis, serializeBasis);
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

  return {
    years,
    year,
    setYear,
    /** The basis is asked only of a miner account, whose income prefills the months. */
    basis: minerAccount ? basis : undefined,
    setBasis,
    prefillNote,
    monthTexts,
    monthValues,
    setMonth: (index: number, text: string) =>
      edit((current) => ({ ...current, months: current.months.map((month, i) => (i === index ? text : month)) })),
    /** Typed over a prefill: the user can go back to it. */
    canResetMonths: hasPrefill && edits.months.some((text) => text !== undefined),
    resetMonths: () => edit((current) => ({ ...current, months: noEdits().months })),
    expensesText: edits.expenses,
    expensesValue,
    setExpenses: (text: string) => edit((current) => ({ ...current, expenses: text })),
    result,
  };
}

export type TaxYearState = ReturnType<typeof useTaxYear>;
