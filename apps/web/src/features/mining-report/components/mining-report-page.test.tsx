import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MiningReport, ReportAmount, ReportDay } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { MiningReportPage } from './mining-report-page';

const i18n = setUpComponentTests(() => {
  vi.restoreAllMocks();
});

const minerId = '11111111-1111-4111-8111-111111111111';
const account: AccountRef = { kind: 'miners', id: minerId };

const amount = (sat: number, priced = true): ReportAmount =>
  priced
    ? { sat, usdt: ((sat / 1e8) * 95_000).toFixed(2), rub: ((sat / 1e8) * 7_800_000).toFixed(2) }
    : { sat, usdt: null, rub: null };
const price = { price: '95000.00000000', source: 'demo', fetched_at: '2025-06-02T09:00:00.000Z' };
function day(date: string, net: number, priced = true, credited = true): ReportDay {
  return {
    day: date,
    hash_rate: 1.5e15,
    uptime: 1,
    active_workers: null,
    credited,
    prices: { BTCUSDT: priced ? price : null, BTCRUB: priced ? { ...price, price: '7800000.00000000' } : null },
    gross: amount(net + 1_000, priced),
    pool_fee: amount(1_000, priced),
    operator_fee: amount(0, priced),
    profit_sharing: amount(0, priced),
    referral: amount(0, priced),
    net: amount(net, priced),
    payouts: amount(0, priced),
    other: amount(0, priced),
  };
}
const june: MiningReport = {
  account: { id: minerId, name: 'rigs' },
  pool: { name: 'Demo Pool' },
  month: '2025-06',
  complete: true,
  days: [day('2025-06-01', 100_000), day('2025-06-02', 200_000, false)],
  totals: {
    hash_rate: 1.5e15,
    uptime: 1,
    active_workers: null,
    gross: amount(302_000, false),
    pool_fee: amount(2_000, false),
    operator_fee: amount(0),
    profit_sharing: amount(0),
    referral: amount(0),
    net: { sat: 300_000, usdt: null, rub: null },
    payouts: amount(0),
    other: amount(0),
  },
  opening_balance: amount(0),
  closing_balance: amount(300_000, false),
  payouts: [],
};

function stubReport() {
  return stubBackend(({ path, query }) => {
    if (path === `/miners/${minerId}/mining-report`) return jsonResponse({ ...june, month: query.get('month') });
    if (path === `/miners/${minerId}/mining-report/export`)
      return new Response('%PDF-1.3', {
        headers: { 'content-disposition': 'attachment; filename="mining-report-rigs-2025-05.pdf"' },
      });
    return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
  });
}

describe('MiningReportPage', () => {
  it('shows the month of the address: summary, daily table, and a day without a price says so', async () => {
    const fetch = stubReport();
    renderInApp(<MiningReportPage account={account} title="Mining report" />, i18n(), '/mining-report?month=2025-06');
    const net = await screen.findByRole('group', { name: 'Earned (net)' });
    expect(net.textContent).toContain('0.00300000 BTC');
    expect(net.textContent).toContain('—');
    const table = screen.getByRole('table', { name: 'Daily figures' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]!.textContent).toContain('No price');
    expect(rows[1]!.textContent).toContain('95,000.00 USDT');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Month' }).value).toBe('2025-06');
    expect(backendCalls(fetch)).toContain(`GET /miners/${minerId}/mining-report?month=2025-06`);
  });

  it('says which days are not yet credited instead of showing them as earning nothing', async () => {
    stubBackend(({ path }) =>
      path === `/miners/${minerId}/mining-report`
        ? jsonResponse({
            ...june,
            complete: false,
            days: [...june.days, { ...day('2025-06-03', 0, true, false), uptime: null }],
          })
        : jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404),
    );
    renderInApp(<MiningReportPage account={account} title="Mining report" />, i18n(), '/mining-report?month=2025-06');
    const table = await screen.findByRole('table', { name: 'Daily figures' });
    const today = within(table).getAllByRole('row')[3]!;
    expect(today.textContent).toContain('Not yet credited');
    expect(today.textContent).toContain('—');
    expect(screen.getByText(/Days not yet credited are left out/)).toBeTruthy();
  });

  it('loads another month when it is picked, and downloads it as a PDF in the interface language', async () => {
    const fetch = stubReport();
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderInApp(<MiningReportPage account={account} title="Mining report" />, i18n(), '/mining-report?month=2025-06');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Month' }), { target: { value: '2025-05' } });
    await waitFor(() => expect(backendCalls(fetch)).toContain(`GET /miners/${minerId}/mining-report?month=2025-05`));
    const form = screen.getByRole('form', { name: 'Download the report' });
    fireEvent.click(within(form).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual(['mining-report-rigs-2025-05.pdf']));
    expect(backendCalls(fetch)).toContain(
      `GET /miners/${minerId}/mining-report/export?month=2025-05&format=pdf&language=en`,
    );
  });
});
