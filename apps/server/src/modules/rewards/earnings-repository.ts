import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { carrySliceOf } from '../../db/bucket-carry.js';
import type { AccountKind } from '../accounts/index.js';
import { feeInForce, promoInForce, type PromoOfDay, referrerInForce, splitsInForce } from '../terms/index.js';
import { earnedAmount, earnedDay, isEarning } from '../payments/index.js';
import type { Share } from '../../domain/percent.js';
import type { DayWorkRow } from './rewards-repository.js';

const accountColumn: Record<AccountKind, string> = { pool: 'pool_id', operator: 'operator_id', miner: 'id' };
const seriesColumn: Record<AccountKind, string> = { pool: 'pool_id', operator: 'operator_id', miner: 'miner_id' };

/**
 * The work of series since `from`: the 20-minute buckets, plus what has not reached them
 * yet: the 1-minute rows whose 20-minute bucket the carry has not taken (their slice's
 * watermark), and the late gains the per-minute job has not folded into either
 * (hashrate_1m_late). The job adds to the buckets and moves the watermark, or folds a
 * late gain in, in one transaction, and this is one statement (one snapshot), so nothing
 * is counted twice or missed, up to the last share ingested.
 */
function workSince(seriesIds: RawBuilder<unknown>, from: Date, to: Date) {
  return sql`
    SELECT series_id, accepted FROM hashrate_20m
     WHERE series_id IN (${seriesIds}) AND bucket >= ${from} AND bucket < ${to}
    UNION ALL
    SELECT m.series_id, m.accepted
      FROM hashrate_1m m JOIN hashrate_carry c ON c.slice = ${carrySliceOf(sql.ref('m.series_id'))}
     WHERE m.series_id IN (${seriesIds}) AND m.bucket >= ${from} AND m.bucket < ${to}
       AND m.bucket >= coalesce(c.carried_to, '-infinity')
    UNION ALL
    SELECT series_id, accepted FROM hashrate_1m_late
     WHERE series_id IN (${seriesIds}) AND bucket >= ${from} AND bucket < ${to}`;
}

/** Today's work so far, for the processing-earnings estimate. */
export class EarningsRepository {
  constructor(
    private readonly db: Db,
    /** How long a referral lasts, in days (MoneySettings.referral). */
    private readonly referralDays: number,
  ) {}

  /** The profit splits of a miner account in force on `day`. */
  async splitsOf(minerId: string, day: string): Promise<Share[]> {
    return (await splitsInForce(this.db, [minerId], day)).get(minerId) ?? [];
  }

  /** Work of the account's own series (the pool's, the operator's or the miner account's). */
  async accountWork(kind: AccountKind, id: string, from: Date, to: Date): Promise<number> {
    const series = sql`SELECT id FROM hashrate_series WHERE kind = ${kind} AND ${sql.ref(seriesColumn[kind])} = ${id}`;
    const { rows } = await sql<{ accepted: number | null }>`
      SELECT sum(accepted) AS accepted FROM (${workSince(series, from, to)}) w`.execute(this.db);
    return rows[0]?.accepted ?? 0;
  }

  /** Work of every miner account in the scope (not deleted), with the fees, referrer and promo code in force on `day`. */
  async minersWork(kind: AccountKind, id: string, day: string, from: Date, to: Date): Promise<DayWorkRow[]> {
    const { rows } = await sql<DayWorkRow>`
      WITH s AS (
        SELECT s.id, m.id AS miner_id, m.operator_id, ${referrerInForce('m', day, this.referralDays)} AS referrer_id
          FROM miner_accounts m JOIN hashrate_series s ON s.kind = 'miner' AND s.miner_id = m.id
         WHERE ${sql.ref(`m.${accountColumn[kind]}`)} = ${id} AND m.deleted_at IS NULL
      )
      SELECT s.miner_id, s.operator_id, s.referrer_id, sum(w.accepted) AS accepted,
             ${feeInForce('pool', 's.miner_id', day)} AS pool_fee,
             CASE WHEN s.operator_id IS NOT NULL THEN ${feeInForce('operator', 's.miner_id', day)} END AS operator_fee,
             ${promoInForce('s.miner_id', day)} AS promo
        FROM (${workSince(sql`SELECT id FROM s`, from, to)}) w JOIN s ON s.id = w.series_id
       GROUP BY s.miner_id, s.operator_id, s.referrer_id
      HAVING sum(w.accepted) > 0`.execute(this.db);
    return rows;
  }

  /**
   * One miner account's outlook inputs: its operator, the fees and promo code in force on `day`, the
   * 24-hour hashrate of its series (the dashboard's figure, hashrate_stats) and its first share, and what it
   * earned on `yesterday` (payments/earned.ts, as the payments chart counts it): null while
   * the day's reward run has not completed, 0 when it completed without crediting the account.
   */
  async minerOutlook(
    minerId: string,
    day: string,
    yesterday: string,
  ): Promise<{
    operator_id: string | null;
    pool_fee: string | null;
    operator_fee: string | null;
    promo: PromoOfDay | null;
    hash_rate_24h: number;
    first_share_at: Date | null;
    yesterday_reward: number | null;
  }> {
    const { rows } = await sql<{
      operator_id: string | null;
      pool_fee: string | null;
      operator_fee: string | null;
      promo: PromoOfDay | null;
      hash_rate_24h: number;
      first_share_at: Date | null;
      yesterday_reward: number | null;
    }>`
      SELECT m.operator_id,
             ${feeInForce('pool', 'm.id', day)} AS pool_fee,
             CASE WHEN m.operator_id IS NOT NULL THEN ${feeInForce('operator', 'm.id', day)} END AS operator_fee,
             ${promoInForce('m.id', day)} AS promo,
             coalesce((SELECT st.hash_rate_24h FROM hashrate_series s JOIN hashrate_stats st ON st.series_id = s.id
                        WHERE s.kind = 'miner' AND s.miner_id = m.id LIMIT 1), 0)::float8 AS hash_rate_24h,
             (SELECT f.first_share_at FROM hashrate_series s JOIN hashrate_figures f ON f.series_id = s.id
               WHERE s.kind = 'miner' AND s.miner_id = m.id) AS first_share_at,
             CASE WHEN EXISTS (SELECT 1 FROM reward_runs r
                                WHERE r.pool_id = m.pool_id AND r.pool_day = ${yesterday}::date AND r.completed_at IS NOT NULL)
                    OR EXISTS (SELECT 1 FROM payments p JOIN ledger_accounts a ON a.id = p.account_id
                                WHERE a.miner_id = m.id AND a.kind = 'miner' AND p.type = 'reward'
                                  AND p.pool_day = ${yesterday}::date)
                  THEN coalesce((SELECT sum(${earnedAmount}) FROM payments
                                  WHERE account_id = (SELECT id FROM ledger_accounts
                                                       WHERE miner_id = m.id AND kind = 'miner')
                                    AND ${isEarning} AND ${earnedDay} = ${yesterday}::date), 0)::float8
             END AS yesterday_reward
        FROM miner_accounts m
       WHERE m.id = ${minerId}`.execute(this.db);
    return rows[0]!;
  }
}
