import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  BlockchainPayoutRequest,
  NextRunPreview,
  PayoutRequestPayment,
  PayoutScheduleItem,
  PayoutWallet,
} from '@pool/contract';
import { toastStore } from '@/components/ui/toast/toast-store';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { PayoutsPage } from './payouts-page';

const i18n = setUpComponentTests();

const upcoming: PayoutScheduleItem = {
  date: '2026-11-22',
  time: '14:00',
  fee_level: 'MEDIUM',
  fee_per_vbyte: null,
  processed: false,
};
const done: PayoutScheduleItem = {
  date: '2026-11-21',
  time: '14:00',
  fee_level: 'LOW',
  fee_per_vbyte: 12,
  processed: true,
};

const failedId = '22222222-2222-4222-8222-222222222222';
const failed: BlockchainPayoutRequest = {
  id: failedId,
  status: 'failed',
  date: '2026-11-21',
  amount: 123_456_789,
  payouts: 42,
  fee_level: 'LOW',
  fee_per_vbyte: null,
  tx_id: null,
  confirmations: 0,
  error: 'insufficient funds',
  transactions: [],
  created_at: '2026-11-21T14:00:00Z',
  updated_at: '2026-11-21T14:00:05Z',
};
const completed: BlockchainPayoutRequest = {
  ...failed,
  id: '33333333-3333-4333-8333-333333333333',
  status: 'completed',
  date: '2026-11-20',
  amount: 50_000,
  payouts: 3,
  tx_id: 'ab'.repeat(32),
  confirmations: 6,
  error: null,
  // Its one transaction waited and was fee-bumped: the replaced one, then its replacement.
  transactions: [
    {
      part: 0,
      tx_id: 'cd'.repeat(32),
      outputs: 3,
      amount: 50_000,
      vsize: 141,
      fee_rate: 2,
      fee: 282,
      confirmations: 0,
      state: 'replaced',
      replaced_by: 'ab'.repeat(32),
      created_at: '2026-11-20T14:00:05Z',
    },
    {
      part: 0,
      tx_id: 'ab'.repeat(32),
      outputs: 3,
      amount: 50_000,
      vsize: 141,
      fee_rate: 5,
      fee: 705,
      confirmations: 6,
      state: 'confirmed',
      replaced_by: null,
      created_at: '2026-11-20T15:00:05Z',
    },
  ],
};

interface Answers {
  schedule?: PayoutScheduleItem[];
  requests?: BlockchainPayoutRequest[];
  put?: () => Response;
  action?: () => Response;
}

function stubDesk({ schedule = [upcoming, done], requests = [failed, completed], put, action }: Answers = {}) {
  return stubBackend(({ method, path, query }) => {
    if (method === 'GET' && path === '/platform/payouts/schedule')
      return jsonResponse({ data: schedule, pagination: { page: 1, per_page: 20, total: schedule.length } });
    if (method === 'PUT' && path === '/platform/payouts/schedule/current') return put?.() ?? jsonResponse(upcoming);
    if (method === 'DELETE' && path === '/platform/payouts/schedule/current/fee-per-vbyte')
      return jsonResponse(upcoming);
    if (method === 'GET' && path === '/platform/payouts/blockchain-requests') {
      const status = query.get('status');
      const data = requests.filter((request) => !status || request.status === status);
      return jsonResponse({ data, pagination: { page: 1, per_page: 20, total: data.length } });
    }
    if (method === 'POST' && /^\/platform\/payouts\/blockchain-requests\/[^/]+\/(resend|reverse)$/.test(path))
      return action?.() ?? jsonResponse({ ...failed, status: 'sent' });
    return deskAnswer(method, path) ?? jsonResponse({ error: { code: 'not_found', message: 'not found' } }, 404);
  });
}

