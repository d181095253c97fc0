import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@pool/contract';
import { toastStore } from '@/components/ui/toast/toast-store';
import type { AccountRef } from '@/lib/account';
import { defaultPageSettings, setPageSettings } from '@/lib/page-settings';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { PaymentsPage } from './payments-page';

// uPlot needs a real canvas: the lazy bars are replaced by a marker showing an axis label they would draw.
vi.mock('./earnings-bars', () => ({
  default: ({ formatAxisValue }: { formatAxisValue: (satoshi: number) => string }) => (
    <div data-testid="bars">{formatAxisValue(250_000)}</div>
  ),
}));

const i18n = setUpComponentTests(() => {
  vi.restoreAllMocks();
  setPageSettings(defaultPageSettings);
});
beforeEach(() => {
  setPageSettings({
    ...defaultPageSettings,
    extra_currencies: ['USDT', 'RUB'],
    explorer_tx_url: 'https://mempool.space/tx/{txid}',
  });
});

const minerId = '11111111-1111-4111-8111-111111111111';
const account: AccountRef = { kind: 'miners', id: minerId };
const rates = { USDT: 60_000, RUB: null };

const reward: Payment = {
  id: 'p1',
  type: 'reward',
  direction: 'incoming',
  status: 'completed',
  amount: 500_000,
  created_at: '2026-11-20T09:00:00Z',
  pool_day: '2026-11-19',
  address: null,
  tx_id: null,
  reward: { hash_rate: 1.2e15, rate: 5000, gross: 504_540, fee_percent: '0.9', fee: 4_540 },
  sharing: null,
};
const payout: Payment = {
  id: 'p2',
  type: 'payout',
  direction: 'outgoing',
  status: 'pending',
  amount: 1_000_000,
  created_at: '2026-11-20T14:00:00Z',
  pool_day: '2026-11-20',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  tx_id: 'ab'.repeat(32),
  reward: null,
  sharing: null,
};

const noTotals = { incoming: 0, outgoing: 0 };
const dailyPath = `/miners/${minerId}/daily-earnings`;
const days = [
  { pool_day: '2026-11-17', amount: 400_000 },
  { pool_day: '2026-11-18', amount: 0 },
  { pool_day: '2026-11-19', amount: 500_000 },
];

/** A miner whose payments list answers `total` payments, the given rows on every page, with these totals. */
function stubPayments(rows: Payment[], total = rows.length, totals = noTotals) {
  return stubBackend(({ path, query }) => {
    if (path === `/miners/${minerId}/payments`)
      return jsonResponse({
        data: rows,
        pagination: { page: Number(query.get('page') ?? 1), per_page: Number(query.get('per_page')), total },
        totals,
      });
    if (path === dailyPath) return jsonResponse({ data: days });
    return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
  });
}

const paymentCalls = (mock: ReturnType<typeof stubPayments>) =>
  backendCalls(mock).filter((call) => call.startsWith(`GET /miners/${minerId}/payments?`));

function renderPage(path = '/payments') {
  return renderInApp(
    <PaymentsPage account={account} title="Payments" rates={rates} unavailableCurrencies={['RUB']} />,
    i18n(),
    path,
  );
}

