import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarningsOutlook } from '@pool/contract';
import { defaultPageSettings, setPageSettings } from '@/lib/page-settings';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { BalanceCards } from './balance-cards';

const i18n = setUpComponentTests(() => setPageSettings(defaultPageSettings));

const poolId = '33333333-3333-4333-8333-333333333333';

/** The earnings outlook of the miner account `m`. */
const outlook: EarningsOutlook = {
  yesterday: { pool_day: '2026-11-19', amount: 41_000, credited_at: '2026-11-20T09:00:00.000Z' },
  today: { pool_day: '2026-11-20', amount: 12_345 },
  day_estimate: { hash_rate: 123.4e12, averaged_seconds: 86_400, gross: 7_404_000, amount: 7_337_364 },
  rate: 60_000,
  pool_fee_percent: '0.9',
  operator_fee_percent: null,
};

describe('BalanceCards', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a pool's fee income today and all time, in BTC and each extra currency, and no balance card of payouts it never has", async () => {
    setPageSettings({ ...defaultPageSettings, extra_currencies: ['USDT', 'RUB'] });
    const fetch = stubBackend(({ path }) => {
      if (path === `/pools/${poolId}/processing-earnings`)
        return jsonResponse({ pool_day: '2026-11-20', amount: 12_345, hash_rate: 1e15, rate: 5000 });
      if (path === `/pools/${poolId}/earned-all-time`) return jsonResponse({ amount: 2_100_000_000 });
      if (path === `/pools/${poolId}/daily-earnings`) return jsonResponse({ data: [] });
      if (path === `/pools/${poolId}/money-version`) return jsonResponse({ version: '7.0' });
      return jsonResponse({}, 404);
    });
    renderInApp(
      <BalanceCards
        account={{ kind: 'pools', id: poolId }}
        rates={{ USDT: 60_000, RUB: 5_000_000 }}
        lead={<p>Lead card</p>}
      />,
      i18n(),
    );
    const today = await screen.findByRole('group', { name: 'Fee income today' });
    expect(await within(today).findByText('0.00012345 BTC')).toBeTruthy();
    expect(within(today).getByText("Today's estimate, credited at 09:00 UTC")).toBeTruthy();
    const earned = screen.getByRole('group', { name: 'Fee income, all time' });
    expect(await within(earned).findByText('21.00000000 BTC')).toBeTruthy();
    expect(within(earned).getByText("≈ 1,260,000.00 USDT at today's rate")).toBeTruthy();
    expect(within(earned).getByText("≈ ₽105,000,000.00 at today's rate")).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Balance' })).toBeNull();
    expect(screen.queryByText(/Pending payout/)).toBeNull();
    // The route's card leads the row.
    expect(screen.getByText('Lead card').nextElementSibling).toBe(today);
    expect(backendCalls(fetch).sort()).toEqual([
      `GET /pools/${poolId}/daily-earnings?period=P30D`,
      `GET /pools/${poolId}/earned-all-time`,
      `GET /pools/${poolId}/money-version`,
      `GET /pools/${poolId}/processing-earnings`,
    ]);
  });

  it('gives an operator its fee income of yesterday and of the last 30 days under the all-time figure, the latter a way to their chart', async () => {
    // After 09:00 UTC: the reward run has credited yesterday.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:30:00Z'));
    const operatorId = '44444444-4444-4444-8444-444444444444';
    let answer: (response: Response) => void = () => undefined;
    const fetch = stubBackend(({ path, query }) => {
      if (path === `/operators/${operatorId}/processing-earnings`)
        return jsonResponse({ pool_day: '2026-11-20', amount: 4_248, hash_rate: 1e15, rate: 5000 });
      if (path === `/operators/${operatorId}/earned-all-time`) return jsonResponse({ amount: 165_739 });
      if (path === `/operators/${operatorId}/money-version`) return jsonResponse({ version: '7.0' });
      if (path === `/operators/${operatorId}/daily-earnings` && query.get('period') === 'P30D')
        return new Promise<Response>((resolve) => (answer = resolve));
      return jsonResponse({}, 404);
    });
    renderInApp(
      <BalanceCards account={{ kind: 'operators', id: operatorId }} rates={{ USDT: null, RUB: null }} />,
      i18n(),
    );
    const earned = await screen.findByRole('group', { name: 'Fee income, all time' });
    expect(await within(earned).findByText('0.00165739 BTC')).toBeTruthy();
    // Both lines are there while their read is on its way: the card keeps its height.
    expect(within(earned).getAllByRole('status')).toHaveLength(2);
    expect(within(earned).getByText('Yesterday')).toBeTruthy();
    // Oldest first, up to yesterday: 28 days of 5,000 sat, then 6,891 and 7,253.
    const days = Array.from({ length: 30 }, (_, index) => ({
      pool_day: new Date(Date.UTC(2026, 9, 21 + index)).toISOString().slice(0, 10),
      amount: index === 28 ? 6_891 : index === 29 ? 7_253 : 5_000,
    }));
    answer(jsonResponse({ data: days }));
    const yesterday = (await within(earned).findByText('Yesterday')).closest('div')!;
    expect(await within(yesterday).findByText('0.00007253 BTC')).toBeTruthy();
    const last30 = within(earned).getByRole('link', { name: 'Last 30 days' });
    expect(last30.getAttribute('href')).toBe('/payments?period=P30D');
    expect(within(last30.closest('div')!).getByText('0.00154144 BTC')).toBeTruthy();
    expect(backendCalls(fetch)).toContain(`GET /operators/${operatorId}/daily-earnings?period=P30D`);
  });

  it('says when yesterday will be credited until the 09:00 UTC reward run', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T08:59:00Z'));
    const operatorId = '44444444-4444-4444-8444-444444444444';
    stubBackend(({ path }) => {
      if (path === `/operators/${operatorId}/processing-earnings`)
        return jsonResponse({ pool_day: '2026-11-20', amount: 4_248, hash_rate: 1e15, rate: 5000 });
      if (path === `/operators/${operatorId}/earned-all-time`) return jsonResponse({ amount: 165_739 });
      if (path === `/operators/${operatorId}/money-version`) return jsonResponse({ version: '7.0' });
      if (path === `/operators/${operatorId}/daily-earnings`)
        return jsonResponse({ data: [{ pool_day: '2026-11-19', amount: 0 }] });
      return jsonResponse({}, 404);
    });
    renderInApp(
      <BalanceCards account={{ kind: 'operators', id: operatorId }} rates={{ USDT: null, RUB: null }} />,
      i18n(),
    );
    const earned = await screen.findByRole('group', { name: 'Fee income, all time' });
    const yesterday = (await within(earned).findByText('Yesterday')).closest('div')!;
    expect(within(yesterday).getByText('credited at 09:00 UTC')).toBeTruthy();
    expect(await within(earned).findByText('0.00000000 BTC')).toBeTruthy();
  });

  it('keeps a line for each value whose rate is on its way, so the cards do not grow when the rates come', async () => {
    setPageSettings({ ...defaultPageSettings, extra_currencies: ['USDT', 'RUB'] });
    let answer: (response: Response) => void = () => undefined;
    stubBackend(({ path }) => {
      if (path === '/miners/m/balance') return new Promise<Response>((resolve) => (answer = resolve));
      return jsonResponse({ error: { code: 'not_found', message: 'not found' } }, 404);
    });
    const { unmount } = renderInApp(
      <BalanceCards
        account={{ kind: 'miners', id: 'm' }}
        rates={{ USDT: null, RUB: null }}
        pendingCurrencies={['USDT', 'RUB']}
      />,
      i18n(),
    );
    // Loading: the figure's bar, a bar for each extra currency, the two of the note (it wraps on a phone).
    const balance = await screen.findByRole('group', { name: 'Balance' });
    expect(balance.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
    answer(jsonResponse({ balance: 150_000_000, pending_payout: 2_000_000 }));
    const figure = await within(balance).findByText('1.50000000 BTC');
    // The figure, then a bar for each value in USDT and RUB; the note's small amount keeps none.
    expect(figure.parentElement!.children).toHaveLength(3);
    expect(figure.parentElement!.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(within(balance).getByText(/Pending payout/).textContent).toBe('Pending payout: 0.02000000 BTC');
    unmount();

    // The rates came: the same lines, with the values.
    stubBackend(({ path }) =>
      path === '/miners/m/balance'
        ? jsonResponse({ balance: 150_000_000, pending_payout: 2_000_000 })
        : jsonResponse({ error: { code: 'not_found', message: 'not found' } }, 404),
    );
    renderInApp(
      <BalanceCards account={{ kind: 'miners', id: 'm' }} rates={{ USDT: 60_000, RUB: 5_000_000 }} />,
      i18n(),
    );
    const priced = await screen.findByText('1.50000000 BTC');
    expect([...priced.parentElement!.children].map((line) => line.textContent)).toEqual([
      '1.50000000 BTC',
      '≈ 90,000.00 USDT',
      '≈ ₽7,500,000.00',
    ]);
    // The note under the cards is there whether a rate came or not: nothing moves when it does.
    expect(screen.getByRole('note').textContent).toBe("USDT and RUB values are at today's rate.");
  });

  it('shows a miner account its balance with the pending payout', async () => {
    setPageSettings({ ...defaultPageSettings, extra_currencies: ['USDT', 'RUB'] });
    stubBackend(({ path }) => {
      if (path === '/miners/m/balance') return jsonResponse({ balance: 150_000_000, pending_payout: 2_000_000 });
      return jsonResponse({ error: { code: 'not_found', message: 'not found' } }, 404);
    });
    renderInApp(
      <BalanceCards account={{ kind: 'miners', id: 'm' }} rates={{ USDT: 60_000, RUB: 5_000_000 }} />,
      i18n(),
    );
    const balance = await screen.findByRole('group', { name: 'Balance' });
    expect(await within(balance).findByText('1.50000000 BTC')).toBeTruthy();
    expect(within(balance).getByText('≈ 90,000.00 USDT')).toBeTruthy();
    expect(within(balance).getByText(/Pending payout/).textContent).toBe(
      'Pending payout: 0.02000000 BTC≈ 1,200.00 USDT≈ ₽100,000.00',
    );
  });

  it('leaves out a currency without a rate and says so once under the cards, and lets one failed figure be tried again', async () => {
    setPageSettings({ ...defaultPageSettings, extra_currencies: ['USDT'] });
    let earnedFails = true;
    stubBackend(({ path }) => {
      if (path.endsWith('/balance')) return jsonResponse({ balance: 7, pending_payout: 0 });
      if (path.endsWith('/processing-earnings'))
        return jsonResponse({ pool_day: '2026-11-20', amount: 0, hash_rate: 0, rate: null });
      if (path.endsWith('/earned-all-time'))
        return earnedFails
          ? jsonResponse({ error: { code: 'internal_error', message: 'down' } }, 500)
          : jsonResponse({ amount: 1 });
      return jsonResponse({ error: { code: 'not_found', message: 'not found' } }, 404);
    });
    renderInApp(
      <BalanceCards
        account={{ kind: 'miners', id: 'm' }}
        rates={{ USDT: null, RUB: null }}
        unavailableCurrencies={['USDT']}
      />,
      i18n(),
    );
    const balance = await screen.findByRole('group', { name: 'Balance' });
    const figure = await within(balance).findByText('0.00000007 BTC');
    expect(within(balance).queryByText(/≈ \d/)).toBeNull();
    // Its line stays, a dash said as "no rate": the card keeps the height it had while loading.
    expect([...figure.parentElement!.children].map((line) => line.textContent)).toEqual([
      '0.00000007 BTC',
      '≈ — USDTno USDT rate right now',
    ]);
    expect(within(balance).getByText('no USDT rate right now').className).toBe('visually-hidden');
    expect(screen.getByRole('note').textContent).toBe('No exchange rate for USDT right now: amounts are in BTC only.');
    const earned = screen.getByRole('group', { name: 'Earned all time' });
    const alert = await within(earned).findByRole('alert');
    expect(alert.textContent).toContain('Could not load this figure.');
    earnedFails = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(earned).findByText('0.00000001 BTC')).toBeTruthy();
  });

  it('gives a miner account its next payout and earnings outlook instead of the bare estimate', async () => {
    setPageSettings({ ...defaultPageSettings, extra_currencies: ['USDT'] });
    const paysAt = new Date(Date.now() + 3 * 3_600_000 + 60_000).toISOString();
    const fetch = stubBackend(({ path }) => {
      if (path === '/miners/m/balance') return jsonResponse({ balance: 2_500_000, pending_payout: 0 });
      if (path === '/miners/m/earned-all-time') return jsonResponse({ amount: 9_000_000 });
      if (path === '/miners/m/money-version') return jsonResponse({ version: '3.0' });
      if (path === '/miners/m/next-payout')
        return jsonResponse({
          status: 'scheduled',
          next_run_at: paysAt,
          pays_at: paysAt,
          paused_until: null,
          balance: 2_500_000,
          amount: 2_000_000,
          min_payment: 500_000,
          max_payment: 2_000_000,
        });
      if (path === '/miners/m/earnings-outlook') return jsonResponse(outlook);
      return jsonResponse({}, 404);
    });
    renderInApp(<BalanceCards account={{ kind: 'miners', id: 'm' }} rates={{ USDT: 60_000, RUB: null }} />, i18n());
    const next = await screen.findByRole('group', { name: 'Next payout' });
    expect(await within(next).findByText('0.02000000 BTC')).toBeTruthy();
    expect(within(next).getByText('≈ 1,200.00 USDT')).toBeTruthy();
    expect(within(next).getByText(/14:00 UTC|\d\d:\d\d UTC, in 3 hours/).textContent).toMatch(/ UTC, in 3 hours$/);
    expect(within(next).getByText('Capped at your maximum of 0.02000000 BTC')).toBeTruthy();
    const outlookCard = screen.getByRole('group', { name: 'Earnings outlook' });
    expect(await within(outlookCard).findByText('0.07337364 BTC')).toBeTruthy();
    expect(within(outlookCard).getByText(/sat per TH\/s per day/).textContent).toBe(
      'At 123.40 TH/s (24 h average), 60,000 sat per TH/s per day · pool fee 0.9%',
    );
    expect(within(outlookCard).getByText('Today so far, own mining (Nov 20, 2026, UTC)').nextSibling?.textContent).toBe(
      '0.00012345 BTC',
    );
    expect(within(outlookCard).getByText('Yesterday, all income (Nov 19, 2026, UTC)').nextSibling?.textContent).toBe(
      '0.00041000 BTC',
    );
    expect(screen.queryByRole('group', { name: 'Processing earnings' })).toBeNull();
    expect(backendCalls(fetch).sort()).toEqual([
      'GET /miners/m/balance',
      'GET /miners/m/earned-all-time',
      'GET /miners/m/earnings-outlook',
      'GET /miners/m/money-version',
      'GET /miners/m/next-payout',
    ]);
  });

  it.each([
    [
      {
        status: 'paused',
        paused_until: '2026-11-21T12:00:00.000Z',
        pays_at: '2026-11-21T14:00:00.000Z',
        amount: 700_000,
      },
      ['0.00700000 BTC', '≈ — USDTno USDT rate right now', 'Paused after an address change', 'Nov 21, 2026, 14:00 UTC'],
    ],
    [
      { status: 'below_minimum', pays_at: null, amount: 0 },
      ['Below your minimum of 0.00500000 BTC', 'Balance: 0.00700000 BTC'],
    ],
    [{ status: 'no_address', pays_at: null, amount: 0 }, ['No payout address yet', 'Set one in Settings']],
  ] as const)('says why a wallet is not paid at the next run: %o', async (answer, texts) => {
    stubBackend(({ path }) => {
      if (path.endsWith('/next-payout'))
        return jsonResponse({
          next_run_at: '2026-11-20T14:00:00.000Z',
          paused_until: null,
          balance: 700_000,
          min_payment: 500_000,
          max_payment: 0,
          ...answer,
        });
      return jsonResponse({ error: { code: 'internal_error', message: 'down' } }, 500);
    });
    renderInApp(<BalanceCards account={{ kind: 'miners', id: 'm' }} rates={{ USDT: null, RUB: null }} />, i18n());
    const next = await screen.findByRole('group', { name: 'Next payout' });
    await within(next).findByText(texts[0]);
    expect(next.textContent).toBe(`Next payout${texts.join('')}`);
    // A failed outlook says so in its own card, with a retry.
    const outlookCard = screen.getByRole('group', { name: 'Earnings outlook' });
    expect((await within(outlookCard).findByRole('alert')).textContent).toContain('Could not load this figure.');
  });

  it('tells a balance below its minimum the day the payout comes at the outlook’s estimate', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:30:00Z'));
    stubBackend(({ path }) => {
      if (path === '/miners/m/next-payout')
        return jsonResponse({
          status: 'below_minimum',
          next_run_at: '2026-11-20T14:00:00.000Z',
          pays_at: null,
          paused_until: null,
          balance: 100_000,
          min_payment: 14_000_000,
          max_payment: 0,
          amount: 0,
        });
      // 13,900,000 sat short at 7,337,364 a day: two credits, the first tomorrow at 09:00 UTC.
      if (path === '/miners/m/earnings-outlook') return jsonResponse(outlook);
      return jsonResponse({ error: { code: 'internal_error', message: 'down' } }, 500);
    });
    renderInApp(<BalanceCards account={{ kind: 'miners', id: 'm' }} rates={{ USDT: null, RUB: null }} />, i18n());
    const next = await screen.findByRole('group', { name: 'Next payout' });
    expect(await within(next).findByText("At today's estimate: paid on Nov 22, 2026")).toBeTruthy();
    expect(within(next).getByText('Below your minimum of 0.14000000 BTC')).toBeTruthy();
  });

  it('says a new account’s estimate is its average since it began mining, not over 24 hours', async () => {
    stubBackend(({ path }) => {
      if (path === '/miners/m/earnings-outlook')
        return jsonResponse({
          ...outlook,
          day_estimate: { hash_rate: 205e12, averaged_seconds: 17 * 60, gross: 12_300_000, amount: 12_189_300 },
        });
      if (path === '/miners/m/money-version') return jsonResponse({ version: '1.0' });
      if (path === '/miners/m/balance') return jsonResponse({ balance: 0, pending_payout: 0 });
      if (path === '/miners/m/earned-all-time') return jsonResponse({ amount: 0 });
      return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
    });
    renderInApp(<BalanceCards account={{ kind: 'miners', id: 'm' }} rates={{ USDT: null, RUB: null }} />, i18n());
    const outlookCard = await screen.findByRole('group', { name: 'Earnings outlook' });
    expect((await within(outlookCard).findByText(/sat per TH\/s per day/)).textContent).toBe(
      'At 205.00 TH/s (average over the 17 minutes it has mined), 60,000 sat per TH/s per day · pool fee 0.9%',
    );
  });

  it('reloads every money card together when the money version changes after a payout run', async () => {
    // The account before and after the 14:00 payout run: the balance paid out.
    const money = { version: '41.0', balance: 6_517_963 };
    const fetch = stubBackend(({ path }) => {
      if (path === '/miners/m/money-version') return jsonResponse({ version: money.version });
      if (path === '/miners/m/balance') return jsonResponse({ balance: money.balance, pending_payout: 0 });
      if (path === '/miners/m/earned-all-time') return jsonResponse({ amount: 9_000_000 });
      if (path === '/miners/m/next-payout')
        return jsonResponse({
          status: money.balance > 0 ? 'scheduled' : 'below_minimum',
          next_run_at: '2026-11-21T14:00:00.000Z',
          pays_at: money.balance > 0 ? '2026-11-21T14:00:00.000Z' : null,
          paused_until: null,
          balance: money.balance,
          amount: money.balance,
          min_payment: 500_000,
          max_payment: 0,
        });
      if (path === '/miners/m/earnings-outlook') return jsonResponse(outlook);
      return jsonResponse({ error: { code: 'not_found', message: 'not found' } }, 404);
    });
    const { queryClient } = renderInApp(
      <BalanceCards account={{ kind: 'miners', id: 'm' }} rates={{ USDT: null, RUB: null }} />,
      i18n(),
    );
    const balance = await screen.findByRole('group', { name: 'Balance' });
    const next = screen.getByRole('group', { name: 'Next payout' });
    await within(balance).findByText('0.06517963 BTC');
    await within(next).findByText('0.06517963 BTC');
    const calls = (path: string) => backendCalls(fetch).filter((call) => call === `GET /miners/m/${path}`).length;
    expect(calls('balance')).toBe(1);

    // The run paid the balance out: the next poll of the version (run here, not waited
    // for) finds it changed, and both cards load the new balance.
    money.version = '42.1';
    money.balance = 0;
    await queryClient.refetchQueries({ queryKey: ['miners', 'm', 'money-version'] });
    await within(balance).findByText('0.00000000 BTC');
    await within(next).findByText(/Balance/);
    expect(within(next).getByText(/Balance/).textContent).toContain('0.00000000 BTC');
    expect([calls('balance'), calls('next-payout'), calls('earned-all-time'), calls('earnings-outlook')]).toEqual([
      2, 2, 2, 2,
    ]);

    // An unchanged version reloads nothing.
    await queryClient.refetchQueries({ queryKey: ['miners', 'm', 'money-version'] });
    expect(calls('money-version')).toBe(3);
    expect(calls('balance')).toBe(2);
  });
});
