import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Worker, WorkerStatus } from '@pool/contract';
import { backendCalls, createEnglishI18n, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import ru from '../../../../public/static/locales/ru.json';
import { jsonResponse, minerAccountBody } from '@/test/test-utils';
import type { AccountRef } from '@/lib/account';
import { formatDateTime } from '@/lib/format';
import { WorkersPage } from './workers-page';

vi.mock('@/components/ui/chart/line-chart', () => ({ default: () => <div data-testid="uplot" /> }));

const i18n = setUpComponentTests(() => vi.useRealTimers());

const minerId = '11111111-1111-4111-8111-111111111111';
const account: AccountRef = { kind: 'miners', id: minerId };
const statuses: WorkerStatus[] = ['stable', 'unavailable', 'off', 'removed'];

function worker(index: number): Worker {
  return {
    id: String(index + 1),
    worker_name: `rig-${String(index + 1).padStart(5, '0')}`,
    miner_id: minerId,
    account_name: 'alice',
    status: statuses[index % 4]!,
    behaviour: 'hardware',
    transfer_source: null,
    hash_rate_15m: 100e12 + index,
    hash_rate_1h: 110e12,
    hash_rate_24h: 120e12,
    hash_rate_1w: 120e12,
    hash_rate_30d: 120e12,
    reject_pct_15m: 0.5,
    first_share_at: '2026-11-01T00:00:00Z',
    last_share_at: '2026-11-20T09:59:00Z',
  };
}

/** A miner with `total` workers, answering pages of the size asked for. */
function stubWorkers(total: number) {
  return stubBackend(({ path, query }) => {
    if (path === `/miners/${minerId}`) return jsonResponse(minerAccountBody(minerId));
    if (path === `/miners/${minerId}/workers/statuses`)
      return jsonResponse({ stable: 2500, unavailable: 2500, off: 2500, removed: 2500, total: 7500 });
    if (path === `/miners/${minerId}/workers`) {
      // The stub's cursor is the index of the next row.
      const perPage = Number(query.get('per_page'));
      const start = Number(query.get('cursor') ?? 0);
      const data = Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) => worker(start + i));
      const next = start + perPage < total ? String(start + perPage) : null;
      return jsonResponse({ data, pagination: { page: 1, per_page: perPage, total, next_cursor: next } });
    }
    if (path === '/workers/charts') return jsonResponse({ period: query.get('period'), status: 'ok', points: [] });
    if (path === '/workers/stats')
      return jsonResponse({
        period: query.get('period'),
        data: [{ id: query.get('id'), name: 'rig-00001', hash_rate: 1e14, reject_pct: 0.5 }],
      });
    return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
  });
}

const workerCalls = (mock: ReturnType<typeof stubWorkers>) =>
  backendCalls(mock).filter((call) => call.startsWith(`GET /miners/${minerId}/workers?`));

