import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UnallocatedFunds } from '@pool/contract';
import { toastStore } from '@/components/ui/toast/toast-store';
import { formatDateTime } from '@/lib/format';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { UnallocatedFundsPage } from './unallocated-funds-page';

const i18n = setUpComponentTests();

const fundsId = '44444444-4444-4444-8444-444444444444';
const received: UnallocatedFunds = {
  id: fundsId,
  tx_id: 'cd'.repeat(32),
  amount: 2_500_000,
  from_address: 'bcrt1qsender0000000000000000000000000000',
  received_at: '2026-11-20T08:30:00Z',
  status: 'unallocated',
  refund_address: null,
  refund_tx_id: null,
  refunded_at: null,
};
const refunded: UnallocatedFunds = {
  ...received,
  id: '55555555-5555-4555-8555-555555555555',
  tx_id: 'ef'.repeat(32),
  amount: 10_000,
  status: 'refunded',
  refund_address: received.from_address,
  refund_tx_id: '12'.repeat(32),
  refunded_at: '2026-11-21T08:30:00Z',
};

function stubFunds({
  list = [received, refunded],
  refund,
}: { list?: UnallocatedFunds[]; refund?: () => Response } = {}) {
  return stubBackend(({ method, path, query }) => {
    if (method === 'GET' && path === '/platform/rewards/unallocated-funds') {
      const status = query.get('status');
      const data = list.filter((funds) => !status || funds.status === status);
      return jsonResponse({ data, pagination: { page: 1, per_page: 20, total: data.length } });
    }
    if (method === 'POST' && path === `/platform/rewards/unallocated-funds/${fundsId}/refund`)
      return refund?.() ?? jsonResponse({ ...received, status: 'refunded' });
    return jsonResponse({ error: { code: 'not_found', message: 'not found' } }, 404);
  });
}

const toastTitles = () => toastStore.snapshot().map((toast) => toast.title);
const refundBodies = (fetch: ReturnType<typeof stubFunds>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);
const listCalls = (fetch: ReturnType<typeof stubFunds>) =>
  backendCalls(fetch).filter((call) => call.startsWith('GET /platform/rewards/unallocated-funds'));
// Local time: the viewer's time zone decides how the moment reads.
const receivedAt = formatDateTime(received.received_at, 'en');
const refundButton = `Refund 0.02500000 BTC received ${receivedAt}`;

async function openRefund() {
  await screen.findByRole('table', { name: 'Unallocated transactions' });
  fireEvent.click(screen.getByRole('button', { name: refundButton }));
  return screen.findByRole('dialog', { name: 'Refund the transaction?' });
}

