import { sql, type Expression, type RawBuilder } from 'kysely';
import type { FeeIncomeCustomer, FeeIncomeDay } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { dayStart } from '../../domain/pool-day.js';
import type { Sats } from '../../domain/sats.js';

/** The pool days an income read covers, both included ('YYYY-MM-DD'), and the one customer it may be narrowed to. */
export interface IncomeRange {
  from: string;
  to: string;
  minerId?: string | undefined;
}

/** One customer's fee of one pool day (a row of the export). */
export interface FeeIncomeRow {
  pool_day: string;
  miner_id: string;
  account_name: string;
  title: string | null;
  amount: Sats;
}

/** A contract row of the income with its amount read as Sats (int8 sums, exact as numbers). */
type InSats<Row extends { amount: number }> = Omit<Row, 'amount'> & { amount: Sats };

/**
 * The operator's fee of each customer and pool day: its entries on the operator's income
 * account in the reward transfers, whose key names the customer and the day
 * (`reward:<miner_id>:<day>`, rewardKey in rewards/reward-plan.ts), read by the account's
 * entries since the range's first day (migration 049). The ledger is read, not
 * the reward payments: a day whose fees took the whole reward has no payment, but the
 * operator was credited all the same.
 */
export function feeIncomeEntries(
  incomeAccount: string | null | RawBuilder<string | null>,
  range: IncomeRange,
): RawBuilder<unknown> {
  // The operator's entries first (OFFSET 0 keeps the subquery whole), by account and time:
  // left to itself the planner misjudges the key's parts and scans every transfer of the pool.
  return sql`
    SELECT split_part(t.key, ':', 3) AS pool_day, split_part(t.key, ':', 2)::uuid AS miner_id, e.amount
      FROM (SELECT transfer_id, amount FROM ledger_entries
             WHERE account_id = ${incomeAccount} AND created_at >= ${dayStart(range.from)}
            OFFSET 0) AS e
      JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE t.kind = 'reward' AND split_part(t.key, ':', 3) BETWEEN ${range.from} AND ${range.to}
       ${range.minerId ? sql`AND split_part(t.key, ':', 2) = ${range.minerId}` : sql``}`;
}

/**
 * The operator's fee income from the customers `minerIds` selects over the range, in
 * satoshi (0 without any): the customers table's total.
 */
export function feeIncomeOf(operatorId: string, minerIds: Expression<unknown>, range: IncomeRange) {
  const incomeAccount = sql<string | null>`(SELECT a.id FROM ledger_accounts a
                                             WHERE a.kind = 'operator_income' AND a.operator_id = ${operatorId})`;
  return sql<string>`(SELECT coalesce(sum(i.amount), 0)::text FROM (${feeIncomeEntries(incomeAccount, range)}) AS i
                       WHERE i.miner_id IN (${minerIds}))`;
}

/** Reads of an operator's fee income; the reward run writes it. */
export class FeeIncomeRepository {
  constructor(private readonly db: Db) {}

  /** The operator's income ledger account, if it was ever credited (none is made by a read). */
  async incomeAccount(operatorId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', 'operator_income')
      .where('operator_id', '=', operatorId)
      .executeTakeFirst();
    return row?.id;
  }

  /** Each customer's fee over the range (the customer narrowing left aside), largest first, then by name. */
  async byCustomer(incomeAccount: string, range: IncomeRange): Promise<InSats<FeeIncomeCustomer>[]> {
    const { rows } = await sql<InSats<FeeIncomeCustomer>>`
      SELECT i.miner_id::text AS miner_id, m.account_name, m.title,
             sum(i.amount)::bigint AS amount, count(DISTINCT i.pool_day)::int AS days
        FROM (${feeIncomeEntries(incomeAccount, { from: range.from, to: range.to })}) AS i
        JOIN miner_accounts m ON m.id = i.miner_id
       GROUP BY i.miner_id, m.account_name, m.title
       ORDER BY amount DESC, lower(m.account_name)`.execute(this.db);
    return rows;
  }

  /** The fee of every day of the range, newest first, 0 for a day without income (every day without an account). */
  async byDay(incomeAccount: string | null, range: IncomeRange): Promise<InSats<FeeIncomeDay>[]> {
    const { rows } = await sql<InSats<FeeIncomeDay>>`
      WITH income AS (
        SELECT i.pool_day, sum(i.amount) AS amount, count(DISTINCT i.miner_id) AS customers
          FROM (${feeIncomeEntries(incomeAccount, range)}) AS i
         GROUP BY i.pool_day
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') AS pool_day, coalesce(i.amount, 0)::bigint AS amount,
             coalesce(i.customers, 0)::int AS customers
        FROM generate_series(${range.to}::date, ${range.from}::date, interval '-1 day') AS d (day)
        LEFT JOIN income i ON i.pool_day = to_char(d.day, 'YYYY-MM-DD')
       ORDER BY d.day DESC`.execute(this.db);
    return rows;
  }

  /** One row per customer and day with a fee, newest day first, then by name; at most `limit`. */
  async rows(incomeAccount: string, range: IncomeRange, limit: number): Promise<FeeIncomeRow[]> {
    const { rows } = await sql<FeeIncomeRow>`
      SELECT i.pool_day, i.miner_id::text AS miner_id, m.account_name, m.title, sum(i.amount)::bigint AS amount
        FROM (${feeIncomeEntries(incomeAccount, range)}) AS i
        JOIN miner_accounts m ON m.id = i.miner_id
       GROUP BY i.pool_day, i.miner_id, m.account_name, m.title
       ORDER BY i.pool_day DESC, lower(m.account_name)
       LIMIT ${limit}`.execute(this.db);
    return rows;
  }
}
