import { rewardHourUtc } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { addDays, dayStart } from '../../domain/pool-day.js';

const dayMs = 86_400_000;

/** What the demo's prices say they came from: no price source is asked while seeding. */
export const demoRateSource = 'demo';

/**
 * A plausible BTC price of a day, the same for the same day on every seed: about 95,000
 * USDT wandering by a few percent over weeks, and a ruble at about 82 per USDT.
 */
export function demoDayPrices(day: string): { BTCUSDT: string; BTCRUB: string } {
  const index = dayStart(day).getTime() / dayMs;
  const usdt = 95_000 * (1 + 0.06 * Math.sin(index / 9) + 0.015 * Math.sin(index * 1.1));
  const rubPerUsdt = 82 * (1 + 0.03 * Math.sin(index / 13));
  return { BTCUSDT: usdt.toFixed(2), BTCRUB: (usdt * rubPerUsdt).toFixed(2) };
}

/**
 * The prices of the demo's replayed days, from `from` to `to` inclusive, as if the reward
 * run had read them at 09:00 UTC of the next day (the replay asks no price source).
 */
export async function seedDemoDayRates(db: Db, poolId: string, from: string, to: string): Promise<void> {
  const rows = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const fetchedAt = new Date(dayStart(addDays(day, 1)).getTime() + rewardHourUtc * 3_600_000);
    for (const [symbol, price] of Object.entries(demoDayPrices(day)) as ['BTCUSDT' | 'BTCRUB', string][]) {
      rows.push({ pool_id: poolId, pool_day: day, symbol, price, source: demoRateSource, fetched_at: fetchedAt });
    }
  }
  if (rows.length) {
    await db
      .insertInto('pool_day_rates')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
