import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfitSharingsResponse, ReferralsResponse } from '@pool/contract';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { ProfitSharingPage } from './components/profit-sharing-page';
import { ReferralsPage } from './components/referrals-page';

const i18n = setUpComponentTests();
const donorId = '11111111-1111-4111-8111-111111111111';
const bravo = '22222222-2222-4222-8222-222222222222';
const charlie = '33333333-3333-4333-8333-333333333333';

const splits: ProfitSharingsResponse = {
  data: [
    {
      recipient_id: bravo,
      recipient_account_name: 'bravo',
      percent: '20',
      start_date: '2026-11-26',
      end_date: null,
      sharing_type: 'profit_sharing',
      status: 'scheduled',
    },
    {
      recipient_id: bravo,
      recipient_account_name: 'bravo',
      percent: '10',
      start_date: '2026-11-01',
      end_date: '2026-11-26',
      sharing_type: 'profit_sharing',
      status: 'current',
    },
    {
      recipient_id: charlie,
      recipient_account_name: 'charlie',
      percent: '5',
      start_date: '2026-10-01',
      end_date: '2026-10-15',
      sharing_type: 'profit_sharing',
      status: 'past',
    },
  ],
  total_today: '10',
  total_tomorrow: '20',
  changes_start: '2026-11-26',
};

describe('ProfitSharingPage', () => {
  it("shows every item with its state, and acts only on a recipient's newest one", async () => {
    stubBackend(() => jsonResponse(splits));
    renderInApp(<ProfitSharingPage donorId={donorId} title="Profit splits" accountName="donor" canManage />, i18n());
    const table = await screen.findByRole('table', { name: 'Profit splits' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[5]!.textContent)).toEqual([
      'Scheduled',
      'In force',
      'Ended',
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Stop the split to bravo' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(
      screen.getByText('Changes and stops start at 00:00 UTC on Nov 26, 2026. 80% is still free to give.'),
    ).toBeTruthy();
  });

  it('says which field is wrong: an unknown name, a bad percent, or more than 100 % in all', async () => {
    const fetch = stubBackend(({ method, path }) => {
      if (path === '/miners/lookup-by-account-name') return jsonResponse({ id: charlie, account_name: 'charlie' });
      if (method === 'PUT')
        return jsonResponse(
          {
            error: {
              code: 'invalid_input',
              message: 'Invalid input',
              fields: [{ name: 'percent', code: 'split_total_exceeded', available: '80' }],
            },
          },
          400,
        );
      return jsonResponse(splits);
    });
    renderInApp(<ProfitSharingPage donorId={donorId} title="Profit splits" accountName="donor" canManage />, i18n());
    const percent = await screen.findByLabelText('Share of the reward, %');
    fireEvent.change(screen.getByLabelText('Recipient account name'), { target: { value: 'charlie' } });
    fireEvent.change(percent, { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save from Nov 26, 2026' }));
    expect(await screen.findByText('Enter a percent from 0.01 to 100 with at most two decimals')).toBeTruthy();
    fireEvent.change(percent, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save from Nov 26, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the split' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('All splits together may give at most 100 %; 80 % is left')).toBeTruthy();
    expect(backendCalls(fetch)).toContain(`PUT /miners/${donorId}/profit-sharings/${charlie}`);
  });

  it('confirms a new split with the code e-mailed to a user without a second factor', async () => {
    const puts: unknown[] = [];
    const fetch = stubBackend(({ method, path, body }) => {
      if (path === '/miners/lookup-by-account-name') return jsonResponse({ id: charlie, account_name: 'charlie' });
      if (method === 'POST')
        return jsonResponse({ email: 'me@example.com', expires_at: '2026-11-25T12:15:00.000Z' }, 201);
      if (method === 'PUT') {
        puts.push(body);
        if (!(body as { code?: string }).code)
          return jsonResponse({ error: { code: 'confirmation_code_required', message: 'Confirm' } }, 403);
        return jsonResponse(splits);
      }
      return jsonResponse(splits);
    });
    renderInApp(<ProfitSharingPage donorId={donorId} title="Profit splits" accountName="donor" canManage />, i18n());
    fireEvent.change(await screen.findByLabelText('Recipient account name'), { target: { value: 'charlie' } });
    fireEvent.change(screen.getByLabelText('Share of the reward, %'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save from Nov 26, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the split' });
    expect(within(dialog).getByText(/30% of this account’s daily reward goes to the account charlie/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const code = await within(dialog).findByLabelText(/code/i);
    expect(backendCalls(fetch)).toContain(`POST /miners/${donorId}/profit-sharings/${charlie}/confirmation-codes`);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(puts).toEqual([{ percent: '30' }, { percent: '30', code: '123456' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before stopping, naming the recipient and the day', async () => {
    const fetch = stubBackend(({ method }) => jsonResponse(method === 'DELETE' ? { ...splits, data: [] } : splits));
    renderInApp(<ProfitSharingPage donorId={donorId} title="Profit splits" accountName="donor" canManage />, i18n());
    fireEvent.click(await screen.findByRole('button', { name: 'Stop the split to bravo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop the split to bravo?' });
    expect(within(dialog).getByText(/From Nov 26, 2026, 00:00 UTC, the whole reward stays/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop the split' }));
    await waitFor(() => expect(backendCalls(fetch)).toContain(`DELETE /miners/${donorId}/profit-sharings/${bravo}`));
  });

  it('hides the forms from those who only read', async () => {
    stubBackend(() => jsonResponse(splits));
    renderInApp(
      <ProfitSharingPage donorId={donorId} title="Profit splits" accountName="donor" canManage={false} />,
      i18n(),
    );
    await screen.findByRole('table', { name: 'Profit splits' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Recipient account name')).toBeNull();
  });
});

describe('ReferralsPage', () => {
  it('shows the code, the link, the terms and the referred accounts', async () => {
    const referrals: ReferralsResponse = {
      data: [
        {
          miner_id: bravo,
          account_name: 'bravo',
          created_at: '2026-11-20T10:00:00.000Z',
          ends_on: '2027-11-20',
          hash_rate_24h: 1.2e15,
          earned: 12_345,
        },
      ],
      pagination: { page: 1, per_page: 20, total: 1 },
      totals: { accounts: 1, earned: 12_345 },
      share_percent: '10',
      days: 1,
    };
    stubBackend(({ path }) =>
      path.endsWith('/referrer-codes')
        ? jsonResponse({
            data: [
              {
                code: 'ABCD2345',
                share_path: '/auth/registration?ref=ABCD2345',
                created_at: '2026-11-01T00:00:00.000Z',
              },
            ],
          })
        : jsonResponse(referrals),
    );
    renderInApp(<ReferralsPage minerId={donorId} title="Referrals" accountName="donor" />, i18n());
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/auth/registration?ref=ABCD2345`)).toBeTruthy();
    expect(screen.getByText(/you earn 10% of the pool fee on its rewards for 1 day\./)).toBeTruthy();
    const row = within(await screen.findByRole('table', { name: 'Referred accounts' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('0.00012345 BTC')).toBeTruthy();
    expect(within(row).getByText('Nov 20, 2027, 00:00 UTC')).toBeTruthy();
  });
});
