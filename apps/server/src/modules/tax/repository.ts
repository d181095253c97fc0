import { sql } from 'kysely';
import type { TaxIncomeBasis } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { earnedAmount, earnedDay, isEarning } from '../payments/index.js';

/** A month's income of one pool day: satoshi earned, and that day's BTC/RUB price if recorded. */
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
   * The account's earnings of a year (the one definition of payments/earned.ts) per month
   * and pool day, with the day's BTC/RUB price: the month of crediting (UTC) or of the pool
   * day the payment is for, as `basis` says.
   */
  async yearIncome(minerId: string, poolId: string, year: number, basis: TaxIncomeBasis): Promise<DayIncomeRow[]> {
    const when = basis === 'credited' ? sql`(created_at AT TIME ZONE 'UTC')` : earnedDay;
    const { rows } = await sql<DayIncomeRow>`
      SELECT e.month, e.pool_day::text AS pool_day, sum(e.amount)::float8 AS satoshi, r.price::text AS price
        FROM (SELECT extract(month FROM ${when})::int AS month, ${earnedDay} AS pool_day, ${earnedAmount} AS amount
                FROM payments
               WHERE account_id = (SELECT id FROM ledger_accounts WHERE kind = 'miner' AND miner_id = ${minerId})
                 AND ${isEarning}
                 AND ${when} >= make_date(${year}, 1, 1) AND ${when} < make_date(${year + 1}, 1, 1)) e
        LEFT JOIN pool_day_rates r ON r.pool_id = ${poolId} AND r.symbol = 'BTCRUB' AND r.pool_day = e.pool_day
       GROUP BY 1, 2, r.price
       ORDER BY 1, 2`.execute(this.db);
    return rows;
  }
}
