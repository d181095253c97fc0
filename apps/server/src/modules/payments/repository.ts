import { sql, type RawBuilder } from 'kysely';
import type { DailyEarning, PaymentDirection, PaymentStatus, PaymentTotals, PaymentType } from '@pool/contract';
import type { Db } from '../../db/database.js';
import type { LedgerAccountKind } from '../../db/schema.js';
import { sats, type Sats } from '../../domain/sats.js';
import type { AccountKind } from '../accounts/index.js';
import { feeIncomeEntries } from '../fee-income/index.js';
import { earnedAmount, earnedDay, isEarning } from './earned.js';

/** The ledger account that holds an account's money: a miner's balance, an operator's or the pool's fee income. */
const ledgerAccountOf = {
  miner: { kind: 'miner', column: 'miner_id' },
  operator: { kind: 'operator_income', column: 'operator_id' },
  pool: { kind: 'pool_income', column: 'pool_id' },
} as const satisfies Record<AccountKind, { kind: LedgerAccountKind; column: string }>;

export interface PaymentFilters {
  type?: PaymentType | undefined;
  direction?: PaymentDirection | undefined;
  status?: PaymentStatus | undefined;
  /** Only payments made at or after this time. */
  since?: Date | undefined;
  /** Only payments made before this time. */
  until?: Date | undefined;
}

export interface PaymentRow {
  id: string;
  type: PaymentType;
  direction: PaymentDirection;
  status: PaymentStatus;
  amount: Sats;
  created_at: Date;
  pool_day: string | null;
  address: string | null;
  tx_id: string | null;
  hash_rate: number | null;
  rate: number | null;
  gross: Sats | null;
  /** Without trailing zeros ("0.9", not "0.90"), as the contract writes percents. */
  fee_percent: string | null;
  fee: Sats | null;
  /** profit_sharing payments: which sharing, the other account and the percent. */
  sharing_type: 'profit_sharing' | 'referral' | null;
  counterparty_miner_id: string | null;
  counterparty_account_name: string | null;
  share_percent: string | null;
  promo_code: string | null;
}

/** Sums of one ledger account (0 for an account that never had money). */
export interface AccountSums {
  balance: Sats;
  pending_payout: Sats;
  earned: Sats;
}

/** The payouts on their way of a ledger account (`ledgerAccount`, an SQL expression of its id): pending payout payments. */
export const pendingPayoutOf = (ledgerAccount: RawBuilder<unknown>) =>
  sql<Sats>`(SELECT coalesce(sum(amount), 0)::bigint FROM payments
                WHERE account_id = ${ledgerAccount} AND type = 'payout' AND status = 'pending')`;

