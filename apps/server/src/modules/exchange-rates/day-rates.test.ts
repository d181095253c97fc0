import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLoopbackPriceSource } from '../../test/loopback-price-source.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { RewardsJob } from '../rewards/index.js';
import { dayRatesBetween, withDayRates } from './day-rates.js';

/**
 * The reward run records each pool day's BTC prices from the price source: once, with the
 * source and the time, and a day the source failed for stays without a price (never zero)
 * while its rewards are credited all the same.
 */

const silent = () => undefined;
const log = { info: silent, warn: silent, debug: silent, error: silent } as unknown as FastifyBaseLogger;
const prices: Record<string, string> = { BTCUSDT: '97123.45', BTCRUB: '9012345.67' };
const source = useLoopbackPriceSource(prices);

let database: TestDatabase;
let poolId: string;
const at = new Date('2026-11-20T09:00:00.000Z');
const clock = () => at;

beforeAll(async () => {
  database = await createTestDatabase();
  poolId = (await database.db.selectFrom('pools').select('id').where('is_current', '=', true).executeTakeFirstOrThrow())
    .id;
  await database.db
    .insertInto('reward_rates')
    .values({ pool_id: poolId, date: '2026-11-01', rate: 50_000, source: 'manual' })
    .execute();
});
afterAll(() => database.drop());

const job = () => new RewardsJob(withDayRates({ db: database.db, clock, log }, source.url));

describe('the prices of a pool day', () => {
  it('are read when the run credits the day, with their source and time', async () => {
    source.mode = 'prices';
    expect(await job().runDay(poolId, '2026-11-19')).toMatchObject({ day: '2026-11-19' });
    const rates = await dayRatesBetween(database.db, poolId, '2026-11-19', '2026-11-19');
    expect(rates.get('2026-11-19')).toEqual({
      BTCUSDT: { price: '97123.45000000', source: source.url, fetched_at: at },
      BTCRUB: { price: '9012345.67000000', source: source.url, fetched_at: at },
    });
  });

  it('keep the first reading when the day is run again', async () => {
    prices.BTCUSDT = '1.00';
    await job().runDay(poolId, '2026-11-19');
    prices.BTCUSDT = '97123.45';
    const rates = await dayRatesBetween(database.db, poolId, '2026-11-19', '2026-11-19');
    expect(rates.get('2026-11-19')?.BTCUSDT?.price).toBe('97123.45000000');
  });

  it('stay absent when the source fails, without failing the run; a later run fills them', async () => {
    source.mode = 'down';
    expect(await job().runDay(poolId, '2026-11-18')).toMatchObject({ day: '2026-11-18' });
    expect((await dayRatesBetween(database.db, poolId, '2026-11-18', '2026-11-18')).size).toBe(0);
    source.mode = 'prices';
    delete prices.BTCRUB;
    await job().runDay(poolId, '2026-11-18');
    prices.BTCRUB = '9012345.67';
    expect((await dayRatesBetween(database.db, poolId, '2026-11-18', '2026-11-18')).get('2026-11-18')).toEqual({
      BTCUSDT: { price: '97123.45000000', source: source.url, fetched_at: at },
      BTCRUB: null,
    });
  });

  it('are not read by a run without a price source', async () => {
    source.calls = [];
    await new RewardsJob({ db: database.db, clock, log }).runDay(poolId, '2026-11-17');
    expect(source.calls).toEqual([]);
    expect((await dayRatesBetween(database.db, poolId, '2026-11-17', '2026-11-17')).size).toBe(0);
  });
});
