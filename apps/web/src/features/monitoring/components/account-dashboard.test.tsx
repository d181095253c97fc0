import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { installObserver } from '@/test/intersection-observer';
import { defaultPageSettings, setPageSettings } from '@/lib/page-settings';
import { jsonResponse, minerAccountBody } from '@/test/test-utils';
import { AccountDashboard } from './account-dashboard';

vi.mock('@/components/ui/chart/line-chart', () => ({ default: () => <div data-testid="uplot" /> }));

const i18n = setUpComponentTests();

const operatorId = '22222222-2222-4222-8222-222222222222';
const poolId = '11111111-1111-4111-8111-111111111111';
const minerId = '33333333-3333-4333-8333-333333333333';
const blockHash = `${'0'.repeat(48)}1234abcd5678ef90`;
const block = (height: number, fields: object) => ({
  height,
  hash: `${'0'.repeat(56)}${height.toString(16).padStart(8, '0')}`,
  account: 'alice',
  worker: 'rig1',
  reward: 312_600_000,
  found_at: '2026-11-20T09:00:00Z',
  ...fields,
});
const stats = {
  hash_rate_15m: 1.5e15,
  hash_rate_1h: 1.4e15,
  hash_rate_24h: 1.2e15,
  hash_rate_1w: 1e15,
  hash_rate_30d: 1e15,
  reject_pct_15m: 0.25,
  status: 'ok',
  workers: { stable: 10, unavailable: 2, off: 1, removed: 4, total: 13 },
  computed_at: '2026-11-20T10:00:00Z',
};

function stubDashboard() {
  return stubBackend(({ path, query }) => {
    if (path === `/operators/${operatorId}`)
      return jsonResponse({ id: operatorId, name: 'Hash Hosting', title: 'hashhosting', pool_id: 'p' });
    if (path === `/operators/${operatorId}/stats`) return jsonResponse(stats);
    if (path === `/operators/${operatorId}/charts`)
      return jsonResponse({ period: query.get('period'), status: 'collecting', points: [] });
    if (path === `/pools/${poolId}`) return jsonResponse({ id: poolId, name: 'Pool' });
    if (path === `/pools/${poolId}/stats`) return jsonResponse(stats);
    if (path === `/pools/${poolId}/charts`)
      return jsonResponse({ period: query.get('period'), status: 'collecting', points: [] });
    if (path === `/pools/${poolId}/blocks`)
      return jsonResponse({
        data: [{ ...block(871_234, { confirmations: 3, state: 'immature', reject_reason: null }), hash: blockHash }],
        pagination: { page: Number(query.get('page')), per_page: Number(query.get('per_page')), total: 1 },
      });
    if (path === `/miners/${minerId}`) return jsonResponse(minerAccountBody(minerId, { account_name: 'alice' }));
    if (path === `/miners/${minerId}/stats`) return jsonResponse(stats);
    if (path === `/miners/${minerId}/charts`)
      return jsonResponse({ period: query.get('period'), status: 'collecting', points: [] });
    if (path === `/miners/${minerId}/blocks`)
      return jsonResponse({
        data: [
          block(871_300, { confirmations: 0, state: 'rejected', reject_reason: 'bad-prevblk' }),
          block(871_299, { confirmations: 0, state: 'orphaned', reject_reason: null }),
          block(871_201, { confirmations: 99, state: 'immature', reject_reason: null }),
          block(871_100, { confirmations: 200, state: 'mature', reject_reason: null }),
        ],
        pagination: { page: 1, per_page: 10, total: 4 },
      });
    return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
  });
}

afterEach(() => setPageSettings(defaultPageSettings));

