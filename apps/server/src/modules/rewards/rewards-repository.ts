import { sql, type SqlBool, type Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { feeInForce, promoInForce, type PromoOfDay, type ReferralTerms, referrerInForce } from '../terms/index.js';
import { addDays, dayStart } from '../../domain/pool-day.js';
import type { Sats } from '../../domain/sats.js';
import { lockPoolDay, RatesRepository } from './rates-repository.js';
import { fourHourBucketsOf } from '../../db/bucket-carry.js';

/** One miner account's work of a pool day, with the fees in force that day. */
export interface DayWorkRow {
  miner_id: string;
  operator_id: string | null;
  /** Σ accepted share difficulty of the day. */
  accepted: number;
  /** Percent strings; null where no schedule item is in force. */
  pool_fee: string | null;
  operator_fee: string | null;
  /** The referrer earning a share of this account's pool fee that day, if any. */
  referrer_id: string | null;
  /** The promo code in force that day, if any. */
  promo: PromoOfDay | null;
}

/** A reward payment of a miner account, written beside its ledger transfer. */
export interface RewardPaymentRow {
  account_id: string;
  amount: Sats;
  pool_day: string;
  transfer_id: string;
  hash_rate: number;
  rate: number;
  gross: Sats;
  fee_percent: string;
  fee: Sats;
  operator_fee: Sats;
  /** The promo code that changed the pool fee, if one did. */
  promo_code: string | null;
  /** The run's time (the demo replays past days), not the database's. */
  created_at: Date;
}

/** A profit split or a referral payment of a miner account (type profit_sharing). */
export interface SharingPaymentRow {
  account_id: string;
  direction: 'incoming' | 'outgoing';
  sharing_type: 'profit_sharing' | 'referral';
  /** The other account: the recipient of an outgoing split, the donor or referred account of an incoming one. */
  counterparty_miner_id: string;
  share_percent: string;
  amount: Sats;
  pool_day: string;
  transfer_id: string;
  created_at: Date;
}

/** Reads and writes of the daily reward run. */
export class RewardsRepository {
  private readonly rates: RatesRepository;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly referral: ReferralTerms,
  ) {
    this.rates = new RatesRepository(db);
  }

  /** When the pool or any of its accounts first had a share; null before any. */
  async firstShareAt(poolId: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('hashrate_series as s')
      .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
      .select((eb) => eb.fn.min('f.first_share_at').as('first'))
      .where('s.pool_id', '=', poolId)
      .where('s.kind', 'in', ['pool', 'miner'])
      .executeTakeFirst();
    return row?.first ?? null;
  }

  firstRateDay(poolId: string): Promise<string | undefined> {
    return this.rates.firstRateDay(poolId);
  }

  async completedDays(poolId: string, from: string, to: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('reward_runs')
      .select('pool_day')
      .where('pool_id', '=', poolId)
      .where('pool_day', '>=', from)
      .where('pool_day', '<=', to)
      .where('completed_at', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.pool_day));
  }

  /**
   * Starts (or joins) the run of a pool day and fixes its rate: the rate in force when
   * the first run started, read under the day's lock so that a rate being set cannot
   * slip in between. Undefined when no rate is in force for the day.
   */
  async startRun(poolId: string, day: string): Promise<{ rate: number; completed: boolean } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await lockPoolDay(trx, poolId, day);
      const existing = await trx
        .selectFrom('reward_runs')
        .select(['rate', 'completed_at'])
        .where('pool_id', '=', poolId)
        .where('pool_day', '=', day)
        .executeTakeFirst();
      if (existing) return { rate: existing.rate, completed: existing.completed_at !== null };
      const rate = await this.rates.inForce(poolId, day, trx);
      if (!rate) return undefined;
      await trx.insertInto('reward_runs').values({ pool_id: poolId, pool_day: day, rate: rate.rate }).execute();
      return { rate: rate.rate, completed: false };
    });
  }

  async completeRun(poolId: string, day: string): Promise<void> {
    await this.db
      .updateTable('reward_runs')
      .set({ completed_at: this.clock() })
      .where('pool_id', '=', poolId)
      .where('pool_day', '=', day)
      .where('completed_at', 'is', null)
      .execute();
  }

  /**
   * The next `limit` accounts (by id, after `after`) that worked on the day: their 4-hour
   * buckets of [day 00:00, next day 00:00) UTC (the 20-minute ones of a bucket not yet
   * carried whole), the fees and promo code in force that day and the referrer earning on
   * it. Deleted accounts are not credited.
   */
  async dayWork(poolId: string, day: string, after: string | null, limit: number): Promise<DayWorkRow[]> {
    const [from, to] = [dayStart(day), dayStart(addDays(day, 1))];
    const { rows } = await sql<DayWorkRow>`
      SELECT m.id AS miner_id, m.operator_id, w.accepted,
             ${feeInForce('pool', 'm.id', day)} AS pool_fee,
             CASE WHEN m.operator_id IS NOT NULL THEN ${feeInForce('operator', 'm.id', day)} END AS operator_fee,
             ${referrerInForce('m', day, this.referral.days)} AS referrer_id,
             ${promoInForce('m.id', day)} AS promo
        FROM miner_accounts m
        JOIN hashrate_series s ON s.kind = 'miner' AND s.miner_id = m.id
       CROSS JOIN LATERAL (
             SELECT sum(b.accepted) AS accepted
               FROM ${fourHourBucketsOf(sql<SqlBool>`series_id = s.id`, from, to, to)} AS b) w
       WHERE m.pool_id = ${poolId} AND m.deleted_at IS NULL AND w.accepted > 0
             ${after === null ? sql`` : sql`AND m.id > ${after}`}
       ORDER BY m.id
       LIMIT ${limit}`.execute(this.db);
    return rows;
  }

  async insertRewardPayments(trx: Transaction<Database>, rows: readonly RewardPaymentRow[]): Promise<void> {
    if (rows.length === 0) return;
    await trx
      .insertInto('payments')
      .values(
        rows.map((row) => ({
          ...row,
          type: 'reward' as const,
          direction: 'incoming' as const,
          status: 'completed' as const,
        })),
      )
      .execute();
  }

  async insertSharingPayments(trx: Transaction<Database>, rows: readonly SharingPaymentRow[]): Promise<void> {
    if (rows.length === 0) return;
    await trx
      .insertInto('payments')
      .values(rows.map((row) => ({ ...row, type: 'profit_sharing' as const, status: 'completed' as const })))
      .execute();
  }

  /**
   * Adds fee income of a pool day to the day's income payment of a pool's or an
   * operator's ledger account, in the transaction that credited it: the payment always
   * equals what the committed reward transfers paid that account.
   */
  async addIncome(trx: Transaction<Database>, accountId: string, day: string, amount: Sats, at: Date): Promise<void> {
    if (amount <= 0) return;
    await trx
      .insertInto('payments')
      .values({
        account_id: accountId,
        type: 'reward',
        direction: 'incoming',
        status: 'completed',
        amount,
        pool_day: day,
        created_at: at,
      })
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'type', 'pool_day'])
          .where('pool_day', 'is not', null)
          .where('type', 'in', ['reward', 'payout'])
          .doUpdateSet({ amount: sql`payments.amount + excluded.amount`, updated_at: sql`now()` }),
      )
      .execute();
  }
}