describe('WorkersPage', () => {
  it('renders rows from the first page of 200, sized to the total, with the columns and status badges', async () => {
    const fetch = stubWorkers(10_000);
    renderInApp(<WorkersPage account={account} title="Workers" />, i18n(), '/workers');
    const table = await screen.findByRole('table', { name: 'Workers' });
    await within(table).findByText('rig-00001');
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual([
      'Worker',
      'Status',
      'Hashrate, 15 min',
      'Hashrate, 1 hour',
      'Hashrate, 24 hours',
      'Rejected, 15 min',
      'Last share',
    ]);
    const first = within(table).getByText('rig-00001').closest('[role="row"]') as HTMLElement;
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['rig-00001', 'Stable', '100.00 TH/s', '110.00 TH/s', '120.00 TH/s', '0.5%']);
    // Only the rows in view are in the document, not all 200 loaded ones.
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);
    expect(workerCalls(fetch)).toEqual([`GET /miners/${minerId}/workers?per_page=200&sort=worker_name&order=asc`]);
    expect(screen.getByText('Workers: 10,000')).toBeTruthy();
  });

  it('loads the next page when the rows scrolled into view pass the loaded ones', async () => {
    const fetch = stubWorkers(10_000);
    renderInApp(<WorkersPage account={account} title="Workers" />, i18n(), '/workers');
    await screen.findByText('rig-00001');
    act(() => {
      window.scrollTo(0, 48 * 195);
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() =>
      expect(workerCalls(fetch)).toEqual([
        `GET /miners/${minerId}/workers?per_page=200&sort=worker_name&order=asc`,
        `GET /miners/${minerId}/workers?per_page=200&cursor=200&sort=worker_name&order=asc`,
      ]),
    );
    expect(await screen.findByText('rig-00201')).toBeTruthy();
    act(() => window.scrollTo(0, 0));
  });

  it('shows status tabs with counts and filters by status through the address', async () => {
    const fetch = stubWorkers(10_000);
    const { router } = renderInApp(<WorkersPage account={account} title="Workers" />, i18n(), '/workers');
    const tabs = screen.getByRole('tablist', { name: 'Worker status' });
    // "All" is the count's total, the removed workers left out; they have their own tab and no switch.
    await within(tabs).findByRole('tab', { name: 'All 7,500' });
    expect(within(tabs).getByRole('tab', { name: 'Removed 2,500' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Off 2,500' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=off'));
    await waitFor(() =>
      expect(workerCalls(fetch)).toContain(
        `GET /miners/${minerId}/workers?per_page=200&sort=worker_name&order=asc&status=off`,
      ),
    );
  });

  it('sorts on the server by the clicked header and marks it with aria-sort', async () => {
    const fetch = stubWorkers(50);
    const { router } = renderInApp(
      <WorkersPage account={account} title="Workers" />,
      i18n(),
      '/workers?sort=hash_rate_15m&order=desc',
    );
    await screen.findByText('rig-00001');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Hashrate, 15 min').getAttribute('aria-sort')).toBe('descending');
    expect(header('Worker').getAttribute('aria-sort')).toBe('none');
    expect(header('Status').getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(header('Hashrate, 15 min')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=hash_rate_15m&order=asc'));
    fireEvent.click(within(header('Hashrate, 24 hours')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=hash_rate_24h&order=desc'));
    await waitFor(() =>
      expect(workerCalls(fetch).at(-1)).toBe(
        `GET /miners/${minerId}/workers?per_page=200&sort=hash_rate_24h&order=desc`,
      ),
    );
    expect(header('Hashrate, 24 hours').getAttribute('aria-sort')).toBe('descending');
  });

  it('searches by name after the typing settles', async () => {
    const fetch = stubWorkers(50);
    const { router } = renderInApp(<WorkersPage account={account} title="Workers" />, i18n(), '/workers');
    await screen.findByText('rig-00001');
    vi.useFakeTimers();
    const field = screen.getByLabelText('Search by worker name');
    fireEvent.change(field, { target: { value: 'rig-0' } });
    fireEvent.change(field, { target: { value: 'rig-00' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(router.state.location.search).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.search).toBe('?search=rig-00'));
    await waitFor(() => expect(workerCalls(fetch).at(-1)).toContain('&search=rig-00'));
    expect(workerCalls(fetch).some((call) => call.includes('search=rig-0&'))).toBe(false);
  });

  it('opens the worker chart from a row and keeps it in the address', async () => {
    const fetch = stubWorkers(50);
    const { router } = renderInApp(<WorkersPage account={account} title="Workers" />, i18n(), '/workers');
    fireEvent.click(await screen.findByText('rig-00001'));
    await waitFor(() => expect(router.state.location.search).toBe('?worker=1'));
    const dialog = await screen.findByRole('dialog', { name: 'Worker rig-00001' });
    await within(dialog).findByRole('tablist', { name: 'Chart period' });
    await waitFor(() => expect(backendCalls(fetch)).toContain('GET /workers/charts?id=1&period=P1D'));
    fireEvent.click(within(dialog).getByRole('tab', { name: '1 hour' }));
    await waitFor(() => expect(backendCalls(fetch)).toContain('GET /workers/charts?id=1&period=PT1H'));
  });

  it('says in the dialog how the worker is and since when it is down, by its last share with the zone', async () => {
    stubWorkers(50);
    renderInApp(<WorkersPage account={account} title="Workers" />, i18n(), '/workers');
    fireEvent.click(await screen.findByText('rig-00002'));
    const dialog = await screen.findByRole('dialog', { name: 'Worker rig-00002' });
    expect(within(dialog).getByText('Unavailable')).toBeTruthy();
    const since = within(dialog).getByText(/^Down since its last share: /);
    expect(since.textContent).toContain(formatDateTime('2026-11-20T09:59:00Z', 'en'));
    expect(since.textContent).toMatch(/UTC|GMT/);
  });

  it('names one worker’s status in the singular (ru: «Стабилен», not the group’s «Стабильные»)', async () => {
    stubWorkers(50);
    renderInApp(<WorkersPage account={account} title="Workers" />, await createEnglishI18n(ru), '/workers');
    fireEvent.click(await screen.findByText('rig-00001'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Стабилен')).toBeTruthy();
    expect(within(dialog).queryByText('Стабильные')).toBeNull();
  });

  it('opens the chart with Enter on a focused row', async () => {
    stubWorkers(50);
    const { router } = renderInApp(<WorkersPage account={account} title="Workers" />, i18n(), '/workers');
    const row = (await screen.findByText('rig-00002')).closest('[role="row"]') as HTMLElement;
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?worker=2'));
  });

  it('names a worker opened from the address alone by its stats', async () => {
    stubWorkers(0);
    renderInApp(<WorkersPage account={account} title="Workers" />, i18n(), '/workers?worker=1');
    expect(await screen.findByRole('dialog', { name: 'Worker rig-00001' })).toBeTruthy();
  });

  it('says exactly how to connect the first rig when there are no workers: URLs, user, password', async () => {
    stubWorkers(0);
    const addresses = ['stratum+tcp://eu.pool.test:3333', 'stratum+ssl://eu.pool.test:3443'];
    renderInApp(<WorkersPage account={account} title="Workers" stratumAddresses={addresses} />, i18n());
    expect(await screen.findByText('No workers yet')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Connect your miner' });
    expect(within(card).getByText('Pool URLs')).toBeTruthy();
    for (const address of addresses) expect(within(card).getByText(address)).toBeTruthy();
    expect(within(card).getByText('alice.rig1')).toBeTruthy();
    expect(within(card).getByText(/d=65536/).textContent).toMatch(/does not check it/);
    expect(screen.queryByRole('table')).toBeNull();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    within(card).getByRole('button', { name: 'Copy User (worker): alice.rig1' }).click();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('alice.rig1'));
    within(card)
      .getByRole('button', { name: `Copy Pool URLs: ${addresses[1]}` })
      .click();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(addresses[1]));
  });

  it('keeps how to connect a rig a click away once there are workers', async () => {
    stubWorkers(3);
    renderInApp(
      <WorkersPage account={account} title="Workers" stratumAddresses={['stratum+tcp://pool.test:3333']} />,
      i18n(),
    );
    await screen.findByText('rig-00001');
    const more = screen.getByText('How to connect a rig').closest('details')!;
    expect(more.open).toBe(false);
    expect(within(more).getByText('alice.rig1')).toBeTruthy();
    expect(within(more).getByText('Pool URL')).toBeTruthy();
  });

  it('shows an error with a retry when the workers cannot be loaded', async () => {
    stubBackend(() => jsonResponse({ error: { code: 'access_denied', message: 'no' } }, 403));
    renderInApp(<WorkersPage account={account} title="Workers" />, i18n());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the workers.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the other workers when one row breaks the contract, and logs that row', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const checked = stubWorkers(3);
    // The server's answer as it once was (a reject share a hair below 0, from a float
    // residue), past the stub's contract check, which would refuse it.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (!url.includes(`/miners/${minerId}/workers?`)) return checked(input, init);
      const data = [worker(0), { ...worker(4), reject_pct_15m: -9.55e-16 }, worker(8)];
      return jsonResponse({ data, pagination: { page: 1, per_page: 200, total: 3, next_cursor: null } });
    });
    renderInApp(<WorkersPage account={account} title="Workers" />, i18n(), '/workers');
    const table = await screen.findByRole('table', { name: 'Workers' });
    await within(table).findByText('rig-00001');
    expect(within(table).getByText('rig-00009')).toBeTruthy();
    expect(within(table).queryByText('rig-00005')).toBeNull();
    expect(screen.queryByText('Could not load the workers.')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('row 1'), expect.anything(), expect.anything());
    warn.mockRestore();
  });
});