describe('AccountDashboard', () => {
  it('shows hashrate cards, workers by status linking to the filtered workers page, and the chart', async () => {
    const fetch = stubDashboard();
    renderInApp(
      <AccountDashboard
        account={{ kind: 'operators', id: operatorId }}
        title="Dashboard"
        workersPath="/watch/tok/workers"
      />,
      i18n(),
    );
    const card = await screen.findByRole('group', { name: 'Hashrate, 15 min' });
    expect(within(card).getByText('1.50 PH/s')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Hashrate, 1 hour' })).getByText('1.40 PH/s')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Hashrate, 24 hours' })).getByText('1.20 PH/s')).toBeTruthy();
    const workers = screen.getByRole('group', { name: 'Workers: 13' });
    const links = within(workers).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Stable10', '/watch/tok/workers?status=stable'],
      ['Unavailable2', '/watch/tok/workers?status=unavailable'],
      ['Off1', '/watch/tok/workers?status=off'],
      ['Removed, not counted4', '/watch/tok/workers?status=removed'],
    ]);
    expect(await screen.findByText('Hash Hosting')).toBeTruthy();
    expect(await screen.findByText('Collecting data, the chart will be ready in 15 minutes')).toBeTruthy();
    expect(backendCalls(fetch)).toContain(`GET /operators/${operatorId}/charts?period=P1D`);
  });

  it("asks for the chart's data only once the chart comes near the screen", async () => {
    const observer = installObserver();
    try {
      const fetch = stubDashboard();
      renderInApp(
        <AccountDashboard account={{ kind: 'operators', id: operatorId }} title="Dashboard" workersPath="/workers" />,
        i18n(),
      );
      await screen.findByRole('group', { name: 'Hashrate, 15 min' });
      expect(backendCalls(fetch)).toContain(`GET /operators/${operatorId}/stats`);
      observer.report(false);
      expect(backendCalls(fetch).filter((call) => call.includes('/charts'))).toEqual([]);
      observer.report(true);
      await vi.waitFor(() => expect(backendCalls(fetch)).toContain(`GET /operators/${operatorId}/charts?period=P1D`));
    } finally {
      observer.restore();
    }
  });

  it("lists the pool's blocks found with height, hash linked to the explorer, finder, reward, confirmations and state", async () => {
    setPageSettings({ ...defaultPageSettings, explorer_block_url: 'https://mempool.space/block/{hash}' });
    const fetch = stubDashboard();
    renderInApp(
      <AccountDashboard account={{ kind: 'pools', id: poolId }} title="Dashboard" workersPath="/workers" />,
      i18n(),
    );
    const table = await screen.findByRole('table', { name: 'Blocks found' });
    const row = await within(table).findByText('alice.rig1');
    const cells = within(row.closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '871234',
      `${blockHash}Copy`,
      'alice.rig1',
      expect.any(String),
      '3.12600000 BTC',
      '3',
      'Immature: 97 more confirmations to go',
    ]);
    expect(within(table).getByRole('link', { name: blockHash }).getAttribute('href')).toBe(
      `https://mempool.space/block/${blockHash}`,
    );
    expect(backendCalls(fetch)).toContain(`GET /pools/${poolId}/blocks?page=1&per_page=10`);
  });

  it("shows a miner account the blocks its workers found, each in its state; an operator's dashboard has none", async () => {
    const fetch = stubDashboard();
    const { unmount } = renderInApp(
      <AccountDashboard account={{ kind: 'miners', id: minerId }} title="Dashboard" workersPath="/workers" />,
      i18n(),
    );
    const table = await screen.findByRole('table', { name: 'Blocks found' });
    await within(table).findByText('871300');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const cells = within(row).getAllByRole('cell');
        return [cells[0]!.textContent, cells[5]!.textContent, cells[6]!.textContent];
      });
    expect(rows).toEqual([
      ['871300', '—', 'Refused by the node: bad-prevblk'],
      ['871299', '—', 'Orphaned: off the best chain'],
      ['871201', '99', 'Immature: 1 more confirmation to go'],
      ['871100', '200', 'Mature'],
    ]);
    expect(backendCalls(fetch)).toContain(`GET /miners/${minerId}/blocks?page=1&per_page=10`);
    unmount();
    renderInApp(
      <AccountDashboard account={{ kind: 'operators', id: operatorId }} title="Dashboard" workersPath="/workers" />,
      i18n(),
    );
    await screen.findByRole('group', { name: 'Hashrate, 15 min' });
    expect(screen.queryByRole('table', { name: 'Blocks found' })).toBeNull();
    expect(backendCalls(fetch).filter((call) => call.includes('/blocks'))).toHaveLength(1);
  });

  it('keeps the chart period in the address, and opens on the period of the address', async () => {
    const fetch = stubDashboard();
    const { router } = renderInApp(
      <AccountDashboard account={{ kind: 'operators', id: operatorId }} title="Dashboard" workersPath="/workers" />,
      i18n(),
      '/?period=PT1H',
    );
    await screen.findByRole('group', { name: 'Hashrate, 15 min' });
    expect(screen.getByRole('tab', { name: '1 hour' }).getAttribute('aria-selected')).toBe('true');
    screen.getByRole('tab', { name: '7 days' }).click();
    await vi.waitFor(() => expect(router.state.location.search).toBe('?period=P1W'));
    await vi.waitFor(() => expect(backendCalls(fetch)).toContain(`GET /operators/${operatorId}/charts?period=P1W`));
  });
});

describe('AccountDashboard of a miner account', () => {
  const minerId = '33333333-3333-4333-8333-333333333333';
  function stubMiner(workers: number) {
    return stubBackend(({ path, query }) => {
      if (path === `/miners/${minerId}`) return jsonResponse(minerAccountBody(minerId));
      if (path === `/miners/${minerId}/stats`)
        return jsonResponse({
          ...stats,
          workers: { stable: workers, unavailable: 0, off: 0, removed: 0, total: workers },
        });
      if (path === `/miners/${minerId}/charts`)
        return jsonResponse({ period: query.get('period'), status: 'nodata', points: [] });
      return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
    });
  }
  const dashboard = () => (
    <AccountDashboard
      account={{ kind: 'miners', id: minerId }}
      title="Dashboard"
      workersPath="/workers"
      stratumAddresses={['stratum+tcp://pool.test:3333']}
    />
  );

  it('opens with how to connect a miner while the account has no workers', async () => {
    stubMiner(0);
    renderInApp(dashboard(), i18n());
    const card = await screen.findByRole('region', { name: 'Connect your miner' });
    expect(within(card).getByText('stratum+tcp://pool.test:3333')).toBeTruthy();
    expect(within(card).getByText('alice.rig1')).toBeTruthy();
  });

  it('leaves it out once a worker is there', async () => {
    stubMiner(1);
    renderInApp(dashboard(), i18n());
    await screen.findByRole('group', { name: 'Workers: 1' });
    expect(screen.queryByRole('region', { name: 'Connect your miner' })).toBeNull();
  });
});
