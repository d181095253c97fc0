import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityResponse, Permission } from '@pool/contract';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse, minerAccountBody } from '@/test/test-utils';
import { Component as Dashboard } from './dashboard';

vi.mock('@/components/ui/chart/line-chart', () => ({ default: () => <div data-testid="uplot" /> }));

const i18n = setUpComponentTests();

const minerId = '11111111-1111-4111-8111-111111111111';

/** The dashboard of a miner account held with `role`; every call of the account answers. */
function stubMinerDashboard(role: Permission['role']) {
  const identity: IdentityResponse = {
    user: { id: 'u1', email: 'alice@example.com', language: 'en' },
    permissions: [{ id: 'perm', type: 'miner', account_id: minerId, account_name: 'alice', role, sections: [] }],
    credentials: { password: true, totp: false, lookup_secret: false, webauthn: false },
  };
  return stubBackend(({ path, query }) => {
    if (path === '/identity') return jsonResponse(identity);
    if (path === `/miners/${minerId}`) return jsonResponse(minerAccountBody(minerId));
    if (path.endsWith('/stats'))
      return jsonResponse({
        hash_rate_15m: 0,
        hash_rate_1h: 0,
        hash_rate_24h: 0,
        hash_rate_1w: 0,
        hash_rate_30d: 0,
        reject_pct_15m: 0,
        status: 'nodata',
        workers: { stable: 0, unavailable: 0, off: 0, removed: 0, total: 0 },
        computed_at: null,
      });
    if (path.endsWith('/charts')) return jsonResponse({ period: query.get('period'), status: 'nodata', points: [] });
    if (path.endsWith('/balance')) return jsonResponse({ balance: 123, pending_payout: 0 });
    if (path.endsWith('/processing-earnings'))
      return jsonResponse({ pool_day: '2026-11-20', amount: 0, hash_rate: 0, rate: null });
    if (path.endsWith('/earned-all-time')) return jsonResponse({ amount: 0 });
    if (path === '/exchange-rates') return jsonResponse([{ symbol: 'BTCUSDT', price: '60000' }]);
    return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
  });
}

describe('dashboard route', () => {
  it('shows the money cards of an account whose access opens payments', async () => {
    const fetch = stubMinerDashboard('accountant');
    renderInApp(<Dashboard />, i18n());
    expect(await screen.findByText('0.00000123 BTC')).toBeTruthy();
    expect(backendCalls(fetch)).toContain(`GET /miners/${minerId}/balance`);
  });

  it('neither shows nor asks for money where the access does not open payments', async () => {
    const fetch = stubMinerDashboard('viewer');
    renderInApp(<Dashboard />, i18n());
    await screen.findByRole('group', { name: 'Hashrate, 15 min' });
    expect(screen.queryByRole('group', { name: 'Balance' })).toBeNull();
    const calls = backendCalls(fetch);
    expect(calls.filter((call) => /balance|earnings|earned|exchange-rates/.test(call))).toEqual([]);
  });
});
