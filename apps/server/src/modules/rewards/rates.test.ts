import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  externalRateSourcesResponseSchema,
  rewardRateSchema,
  rewardRatesResponseSchema,
  watcherHeaderName,
} from '@pool/contract';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import type { MoneySettings } from '../module-deps.js';
import { blockSubsidy, hashprice } from './rate-sources.js';
import { RewardsJob } from './rewards-job.js';

let now = new Date('2026-11-20T12:00:00.000Z');
const clock = () => now;
const silent = () => undefined;
const log = { info: silent, warn: silent, debug: silent, error: silent } as unknown as FastifyBaseLogger;

const identity = new TestIdentity();
const platform = identity.add({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'platform@example.com',
  credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
  secondFactorAge: 10,
});
const poolAdmin = identity.add({ id: '00000000-0000-4000-8000-000000000002', email: 'admin@example.com' });
const miner = identity.add({ id: '00000000-0000-4000-8000-000000000003', email: 'miner@example.com' });

/**
 * A loopback explorer speaking mempool.space's REST API, so the "network" source is
 * tested over real HTTP without the internet.
 */
const explorer = {
  failing: false,
  requests: [] as string[],
  server: http.createServer((request, response) => {
    explorer.requests.push(request.url ?? '');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (explorer.failing) return send(503, { error: 'maintenance' });
    if (request.url === '/api/v1/mining/hashrate/3d') {
      return send(200, { hashrates: [], difficulty: [], currentHashrate: 5e20, currentDifficulty: 2 ** 46 });
    }
    if (request.url === '/api/v1/mining/reward-stats/144') {
      return send(200, {
        startBlock: 899_856,
        endBlock: 899_999,
        totalReward: '47880000000',
        totalFee: '2880000000',
        totalTx: '500000',
      });
    }
    return send(404, { error: 'not found' });
  }),
};

