import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountStatsSchema,
  chartResponseSchema,
  errorResponseSchema,
  multiStatsResponseSchema,
  shareIngestPath,
  workerStatusCountsSchema,
  workersResponseSchema,
  type Share,
  type Watcher,
  type WatcherCheckResponse,
} from '@pool/contract';
import { currentPoolWithOperator, grantPermission } from '../../test/database.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { day, hour, minute } from '../../domain/hashrate.js';
import { MonitoringRepository } from './repository.js';
import { StatsRefresh } from '../stats-job/index.js';

const ingestToken = 'test-ingest-token-0123456789abcdefghijklmnop';
let now = new Date('2026-11-20T12:00:30.000Z');
const clock = () => now;
const ago = (ms: number) => new Date(now.getTime() - ms);

const identity = new TestIdentity();
const owner = identity.add({ id: '00000000-0000-4000-8000-0000000000a1', email: 'owner@example.com' });
const stranger = identity.add({ id: '00000000-0000-4000-8000-0000000000a2', email: 'stranger@example.com' });
const operatorUser = identity.add({ id: '00000000-0000-4000-8000-0000000000a3', email: 'hub@example.com' });
const poolUser = identity.add({ id: '00000000-0000-4000-8000-0000000000a4', email: 'staff@example.com' });
const accountant = identity.add({ id: '00000000-0000-4000-8000-0000000000a5', email: 'books@example.com' });

const testApp = useTestApp(identity, { clock, ingestToken });
const call = testApp.call;

function ingest(batch: unknown, token = ingestToken) {
  return testApp.app.inject({
    method: 'POST',
    url: shareIngestPath,
    headers: { authorization: `Bearer ${token}` },
    payload: batch as object,
  });
}

/** A deterministic PRNG (mulberry32), so the statistical test is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The per-minute job: rolls minute buckets up, recomputes the figures. */
const refresh = () => new StatsRefresh(testApp.database.db, clock).run();

let batchNumber = 0;
async function send(shares: Share[]) {
  for (let start = 0; start < shares.length; start += 10_000) {
    const response = await ingest({ batch_id: `test-${++batchNumber}`, shares: shares.slice(start, start + 10_000) });
    expect(response.statusCode).toBe(200);
  }
}

const ids = { pool: '', operator: '', main: '', customer: '', other: '', quiet: '', late: '' };

beforeAll(async () => {
  const { pool } = testApp.database;
  ({ poolId: ids.pool, operatorId: ids.operator } = await currentPoolWithOperator(pool));
  const account = async (name: string, operatorId: string | null = null) =>
    (
      await pool.query<{ id: string }>(
        'INSERT INTO miner_accounts (pool_id, operator_id, account_name) VALUES ($1, $2, $3) RETURNING id',
        [ids.pool, operatorId, name],
      )
    ).rows[0]!.id;
  ids.main = await account('fleet');
  ids.customer = await account('customer', ids.operator);
  ids.other = await account('other_rigs');
  ids.quiet = await account('quiet');
  ids.late = await account('latecomer');
  await grantPermission(pool, owner.id, 'miner', ids.main);
  await grantPermission(pool, owner.id, 'miner', ids.quiet);
  await grantPermission(pool, stranger.id, 'miner', ids.other);
  await grantPermission(pool, operatorUser.id, 'operator', ids.operator);
  await grantPermission(pool, poolUser.id, 'pool', ids.pool, 'admin');
  await grantPermission(pool, accountant.id, 'miner', ids.main, 'accountant');
});

