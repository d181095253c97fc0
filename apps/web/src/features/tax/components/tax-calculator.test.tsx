import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Payment } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { taxYears } from '../tax-years';
import { TaxCalculatorPage } from './tax-calculator';

const i18n = setUpComponentTests();

const minerId = '11111111-1111-4111-8111-111111111111';
const account: AccountRef = { kind: 'miners', id: minerId };

const reward = (id: string, createdAt: string, amount: number, status: Payment['status'] = 'completed'): Payment => ({
  id,
  type: 'reward',
  direction: 'incoming',
  status,
  amount,
  created_at: createdAt,
  pool_day: createdAt.slice(0, 10),
  address: null,
  tx_id: null,
  reward: null,
  sharing: null,
});

/** Newest first, as the server lists them. */
const rewards = [
  reward('r5', '2026-01-01T09:00:00Z', 99_000_000),
  reward('r4', '2025-03-02T09:00:00Z', 50_000_000),
  reward('r3', '2025-03-01T09:00:00Z', 50_000_000),
  reward('r2', '2025-01-15T09:00:00Z', 10_000_000, 'canceled'),
  reward('r1', '2025-01-01T09:00:00Z', 12_345),
  reward('r0', '2024-12-31T09:00:00Z', 77_000_000),
];

function stubRewards(rows = rewards) {
  return stubBackend(({ path, query }) => {
    if (path === `/miners/${minerId}/payments`)
      return jsonResponse({
        data: rows,
        pagination: { page: Number(query.get('page')), per_page: Number(query.get('per_page')), total: rows.length },
      });
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

  it("prefills the year's rewards per month at today's rate, says so, and computes the tax", async () => {
    const fetch = stubRewards();
    renderInApp(
      <TaxCalculatorPage title="Tax calculator" account={account} rubPerBtc={9_000_000} currentYear={2026} />,
      i18n(),
      '/tax-calculator?year=2025',
    );
    await waitFor(() => expect(field('March').value).toBe('9000000'));
    // 12,345 sat × 9,000,000 RUB = 1,111.05 RUB; the canceled reward and other years are left out.
    expect(field('January').value).toBe('1111.05');
    expect(field('February').value).toBe('');
    expect(screen.getByText(/today's BTC\/RUB rate, ₽9,000,000.00 per BTC, not at each day's rate/)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/estimate, not tax advice/);
    expect(backendCalls(fetch)).toEqual([`GET /miners/${minerId}/payments?type=reward&page=1&per_page=1000`]);

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
    stubRewards();
    renderInApp(
      <TaxCalculatorPage title="Tax calculator" account={account} rubPerBtc={9_000_000} currentYear={2025} />,
      i18n(),
    );
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
    expect(field('April').value).toBe('');
  });

  it('keeps the year in the address and reads that year’s rewards', async () => {
    const fetch = stubRewards();
    const { router } = renderInApp(
      <TaxCalculatorPage title="Tax calculator" account={account} rubPerBtc={9_000_000} currentYear={2026} />,
      i18n(),
    );
    await waitFor(() => expect(field('January').value).toBe('8910000'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '2025' } });
    expect(router.state.location.search).toBe('?year=2025');
    await waitFor(() => expect(field('March').value).toBe('9000000'));
    expect(backendCalls(fetch)).toHaveLength(2);
  });

  it('works without a miner account or a rate: every month typed by hand', async () => {
    const fetch = stubRewards();
    renderInApp(<TaxCalculatorPage title="Tax calculator" rubPerBtc={null} currentYear={2025} />, i18n());
    expect(screen.getByText('Enter your mining income for each month in rubles.')).toBeTruthy();
    expect(figure('Tax for the year')).toBe('₽0.00');
    expect(backendCalls(fetch)).toEqual([]);
    cleanup();
    renderInApp(
      <TaxCalculatorPage title="Tax calculator" account={account} rubPerBtc={null} currentYear={2025} />,
      i18n(),
    );
    await waitFor(() => expect(screen.getByText(/rate is not available/)).toBeTruthy());
    expect(field('March').value).toBe('');
  });
});
