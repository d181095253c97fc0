import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A month's income of one pool day: satoshi received, and that day's BTC/RUB price if recorded. */
export interface DayIncomeRow {
  month: number;
  pool_day: string;
  satoshi: number;
  /** numeric(30, 8) as text; null when the day has no recorded price. */
  price: string | null;
}

/** Reads for the tax calculator's prefill. */
export class TaxRepository {
  constructor(private readonly db: Db) {}

  /**
   * The account's income of a year per month of crediting (UTC) and pool day: completed
   * incoming rewards and shares (profit splits, referrals), with the day's BTC/RUB price.
   */
  async yearIncome(minerId: string, poolId: string, year: number): Promise<DayIncomeRow[]> {
    const { rows } = await sql<DayIncomeRow>`
      SELECT extract(month FROM p.created_at AT TIME ZONE 'UTC')::int AS month,
             coalesce(p.pool_day, (p.created_at AT TIME ZONE 'UTC')::date)::text AS pool_day,
             sum(p.amount)::float8 AS satoshi,
             r.price::text AS price
        FROM payments p
        JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'miner' AND a.miner_id = ${minerId}
        LEFT JOIN pool_day_rates r
          ON r.pool_id = ${poolId} AND r.symbol = 'BTCRUB'
         AND r.pool_day = coalesce(p.pool_day, (p.created_at AT TIME ZONE 'UTC')::date)
       WHERE p.direction = 'incoming' AND p.status = 'completed' AND p.type IN ('reward', 'profit_sharing')
         AND p.created_at >= make_timestamptz(${year}, 1, 1, 0, 0, 0, 'UTC')
         AND p.created_at < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'UTC')
       GROUP BY 1, 2, r.price
       ORDER BY 1, 2`.execute(this.db);
    return rows;
  }
}
