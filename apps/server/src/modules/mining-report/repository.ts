import { sql, type SqlBool } from 'kysely';
import type { PaymentStatus } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { fourHourBucketsOf } from '../../db/bucket-carry.js';

/** The 4-hour buckets of a miner account on one pool day. */
export interface DayWork {
  day: string;
  /** Σ accepted share difficulty. */
  accepted: number;
  /** 4-hour periods with at least one share. */
  periods: number;
}

/** The money of one pool day of a miner account's ledger account, by what moved it. */
export interface DayMoneyRow {
  day: string;
  gross: number;
  pool_fee: number;
  operator_fee: number;
  reward: number;
  profit_sharing: number;
  referral: number;
  payouts: number;
  other: number;
}

export interface PayoutRow {
  id: string;
  day: string;
  created_at: Date;
  status: PaymentStatus;
  amount: number;
  address: string | null;
  tx_id: string | null;
}

/** The day a payment belongs to: the pool day it is for (rewards, payouts, shares), else the UTC day it was made. */
const paymentDay = sql<string>`coalesce(p.pool_day, (p.created_at AT TIME ZONE 'UTC')::date)`;
/** A payment's effect on the balance; canceled payments moved nothing (their money came back). */
const signed = sql`CASE WHEN p.direction = 'incoming' THEN p.amount ELSE -p.amount END`;

/** Reads of the mining report: account buckets, payments by day, the day's prices (exchange-rates). */
export class MiningReportRepository {
  constructor(private readonly db: Db) {}

  async poolName(poolId: string): Promise<string> {
    const row = await this.db.selectFrom('pools').select('name').where('id', '=', poolId).executeTakeFirstOrThrow();
    return row.name;
  }

  /** The miner account's ledger account, if money ever moved on it. */
  async ledgerAccount(minerId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', 'miner')
      .where('miner_id', '=', minerId)
      .executeTakeFirst();
    return row?.id;
  }

  /** The account's buckets from `from` to `to` (exclusive), per pool day. */
  async work(minerId: string, from: Date, to: Date): Promise<DayWork[]> {
    const { rows } = await sql<DayWork>`
      SELECT to_char(b.bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(b.accepted)::float8 AS accepted,
             count(*) FILTER (WHERE b.shares > 0)::int AS periods
        FROM ${fourHourBuckets('miner', minerId, from, to)}
       GROUP BY 1`.execute(this.db);
    return rows;
  }

  /**
   * Per pool day, the workers with a 4-hour bucket (a bucket exists only where shares
   * arrived) and the number of such (worker, period) buckets: the fleet's periods online.
   */
  async workerDays(minerId: string, from: Date, to: Date): Promise<Map<string, { workers: number; periods: number }>> {
    const { rows } = await sql<{ day: string; workers: number; periods: number }>`
      SELECT to_char(b.bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(DISTINCT b.series_id)::int AS workers,
             count(*)::int AS periods
        FROM ${fourHourBuckets('worker', minerId, from, to)}
       GROUP BY 1`.execute(this.db);
    return new Map(rows.map((row) => [row.day, { workers: row.workers, periods: row.periods }]));
  }

  /** The account's workers that ever sent a share: from when, and their last share. */
  async workerSpans(minerId: string): Promise<{ first_share_at: Date; last_share_at: Date }[]> {
    const rows = await this.db
      .selectFrom('hashrate_series as s')
      .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
      .select(['f.first_share_at', 'f.last_share_at'])
      .where('s.kind', '=', 'worker')
      .where('s.miner_id', '=', minerId)
      .where('f.first_share_at', 'is not', null)
      .execute();
    return rows.map((row) => ({
      first_share_at: row.first_share_at!,
      last_share_at: row.last_share_at ?? row.first_share_at!,
    }));
  }

  /** When the account began: its creation, or its first 4-hour bucket if that is earlier (history moved in). */
  async accountSince(minerId: string): Promise<Date> {
    const row = await this.db
      .selectFrom('miner_accounts as m')
      .select(
        sql<Date>`least(m.created_at, (SELECT min(b.bucket) FROM hashrate_series s
          JOIN hashrate_4h b ON b.series_id = s.id WHERE s.kind = 'miner' AND s.miner_id = m.id))`.as('since'),
      )
      .where('m.id', '=', minerId)
      .executeTakeFirstOrThrow();
    return row.since;
  }

