import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaxIncome } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { taxYears } from '../tax-years';
import { TaxCalculatorPage } from './tax-calculator';

const i18n = setUpComponentTests();

const minerId = '11111111-1111-4111-8111-111111111111';
const account: AccountRef = { kind: 'miners', id: minerId };

/** The server's answer per year: each month's income, priced per day (kopecks), and what had no price. */
const incomeByYear: Record<number, TaxIncome> = {
  2025: yearOf(2025, { 1: [12_345, 111_105, 0], 3: [100_000_000, 900_000_000, 0], 4: [5_000, 0, 5_000] }),
  2026: yearOf(2026, { 1: [99_000_000, 891_000_000, 0] }),
};

function yearOf(year: number, months: Record<number, [number, number, number]>): TaxIncome {
  return {
    year,
    basis: 'credited',
    months: Array.from({ length: 12 }, (_, index) => {
      const [satoshi, kopecks, unpriced] = months[index + 1] ?? [0, 0, 0];
      return { month: index + 1, satoshi, kopecks, unpriced_satoshi: unpriced };
    }),
  };
}

const emptyMonth = (month: number) => ({ month, satoshi: 0, kopecks: 0, unpriced_satoshi: 0 });

function stubIncome() {
  return stubBackend(({ path, query }) => {
    if (path === `/miners/${minerId}/tax-income`) {
      const year = incomeByYear[Number(query.get('year'))]!;
      // By the mining day, the stub moves January's income into the year before (a day of December credited on 1 January).
      return jsonResponse(
        query.get('basis') === 'mined'
          ? { ...year, basis: 'mined', months: year.months.map((month) => (month.month === 1 ? emptyMonth(1) : month)) }
          : year,
      );
    }
    return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
  });
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const figure = (title: string) => within(screen.getByRole('group', { name: title })).getByText(/₽/).textContent;
const rowOf = (month: string) => screen.getByRole('cell', { name: month }).closest('tr')!;

describe('TaxCalculatorPage', () => {
  it('offers the years from 2025 to this one, newest first', () => {
    expect(taxYears(2027)).toEqual([2027, 2026, 2025]);
    expect(taxYears(2024)).toEqual([2025]);
  });

  it("prefills each month with the server's income at each day's price, says so, and computes the tax", async () => {
    const fetch = stubIncome();
    renderInApp(
      <TaxCalculatorPage title="Tax calculator" account={account} currentYear={2026} />,
      i18n(),
      '/tax-calculator?year=2025',
    );
    await waitFor(() => expect(field('March').value).toBe('9000000'));
    expect(field('January').value).toBe('1111.05');
    expect(field('February').value).toBe('');
    // April's income had no recorded price: the month is offered at 0 and the page says so.
    expect(field('April').value).toBe('0');
    expect(screen.getByText(/at that day's BTC\/RUB price.*Some days of April have no recorded price/)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/estimate, not tax advice/);
    expect(backendCalls(fetch)).toEqual([`GET /miners/${minerId}/tax-income?year=2025&basis=credited`]);

    // 9,001,111.05 RUB: 312,000 + 390,000 + 4,001,111.05 × 18 % = 1,422,199.989 → 1,422,200 RUB.
    expect(figure('Income for the year')).toBe('₽9,001,111.05');
    expect(figure('Tax for the year')).toBe('₽1,422,200.00');
    expect(within(screen.getByRole('group', { name: 'Effective rate' })).getByText(/%/).textContent).toBe('15.8%');
    const march = within(rowOf('March'));
    expect(march.getByText('13% → 18%')).toBeTruthy();
    // The tax since January less January's 144 RUB (1,111.05 × 13 % = 144.44).
    expect(march.getByText('₽1,422,056.00')).toBeTruthy();
    expect(within(rowOf('February')).getByText('—')).toBeTruthy();
  });

  it('lets the user override every month and enter expenses, and can prefill again', async () => {
    stubIncome();
    renderInApp(<TaxCalculatorPage title="Tax calculator" account={account} currentYear={2025} />, i18n());
    await waitFor(() => expect(field('March').value).toBe('9000000'));
    fireEvent.change(field('March'), { target: { value: '2 400 000' } });
    fireEvent.change(field('January'), { target: { value: '' } });
    expect(figure('Tax for the year')).toBe('₽312,000.00');
    fireEvent.change(field('Documented expenses for the year, RUB'), { target: { value: '400000,50' } });
    expect(figure('Taxable base')).toBe('₽1,999,999.50');
    expect(figure('Tax for the year')).toBe('₽260,000.00'); // 259,999.935 rounds up
    fireEvent.change(field('April'), { target: { value: 'lots' } });
    expect(screen.getByText('Correct the highlighted amounts to see the tax.').getAttribute('role')).toBe('alert');
    expect(field('April').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Prefill from the rewards again' }));
    expect(field('March').value).toBe('9000000');
    expect(field('April').value).toBe('0');
  });

  it('keeps the year in the address and reads that year’s rewards', async () => {
    const fetch = stubIncome();
    const { router } = renderInApp(
      <TaxCalculatorPage title="Tax calculator" account={account} currentYear={2026} />,
      i18n(),
    );
    await waitFor(() => expect(field('January').value).toBe('8910000'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '2025' } });
    expect(router.state.location.search).toBe('?year=2025');
    await waitFor(() => expect(field('March').value).toBe('9000000'));
    expect(backendCalls(fetch)).toHaveLength(2);
  });

  it('counts by the crediting date, says so, and switches to the mining day', async () => {
    const fetch = stubIncome();
    const { router } = renderInApp(
      <TaxCalculatorPage title="Russian income tax" account={account} currentYear={2026} />,
      i18n(),
    );
    const basis = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Count income by' });
    expect(basis.selectedOptions[0]!.textContent).toBe('Crediting date');
    expect(basis.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(basis.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /as the tax office counts income received/,
    );
    await waitFor(() => expect(field('January').value).toBe('8910000'));
    fireEvent.change(basis, { target: { value: 'mined' } });
    expect(router.state.location.search).toBe('?basis=mined');
    await waitFor(() => expect(field('January').value).toBe(''));
    expect(backendCalls(fetch).at(-1)).toBe(`GET /miners/${minerId}/tax-income?year=2026&basis=mined`);
  });

  it('tells a role that does not show the income (a viewer) to type it, and asks for nothing', () => {
    const fetch = stubIncome();
    renderInApp(<TaxCalculatorPage title="Russian income tax" incomeHidden currentYear={2025} />, i18n());
    expect(screen.getByText(/Your role on this account does not show its income/)).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(backendCalls(fetch)).toEqual([]);
    cleanup();
  });

  it('works without a miner account: every month typed by hand', async () => {
    const fetch = stubIncome();
    renderInApp(<TaxCalculatorPage title="Tax calculator" currentYear={2025} />, i18n());
    expect(screen.getByText('Enter your mining income for each month in rubles.')).toBeTruthy();
    expect(figure('Tax for the year')).toBe('₽0.00');
    expect(backendCalls(fetch)).toEqual([]);
    cleanup();
  });
});