const money: Partial<MoneySettings> = {};
beforeAll(async () => {
  await new Promise<void>((resolve) => explorer.server.listen(0, '127.0.0.1', resolve));
  money.networkStatsUrl = `http://127.0.0.1:${(explorer.server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => explorer.server.close(() => resolve())));

// Registered after the explorer's hook, so the app is built with its address.
const testApp = useTestApp(identity, { clock, money });
const call = testApp.call;
let poolId = '';

beforeAll(async () => {
  const { pool } = testApp.database;
  poolId = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;
  const minerId = (
    await pool.query<{ id: string }>(
      "INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'rig') RETURNING id",
      [poolId],
    )
  ).rows[0]!.id;
  await pool.query("INSERT INTO permissions (identity_id, type, role) VALUES ($1, 'platform', 'admin')", [platform.id]);
  await pool.query("INSERT INTO permissions (identity_id, type, pool_id, role) VALUES ($1, 'pool', $2, 'owner')", [
    poolAdmin.id,
    poolId,
  ]);
  await pool.query("INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, 'owner')", [
    miner.id,
    minerId,
  ]);
  await pool.query("INSERT INTO watchers (token, miner_id, created_by) VALUES ('watcher-token-0123456789', $1, $2)", [
    minerId,
    miner.id,
  ]);
});

const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;

describe('reward rates', () => {
  it('sets today’s rate by default and lists rates newest first, paginated', async () => {
    const empty = await call(platform.id, 'GET', '/platform/rewards/rates');
    expect(rewardRatesResponseSchema.parse(empty.json())).toEqual({
      data: [],
      pagination: { page: 1, per_page: 50, total: 0 },
    });

    const today = await call(platform.id, 'PUT', '/platform/rewards/rates/current', { rate: 52 });
    expect(today.statusCode).toBe(200);
    expect(rewardRateSchema.parse(today.json())).toEqual({ date: '2026-11-20', rate: 52, source: 'manual' });
    const yesterday = await call(platform.id, 'PUT', '/platform/rewards/rates/current', {
      rate: 49,
      date: '2026-11-19',
      source: 'network',
    });
    expect(yesterday.json()).toEqual({ date: '2026-11-19', rate: 49, source: 'network' });
    // Setting a day again replaces its rate.
    await call(platform.id, 'PUT', '/platform/rewards/rates/current', { rate: 53 });

    const page = await call(platform.id, 'GET', '/platform/rewards/rates?per-page=1');
    expect(page.json()).toEqual({
      data: [{ date: '2026-11-20', rate: 53, source: 'manual' }],
      pagination: { page: 1, per_page: 1, total: 2 },
    });
    expect((await call(platform.id, 'GET', '/platform/rewards/rates?page=2&per_page=1')).json()).toMatchObject({
      data: [{ date: '2026-11-19', rate: 49 }],
    });
  });

  it('refuses other days with a field error, and a day already credited with reward_already_processed', async () => {
    for (const [date, code, value] of [
      ['2026-11-18', 'min_threshold', '2026-11-19'],
      ['2026-11-21', 'max_threshold', '2026-11-20'],
    ] as const) {
      const response = await call(platform.id, 'PUT', '/platform/rewards/rates/current', { rate: 50, date });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual([{ name: 'date', code, value }]);
    }
    // 09:00 UTC: yesterday's rewards are credited; its rate is fixed from then on.
    now = new Date('2026-11-20T09:30:00.000Z');
    await new RewardsJob({ db: testApp.database.db, clock, log }).runDay(poolId, '2026-11-19');
    const late = await call(platform.id, 'PUT', '/platform/rewards/rates/current', { rate: 50, date: '2026-11-19' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('reward_already_processed');
    expect((await call(platform.id, 'PUT', '/platform/rewards/rates/current', { rate: 54 })).statusCode).toBe(200);
    now = new Date('2026-11-21T00:30:00.000Z');
    // A credited day stays 409 however old; an old day never credited is a field error.
    expect(
      (await call(platform.id, 'PUT', '/platform/rewards/rates/current', { rate: 50, date: '2026-11-19' })).statusCode,
    ).toBe(409);
    expect(
      (await call(platform.id, 'PUT', '/platform/rewards/rates/current', { rate: 50, date: '2026-11-20' })).statusCode,
    ).toBe(200);
  });

  it('validates the body: an integer rate of 1 to 1,000,000, a date, a short source', async () => {
    for (const body of [
      {},
      { rate: 0 },
      { rate: 1_000_001 },
      { rate: 1.5 },
      { rate: '50' },
      { rate: 50, date: '20-11-2026' },
      { rate: 50, date: '2026-02-30' },
      { rate: 50, source: '' },
      { rate: 50, source: 'x'.repeat(65) },
    ]) {
      const response = await call(platform.id, 'PUT', '/platform/rewards/rates/current', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).fields?.length).toBeGreaterThan(0);
    }
  });

  it('is the platform’s alone: 401 without a session, 403 for anyone else and for watcher links', async () => {
    for (const [method, url, body] of [
      ['GET', '/platform/rewards/rates', undefined],
      ['GET', '/platform/rewards/rates/external-sources', undefined],
      ['PUT', '/platform/rewards/rates/current', { rate: 50 }],
    ] as const) {
      expect((await call(undefined, method, url, body)).statusCode).toBe(401);
      for (const userId of [poolAdmin.id, miner.id]) {
        const response = await call(userId, method, url, body);
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).code).toBe('access_denied');
      }
      const watched = await testApp.app.inject({
        method,
        url: `/api/backend/v0.1${url}`,
        cookies: { 'XSRF-TOKEN': 'x' },
        headers: { 'x-xsrf-token': 'x', [watcherHeaderName.toLowerCase()]: 'watcher-token-0123456789' },
        ...(body ? { payload: body } : {}),
      });
      expect(watched.statusCode).toBe(403);
    }
  });
});

describe('external rate sources', () => {
  it('suggests the network hashprice from the explorer’s difficulty, tip and fees', async () => {
    const response = await call(platform.id, 'GET', '/platform/rewards/rates/external-sources');
    expect(response.statusCode).toBe(200);
    const { data } = externalRateSourcesResponseSchema.parse(response.json());
    // 86,400 × 10^12 × (3.125 BTC + 0.2 BTC average fees) / (2^46 × 2^32), floored.
    expect(data).toEqual([{ source: 'network', rate: 95, error: null, fetched_at: now.toISOString() }]);
    expect(explorer.requests).toEqual(
      expect.arrayContaining(['/api/v1/mining/hashrate/3d', '/api/v1/mining/reward-stats/144']),
    );
  });

  it('reports an unreachable source instead of failing', async () => {
    explorer.failing = true;
    const { data } = externalRateSourcesResponseSchema.parse(
      (await call(platform.id, 'GET', '/platform/rewards/rates/external-sources')).json(),
    );
    expect(data).toEqual([{ source: 'network', rate: null, error: data[0]!.error, fetched_at: now.toISOString() }]);
    expect(data[0]!.error).toContain('503');
    explorer.failing = false;
  });

  it('computes the subsidy and the hashprice exactly', () => {
    expect(blockSubsidy(0)).toBe(5_000_000_000n);
    expect(blockSubsidy(209_999)).toBe(5_000_000_000n);
    expect(blockSubsidy(210_000)).toBe(2_500_000_000n);
    expect(blockSubsidy(840_000)).toBe(312_500_000n);
    expect(blockSubsidy(64 * 210_000)).toBe(0n);
    // A 2025-like network: difficulty 1.2 × 10^14, 3.125 BTC subsidy, 0.02 BTC fees: about 52 sat per TH/s per day.
    expect(hashprice({ difficulty: 1.2e14, height: 900_000, averageFees: 2_000_000n })).toBe(52);
    expect(() => hashprice({ difficulty: 0, height: 1, averageFees: 0n })).toThrow();
  });
});
