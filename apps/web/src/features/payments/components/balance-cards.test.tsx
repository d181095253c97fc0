import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPageSettings, setPageSettings } from '@/lib/page-settings';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { BalanceCards } from './balance-cards';

const i18n = setUpComponentTests(() => setPageSettings(defaultPageSettings));

const poolId = '33333333-3333-4333-8333-333333333333';

describe('BalanceCards', () => {
  it("shows the balance with its pending payout, today's estimate and all-time earnings, in BTC and each extra currency", async () => {
    setPageSettings({ ...defaultPageSettings, extra_currencies: ['USDT', 'RUB'] });
    const fetch = stubBackend(({ path }) => {
      if (path === `/pools/${poolId}/balance`) return jsonResponse({ balance: 150_000_000, pending_payout: 2_000_000 });
      if (path === `/pools/${poolId}/processing-earnings`)
        return jsonResponse({ pool_day: '2026-11-20', amount: 12_345, hash_rate: 1e15, rate: 5000 });
      if (path === `/pools/${poolId}/earned-all-time`) return jsonResponse({ amount: 2_100_000_000 });
      return jsonResponse({}, 404);
    });
    renderInApp(
      <BalanceCards account={{ kind: 'pools', id: poolId }} rates={{ USDT: 60_000, RUB: 5_000_000 }} />,
      i18n(),
    );
    const balance = await screen.findByRole('group', { name: 'Balance' });
    expect(await within(balance).findByText('1.50000000 BTC')).toBeTruthy();
    expect(within(balance).getByText('≈ 90,000.00 USDT')).toBeTruthy();
    expect(within(balance).getByText('≈ ₽7,500,000.00')).toBeTruthy();
    expect(within(balance).getByText(/Pending payout/).textContent).toBe(
      'Pending payout: 0.02000000 BTC≈ 1,200.00 USDT≈ ₽100,000.00',
    );
    const processing = screen.getByRole('group', { name: 'Processing earnings' });
    expect(await within(processing).findByText('0.00012345 BTC')).toBeTruthy();
    expect(within(processing).getByText("Today's estimate, credited at 09:00 UTC")).toBeTruthy();
    const earned = screen.getByRole('group', { name: 'Earned all time' });
    expect(await within(earned).findByText('21.00000000 BTC')).toBeTruthy();
    expect(backendCalls(fetch).sort()).toEqual([
      `GET /pools/${poolId}/balance`,
      `GET /pools/${poolId}/earned-all-time`,
      `GET /pools/${poolId}/processing-earnings`,
    ]);
  });

  it('leaves out a currency without a rate, and lets one failed figure be tried again', async () => {
    let earnedFails = true;
    stubBackend(({ path }) => {
      if (path.endsWith('/balance')) return jsonResponse({ balance: 7, pending_payout: 0 });
      if (path.endsWith('/processing-earnings'))
        return jsonResponse({ pool_day: '2026-11-20', amount: 0, hash_rate: 0, rate: null });
      if (path.endsWith('/earned-all-time'))
        return earnedFails
          ? jsonResponse({ error: { code: 'internal_error', message: 'down' } }, 500)
          : jsonResponse({ amount: 1 });
      return jsonResponse({}, 404);
    });
    renderInApp(<BalanceCards account={{ kind: 'miners', id: 'm' }} rates={{ USDT: null, RUB: null }} />, i18n());
    const balance = await screen.findByRole('group', { name: 'Balance' });
    expect(await within(balance).findByText('0.00000007 BTC')).toBeTruthy();
    expect(within(balance).queryByText(/USDT/)).toBeNull();
    const earned = screen.getByRole('group', { name: 'Earned all time' });
    const alert = await within(earned).findByRole('alert');
    expect(alert.textContent).toContain('Could not load this figure.');
    earnedFails = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(earned).findByText('0.00000001 BTC')).toBeTruthy();
  });
});
