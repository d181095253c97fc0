import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AccountKind } from '../accounts/repository.js';
import { feeInForce } from '../fees/repository.js';
import type { DayWorkRow } from './rewards-repository.js';

const accountColumn: Record<AccountKind, string> = { pool: 'pool_id', operator: 'operator_id', miner: 'id' };
const seriesColumn: Record<AccountKind, string> = { pool: 'pool_id', operator: 'operator_id', miner: 'miner_id' };

/**
 * The work of series since `from`: the 20-minute buckets plus what the per-minute job has
 * not carried into them yet (accepted − rolled_accepted of the 1-minute rows). The job
 * adds to the first and marks the second in one transaction, and this is one statement
 * (one snapshot), so nothing is counted twice or missed, up to the last share ingested.
 */
function workSince(seriesIds: RawBuilder<unknown>, from: Date, to: Date) {
  return sql`
    SELECT series_id, accepted FROM hashrate_20m
     WHERE series_id IN (${seriesIds}) AND bucket >= ${from} AND bucket < ${to}
    UNION ALL
    SELECT series_id, accepted - rolled_accepted FROM hashrate_1m
     WHERE series_id IN (${seriesIds}) AND bucket >= ${from} AND bucket < ${to}`;
}

/** Today's work so far, for the processing-earnings estimate. */
export class EarningsRepository {
  constructor(private readonly db: Db) {}

  /** Work of the account's own series (the pool's, the operator's or the miner account's). */
  async accountWork(kind: AccountKind, id: string, from: Date, to: Date): Promise<number> {
    const series = sql`SELECT id FROM hashrate_series WHERE kind = ${kind} AND ${sql.ref(seriesColumn[kind])} = ${id}`;
    const { rows } = await sql<{ accepted: number | null }>`
      SELECT sum(accepted) AS accepted FROM (${workSince(series, from, to)}) w`.execute(this.db);
    return rows[0]?.accepted ?? 0;
  }

  /** Work of every miner account in the scope (not deleted), with the fees in force on `day`. */
  async minersWork(kind: AccountKind, id: string, day: string, from: Date, to: Date): Promise<DayWorkRow[]> {
    const { rows } = await sql<DayWorkRow>`
      WITH s AS (
        SELECT s.id, m.id AS miner_id, m.operator_id
          FROM miner_accounts m JOIN hashrate_series s ON s.kind = 'miner' AND s.miner_id = m.id
         WHERE ${sql.ref(`m.${accountColumn[kind]}`)} = ${id} AND m.deleted_at IS NULL
      )
      SELECT s.miner_id, s.operator_id, sum(w.accepted) AS accepted,
             ${feeInForce('pool', 's.miner_id', day)} AS pool_fee,
             CASE WHEN s.operator_id IS NOT NULL THEN ${feeInForce('operator', 's.miner_id', day)} END AS operator_fee
        FROM (${workSince(sql`SELECT id FROM s`, from, to)}) w JOIN s ON s.id = w.series_id
       GROUP BY s.miner_id, s.operator_id
      HAVING sum(w.accepted) > 0`.execute(this.db);
    return rows;
  }
}
