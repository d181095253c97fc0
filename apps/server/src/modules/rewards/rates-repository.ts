import { sql, type Transaction } from 'kysely';
import type { Db, Queryable } from '../../db/database.js';
import { pageWithTotal, type Page } from '../../db/page.js';
import type { Database } from '../../db/schema.js';

export interface RateRow {
  date: string;
  rate: number;
  source: string;
}

/**
 * Serialises everything that decides a pool day's rate: setting it and starting the
 * day's reward run. Transaction-scoped, so it ends with the caller's transaction.
 */
export async function lockPoolDay(trx: Transaction<Database>, poolId: string, day: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`reward-day:${poolId}:${day}`}, 0))`.execute(trx);
}

/** Reward rates per pool day (product §3): a rate stays in force until a later one is set. */
export class RatesRepository {
  constructor(private readonly db: Db) {}

  async list(poolId: string, page: Page): Promise<{ rows: RateRow[]; total: number }> {
    return pageWithTotal(this.db.selectFrom('reward_rates').where('pool_id', '=', poolId), page, (base) =>
      base.select(['date', 'rate', 'source']).orderBy('date', 'desc'),
    );
  }

  /** The rate in force on a day: the newest set for that day or before. */
  async inForce(poolId: string, day: string, db: Queryable = this.db): Promise<RateRow | undefined> {
    return db
      .selectFrom('reward_rates')
      .select(['date', 'rate', 'source'])
      .where('pool_id', '=', poolId)
      .where('date', '<=', day)
      .orderBy('date', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The earliest day any rate is in force, if one was ever set. */
  async firstRateDay(poolId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('reward_rates')
      .select((eb) => eb.fn.min('date').as('first'))
      .where('pool_id', '=', poolId)
      .executeTakeFirst();
    return row?.first ?? undefined;
  }

  async set(
    trx: Transaction<Database>,
    rate: { poolId: string; date: string; rate: number; source: string; setBy: string },
  ): Promise<RateRow> {
    return trx
      .insertInto('reward_rates')
      .values({ pool_id: rate.poolId, date: rate.date, rate: rate.rate, source: rate.source, set_by: rate.setBy })
      .onConflict((oc) =>
        oc.columns(['pool_id', 'date']).doUpdateSet((eb) => ({
          rate: eb.ref('excluded.rate'),
          source: eb.ref('excluded.source'),
          set_by: eb.ref('excluded.set_by'),
        })),
      )
      .returning(['date', 'rate', 'source'])
      .executeTakeFirstOrThrow();
  }

  /** Whether the day's reward run has started (its rate is then fixed). */
  async runStarted(poolId: string, day: string, db: Queryable = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('reward_runs')
      .select('pool_day')
      .where('pool_id', '=', poolId)
      .where('pool_day', '=', day)
      .executeTakeFirst();
    return row !== undefined;
  }
}