describe('share ingestion', () => {
  it('refuses a missing or wrong token with 401, counting nothing', async () => {
    const batch = {
      batch_id: 'x',
      shares: [{ worker: 'fleet.a', difficulty: 1, time: now.toISOString(), accepted: true }],
    };
    expect((await ingest(batch, 'wrong')).statusCode).toBe(401);
    const { rows } = await testApp.database.pool.query('SELECT count(*)::int AS n FROM share_batches');
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('refuses malformed batches with 400 and field errors', async () => {
    const share = { worker: 'fleet.a', difficulty: 1, time: now.toISOString(), accepted: true };
    for (const batch of [
      { shares: [share] },
      { batch_id: 'b', shares: [] },
      { batch_id: 'b', shares: [{ ...share, difficulty: -1 }] },
      { batch_id: 'b', shares: [{ ...share, time: 'yesterday' }] },
      { batch_id: 'b', shares: Array.from({ length: 10_001 }, () => share) },
    ]) {
      const response = await ingest(batch);
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.fields?.length).toBeGreaterThan(0);
    }
  });

  it('counts a batch once however often it is sent, and ignores unknown accounts and bad names', async () => {
    const time = ago(30 * day).toISOString();
    const batch = {
      batch_id: 'once',
      shares: [
        { worker: 'other_rigs.old', difficulty: 2, time, accepted: true },
        { worker: 'OTHER_RIGS.old', difficulty: 2, time, accepted: false },
        { worker: 'nobody_here.rig', difficulty: 2, time, accepted: true },
        { worker: 'other_rigs.bad name', difficulty: 2, time, accepted: true },
        {
          worker: 'other_rigs.future',
          difficulty: 2,
          time: new Date(now.getTime() + hour).toISOString(),
          accepted: true,
        },
      ],
    };
    const [first, second] = await Promise.all([ingest(batch), ingest(batch)]);
    const results = [first.json<{ duplicate: boolean }>(), second.json<{ duplicate: boolean }>()].sort(
      (a, b) => Number(a.duplicate) - Number(b.duplicate),
    );
    expect(results).toEqual([
      { batch_id: 'once', duplicate: false, accepted: 1, rejected: 1, ignored: 3 },
      { batch_id: 'once', duplicate: true, accepted: 1, rejected: 1, ignored: 3 },
    ]);
    const { rows } = await testApp.database.pool.query(
      "SELECT sum(accepted) AS accepted, sum(rejected) AS rejected FROM hashrate_4h h JOIN hashrate_series s ON s.id = h.series_id WHERE s.kind = 'worker'",
    );
    expect(rows[0]).toEqual({ accepted: 2, rejected: 2 });
  });
});

describe('the per-minute roll-up', () => {
  it('carries each minute into the coarse buckets once, including shares that arrive after it was carried', async () => {
    const time = ago(30 * minute).toISOString();
    const share = { worker: 'latecomer.late', difficulty: 5, time, accepted: true };
    const twentyMinuteSum = async () => {
      const { rows } = await testApp.database.pool.query<{ accepted: number }>(
        `SELECT coalesce(sum(h.accepted), 0) AS accepted FROM hashrate_20m h
           JOIN hashrate_series s ON s.id = h.series_id WHERE s.kind = 'worker' AND s.worker_name = 'late'`,
      );
      return Number(rows[0]!.accepted);
    };
    await send([share]);
    expect(await twentyMinuteSum()).toBe(0);
    await refresh();
    expect(await twentyMinuteSum()).toBe(5);
    await refresh();
    expect(await twentyMinuteSum()).toBe(5);
    await send([{ ...share, difficulty: 3 }]);
    await refresh();
    await refresh();
    expect(await twentyMinuteSum()).toBe(8);
  });
});

describe('a fleet of known hashrate', () => {
  // Ten rigs of 50–500 TH/s, each finding a share every 6 s on average, for 25 hours.
  const rigs = Array.from({ length: 10 }, (_, index) => ({ name: `rig${index}`, hashRate: (index + 1) * 50e12 }));
  const fleetHashRate = rigs.reduce((sum, rig) => sum + rig.hashRate, 0);
  const sharesPerWindow = (ms: number) => (rigs.length * ms) / 6000;
  /** Four standard deviations of a sum of N equal-difficulty Poisson shares. */
  const tolerance = (ms: number) => 4 / Math.sqrt(sharesPerWindow(ms));

  beforeAll(async () => {
    const next = random(42);
    const shares: Share[] = [];
    for (const rig of rigs) {
      const difficulty = (rig.hashRate * 6) / 2 ** 32;
      for (let t = now.getTime() - 25 * hour; ;) {
        t += -Math.log(1 - next()) * 6000;
        if (t >= now.getTime()) break;
        const accepted = next() > 0.02;
        shares.push({ worker: `fleet.${rig.name}`, difficulty, time: new Date(t).toISOString(), accepted });
      }
    }
    shares.sort((a, b) => a.time.localeCompare(b.time));
    await send(shares);
    await refresh();
  }, 120_000);

  it('reports the 15m, 1h and 24h hashrate of the account within the tolerance of its share count', async () => {
    const response = await call(owner.id, 'GET', `/miners/${ids.main}/stats`);
    expect(response.statusCode).toBe(200);
    const stats = accountStatsSchema.parse(response.json());
    // Rejected shares (2 %) are not hashrate: the expectation is the accepted part.
    const expected = fleetHashRate * 0.98;
    expect(Math.abs(stats.hash_rate_15m / expected - 1)).toBeLessThan(tolerance(15 * minute));
    expect(Math.abs(stats.hash_rate_1h / expected - 1)).toBeLessThan(tolerance(hour));
    expect(Math.abs(stats.hash_rate_24h / expected - 1)).toBeLessThan(tolerance(day));
    expect(stats.reject_pct_15m).toBeGreaterThan(0.5);
    expect(stats.reject_pct_15m).toBeLessThan(4);
    expect(stats.workers).toEqual({ stable: 10, unavailable: 0, off: 0, removed: 0, total: 10 });
    expect(stats.status).toBe('ok');
    // The 7-day and 30-day figures average over their whole span: 25 hours of 7 days.
    expect(Math.abs(stats.hash_rate_1w / ((expected * 25 * hour) / (7 * day)) - 1)).toBeLessThan(tolerance(day));
  });

  it('gives each worker its own rate, and the operator and pool the sums of their accounts', async () => {
    const response = await call(owner.id, 'GET', `/miners/${ids.main}/workers?sort=hash_rate_24h&order=desc`);
    const workers = workersResponseSchema.parse(response.json());
    expect(workers.data.map((worker) => worker.worker_name)).toEqual(rigs.map((rig) => rig.name).reverse());
    for (const worker of workers.data) {
      const rig = rigs.find((candidate) => candidate.name === worker.worker_name)!;
      expect(Math.abs(worker.hash_rate_24h / (rig.hashRate * 0.98) - 1)).toBeLessThan(4 / Math.sqrt(24 * 600));
      expect(worker.status).toBe('stable');
    }
    const pool = accountStatsSchema.parse((await call(poolUser.id, 'GET', `/pools/${ids.pool}/stats`)).json());
    const miner = accountStatsSchema.parse((await call(owner.id, 'GET', `/miners/${ids.main}/stats`)).json());
    // The pool also has the 8 difficulty of the roll-up test's worker: 4e5 H/s over a day.
    expect(Math.abs(pool.hash_rate_24h - miner.hash_rate_24h)).toBeLessThan((8 * 2 ** 32) / 86_400 + 1);
  });

  it('draws charts from the buckets: one point per product §9 average, the sum of the same shares', async () => {
    for (const [period, points] of [
      ['PT15M', 15],
      ['PT1H', 12],
      ['P1D', 72],
      ['P1W', 42],
      ['P30D', 180],
      ['P90D', 180],
    ] as const) {
      const response = await call(owner.id, 'GET', `/miners/${ids.main}/charts?period=${period}`);
      const chart = chartResponseSchema.parse(response.json());
      expect(chart.points).toHaveLength(points);
      expect(chart.status).toBe('ok');
    }
    const day1 = chartResponseSchema.parse(
      (await call(owner.id, 'GET', `/miners/${ids.main}/charts?period=P1D`)).json(),
    );
    const mean = day1.points.reduce((sum, point) => sum + point.hash_rate, 0) / day1.points.length;
    expect(Math.abs(mean / (fleetHashRate * 0.98) - 1)).toBeLessThan(tolerance(day));
    // About 2 % of the fleet's work is rejected; every point of the last day has shares.
    const rejects = day1.points.map((point) => point.reject_pct);
    expect(
      rejects.every((value) => value !== null && value > 0.5 && value < 4),
      JSON.stringify(rejects),
    ).toBe(true);
    const combined = chartResponseSchema.parse(
      (await call(owner.id, 'GET', `/miners/charts?id=${ids.main}&id=${ids.quiet}&period=P1D`)).json(),
    );
    expect(combined.points).toEqual(day1.points);
  });

  it('draws 30 and 90 days from the 4-hour buckets: the same work as the week, in 4- and 12-hour points', async () => {
    const chartOf = async (period: string) =>
      chartResponseSchema.parse((await call(owner.id, 'GET', `/miners/${ids.main}/charts?period=${period}`)).json());
    const [week, month, quarter] = [await chartOf('P1W'), await chartOf('P30D'), await chartOf('P90D')];
    expect(month.points.slice(-42)).toEqual(week.points);
    const workOf = (points: { hash_rate: number }[], pointSeconds: number) =>
      points.reduce((sum, point) => sum + point.hash_rate * pointSeconds, 0);
    const weekWork = workOf(week.points, 4 * 3600);
    expect(weekWork).toBeGreaterThan(0);
    // The 12-hour points end at the last 12-hour edge, so up to two 4-hour buckets are not in them yet.
    const lastWeekBuckets = workOf(week.points.slice(-2), 4 * 3600);
    const quarterWork = workOf(quarter.points, 12 * 3600);
    expect(quarterWork).toBeGreaterThanOrEqual((weekWork - lastWeekBuckets) * (1 - 1e-9));
    expect(quarterWork).toBeLessThanOrEqual(weekWork * (1 + 1e-9));
    expect(new Date(quarter.points.at(-1)!.time).getUTCHours() % 12).toBe(0);
  });

  it('refuses 90 days of workers (their 4-hour buckets are kept 35 days) with a field error', async () => {
    const list = workersResponseSchema.parse((await call(owner.id, 'GET', `/miners/${ids.main}/workers`)).json());
    for (const path of [
      `/workers/charts?id=${list.data[0]!.id}&period=P90D`,
      `/workers/stats?id=${list.data[0]!.id}&period=P90D`,
      `/miners/${ids.main}/workers/boundary/charts?period=P90D`,
    ]) {
      const response = await call(owner.id, 'GET', path);
      expect(response.statusCode, path).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.fields).toEqual([
        { name: 'period', code: 'max_threshold', max: 'P30D' },
      ]);
    }
    expect((await call(owner.id, 'GET', `/workers/charts?id=${list.data[0]!.id}&period=P30D`)).statusCode).toBe(200);
  });

  it('averages several accounts or workers over a period (GET /miners/stats, /workers/stats)', async () => {
    const miners = multiStatsResponseSchema.parse(
      (await call(owner.id, 'GET', `/miners/stats?id=${ids.main}&id=${ids.quiet}&period=PT1H`)).json(),
    );
    expect(miners.data.map((item) => item.name)).toEqual(['fleet', 'quiet']);
    expect(Math.abs(miners.data[0]!.hash_rate / (fleetHashRate * 0.98) - 1)).toBeLessThan(tolerance(hour));
    expect(miners.data[1]!.hash_rate).toBe(0);
    const list = workersResponseSchema.parse(
      (await call(owner.id, 'GET', `/miners/${ids.main}/workers?per-page=2`)).json(),
    );
    expect(list.data).toHaveLength(2);
    const workers = multiStatsResponseSchema.parse(
      (await call(owner.id, 'GET', `/workers/stats?id=${list.data[0]!.id}&period=P1D`)).json(),
    );
    expect(workers.data[0]!.name).toBe(list.data[0]!.worker_name);
  });

  it('exports the average of each worker over any pool days of the last 30, from the buckets', async () => {
    const exported = async (range: string) => {
      const response = await call(owner.id, 'GET', `/miners/${ids.main}/workers/export?sort=worker_name&${range}`);
      expect(response.statusCode, response.body).toBe(200);
      return {
        response,
        lines: response.body
          .trimEnd()
          .split('\r\n')
          .map((line) => line.split(',')),
      };
    };
    // The shares ran from 11:00:30 on Nov 19 until now, 12:00:30 on Nov 20.
    const { response, lines } = await exported('from=2026-11-19&to=2026-11-20');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="workers-fleet-2026-11-19-2026-11-20.csv"',
    );
    expect(lines[0]!.slice(-2)).toEqual([
      'Hashrate 2026-11-19 to 2026-11-20 (TH/s)',
      'Rejected 2026-11-19 to 2026-11-20 (%)',
    ]);
    const perWorker = tolerance(25 * hour) * Math.sqrt(rigs.length);
    for (const line of lines.slice(1)) {
      const rig = rigs.find((candidate) => candidate.name === line[0])!;
      // 25 hours of work over the 36 hours from Nov 19, 00:00 to the last whole minute.
      const expected = (rig.hashRate * 0.98 * 25) / 36 / 1e12;
      expect(Math.abs(Number(line.at(-2)) / expected - 1), line[0]).toBeLessThan(perWorker);
      expect(Number(line.at(-1))).toBeGreaterThan(0.5);
      expect(Number(line.at(-1))).toBeLessThan(4);
    }
    // A day before the shares: zeros, not the current figures.
    const before = await exported('from=2026-11-10&to=2026-11-18');
    expect(before.lines.slice(1).map((line) => line.slice(-2))).toEqual(rigs.map(() => ['0.000', '0.00']));
  });

  it('refuses a workers export range that is half, reversed, in the future or older than 30 days', async () => {
    for (const [range, fields] of [
      ['from=2026-11-19', [{ name: 'to', code: 'required' }]],
      ['from=2026-11-20&to=2026-11-19', [{ name: 'from', code: 'max_threshold', max: '2026-11-19' }]],
      ['from=2026-11-19&to=2026-11-21', [{ name: 'to', code: 'max_threshold', max: '2026-11-20' }]],
      ['from=2026-10-20&to=2026-11-01', [{ name: 'from', code: 'min_threshold', min: '2026-10-21' }]],
    ] as const) {
      const response = await call(owner.id, 'GET', `/miners/${ids.main}/workers/export?${range}`);
      expect(response.statusCode, range).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.fields, range).toEqual(fields);
    }
    expect(
      (await call(owner.id, 'GET', `/miners/${ids.main}/workers/export?from=2026-11-31&to=2026-12-01`)).statusCode,
    ).toBe(400);
  });
});