const wallet: PayoutWallet = {
  balance: 100_000_000,
  chain: 'bitcoin-core',
  chain_error: null,
  balances_due: 150_000_000,
  pending_payouts: 0,
  shortfall: 50_000_000,
  last_run: {
    date: '2026-11-21',
    request_id: failedId,
    status: 'failed',
    payouts: 42,
    amount: 123_456_789,
    problem: { reason: 'wallet_short', message: 'Bitcoin Core sendmany: Insufficient funds (code -6)' },
  },
};
const nextRun: NextRunPreview = {
  date: '2026-11-22',
  run_at: '2026-11-22T14:00:00.000Z',
  fee_level: 'MEDIUM',
  fee_per_vbyte: null,
  fee_rate: 20,
  at_minimum: 3,
  payouts: [
    {
      miner_id: 'm1',
      account_name: 'demo_miner',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      amount: 250_000,
    },
  ],
  total: 250_000,
  transactions: 1,
  below_dust: 1,
  fee_estimate: 3_140,
  problems: [{ reason: 'fee_above_ceiling', message: null }],
};
const paidOut: PayoutRequestPayment = {
  miner_id: 'm1',
  account_name: 'demo_miner',
  address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  amount: 50_000,
  status: 'completed',
  part: 0,
  tx_id: 'ef'.repeat(32),
};

/** The desk's cards and a request's payouts, as the server answers them. */
function deskAnswer(method: string, path: string): Response | undefined {
  if (method !== 'GET') return undefined;
  if (path === '/platform/payouts/wallet') return jsonResponse(wallet);
  if (path === '/platform/payouts/next-run') return jsonResponse(nextRun);
  if (/^\/platform\/payouts\/blockchain-requests\/[^/]+\/payments$/.test(path))
    return jsonResponse({ data: [paidOut], pagination: { page: 1, per_page: 20, total: 1 } });
  return undefined;
}

const settings = () => screen.getByRole('form', { name: 'Next payout run' });
const requestsTable = () => screen.findByRole('table', { name: 'Blockchain payout requests' });
const toastTitles = () => toastStore.snapshot().map((toast) => toast.title);
const bodiesOf = (fetch: ReturnType<typeof stubDesk>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => (init?.body ? (JSON.parse(init.body as string) as unknown) : undefined));
const requestListCalls = (fetch: ReturnType<typeof stubDesk>) =>
  backendCalls(fetch).filter((call) => call.startsWith('GET /platform/payouts/blockchain-requests'));

