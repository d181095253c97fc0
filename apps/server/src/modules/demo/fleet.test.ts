import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountStatsSchema,
  chartResponseSchema,
  workerStatusCountsSchema,
  workersResponseSchema,
  type ChartStatus,
} from '@pool/contract';
import { day, hour, minute, statsWindows, workerStatus } from '../../domain/hashrate.js';
import { StatsRefresh } from '../stats-job/index.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { demohubCustomers, seedDemo } from './demo.js';
import { startDemoFleet, type DemoFleet } from './fleet.js';
import {
  anchorAt,
  defineDemoFleet,
  expectedHashRate,
  lastRunBefore,
  workerShares,
  type DemoWorker,
} from './fleet-plan.js';

const scale = 0.1;
const firstStart = new Date('2026-03-10T10:00:05.000Z').getTime();
let now = new Date(firstStart);
const clock = () => now;

const identity = new TestIdentity();
const testApp = useTestApp(identity, { clock });
const fleets: DemoFleet[] = [];
const silentLog = { info: () => undefined, warn: () => undefined, debug: () => undefined, error: () => undefined };
const ids = new Map<string, string>();
let staff = '';

/** A fleet as main.ts starts it, on this file's app and clock, its timer out of the way. */
async function start(): Promise<DemoFleet> {
  const fleet = await startDemoFleet({
    app: testApp.app,
    db: testApp.database.db,
    log: testApp.app.log,
    clock,
    tickMs: 24 * hour,
    scale,
  });
  fleets.push(fleet);
  return fleet;
}

