import type { Db } from '../../db/database.js';
import type { ModuleDeps } from '../module-deps.js';
import { BinancePriceSource } from './price-source.js';

/** The prices a pool day keeps: what the mining report and the tax calculator convert with. */
export const dayRateSymbols = ['BTCUSDT', 'BTCRUB'] as const;
export type DayRateSymbol = (typeof dayRateSymbols)[number];

/** One symbol's price of a pool day, where it came from and when it was read. */
export interface DayRate {
  price: string;
  source: string;
  fetched_at: Date;
}

/** A pool day's prices; null: the day has no price for the symbol (never zero). */
export type DayRates = Record<DayRateSymbol, DayRate | null>;

/**
 * What recording a day's prices needs: the reward run's deps and the price source. Without
 * a source (tests, the demo's replay) nothing is read and the day stays without prices.
 */
export interface DayRatesDeps extends Pick<ModuleDeps, 'db' | 'clock' | 'log'> {
  priceSourceUrl?: string | undefined;
}

/** The reward run's deps with the pool's price source, so the run records each day's prices. */
export function withDayRates<Deps extends Pick<ModuleDeps, 'db' | 'clock' | 'log'>>(
  deps: Deps,
  priceSourceUrl: string,
): Deps & DayRatesDeps {
  return { ...deps, priceSourceUrl };
}

/**
 * Records the BTC prices of a pool day from the price source, called by the reward run as
 * it credits the day. The first reading stays (a rerun reads only the symbols still
 * missing); a source that fails leaves the symbol without a price and never fails the run.
 * Each symbol is asked alone, since the source refuses a whole call for one unknown symbol.
 */
export async function recordDayRates(deps: DayRatesDeps, poolId: string, day: string): Promise<void> {
  if (!deps.priceSourceUrl) return;
  const known = await deps.db
    .selectFrom('pool_day_rates')
    .select('symbol')
    .where('pool_id', '=', poolId)
    .where('pool_day', '=', day)
    .execute();
  const missing = dayRateSymbols.filter((symbol) => !known.some((row) => row.symbol === symbol));
  const source = new BinancePriceSource(deps.priceSourceUrl);
  for (const symbol of missing) {
    try {
      const price = (await source.prices([symbol])).get(symbol);
      if (!price) continue;
      await deps.db
        .insertInto('pool_day_rates')
        .values({
          pool_id: poolId,
          pool_day: day,
          symbol,
          price,
          source: deps.priceSourceUrl,
          fetched_at: deps.clock(),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    } catch (error) {
      deps.log.warn({ poolId, day, symbol, err: error }, 'rewards: no price of the pool day recorded');
    }
  }
}

/** The recorded prices of a pool's days from `from` to `to` (inclusive), by day; days without any are absent. */
export async function dayRatesBetween(
  db: Db,
  poolId: string,
  from: string,
  to: string,
): Promise<Map<string, DayRates>> {
  const rows = await db
    .selectFrom('pool_day_rates')
    .select(['pool_day', 'symbol', 'price', 'source', 'fetched_at'])
    .where('pool_id', '=', poolId)
    .where('pool_day', '>=', from)
    .where('pool_day', '<=', to)
    .execute();
  const days = new Map<string, DayRates>();
  for (const row of rows) {
    const rates = days.get(row.pool_day) ?? { BTCUSDT: null, BTCRUB: null };
    rates[row.symbol] = { price: row.price, source: row.source, fetched_at: row.fetched_at };
    days.set(row.pool_day, rates);
  }
  return days;
}

/**
 * The latest recorded price of each symbol on or before `day`: what a balance at the end
 * of that day is worth. One moment gets one price, so a month's closing balance and the
 * next month's opening one (the same satoshis at the same moment) have the same value.
 */
export async function latestDayRates(db: Db, poolId: string, day: string): Promise<DayRates> {
  const rows = await db
    .selectFrom('pool_day_rates')
    .distinctOn('symbol')
    .select(['symbol', 'price', 'source', 'fetched_at'])
    .where('pool_id', '=', poolId)
    .where('pool_day', '<=', day)
    .orderBy('symbol')
    .orderBy('pool_day', 'desc')
    .execute();
  const rates: DayRates = { BTCUSDT: null, BTCRUB: null };
  for (const row of rows) rates[row.symbol] = { price: row.price, source: row.source, fetched_at: row.fetched_at };
  return rates;
}