  /** The pool days from `from` to `to` (inclusive) whose reward run has finished. */
  async creditedDays(poolId: string, from: string, to: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('reward_runs')
      .select(sql<string>`to_char(pool_day, 'YYYY-MM-DD')`.as('day'))
      .where('pool_id', '=', poolId)
      .where('pool_day', '>=', from)
      .where('pool_day', '<=', to)
      .where('completed_at', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.day));
  }

  /** The balance made by the payments of the days before `day` (the ledger's balance then). */
  async balanceBefore(accountId: string, day: string): Promise<number> {
    const row = await this.db
      .selectFrom('payments as p')
      .select(sql<number>`coalesce(sum(${signed}), 0)::bigint`.as('balance'))
      .where('p.account_id', '=', accountId)
      .where('p.status', '<>', 'canceled')
      .where(paymentDay, '<', day)
      .executeTakeFirstOrThrow();
    return row.balance;
  }

  /** The payments of the days from `from` to `to` (inclusive), summed per day and kind. */
  async money(accountId: string, from: string, to: string): Promise<DayMoneyRow[]> {
    const sum = (filter: ReturnType<typeof sql>, value = signed) =>
      sql<number>`coalesce(sum(${value}) FILTER (WHERE ${filter}), 0)::bigint`;
    return this.db
      .selectFrom('payments as p')
      .select([
        sql<string>`to_char(${paymentDay}, 'YYYY-MM-DD')`.as('day'),
        sum(sql`p.type = 'reward'`, sql`p.gross`).as('gross'),
        sum(sql`p.type = 'reward'`, sql`p.fee`).as('pool_fee'),
        sum(sql`p.type = 'reward'`, sql`p.operator_fee`).as('operator_fee'),
        sum(sql`p.type = 'reward'`).as('reward'),
        // A referral is paid as profit sharing (product §3): its sharing type tells the two apart.
        sum(sql`p.type = 'profit_sharing' AND p.sharing_type = 'profit_sharing'`).as('profit_sharing'),
        sum(sql`p.type = 'profit_sharing' AND p.sharing_type = 'referral'`).as('referral'),
        sum(sql`p.type = 'payout'`, sql`p.amount`).as('payouts'),
        sum(sql`p.type NOT IN ('reward', 'payout', 'profit_sharing')`).as('other'),
      ])
      .where('p.account_id', '=', accountId)
      .where('p.status', '<>', 'canceled')
      .where(paymentDay, '>=', from)
      .where(paymentDay, '<=', to)
      .groupBy(sql`1`)
      .execute();
  }

  /** The payouts of the days, canceled ones too, with their transaction. */
  async payouts(accountId: string, from: string, to: string): Promise<PayoutRow[]> {
    return this.db
      .selectFrom('payments as p')
      .leftJoin('blockchain_payout_requests as r', 'r.id', 'p.payout_request_id')
      .select([
        'p.id',
        sql<string>`to_char(${paymentDay}, 'YYYY-MM-DD')`.as('day'),
        'p.created_at',
        'p.status',
        'p.amount',
        'p.address',
        'r.tx_id',
      ])
      .where('p.account_id', '=', accountId)
      .where('p.type', '=', 'payout')
      .where(paymentDay, '>=', from)
      .where(paymentDay, '<=', to)
      .orderBy('p.created_at')
      .orderBy('p.id')
      .execute();
  }
}

/** The 4-hour buckets of [from, to) of an account's own series or its workers' series, as they stand at `to`. */
function fourHourBuckets(kind: 'miner' | 'worker', minerId: string, from: Date, to: Date) {
  const series = sql`SELECT id FROM hashrate_series WHERE kind = ${kind} AND miner_id = ${minerId}`;
  return sql`${fourHourBucketsOf(sql<SqlBool>`series_id IN (${series})`, from, to, to)} AS b`;
}