describe('PaymentsPage', () => {
  it('lists payments with their amount in BTC and USDT, the reward details and the payout address and transaction', async () => {
    const fetch = stubPayments([reward, payout]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Payments' });
    const [, rewardRow, payoutRow] = within(table).getAllByRole('row');
    const rewardCells = within(rewardRow!).getAllByRole('cell');
    expect(rewardCells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Date',
      'Type',
      'Direction',
      'Status',
      'Amount',
      'Details',
    ]);
    expect(rewardCells[0]!.textContent).toContain('For Nov 19, 2026');
    expect(rewardCells.slice(1, 4).map((cell) => cell.textContent)).toEqual(['Reward', 'Incoming', 'Completed']);
    expect(rewardCells[4]!.textContent).toBe('+0.00500000 BTC≈ 300.00 USDT');
    expect(rewardCells[5]!.textContent).toBe(
      'Hashrate1.20 PH/sRate5,000 sat per TH/s per dayGross0.00504540 BTCFee0.9%, 0.00004540 BTC',
    );
    const payoutCells = within(payoutRow!).getAllByRole('cell');
    expect(payoutCells[0]!.textContent).not.toContain('For');
    expect(payoutCells[4]!.textContent).toBe('-0.01000000 BTC≈ 600.00 USDT');
    expect(payoutCells[5]!.textContent).toBe(`Address${payout.address}CopyTransaction${payout.tx_id}Copy`);
    // The transaction links to the pool's block explorer; the address has no template here: plain, with copy.
    expect(within(payoutRow!).getByRole('link', { name: payout.tx_id! }).getAttribute('href')).toBe(
      `https://mempool.space/tx/${payout.tx_id}`,
    );
    expect(within(payoutRow!).queryByRole('link', { name: payout.address! })).toBeNull();
    expect(within(payoutRow!).getByRole('button', { name: 'Copy the address' })).toBeTruthy();
    expect(screen.getByText('Payments: 2')).toBeTruthy();
    expect(paymentCalls(fetch)).toEqual([`GET /miners/${minerId}/payments?page=1&per_page=25`]);
    expect(screen.queryByRole('navigation', { name: 'Pages of Payments' })).toBeNull();
  });

  it('names the promo code that lowered a reward’s pool fee', async () => {
    const discounted: Payment = {
      ...reward,
      reward: { ...reward.reward!, fee_percent: '0.45', fee: 2_270, promo_code: 'HALF' },
    };
    stubPayments([discounted]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Payments' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[5]!.textContent).toContain('Fee0.45%, 0.00002270 BTCPromo codeHALF');
  });

  it('keeps filters in the address, asks the server with them, and starts again at page 1 when one changes', async () => {
    const fetch = stubPayments([payout], 60);
    const { router } = renderPage('/payments?type=payout&page=2');
    await screen.findByRole('table', { name: 'Payments' });
    expect(paymentCalls(fetch)).toEqual([`GET /miners/${minerId}/payments?type=payout&page=2&per_page=25`]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe('payout');

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'pending' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=payout&status=pending'));
    await waitFor(() =>
      expect(paymentCalls(fetch)).toContain(
        `GET /miners/${minerId}/payments?type=payout&status=pending&page=1&per_page=25`,
      ),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'P7D' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=payout&status=pending&period=P7D'));

    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages by number and by the chosen page size, both kept in the address', async () => {
    const fetch = stubPayments([reward], 260);
    const { router } = renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Pages of Payments' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    // 260 rows of 25: the ends and the current page's neighbours.
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '11', 'Next']);
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 11' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=11'));
    await waitFor(() => expect(paymentCalls(fetch)).toContain(`GET /miners/${minerId}/payments?page=11&per_page=25`));

    fireEvent.change(screen.getByRole('combobox', { name: 'Per page' }), { target: { value: '100' } });
    await waitFor(() => expect(router.state.location.search).toBe('?per_page=100'));
    await waitFor(() => expect(paymentCalls(fetch)).toContain(`GET /miners/${minerId}/payments?page=1&per_page=100`));
    await waitFor(() =>
      expect(
        within(pages)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Previous', '1', '2', '3', 'Next']),
    );
  });

  it('shows the totals in and out of the whole filter, the fiat at today’s rate, and the daily earnings', async () => {
    stubPayments([reward, payout], 40, { incoming: 1_500_000, outgoing: 1_000_000 });
    renderPage();
    await screen.findByRole('table', { name: 'Payments' });
    const list = screen.getByLabelText('Totals of the filtered payments');
    expect(list.textContent).toBe('In+0.01500000 BTC≈ 900.00 USDTOut-0.01000000 BTC≈ 600.00 USDT');
    // The pool shows RUB too, but has no RUB rate now: said once, not silently left out.
    expect(screen.getByRole('note').textContent).toBe(
      "USDT values are at today's rate. No exchange rate for RUB right now: amounts are in BTC only.",
    );
    const chart = screen.getByRole('region', { name: 'Daily earnings' });
    expect(
      await within(chart).findByText(
        '3 pool days (UTC): 0.00900000 BTC in all, 0.00300000 BTC a day on average, the best day Nov 19, 2026 with 0.00500000 BTC.',
      ),
    ).toBeTruthy();
    expect(within(chart).getByTestId('bars').textContent).toBe('0.0025');
    const rows = within(chart).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      'Pool day (UTC)Earned',
      'Nov 17, 20260.00400000 BTC',
      'Nov 18, 20260.00000000 BTC',
      'Nov 19, 20260.00500000 BTC',
    ]);
  });

  it('says when there are no payments yet, and when none match the filters', async () => {
    stubPayments([]);
    renderPage();
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    expect(screen.getByText(/Rewards are credited daily at 09:00 UTC/)).toBeTruthy();
    cleanup();
    renderPage('/payments?status=canceled');
    expect(await screen.findByText('No payments match the filters.')).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    stubBackend(({ path }) => {
      if (fail) return jsonResponse({ error: { code: 'internal_error', message: 'down' } }, 500);
      if (path === `/miners/${minerId}/payments`)
        return jsonResponse({ data: [reward], pagination: { page: 1, per_page: 25, total: 1 }, totals: noTotals });
      return jsonResponse({ data: days });
    });
    renderPage();
    // The daily earnings failed too, in an alert of their own.
    const alert = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((element) => element.textContent?.includes('payments'));
      expect(found?.textContent).toContain('Could not load the payments.');
      return found!;
    });
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Payments' })).toBeTruthy();
  });

  it('downloads the export of the chosen period and format, named by the server, with the page filters', async () => {
    const fetch = stubBackend(({ path }) => {
      if (path === `/miners/${minerId}/payments/export`)
        return new Response('xlsx bytes', {
          headers: { 'content-disposition': 'attachment; filename="payments-alice-2026-11-13-2026-11-20.xlsx"' },
        });
      if (path === `/miners/${minerId}/payments`)
        return jsonResponse({ data: [], pagination: { page: 1, per_page: 25, total: 0 }, totals: noTotals });
      if (path === dailyPath) return jsonResponse({ data: days });
      return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    renderPage('/payments?type=reward');
    const form = await screen.findByRole('form', { name: 'Export' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Export period' }), { target: { value: 'P7D' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'File format' }), { target: { value: 'xlsx' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(clicked).toEqual([{ download: 'payments-alice-2026-11-13-2026-11-20.xlsx', href: 'blob:export' }]),
    );
    expect(backendCalls(fetch)).toContain(`GET /miners/${minerId}/payments/export?period=P7D&format=xlsx&type=reward`);
    expect(await (createObjectURL.mock.calls[0] as unknown as [Blob])[0].text()).toBe('xlsx bytes');
  });

  it('exports chosen pool days, and shows the refusal of a range beside its date', async () => {
    const fetch = stubBackend(({ path, query }) => {
      if (path === `/miners/${minerId}/payments/export`)
        return query.get('from') === '2026-11-18'
          ? jsonResponse(
              {
                error: {
                  code: 'invalid_input',
                  message: 'no',
                  fields: [{ name: 'to', code: 'max_threshold', max: '2026-11-20' }],
                },
              },
              400,
            )
          : new Response('csv', {
              headers: { 'content-disposition': 'attachment; filename="payments-alice-2026-11-01-2026-11-05.csv"' },
            });
      if (path === dailyPath) return jsonResponse({ data: days });
      if (path === `/miners/${minerId}/money-version`) return jsonResponse({ version: '1.0' });
      return jsonResponse({ data: [], pagination: { page: 1, per_page: 25, total: 0 }, totals: noTotals });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    const form = await screen.findByRole('form', { name: 'Export' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Export period' }), { target: { value: 'range' } });
    fireEvent.change(within(form).getByLabelText('From (UTC day)'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(form).getByLabelText('To (UTC day, included)'), { target: { value: '2026-11-05' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(backendCalls(fetch)).toContain(
        `GET /miners/${minerId}/payments/export?from=2026-11-01&to=2026-11-05&format=csv`,
      ),
    );
    fireEvent.change(within(form).getByLabelText('From (UTC day)'), { target: { value: '2026-11-18' } });
    fireEvent.change(within(form).getByLabelText('To (UTC day, included)'), { target: { value: '2026-11-25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Download' }));
    const to = within(form).getByLabelText('To (UTC day, included)');
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain('Value should be at most 2026-11-20');
  });

  it('says why an export failed', async () => {
    stubBackend(({ path }) => {
      if (path === `/miners/${minerId}/payments/export`)
        return jsonResponse({ error: { code: 'access_denied', message: 'no' } }, 403);
      if (path === dailyPath) return jsonResponse({ data: days });
      if (path === `/miners/${minerId}/money-version`) return jsonResponse({ version: '1.0' });
      return jsonResponse({ data: [], pagination: { page: 1, per_page: 25, total: 0 }, totals: noTotals });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(toastStore.snapshot().map((toast) => [toast.type, toast.title, toast.description])).toEqual([
        ['error', 'Access denied', 'The file could not be downloaded.'],
      ]),
    );
  });
});