describe('PayoutsPage: schedule and the next run', () => {
  it('lists the schedule and shows the next run in the settings form', async () => {
    stubDesk();
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    const table = await screen.findByRole('table', { name: 'Payout schedule' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Nov 22, 2026', '14:00 UTC', 'Medium', '—', 'Not yet'],
      ['Nov 21, 2026', '14:00 UTC', 'Low', '12', 'Processed'],
    ]);
    expect(screen.getByText('Next run: Nov 22, 2026 at 14:00 UTC, fee level Medium.')).toBeTruthy();
    expect(within(settings()).getByLabelText<HTMLSelectElement>('Fee level').value).toBe('MEDIUM');
    expect(within(settings()).getByLabelText<HTMLInputElement>('Fee per vbyte, sat (optional)').value).toBe('');
    expect(within(settings()).queryByRole('button', { name: 'Use the fee level' })).toBeNull();
  });

  it('saves a fee level and a fee per vbyte for the next run', async () => {
    const fetch = stubDesk();
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    await screen.findByText('Next run: Nov 22, 2026 at 14:00 UTC, fee level Medium.');
    fireEvent.change(within(settings()).getByLabelText('Fee level'), { target: { value: 'HIGH' } });
    fireEvent.change(within(settings()).getByLabelText('Fee per vbyte, sat (optional)'), { target: { value: '25' } });
    fireEvent.click(within(settings()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Success!']));
    expect(bodiesOf(fetch, 'PUT')).toEqual([{ fee_level: 'HIGH', fee_per_vbyte: 25 }]);
  });

  it('saves a fee level alone when no fee per vbyte is given', async () => {
    const fetch = stubDesk();
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    await screen.findByText('Next run: Nov 22, 2026 at 14:00 UTC, fee level Medium.');
    fireEvent.change(within(settings()).getByLabelText('Fee level'), { target: { value: 'LOW' } });
    fireEvent.click(within(settings()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(fetch, 'PUT')).toEqual([{ fee_level: 'LOW' }]));
  });

  it.each([
    ['0', 'Value should be greater than or equal to 1'],
    ['10001', 'Value should be lesser than or equal to 10,000'],
    ['fast', 'Value should be a whole number'],
  ])('refuses the fee per vbyte %j with “%s”', async (value, message) => {
    const fetch = stubDesk();
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    await screen.findByText('Next run: Nov 22, 2026 at 14:00 UTC, fee level Medium.');
    fireEvent.change(within(settings()).getByLabelText('Fee per vbyte, sat (optional)'), { target: { value } });
    fireEvent.click(within(settings()).getByRole('button', { name: 'Save' }));
    expect(await within(settings()).findByText(message)).toBeTruthy();
    expect(bodiesOf(fetch, 'PUT')).toEqual([]);
  });

  it('goes back to the fee level by removing the fee per vbyte of the next run', async () => {
    let schedule = [{ ...upcoming, fee_per_vbyte: 30 }, done];
    const fetch = stubBackend(({ method, path }) => {
      if (method === 'DELETE') {
        schedule = [upcoming, done];
        return jsonResponse(upcoming);
      }
      if (path === '/platform/payouts/schedule')
        return jsonResponse({ data: schedule, pagination: { page: 1, per_page: 20, total: 2 } });
      return deskAnswer(method, path) ?? jsonResponse({ data: [], pagination: { page: 1, per_page: 20, total: 0 } });
    });
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    expect(await screen.findByText('A fee of 30 sat/vB overrides the fee level for this run.')).toBeTruthy();
    await waitFor(() =>
      expect(within(settings()).getByLabelText<HTMLInputElement>('Fee per vbyte, sat (optional)').value).toBe('30'),
    );
    fireEvent.click(within(settings()).getByRole('button', { name: 'Use the fee level' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Success!']));
    expect(backendCalls(fetch)).toContain('DELETE /platform/payouts/schedule/current/fee-per-vbyte');
    // The schedule reloads and the form follows it.
    await waitFor(() =>
      expect(within(settings()).getByLabelText<HTMLInputElement>('Fee per vbyte, sat (optional)').value).toBe(''),
    );
    expect(within(settings()).queryByRole('button', { name: 'Use the fee level' })).toBeNull();
  });

  it('shows the §8 text when saving is refused', async () => {
    stubDesk({ put: () => jsonResponse({ error: { code: 'access_denied', message: 'no' } }, 403) });
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    await screen.findByText('Next run: Nov 22, 2026 at 14:00 UTC, fee level Medium.');
    fireEvent.click(within(settings()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Access denied']));
  });

  it('shows the empty states of a pool that has not paid out yet', async () => {
    stubDesk({ schedule: [], requests: [] });
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    expect(await screen.findByText('No payout runs yet.')).toBeTruthy();
    expect(await screen.findByText('No payout requests yet.')).toBeTruthy();
    expect(
      screen.getByText('No run is scheduled yet: payouts run daily at 14:00 UTC. Saving schedules the next one.'),
    ).toBeTruthy();
  });
});

describe('PayoutsPage: blockchain payout requests', () => {
  it('lists the requests with BTC amounts, and actions only where the chain has not taken them', async () => {
    stubDesk();
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    const table = await requestsTable();
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Payout day', 'Status', 'Amount', 'Payouts', 'Transactions', 'Confirmations', 'Error', 'Actions']);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Nov 21, 2026',
      'Failed',
      '1.23456789 BTC',
      '42',
      '—',
      '0',
      'insufficient funds',
      'PayoutsResendReverse',
    ]);
    expect(within(second!).getByText('0.00050000 BTC')).toBeTruthy();
    // Under the request, its transactions: the fee bump's replaced one, then the replacement.
    const transactions = within(within(second!).getByRole('list', { name: 'Chain transactions of the request' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(transactions).toHaveLength(2);
    expect(transactions[0]).toContain('Part 1Replaced');
    expect(transactions[0]).toContain('3 outputs, 0.00050000 BTC');
    expect(transactions[0]).toContain('141 vB at 2 sat/vB, fee 0.00000282 BTC');
    expect(transactions[0]).toContain('Fee bumped, replaced by');
    expect(transactions[1]).toContain('Part 1Confirmed');
    expect(transactions[1]).toContain('141 vB at 5 sat/vB, fee 0.00000705 BTC');
    expect(transactions[1]).toContain('6 confirmations');
    expect(within(second!).getAllByText('ab'.repeat(32))).toHaveLength(2);
    // The transactions' copy buttons and its payouts: no action once the chain has taken it.
    expect(
      within(second!)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Copy the transaction id',
      'Copy the transaction id',
      'Copy the transaction id',
      'Who the payout of Nov 20, 2026, 0.00050000 BTC paid',
    ]);
  });

  it('sets the wallet against what is owed, previews the next run and opens who a request paid', async () => {
    stubDesk();
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    const walletCard = await screen.findByRole('region', { name: 'Hot wallet' });
    await waitFor(() => expect(walletCard.textContent).toContain('1.00000000 BTC'));
    expect(walletCard.textContent).toContain('Short of what is owed0.50000000 BTC');
    expect(walletCard.textContent).toContain('Last run Nov 21, 2026: 42 payouts, 1.23456789 BTC.');
    expect(walletCard.textContent).toContain(
      'It paid nothing that was due: The wallet holds less than the payouts and their fee. (Bitcoin Core sendmany: Insufficient funds (code -6))',
    );
    const preview = screen.getByRole('region', { name: 'Preview of the next run' });
    await waitFor(() => expect(preview.textContent).toContain('1 of 3 at their minimum'));
    expect(preview.textContent).toContain('20 sat/vB');
    expect(preview.textContent).toContain('0.00003140 BTC in 1 transaction');
    expect(preview.textContent).toContain('1 payout is below the dust limit: it stays in the balance.');
    expect(preview.textContent).toContain("The node's fee estimate is above the platform's ceiling");
    expect(within(preview).getByRole('table', { name: 'Accounts the next run pays' }).textContent).toContain(
      'demo_miner0.00250000 BTC',
    );

    const table = await requestsTable();
    fireEvent.click(within(table).getByRole('button', { name: 'Who the payout of Nov 20, 2026, 0.00050000 BTC paid' }));
    const payments = await screen.findByRole('table', { name: 'Payouts of the request' });
    const [, row] = within(payments).getAllByRole('row');
    expect(row!.textContent).toContain('demo_miner');
    expect(row!.textContent).toContain('0.00050000 BTC');
    expect(row!.textContent).toContain('Part 1');
    expect(row!.textContent).toContain('Paid');
    expect(within(row!).getAllByText('ef'.repeat(32)).length).toBeGreaterThan(0);
  });

  it('says "Nothing to pay" for a run that paid no wallet, not "Completed, 0 BTC, 0 confirmations"', async () => {
    const nothing: BlockchainPayoutRequest = {
      ...completed,
      id: '44444444-4444-4444-8444-444444444444',
      date: '2026-11-19',
      amount: 0,
      payouts: 0,
      tx_id: null,
      confirmations: 0,
      transactions: [],
    };
    stubDesk({ requests: [nothing] });
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    const [, row] = within(await requestsTable()).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 19, 2026', 'Nothing to pay', '—', '0', '—', '—', '—', '']);
  });

  it('filters by status', async () => {
    const fetch = stubDesk();
    const { router } = renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    await requestsTable();
    const tabs = screen.getByRole('tablist', { name: 'Request status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Created', 'Sent', 'Completed', 'Canceled', 'Failed']);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(screen.queryByText('insufficient funds')).toBeNull());
    expect(router.state.location.search).toBe('?request_status=completed');
    expect(requestListCalls(fetch)).toEqual([
      'GET /platform/payouts/blockchain-requests?page=1&per_page=20',
      'GET /platform/payouts/blockchain-requests?page=1&per_page=20&status=completed',
    ]);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Created' }));
    expect(await screen.findByText('No requests with this status.')).toBeTruthy();
  });

  it('keeps the status tab and the pages in the address, so a reload shows the same lists', async () => {
    const fetch = stubDesk();
    const path = '/platform/payouts?page=2&request_status=completed&request_page=3';
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), path);
    await requestsTable();
    expect(screen.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe('true');
    expect(requestListCalls(fetch)).toEqual([
      'GET /platform/payouts/blockchain-requests?page=3&per_page=20&status=completed',
    ]);
    expect(backendCalls(fetch)).toContain('GET /platform/payouts/schedule?page=2&per_page=20');
  });

  it('resends a request after confirmation, says so and reloads the list', async () => {
    const fetch = stubDesk();
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    await requestsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the payout of Nov 21, 2026, 1.23456789 BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend the payout request?' });
    expect(
      within(dialog).getByText(
        'The payout of Nov 21, 2026, 1.23456789 BTC in 42 payouts, is sent to the blockchain again.',
      ),
    ).toBeTruthy();
    expect(backendCalls(fetch).some((call) => call.startsWith('POST'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Success!']));
    expect(backendCalls(fetch)).toContain(`POST /platform/payouts/blockchain-requests/${failedId}/resend`);
    await waitFor(() => expect(requestListCalls(fetch)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reverses a request after confirmation', async () => {
    const fetch = stubDesk();
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    await requestsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Reverse the payout of Nov 21, 2026, 1.23456789 BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse the payout request?' });
    expect(
      within(dialog).getByText(/returns to the miners' balances\. Nothing is sent to the blockchain\./),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Success!']));
    expect(backendCalls(fetch).filter((call) => call.startsWith('POST'))).toEqual([
      `POST /platform/payouts/blockchain-requests/${failedId}/reverse`,
    ]);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const fetch = stubDesk();
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    await requestsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Reverse the payout of Nov 21, 2026, 1.23456789 BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse the payout request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backendCalls(fetch).some((call) => call.startsWith('POST'))).toBe(false);
    expect(toastTitles()).toEqual([]);
  });

  it.each([
    ['payout_already_processed', 409, 'Payout already processed'],
    ['not_found', 404, 'Not found'],
    ['access_denied', 403, 'Access denied'],
  ])('shows “%s” as its text and reloads the list', async (code, status, text) => {
    const fetch = stubDesk({ action: () => jsonResponse({ error: { code, message: code } }, status) });
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    await requestsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Reverse the payout of Nov 21, 2026, 1.23456789 BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse the payout request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(toastTitles()).toEqual([text]));
    expect(toastStore.snapshot()[0]?.type).toBe('error');
    await waitFor(() => expect(requestListCalls(fetch)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to the generic error for a code without a text of its own', async () => {
    stubDesk({ action: () => jsonResponse({ error: { code: 'chain_unreachable', message: 'down' } }, 502) });
    renderInApp(<PayoutsPage title="Platform payouts" />, i18n(), '/platform/payouts');
    await requestsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the payout of Nov 21, 2026, 1.23456789 BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend the payout request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Something went wrong']));
    expect(toastStore.snapshot()[0]?.description).toBe('Please refresh the page');
  });
});