async function get<T>(url: string, schema: { parse(value: unknown): T }): Promise<T> {
  const response = await testApp.call(staff, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

async function totals() {
  const { rows } = await testApp.database.pool.query<{ batches: number; shares: number; difficulty: number }>(
    `SELECT (SELECT count(*)::int FROM share_batches) AS batches,
            (SELECT coalesce(sum(shares), 0)::int FROM hashrate_4h) AS shares,
            (SELECT coalesce(sum(accepted + rejected), 0)::float8 FROM hashrate_4h) AS difficulty`,
  );
  return rows[0]!;
}

beforeAll(async () => {
  let n = 0;
  const created = new Map<string, string>();
  await seedDemo(testApp.database.db, {
    async createIdentity({ email }) {
      const id = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
      created.set(email, id);
      identity.add({ id, email });
      return { id };
    },
  });
  staff = created.get('pool@example.com')!;
  const { rows } = await testApp.database.pool.query<{ id: string; account_name: string }>(
    'SELECT id, account_name FROM miner_accounts',
  );
  for (const row of rows) ids.set(row.account_name, row.id);
});
afterAll(async () => {
  for (const fleet of fleets) await fleet.stop();
});

describe('the demo fleet definition', () => {
  const counts = (workers: DemoWorker[], at: number) => {
    const result = { stable: 0, unavailable: 0, off: 0, removed: 0 };
    for (const worker of workers) {
      const last = lastRunBefore(worker, at);
      if (last !== null) result[workerStatus(new Date(last), new Date(at))] += 1;
    }
    return result;
  };

  it.each(['2026-03-10T00:03:00Z', '2026-03-10T10:00:00Z', '2026-03-10T23:58:00Z'])(
    'shows every worker status in demo_miner at a first start at %s, one worker being removed next midnight',
    (time) => {
      const anchor = anchorAt(Date.parse(time));
      const fleet = defineDemoFleet(anchor);
      const miner = fleet.filter((w) => w.account === 'demo_miner');
      expect(miner).toHaveLength(401);
      const mix = counts(miner, anchor);
      expect(mix.stable).toBeGreaterThanOrEqual(360);
      expect(mix.unavailable).toBeGreaterThanOrEqual(3);
      expect(mix.off).toBe(16);
      expect(mix.removed).toBe(4);
      const nextMidnight = Math.floor(anchor / day) * day + day + minute;
      const removedNext = miner.filter(
        (w) =>
          w.until !== null &&
          workerStatus(new Date(lastRunBefore(w, anchor)!), new Date(anchor)) === 'off' &&
          workerStatus(new Date(lastRunBefore(w, nextMidnight)!), new Date(nextMidnight)) === 'removed',
      );
      expect(removedNext.map((w) => w.scenario)).toEqual(['removing']);
      expect(miner.filter((w) => w.behaviour === 'boundary').map((w) => w.transferFrom)).toEqual(['demo_miner_2']);
      const rejecting = miner.filter((w) => w.rejectRate > 0).length;
      expect(rejecting).toBeGreaterThan(10);
      expect(rejecting).toBeLessThan(60);
      for (const w of miner.filter((w) => w.behaviour === 'hardware')) {
        expect(w.hashRate).toBeGreaterThanOrEqual(90e12);
        expect(w.hashRate).toBeLessThanOrEqual(250e12);
      }
      const second = fleet.filter((w) => w.account === 'demo_miner_2');
      expect(second.filter((w) => w.behaviour === 'hardware')).toHaveLength(8);
      expect(second.filter((w) => w.behaviour === 'boundary').map((w) => w.transferFrom)).toEqual(['demo_miner']);
      expect(fleet.filter((w) => w.account === 'demohub_customer')).toHaveLength(40);
    },
  );

  it('flaps: each flapping worker is unavailable now and then, and back', () => {
    const anchor = anchorAt(firstStart);
    const flapping = defineDemoFleet(anchor).filter((w) => w.scenario === 'flapping');
    expect(flapping.length).toBeGreaterThanOrEqual(10);
    for (const worker of flapping) {
      const seen = new Set<string>();
      for (let t = anchor; t < anchor + day; t += minute)
        seen.add(workerStatus(new Date(lastRunBefore(worker, t)!), new Date(t)));
      expect([...seen].sort()).toEqual(['stable', 'unavailable']);
    }
  });

  it('keeps the first-start backfill cheap: about one share per worker and bucket', () => {
    const anchor = anchorAt(firstStart);
    const to = Math.floor(firstStart / minute) * minute;
    const shares = defineDemoFleet(anchor).reduce((n, w) => n + workerShares(w, w.since, to, firstStart, to).length, 0);
    // 8 days: 36 four-hour, ~135 twenty-minute and ~190 one-minute buckets per worker.
    expect(shares).toBeGreaterThan(140_000);
    expect(shares).toBeLessThan(180_000);
  });

  it('synthesizes the same shares for a span whether sent at once or in two parts', () => {
    const anchor = anchorAt(firstStart);
    const worker = defineDemoFleet(anchor, { scale }).find((w) => w.scenario === 'flapping')!;
    const sum = (shares: { difficulty: number }[]) => shares.reduce((s, x) => s + x.difficulty, 0);
    const whole = workerShares(worker, anchor - 2 * hour, anchor, anchor, anchor);
    const split = [
      ...workerShares(worker, anchor - 2 * hour, anchor - hour + 30_000, anchor, anchor),
      ...workerShares(worker, anchor - hour + 30_000, anchor, anchor, anchor),
    ];
    expect(workerShares(worker, anchor - 2 * hour, anchor, anchor, anchor)).toEqual(whole);
    expect(sum(split) / sum(whole)).toBeCloseTo(1, 1);
    const expected = (expectedHashRate([worker], anchor - 2 * hour, anchor) * 2 * 3600) / 2 ** 32;
    expect(sum(whole.filter((s) => s.accepted)) / expected).toBeCloseTo(1, 1);
  });
});

describe('startDemoFleet', () => {
  let fleet: DemoFleet;
  const demoWorkers = () => defineDemoFleet(anchorAt(firstStart), { scale });

  it('backfills eight days in the background, then sends live shares', async () => {
    fleet = await start();
    const report = await fleet.backfilled;
    expect(report).toEqual(expect.objectContaining({ duplicates: 0 }));
    expect(report!.shares).toBeGreaterThan(10_000);
    now = new Date(firstStart + 10_000);
    const live = await fleet.tick();
    expect(live!.shares).toBeGreaterThan(0);
    await new StatsRefresh(testApp.database.db, clock).run();
  });

  it('shows demo_miner workers in all four statuses, and its hashrate transfers in and out', async () => {
    const counts = await get(`/miners/${ids.get('demo_miner')}/workers/statuses`, workerStatusCountsSchema);
    expect(counts.stable).toBeGreaterThan(30);
    expect(counts.unavailable).toBeGreaterThan(0);
    expect(counts.off).toBeGreaterThan(0);
    expect(counts.removed).toBeGreaterThan(0);
    // Every rig of the plan has a status; `total` counts those not removed.
    const rigs = demoWorkers().filter((w) => w.account === 'demo_miner').length;
    expect(counts.total + counts.removed).toBe(rigs);
    const boundary = await get(`/miners/${ids.get('demo_miner')}/workers/boundary?per_page=10`, workersResponseSchema);
    expect(boundary.data.map((w) => [w.worker_name, w.transfer_source?.account_name])).toEqual([
      ['transfer-in-1', 'demo_miner_2'],
    ]);
    const outgoing = await get(
      `/miners/${ids.get('demo_miner')}/workers/boundary/outgoing?per_page=10`,
      workersResponseSchema,
    );
    expect(outgoing.data.map((w) => [w.account_name, w.worker_name, w.transfer_source?.account_name])).toEqual([
      ['demo_miner_2', 'transfer-in-1', 'demo_miner'],
    ]);
  });

  it('gives each demohub customer its chart state', async () => {
    const expected: Record<(typeof demohubCustomers)[number], ChartStatus> = {
      demohub_customer: 'ok',
      demohub_new: 'collecting',
      demohub_idle: 'unavailable',
      demohub_stale: 'stale',
      demohub_empty: 'nodata',
    };
    for (const account of demohubCustomers) {
      const stats = await get(`/miners/${ids.get(account)}/stats`, accountStatsSchema);
      expect({ account, status: stats.status }).toEqual({ account, status: expected[account] });
    }
  });

  it('fills the whole 7-day chart and makes the 24-hour hashrate the fleet defines', async () => {
    const chart = await get(`/miners/${ids.get('demo_miner')}/charts?period=P1W`, chartResponseSchema);
    expect(chart.status).toBe('ok');
    expect(chart.points).toHaveLength(42);
    const workers = demoWorkers().filter((w) => w.account === 'demo_miner');
    for (const point of chart.points) {
      const from = Date.parse(point.time);
      expect(point.hash_rate / expectedHashRate(workers, from, from + 4 * hour)).toBeCloseTo(1, 1);
    }
    const stats = await get(`/miners/${ids.get('demo_miner')}/stats`, accountStatsSchema);
    const w = statsWindows(now);
    const defined = expectedHashRate(workers, w.from24h.getTime(), w.end.getTime());
    expect(Math.abs(stats.hash_rate_24h / defined - 1)).toBeLessThan(0.02);
  });

  it('sends nothing twice when started again on the same database', async () => {
    const before = await totals();
    const again = await start();
    expect(await again.backfilled).toEqual(expect.objectContaining({ shares: 0 }));
    expect(await again.tick()).toEqual(expect.objectContaining({ shares: 0 }));
    expect(await totals()).toEqual(before);
  });

  it('fills the gap when started again later, without gaps or double counting', async () => {
    await fleet.stop();
    now = new Date(firstStart + 40 * minute);
    const later = await start();
    const report = await later.backfilled;
    expect(report!.shares).toBeGreaterThan(0);
    expect(report!.duplicates).toBe(0);
    await new StatsRefresh(testApp.database.db, clock).run();
    const stats = await get(`/miners/${ids.get('demo_miner')}/stats`, accountStatsSchema);
    const w = statsWindows(now);
    const workers = demoWorkers().filter((x) => x.account === 'demo_miner');
    const defined = expectedHashRate(workers, w.from1h.getTime(), w.end.getTime());
    expect(Math.abs(stats.hash_rate_1h / defined - 1)).toBeLessThan(0.03);
    // demohub_new keeps its first start: ready now, no longer collecting.
    expect((await get(`/miners/${ids.get('demohub_new')}/stats`, accountStatsSchema)).status).toBe('ok');
  });

  it('logs a refused send instead of throwing, counting nothing', async () => {
    const errors: unknown[] = [];
    const log = { ...silentLog, error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    const refused = Object.create(testApp.app, { ingestToken: { value: 'not-the-token' } }) as FastifyInstance;
    now = new Date(now.getTime() + 5 * minute);
    const before = await totals();
    const fleet = await startDemoFleet({ app: refused, db: testApp.database.db, log, clock, tickMs: day, scale });
    fleets.push(fleet);
    expect(await fleet.backfilled).toBeNull();
    expect(errors).toHaveLength(1);
    expect(await totals()).toEqual(before);
  });

  it('does nothing without the demo accounts', async () => {
    await testApp.database.pool.query("UPDATE miner_accounts SET deleted_at = now() WHERE account_name = 'demo_miner'");
    now = new Date(now.getTime() + 5 * minute);
    const before = await totals();
    const fleet = await start();
    expect(await fleet.backfilled).toBeNull();
    expect(await fleet.tick()).toBeNull();
    expect(await totals()).toEqual(before);
  });
});