describe('worker lists', () => {
  it('sorts, searches and pages in SQL with a stable order', async () => {
    const page = (query: string) =>
      call(owner.id, 'GET', `/miners/${ids.main}/workers?${query}`).then((response) =>
        workersResponseSchema.parse(response.json()),
      );
    const first = await page('sort=worker_name&order=asc&page=1&per_page=4');
    const second = await page('sort=worker_name&order=asc&page=2&per_page=4');
    const third = await page('sort=worker_name&order=asc&page=3&per_page=4');
    expect(first.pagination).toMatchObject({ page: 1, per_page: 4, total: 10 });
    expect(third.pagination).toMatchObject({ page: 3, total: 10, next_cursor: null });
    // A first page with room to spare, or just full, holds the whole list: the same total.
    expect((await page('per_page=50')).pagination.total).toBe(10);
    expect((await page('per_page=10')).pagination).toMatchObject({ total: 10, next_cursor: null });
    expect((await page('per_page=9')).pagination.total).toBe(10);
    expect([...first.data, ...second.data, ...third.data].map((worker) => worker.worker_name)).toEqual(
      [...Array.from({ length: 10 }, (_, index) => `rig${index}`)].sort(),
    );
    expect((await page('search=rig1')).data.map((worker) => worker.worker_name)).toEqual(['rig1']);
    expect((await page('search=%25')).data).toEqual([]);
    // As typed into the rig's user field: account.worker (any case) finds the worker of that account only.
    expect((await page('search=fleet.rig1')).data.map((worker) => worker.worker_name)).toEqual(['rig1']);
    expect((await page('search=FLEET.rig1')).data.map((worker) => worker.worker_name)).toEqual(['rig1']);
    expect((await page('search=fleet.')).pagination.total).toBe(10);
    expect((await page('search=customer.rig1')).data).toEqual([]);
    const byRejects = await page('sort=reject_pct_15m&order=desc');
    const rejects = byRejects.data.map((worker) => worker.reject_pct_15m);
    expect(rejects).toEqual([...rejects].sort((a, b) => b - a));
  });

  it('exports the filtered, sorted list as CSV for those who read the workers', async () => {
    const response = await call(
      owner.id,
      'GET',
      `/miners/${ids.main}/workers/export?search=rig&sort=worker_name&order=desc`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="workers-fleet-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Worker,Account,Status,Behaviour,Hashrate 15 min (TH/s),Hashrate 1 hour (TH/s),Hashrate 24 hours (TH/s),Rejected 15 min (%),Last share (UTC)',
    );
    const listed = workersResponseSchema.parse(
      (
        await call(owner.id, 'GET', `/miners/${ids.main}/workers?search=rig&sort=worker_name&order=desc&per_page=100`)
      ).json(),
    ).data;
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(listed.map((worker) => worker.worker_name));
    expect(lines[1]!.split(',').slice(1, 4)).toEqual(['fleet', listed[0]!.status, 'hardware']);
    expect(lines[1]!.split(',')[4]).toBe((listed[0]!.hash_rate_15m / 1e12).toFixed(3));
    expect((await call(accountant.id, 'GET', `/miners/${ids.main}/workers/export`)).statusCode).toBe(403);
    expect((await call(owner.id, 'GET', `/miners/${ids.main}/workers/export?removed=maybe`)).statusCode).toBe(400);
  });

  it('refuses unknown sort fields, periods, statuses and page sizes with 400 field errors', async () => {
    for (const url of [
      `/miners/${ids.main}/workers?sort=hashrate`,
      `/miners/${ids.main}/workers?order=up`,
      `/miners/${ids.main}/workers?status=sleeping`,
      `/miners/${ids.main}/workers?per_page=5000`,
      `/miners/${ids.main}/charts?period=P1Y`,
      `/miners/${ids.main}/charts`,
      '/miners/charts?period=P1D',
      '/workers/charts?id=abc&period=P1D',
      '/miners/not-a-uuid/stats',
    ]) {
      const response = await call(owner.id, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('invalid_input');
    }
  });
});

describe('status rules on the clock, through the API', () => {
  it('moves a worker from stable to unavailable to off to removed at the exact boundaries', async () => {
    const saved = now;
    const lastShare = new Date('2026-11-20T11:50:00.000Z');
    await send([{ worker: 'quiet.lonely', difficulty: 1, time: lastShare.toISOString(), accepted: true }]);
    await refresh();
    const statusAt = async (time: string) => {
      now = new Date(time);
      const counts = workerStatusCountsSchema.parse(
        (await call(owner.id, 'GET', `/miners/${ids.quiet}/workers/statuses`)).json(),
      );
      const list = workersResponseSchema.parse(
        (await call(owner.id, 'GET', `/miners/${ids.quiet}/workers?removed=shown`)).json(),
      );
      const status = Object.entries(counts).find(([key, value]) => key !== 'total' && value === 1)?.[0];
      expect(list.data[0]!.status).toBe(status);
      // One worker count everywhere: the dashboard's, the status tabs' "All" and the
      // unfiltered list's are the workers not removed.
      const stats = accountStatsSchema.parse((await call(owner.id, 'GET', `/miners/${ids.quiet}/stats`)).json());
      const all = workersResponseSchema.parse((await call(owner.id, 'GET', `/miners/${ids.quiet}/workers`)).json());
      expect([stats.workers.total, counts.total, all.pagination.total]).toEqual(
        Array(3).fill(status === 'removed' ? 0 : 1),
      );
      const filtered = workersResponseSchema.parse(
        (await call(owner.id, 'GET', `/miners/${ids.quiet}/workers?status=${status}`)).json(),
      );
      expect(filtered.data).toHaveLength(1);
      return status;
    };
    expect(await statusAt('2026-11-20T12:00:00.000Z')).toBe('stable');
    expect(await statusAt('2026-11-20T12:00:00.001Z')).toBe('unavailable');
    expect(await statusAt('2026-11-21T12:00:00.000Z')).toBe('unavailable');
    expect(await statusAt('2026-11-21T12:00:00.001Z')).toBe('off');
    // Off from 2026-11-21T12:00Z; six full days are the 22nd to the 27th.
    expect(await statusAt('2026-11-27T23:59:59.999Z')).toBe('off');
    const hiding = async () =>
      workersResponseSchema.parse((await call(owner.id, 'GET', `/miners/${ids.quiet}/workers?removed=hidden`)).json())
        .pagination.total;
    expect(await hiding()).toBe(1);
    expect(await statusAt('2026-11-28T00:00:00.000Z')).toBe('removed');
    // "All" without the removed ones (the workers page's default); the status filter still finds them.
    expect(await hiding()).toBe(0);
    const removed = await call(owner.id, 'GET', `/miners/${ids.quiet}/workers?removed=hidden&status=removed`);
    expect(workersResponseSchema.parse(removed.json()).pagination.total).toBe(1);
    now = saved;
  });

  it('moves the chart state from collecting to ok to unavailable to stale, and shows nodata before any share', async () => {
    const saved = now;
    const { pool } = testApp.database;
    const fresh = (
      await pool.query<{ id: string }>(
        "INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'fresh_start') RETURNING id",
        [ids.pool],
      )
    ).rows[0]!.id;
    await pool.query("INSERT INTO permissions (identity_id, type, miner_id) VALUES ($1, 'miner', $2)", [
      owner.id,
      fresh,
    ]);
    const stateAt = async (time: string) => {
      now = new Date(time);
      return accountStatsSchema.parse((await call(owner.id, 'GET', `/miners/${fresh}/stats`)).json()).status;
    };
    expect(await stateAt('2026-11-20T12:00:00.000Z')).toBe('nodata');
    await send([{ worker: 'fresh_start.one', difficulty: 1, time: '2026-11-20T12:00:00.000Z', accepted: true }]);
    // The share counts once its minute has closed and the per-minute job has run.
    now = new Date('2026-11-20T12:01:00.000Z');
    await refresh();
    expect(await stateAt('2026-11-20T12:14:59.999Z')).toBe('collecting');
    expect(await stateAt('2026-11-20T12:15:00.000Z')).toBe('ok');
    expect(await stateAt('2026-11-20T13:00:00.000Z')).toBe('ok');
    expect(await stateAt('2026-11-20T13:00:00.001Z')).toBe('unavailable');
    expect(await stateAt('2026-11-27T12:00:00.000Z')).toBe('unavailable');
    expect(await stateAt('2026-11-27T12:00:00.001Z')).toBe('stale');
    now = saved;
  });
});

describe('worker counts between two runs of the job', () => {
  it('adjusts the counts of the last run by the clock and agrees with counting every worker at any instant', async () => {
    const saved = now;
    const counted = new Date('2026-11-20T23:58:00.000Z');
    now = counted;
    const { pool } = testApp.database;
    const mix = (
      await pool.query<{ id: string }>(
        "INSERT INTO miner_accounts (pool_id, operator_id, account_name) VALUES ($1, $2, 'status_mix') RETURNING id",
        [ids.pool, ids.operator],
      )
    ).rows[0]!.id;
    // Workers whose status changes by the clock alone in the next five minutes: across
    // 10 minutes, 24 h 10 min, and the midnight that removes a day of off workers.
    const t = counted.getTime();
    const lastShares = Array.from({ length: 16 }, (_, k) => [
      new Date(t - 10 * minute + k * 20_000),
      new Date(t - 24 * hour - 10 * minute + k * 20_000),
      new Date(Date.parse('2026-11-15T00:00:00.000Z') - 24 * hour - 10 * minute - k * 60_000),
      new Date(Date.parse('2026-11-15T00:00:00.000Z') - 24 * hour - 10 * minute + 1 + k * 60_000),
    ]).flat();
    await send(
      lastShares.map((_, k) => ({
        worker: `status_mix.w${k}`,
        difficulty: 1,
        time: counted.toISOString(),
        accepted: true,
      })),
    );
    now = new Date(t + minute);
    await refresh();
    for (const [k, last] of lastShares.entries()) {
      await pool.query(
        `UPDATE hashrate_figures f SET last_share_at = $1
           FROM hashrate_series s WHERE s.id = f.series_id AND s.kind = 'worker' AND s.worker_name = $2`,
        [last, `w${k}`],
      );
    }
    now = counted;
    await refresh();

    const repository = new MonitoringRepository(testApp.database.db);
    const instants = [
      ...Array.from({ length: 31 }, (_, k) => t + k * 10_000),
      ...lastShares.flatMap((last) => [last.getTime() + 10 * minute, last.getTime() + 24 * hour + 10 * minute]),
      Date.parse('2026-11-21T00:00:00.000Z') - 1,
      Date.parse('2026-11-21T00:00:00.000Z'),
    ].filter((instant) => instant >= t && instant <= t + 5 * minute);
    const removedBefore = (await repository.countStatuses({ kind: 'miner', id: mix }, counted)).removed;
    const removedAfter = (
      await repository.countStatuses({ kind: 'miner', id: mix }, new Date('2026-11-21T00:00:00.000Z'))
    ).removed;
    expect(removedAfter - removedBefore).toBe(16);
    let changes = 0;
    for (const instant of instants) {
      for (const delta of [-1, 0, 1]) {
        const at = new Date(instant + delta);
        if (at.getTime() < t) continue;
        for (const scope of [
          { kind: 'miner', id: mix },
          { kind: 'operator', id: ids.operator },
          { kind: 'pool', id: ids.pool },
        ] as const) {
          const fast = await repository.statusCounts(scope, at);
          expect(fast, `${scope.kind} at ${at.toISOString()}`).toEqual(await repository.countStatuses(scope, at));
          if (
            scope.kind === 'miner' &&
            JSON.stringify(fast) !== JSON.stringify(await repository.statusCounts(scope, counted))
          ) {
            changes += 1;
          }
        }
      }
    }
    // The instants did move workers between statuses (the test is not vacuous).
    expect(changes).toBeGreaterThan(10);
    now = saved;
  });
});

describe('who may read what', () => {
  it('answers 401 without a session, 404 for unknown accounts and 403 for other people’s accounts', async () => {
    expect((await call(undefined, 'GET', `/miners/${ids.main}/stats`)).statusCode).toBe(401);
    const unknown = await call(owner.id, 'GET', '/miners/00000000-0000-4000-8000-00000000ffff/stats');
    expect(unknown.statusCode).toBe(404);
    for (const url of [
      `/miners/${ids.main}/stats`,
      `/miners/${ids.main}/workers`,
      `/miners/${ids.main}/charts?period=P1D`,
      `/miners/charts?id=${ids.other}&id=${ids.main}&period=P1D`,
      `/pools/${ids.pool}/stats`,
      `/operators/${ids.operator}/workers`,
    ]) {
      const response = await call(stranger.id, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('access_denied');
    }
  });

  it('lets operators see their customers, pool staff everything, and keeps workers from accountants', async () => {
    expect((await call(operatorUser.id, 'GET', `/miners/${ids.customer}/workers`)).statusCode).toBe(200);
    expect((await call(operatorUser.id, 'GET', `/operators/${ids.operator}/miners`)).statusCode).toBe(200);
    expect((await call(operatorUser.id, 'GET', `/miners/${ids.main}/stats`)).statusCode).toBe(403);
    const miners = await call(poolUser.id, 'GET', `/pools/${ids.pool}/miners?per_page=2`);
    expect(miners.json<{ pagination: { total: number } }>().pagination.total).toBeGreaterThanOrEqual(4);
    expect((await call(poolUser.id, 'GET', `/miners/${ids.main}/workers`)).statusCode).toBe(200);
    expect((await call(accountant.id, 'GET', `/miners/${ids.main}/stats`)).statusCode).toBe(200);
    expect((await call(accountant.id, 'GET', `/miners/${ids.main}/workers`)).statusCode).toBe(403);
  });
});

describe('watcher links', () => {
  let token = '';
  let firstLink: Watcher;
  const asWatcher = (method: 'GET' | 'POST' | 'DELETE', url: string, watcherToken = token, payload?: object) =>
    testApp.app.inject({
      method,
      url: `/api/backend/v0.1${url}`,
      cookies: { 'XSRF-TOKEN': 'x' },
      headers: { 'x-xsrf-token': 'x', 'x-watcher-token': watcherToken },
      ...(payload ? { payload } : {}),
    });

  it('lets the owner create a link; the link opens one account read-only without a session', async () => {
    const created = await call(owner.id, 'POST', `/miners/${ids.main}/watchers`, { name: 'for my partner' });
    expect(created.statusCode).toBe(201);
    firstLink = created.json<Watcher>();
    token = firstLink.token;
    const check = await testApp.app.inject({ method: 'GET', url: `/api/backend/v0.1/watchers/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      token,
      permissions: [{ type: 'miner', account_id: ids.main, role: 'viewer' }],
    });
    expect((await asWatcher('GET', `/miners/${ids.main}/workers`)).statusCode).toBe(200);
    expect((await asWatcher('GET', `/miners/${ids.main}/charts?period=P1W`)).statusCode).toBe(200);
  });

  it('opens the workers only unless the owner chooses the payments too', async () => {
    expect(firstLink.opens).toBe('workers');
    const check = await testApp.app.inject({ method: 'GET', url: `/api/backend/v0.1/watchers/${token}` });
    expect(check.json<WatcherCheckResponse>().permissions[0]!.sections).toEqual(['section_workers_read']);
    expect((await asWatcher('GET', `/miners/${ids.main}/payments`)).statusCode).toBe(403);
    expect((await asWatcher('GET', `/miners/${ids.main}/balance`)).statusCode).toBe(403);

    const both = await call(owner.id, 'POST', `/identity/${owner.id}/watchers`, {
      miner_id: ids.main,
      opens: 'workers_and_payments',
    });
    expect(both.statusCode).toBe(201);
    const bothToken = both.json<Watcher>().token;
    expect(both.json<Watcher>()).toMatchObject({ opens: 'workers_and_payments', name: null });
    expect((await asWatcher('GET', `/miners/${ids.main}/payments`, bothToken)).statusCode).toBe(200);
    expect((await asWatcher('GET', `/miners/${ids.main}/workers`, bothToken)).statusCode).toBe(200);
    expect((await call(owner.id, 'DELETE', `/identity/${owner.id}/watchers/${bothToken}`)).statusCode).toBe(204);

    const bad = await call(owner.id, 'POST', `/miners/${ids.main}/watchers`, { opens: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: { name: string }[] } }>().error.fields[0]!.name).toBe('body.opens');
  });

  it('refuses any write and any other account with the watcher header', async () => {
    expect((await asWatcher('GET', `/miners/${ids.quiet}/stats`)).statusCode).toBe(403);
    expect((await asWatcher('GET', `/pools/${ids.pool}/stats`)).statusCode).toBe(403);
    expect((await asWatcher('GET', '/identity')).statusCode).toBe(403);
    expect((await asWatcher('POST', `/miners/${ids.main}/watchers`, token, {})).statusCode).toBe(403);
    expect((await asWatcher('DELETE', `/miners/${ids.main}/watchers?token=${token}`)).statusCode).toBe(403);
    expect((await asWatcher('DELETE', `/miners/${ids.main}`)).statusCode).toBe(403);
    expect((await asWatcher('POST', '/miners', token, { account_name: 'sneaky' })).statusCode).toBe(403);
  });

  it('lists links for their owner only, and a revoked link is 404 everywhere', async () => {
    const list = await call(owner.id, 'GET', `/identity/${owner.id}/watchers`);
    expect(list.json<{ data: { token: string }[] }>().data.map((watcher) => watcher.token)).toEqual([token]);
    expect((await call(stranger.id, 'GET', `/identity/${owner.id}/watchers`)).statusCode).toBe(403);
    expect((await call(stranger.id, 'DELETE', `/identity/${stranger.id}/watchers/${token}`)).statusCode).toBe(403);
    expect((await call(owner.id, 'DELETE', `/identity/${owner.id}/watchers/${token}`)).statusCode).toBe(204);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/backend/v0.1/watchers/${token}` })).statusCode).toBe(
      404,
    );
    const revoked = await asWatcher('GET', `/miners/${ids.main}/stats`);
    expect(revoked.statusCode).toBe(404);
    expect((await asWatcher('GET', `/miners/${ids.main}/stats`, 'made-up-token-0000000000')).statusCode).toBe(404);
  });

  it('suggests worker names without credentials', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/backend/v0.1/workers/random-name' });
    expect(response.json<{ name: string }>().name).toMatch(/^[a-z]+_[a-z]+_\d{3}$/);
  });
});

describe('the workers export of a worker named like a formula', () => {
  it('writes the name as text a spreadsheet never runs, and the figures as numbers', async () => {
    const { pool } = testApp.database;
    const accountId = (
      await pool.query<{ id: string }>(
        "INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'formulas') RETURNING id",
        [ids.pool],
      )
    ).rows[0]!.id;
    await grantPermission(pool, owner.id, 'miner', accountId);
    // The Stratum worker names' alphabet allows a leading minus: "-A1-A2" computes in a spreadsheet.
    await send([{ worker: 'formulas.-A1-A2', difficulty: 1000, time: ago(minute).toISOString(), accepted: true }]);
    await refresh();
    const response = await call(owner.id, 'GET', `/miners/${accountId}/workers/export`);
    expect(response.statusCode).toBe(200);
    const [, line] = response.body.split('\r\n');
    const cells = line!.split(',');
    expect(cells.slice(0, 2)).toEqual([`"'-A1-A2"`, 'formulas']);
    expect(cells.slice(4, 8).every((cell) => /^\d+(\.\d+)?(e[+-]?\d+)?$/.test(cell))).toBe(true);
    expect(Number(cells[4])).toBeGreaterThan(0);
  });
});