describe('UnallocatedFundsPage', () => {
  it('lists what waits for a decision first', async () => {
    const fetch = stubFunds();
    renderInApp(<UnallocatedFundsPage title="Unallocated funds" />, i18n(), '/platform/unallocated');
    const table = await screen.findByRole('table', { name: 'Unallocated transactions' });
    const [header, row, ...rest] = within(table).getAllByRole('row');
    expect(rest).toEqual([]);
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Transaction', 'Amount', 'From address', 'Received', 'Status', 'Refund transaction', 'Actions']);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      `${received.tx_id}Copy`,
      '0.02500000 BTC',
      `${received.from_address}Copy`,
      receivedAt,
      'Unallocated',
      '—',
      'Refund',
    ]);
    expect(listCalls(fetch)).toEqual(['GET /platform/rewards/unallocated-funds?page=1&per_page=20&status=unallocated']);
  });

  it('shows the refunded ones with their refund transaction and no action', async () => {
    const fetch = stubFunds();
    renderInApp(<UnallocatedFundsPage title="Unallocated funds" />, i18n(), '/platform/unallocated');
    await screen.findByRole('table');
    const tabs = screen.getByRole('tablist', { name: 'Transaction status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Unallocated', 'Refunded', 'All']);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Refunded' }));
    const refundTx = await screen.findByText('12'.repeat(32));
    const row = refundTx.closest('tr')!;
    expect(within(row).getByText('Refunded')).toBeTruthy();
    // Copy buttons for the transactions and the address, no action.
    expect(within(row).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(listCalls(fetch)).toContain('GET /platform/rewards/unallocated-funds?page=1&per_page=20&status=refunded');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(listCalls(fetch)).toContain('GET /platform/rewards/unallocated-funds?page=1&per_page=20');
  });

  it('keeps the status tab in the address, so a reload shows the same transactions', async () => {
    const fetch = stubFunds();
    const first = renderInApp(<UnallocatedFundsPage title="Unallocated funds" />, i18n(), '/platform/unallocated');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('tab', { name: 'Refunded' }));
    await waitFor(() => expect(first.router.state.location.search).toBe('?status=refunded'));
    const address = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    first.unmount();
    fetch.mockClear();

    renderInApp(<UnallocatedFundsPage title="Unallocated funds" />, i18n(), address);
    expect(await screen.findByText('12'.repeat(32))).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Refunded' }).getAttribute('aria-selected')).toBe('true');
    expect(listCalls(fetch)).toEqual(['GET /platform/rewards/unallocated-funds?page=1&per_page=20&status=refunded']);
  });

  it('shows the empty state when every coin belongs to an account', async () => {
    stubFunds({ list: [refunded] });
    renderInApp(<UnallocatedFundsPage title="Unallocated funds" />, i18n(), '/platform/unallocated');
    expect(await screen.findByText('No unallocated funds: every coin received belongs to an account.')).toBeTruthy();
  });

  it('refunds to the address the coins came from after confirmation, and reloads the list', async () => {
    const fetch = stubFunds();
    renderInApp(<UnallocatedFundsPage title="Unallocated funds" />, i18n(), '/platform/unallocated');
    const dialog = await openRefund();
    expect(
      within(dialog).getByText(`0.02500000 BTC received ${receivedAt} is sent back to the address below.`),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Refund address').value).toBe(received.from_address);
    expect(refundBodies(fetch)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Success!']));
    expect(refundBodies(fetch)).toEqual([{ address: received.from_address }]);
    await waitFor(() => expect(listCalls(fetch)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refunds to another address typed in the dialog', async () => {
    const fetch = stubFunds();
    renderInApp(<UnallocatedFundsPage title="Unallocated funds" />, i18n(), '/platform/unallocated');
    const dialog = await openRefund();
    fireEvent.change(within(dialog).getByLabelText('Refund address'), { target: { value: '  bcrt1qother  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refundBodies(fetch)).toEqual([{ address: 'bcrt1qother' }]));
  });

  it('asks for an address when there is none, and sends nothing', async () => {
    const fetch = stubFunds({ list: [{ ...received, from_address: null }] });
    renderInApp(<UnallocatedFundsPage title="Unallocated funds" />, i18n(), '/platform/unallocated');
    const dialog = await openRefund();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Refund address').value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Value required')).toBeTruthy();
    expect(refundBodies(fetch)).toEqual([]);
  });

  it('shows an address the server refuses next to the field and keeps the dialog open', async () => {
    const fetch = stubFunds({
      refund: () =>
        jsonResponse(
          {
            error: {
              code: 'invalid_input',
              message: 'bad address',
              fields: [{ name: 'address', code: 'crypto_address_invalid', currency: 'BTC', network: 'regtest' }],
            },
          },
          400,
        ),
    });
    renderInApp(<UnallocatedFundsPage title="Unallocated funds" />, i18n(), '/platform/unallocated');
    const dialog = await openRefund();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('This is not a valid BTC address for regtest')).toBeTruthy();
    expect(within(dialog).getByLabelText('Refund address').getAttribute('aria-invalid')).toBe('true');
    expect(toastTitles()).toEqual([]);
    expect(listCalls(fetch)).toHaveLength(1);
  });

  it('says “Transaction already refunded” when someone refunded it first, and reloads the list', async () => {
    const fetch = stubFunds({
      refund: () =>
        jsonResponse({ error: { code: 'unallocated_funds_transaction_already_refunded', message: 'done' } }, 409),
    });
    renderInApp(<UnallocatedFundsPage title="Unallocated funds" />, i18n(), '/platform/unallocated');
    const dialog = await openRefund();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Transaction already refunded']));
    await waitFor(() => expect(listCalls(fetch)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing when the dialog is cancelled', async () => {
    const fetch = stubFunds();
    renderInApp(<UnallocatedFundsPage title="Unallocated funds" />, i18n(), '/platform/unallocated');
    const dialog = await openRefund();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refundBodies(fetch)).toEqual([]);
  });
});