/** Reads of balances and payments; the reward and payout jobs write them. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /** The ledger account of an account, if money ever moved on it (none is made by a read). */
  async ledgerAccount(kind: AccountKind, id: string): Promise<string | undefined> {
    const { kind: ledgerKind, column } = ledgerAccountOf[kind];
    const row = await this.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', ledgerKind)
      .where(column, '=', id)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * The account's money version (contract moneyVersionSchema): its last ledger entry (an
   * index lookup) and how many of its payouts are on their way, since a payout completing
   * moves no money of the account but takes its amount out of "pending".
   */
  async moneyVersion(accountId: string): Promise<string> {
    const { rows } = await sql<{ version: string }>`
      SELECT (SELECT coalesce(max(id), 0) FROM ledger_entries WHERE account_id = ${accountId})
             || '.' ||
             (SELECT count(*) FROM payments WHERE account_id = ${accountId} AND type = 'payout' AND status = 'pending')
             AS version`.execute(this.db);
    return rows[0]!.version;
  }

  /**
   * The balance, the payouts on their way (pending payout payments) and what the account
   * was credited in all (completed incoming rewards: a miner's rewards after fees, a pool's
   * or an operator's daily fee income; plus profit splits and referrals received, less
   * splits given).
   */
  async sums(accountId: string): Promise<AccountSums> {
    const row = await this.db
      .selectFrom('ledger_accounts as a')
      .select([
        'a.balance',
        pendingPayoutOf(sql`a.id`).as('pending_payout'),
        // Rewards, and what profit splits and referrals moved in and out.
        sql<Sats>`(SELECT coalesce(sum(${earnedAmount}), 0)::bigint
                       FROM payments WHERE account_id = a.id AND ${isEarning})`.as('earned'),
      ])
      .where('a.id', '=', accountId)
      .executeTakeFirstOrThrow();
    return { ...row, balance: sats(row.balance) };
  }

  /**
   * One page of payments, newest first (ties by id, so pages never repeat or skip rows), with
   * the count and the sums in and out of every payment the filters match (canceled ones
   * moved nothing and add to neither sum).
   */
  async list(
    accountId: string,
    filters: PaymentFilters,
    page: { page: number; per_page: number },
  ): Promise<{ rows: PaymentRow[]; total: number; totals: PaymentTotals }> {
    const sumOf = (direction: PaymentDirection) =>
      sql<Sats>`coalesce(sum(p.amount) FILTER (WHERE p.direction = ${direction} AND p.status <> 'canceled'), 0)::bigint`;
    const [rows, summary] = await Promise.all([
      this.rows(accountId, filters, page.per_page, (page.page - 1) * page.per_page),
      this.filtered(accountId, filters)
        .select([
          sql<number>`count(*)::int`.as('total'),
          sumOf('incoming').as('incoming'),
          sumOf('outgoing').as('outgoing'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: summary.total, totals: { incoming: summary.incoming, outgoing: summary.outgoing } };
  }

  /**
   * What the account earned per pool day from `since` (its first earning day without it) to
   * `until`, every day listed, oldest first: the payments that count as earned in `sums`.
   */
  async dailyEarnings(accountId: string, since: string | undefined, until: string): Promise<DailyEarning[]> {
    const { rows } = await sql<DailyEarning>`
      WITH earned AS (
        SELECT ${earnedDay} AS day, sum(${earnedAmount}) AS amount
          FROM payments
         WHERE account_id = ${accountId} AND ${isEarning}
         GROUP BY 1
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') AS pool_day, coalesce(e.amount, 0)::bigint AS amount
        FROM generate_series(
               coalesce(${since ?? null}::date, (SELECT min(day) FROM earned), ${until}::date),
               ${until}::date, interval '1 day') AS d (day)
        LEFT JOIN earned e ON e.day = d.day
       ORDER BY d.day`.execute(this.db);
    return rows;
  }

  /** Payments newest first, at most `limit` of them. */
  rows(accountId: string, filters: PaymentFilters, limit: number, offset = 0): Promise<PaymentRow[]> {
    return this.filtered(accountId, filters)
      .leftJoin('blockchain_payout_requests as r', 'r.id', 'p.payout_request_id')
      .leftJoin('miner_accounts as c', 'c.id', 'p.counterparty_miner_id')
      .select([
        'p.id',
        'p.type',
        'p.direction',
        'p.status',
        sql<Sats>`p.amount`.as('amount'),
        'p.created_at',
        'p.pool_day',
        'p.address',
        'r.tx_id',
        'p.hash_rate',
        'p.rate',
        sql<Sats | null>`p.gross`.as('gross'),
        sql<string | null>`trim_scale(p.fee_percent)::text`.as('fee_percent'),
        sql<Sats | null>`p.fee`.as('fee'),
        'p.sharing_type',
        'p.counterparty_miner_id',
        'c.account_name as counterparty_account_name',
        sql<string | null>`trim_scale(p.share_percent)::text`.as('share_percent'),
        'p.promo_code',
      ])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /**
   * What a pool (`fee`) or an operator (`operator_fee`) earned from one miner account's
   * rewards; the pool's less the referral shares it paid out of those fees.
   */
  async feesFromMiner(minerId: string, fee: 'fee' | 'operator_fee'): Promise<Sats> {
    const referrals =
      fee === 'fee'
        ? sql`(SELECT coalesce(sum(amount), 0) FROM payments
                WHERE counterparty_miner_id = ${minerId} AND sharing_type = 'referral' AND status = 'completed')`
        : sql`0`;
    const row = await this.db
      .selectFrom('payments as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(sql<Sats>`(coalesce(sum(${sql.ref(`p.${fee}`)}), 0) - ${referrals})::bigint`.as('amount'))
      .where('a.kind', '=', 'miner')
      .where('a.miner_id', '=', minerId)
      .where('p.type', '=', 'reward')
      .where('p.status', '=', 'completed')
      .executeTakeFirstOrThrow();
    return row.amount;
  }

  /**
   * For an operator's daily fee income payments (one a day, summing every customer's fee):
   * how many customers paid the fee of each of these pool days, and the customer when one did.
   */
  async feePayersByDay(
    incomeAccount: string,
    days: readonly string[],
  ): Promise<Map<string, { customers: number; customer: { miner_id: string; account_name: string } | null }>> {
    if (days.length === 0) return new Map();
    const sorted = [...days].sort();
    const { rows } = await sql<{ pool_day: string; customers: number; miner_id: string; account_name: string }>`
      SELECT i.pool_day, count(DISTINCT i.miner_id)::int AS customers,
             min(i.miner_id::text) AS miner_id, min(m.account_name) AS account_name
        FROM (${feeIncomeEntries(incomeAccount, { from: sorted[0]!, to: sorted.at(-1)! })}) AS i
        JOIN miner_accounts m ON m.id = i.miner_id
       WHERE i.pool_day = ANY(${sorted}::text[])
       GROUP BY i.pool_day`.execute(this.db);
    return new Map(
      rows.map((row) => [
        row.pool_day,
        {
          customers: row.customers,
          customer: row.customers === 1 ? { miner_id: row.miner_id, account_name: row.account_name } : null,
        },
      ]),
    );
  }

  private filtered(accountId: string, filters: PaymentFilters) {
    let query = this.db.selectFrom('payments as p').where('p.account_id', '=', accountId);
    if (filters.type) query = query.where('p.type', '=', filters.type);
    if (filters.direction) query = query.where('p.direction', '=', filters.direction);
    if (filters.status) query = query.where('p.status', '=', filters.status);
    if (filters.since) query = query.where('p.created_at', '>=', filters.since);
    if (filters.until) query = query.where('p.created_at', '<', filters.until);
    return query;
  }
}
