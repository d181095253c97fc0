import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityResponse, MinerWithStats, Permission } from '@pool/contract';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse, minerAccountBody } from '@/test/test-utils';
import { Component as Dashboard } from './dashboard';

vi.mock('@/components/ui/chart/line-chart', () => ({ default: () => <div data-testid="uplot" /> }));

const i18n = setUpComponentTests();

const minerId = '11111111-1111-4111-8111-111111111111';

const operatorId = '22222222-2222-4222-8222-222222222222';

/** A customer in the operator's miners list with this 24-hour hashrate. */
function customer(name: string, hashRate: number): MinerWithStats {
  return {
    ...minerAccountBody(`id-${name}`, { account_name: name, operator_id: operatorId }),
    hash_rate_15m: hashRate,
    hash_rate_1h: hashRate,
    hash_rate_24h: hashRate,
    hash_rate_1w: hashRate,
    hash_rate_30d: hashRate,
    reject_pct_15m: 0,
    status: 'ok',
    workers: { stable: 1, unavailable: 0, off: 0, removed: 0, total: 1 },
    parent_account_name: null,
  };
}

/**
 * The dashboard of a miner account held with `role` (or of the operator, with `type`);
 * every call of the account answers.
 */
function stubMinerDashboard(role: Permission['role'], type: 'miner' | 'operator' = 'miner') {
  const accountId = type === 'miner' ? minerId : operatorId;
  const identity: IdentityResponse = {
    user: { id: 'u1', email: 'alice@example.com', language: 'en' },
    permissions: [
      type === 'miner'
        ? { id: 'perm', type, account_id: accountId, account_name: 'alice', role, sections: [] }
        : { id: 'perm', type, account_id: accountId, operator_name: 'Hub', role, sections: [] },
    ],
    credentials: { password: true, totp: false, lookup_secret: false, webauthn: false },
    menus: {},
  };
  return stubBackend(({ path, query }) => {
    if (path === '/identity') return jsonResponse(identity);
    if (path === `/miners/${minerId}`) return jsonResponse(minerAccountBody(minerId));
    if (path === `/operators/${operatorId}`)
      return jsonResponse({ id: operatorId, name: 'Hub', title: 'hub', pool_id: 'p' });
    if (path === `/operators/${operatorId}/miners`)
      return jsonResponse({
        data: [customer('big', 6e15), customer('small', 2e15)].slice(0, Number(query.get('per_page'))),
        pagination: { page: 1, per_page: Number(query.get('per_page')), total: 7 },
        totals: {
          hash_rate_15m: 0,
          hash_rate_24h: 0,
          workers: { stable: 0, unavailable: 0, off: 0, removed: 0, total: 0 },
        },
      });
    if (path.endsWith('/stats'))
      return jsonResponse({
        hash_rate_15m: 0,
        hash_rate_1h: 0,
        hash_rate_24h: type === 'miner' ? 0 : 10e15,
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

  it('shows an operator its customers, the largest by hashrate with their share, and its fee income, not a balance it is never paid', async () => {
    const fetch = stubMinerDashboard('owner', 'operator');
    renderInApp(<Dashboard />, i18n());
    const customers = await screen.findByRole('group', { name: 'Customers: 7' });
    const rows = within(customers).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['big6.00 PH/s60%', 'small2.00 PH/s20%']);
    expect(within(rows[0]!).getByRole('link', { name: 'big' }).getAttribute('href')).toBe('/customers/id-big');
    expect(within(customers).getByRole('link', { name: 'All customers' }).getAttribute('href')).toBe('/customers');
    expect(await screen.findByRole('group', { name: 'Fee income today' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Fee income, all time' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Balance' })).toBeNull();
    expect(backendCalls(fetch)).toContain(
      `GET /operators/${operatorId}/miners?per_page=5&sort=hash_rate_24h&order=desc`,
    );
    expect(backendCalls(fetch)).not.toContain(`GET /operators/${operatorId}/balance`);
    // Yesterday's and the last 30 days' fee income under the all-time figure.
    expect(backendCalls(fetch)).toContain(`GET /operators/${operatorId}/daily-earnings?period=P30D`);
  });

  it('shows an operator viewer its customers without any money', async () => {
    const fetch = stubMinerDashboard('viewer', 'operator');
    renderInApp(<Dashboard />, i18n());
    expect(await screen.findByRole('group', { name: 'Customers: 7' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Fee income today' })).toBeNull();
    const calls = backendCalls(fetch);
    expect(calls.filter((call) => /balance|earnings|earned|exchange-rates/.test(call))).toEqual([]);
  });
});
