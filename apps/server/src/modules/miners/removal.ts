import { sql } from 'kysely';
import type { RemovalRequestStatus, WorkerStatus } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { pageWithTotal } from '../../db/page.js';
import { minerBalance, MonitoringRepository } from '../worker-lists/index.js';
import { notifyRemoval } from '../notifications/index.js';
import { pendingPayoutOf } from '../payments/index.js';
import { unrewardedWorkDays } from '../rewards/index.js';

/** A removal request with what stands in the way of closing its account. */
export interface RemovalRequestRow {
  id: string;
  miner_id: string;
  account_name: string;
  identity_id: string;
  status: RemovalRequestStatus;
  requested_at: Date;
  closed_at: Date | null;
  rejection_reason: string | null;
  balance: number;
  pending_payout: number;
  open_sub_accounts: number;
  unrewarded_days: number;
}

/** Why an open request cannot be approved yet: money still on the account or still to be credited, sub-accounts, rigs mining. */
export interface RemovalBlockers {
  balance: number;
  pending_payout: number;
  open_sub_accounts: number;
  /** Workers that sent a share within the last 24 hours (stable or unavailable). */
  mining_workers: number;
  /** Pool days the account worked that the reward run has not credited yet. */
  unrewarded_days: number;
}

/** What a decision found: the request was decided, was not open any more, or its account is not ready. */
export type RemovalDecision =
  | { outcome: 'decided' }
  | { outcome: 'not_found' }
  | { outcome: 'not_open' }
  | { outcome: 'blocked'; blockers: RemovalBlockers };

/** Workers still mining (stable or unavailable: a share within the last 24 hours), from an account's status counts. */
export const miningWorkers = (counts: Record<WorkerStatus, number> | undefined): number =>
  (counts?.stable ?? 0) + (counts?.unavailable ?? 0);

/** Writes the staff audit entry of a decision, inside its transaction. */
export type AuditDecision = (request: { identity_id: string; account_name: string }, db: Db) => Promise<void>;

const noBlockers = (blockers: RemovalBlockers) =>
  blockers.balance === 0 &&
  blockers.pending_payout === 0 &&
  blockers.open_sub_accounts === 0 &&
  blockers.mining_workers === 0 &&
  blockers.unrewarded_days === 0;

/** Removal requests of miner accounts: the owner opens one, pool staff approve or reject it. */
export class RemovalRequestsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records an open request; a second request for the same account is the same request. A
   * new one queues its delete-miner notice in the same transaction.
   */
  async open(identityId: string, minerId: string): Promise<{ created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('account_deletion_requests')
        .values({ identity_id: identityId, miner_id: minerId })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) await notifyRemoval(trx, { minerId, requestId: row.id, stage: 'requested' });
      return { created: row !== undefined };
    });
  }

  /**
   * One page of the requests of a pool's accounts: open ones first, oldest first (the queue),
   * then decided ones, newest first.
   */
  async list(
    poolId: string,
    status: RemovalRequestStatus | undefined,
    page: { page: number; per_page: number },
    at: Date,
  ): Promise<{ rows: RemovalRequestRow[]; total: number }> {
    const found = await pageWithTotal(this.requestsOf(poolId, status ? { status } : {}), page, (base) =>
      withHoldings(base, at)
        .orderBy(sql`r.status = 'open'`, 'desc')
        .orderBy(sql`CASE WHEN r.status = 'open' THEN r.requested_at END`, 'asc')
        .orderBy('r.requested_at', 'desc')
        .orderBy('r.id'),
    );
    return { rows: found.rows.map(toRow), total: found.total };
  }

  /** One request of a pool's accounts, as the list shows it. */
  async one(poolId: string, requestId: string, at: Date): Promise<RemovalRequestRow | undefined> {
    const row = await this.rows(poolId, { id: requestId }, at).executeTakeFirst();
    return row && toRow(row);
  }

  /**
   * Approves an open request of one of the pool's accounts and closes the account, in one
   * transaction. The account's ledger row is locked first, so no reward or payout moves its
   * money meanwhile, and the account must hold nothing: no balance, no payout on its way, no
   * open sub-account, no rig mining (its shares would earn what a closed account is never
   * paid) and no day of work the reward run has yet to credit (the run skips closed accounts,
   * and it is what would move money here while the lock is held). Then the request is claimed by a conditional update (only an open one changes):
   * of two approvals at once, one decides and the other finds it decided. The account's
   * people are told before it closes, as a closed account's people are no longer told.
   */
  async approve(
    requestId: string,
    poolId: string,
    actorId: string,
    at: Date,
    audit: AuditDecision,
  ): Promise<RemovalDecision> {
    return this.db.transaction().execute(async (trx) => {
      const request = await this.requestsOf(poolId, { id: requestId }, trx)
        .select(['r.miner_id', 'r.status'])
        .executeTakeFirst();
      if (!request) return { outcome: 'not_found' };
      if (request.status !== 'open') return { outcome: 'not_open' };
      await trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('kind', '=', 'miner')
        .where('miner_id', '=', request.miner_id)
        .forUpdate()
        .execute();
      const holds = await this.rows(poolId, { id: requestId }, at, trx).executeTakeFirstOrThrow();
      const workers = (await new MonitoringRepository(trx).statusCountsByMiner([request.miner_id], at)).get(
        request.miner_id,
      );
      const blockers: RemovalBlockers = {
        balance: Number(holds.balance),
        pending_payout: Number(holds.pending_payout),
        open_sub_accounts: holds.open_sub_accounts,
        mining_workers: miningWorkers(workers),
        unrewarded_days: holds.unrewarded_days,
      };
      if (!noBlockers(blockers)) return { outcome: 'blocked', blockers };
      const claimed = await trx
        .updateTable('account_deletion_requests')
        .set({ status: 'done', closed_at: at, decided_by: actorId })
        .where('id', '=', requestId)
        .where('status', '=', 'open')
        .returning(['miner_id', 'identity_id'])
        .executeTakeFirst();
      if (!claimed) return { outcome: 'not_open' };
      await audit({ identity_id: claimed.identity_id, account_name: holds.account_name }, trx);
      await notifyRemoval(trx, { minerId: claimed.miner_id, requestId, stage: 'completed' });
      await trx
        .updateTable('miner_accounts')
        .set({ deleted_at: at })
        .where('id', '=', claimed.miner_id)
        .where('deleted_at', 'is', null)
        .execute();
      return { outcome: 'decided' };
    });
  }

  /**
   * Rejects an open request of one of the pool's accounts by a conditional update, and
   * queues the notice with the reason in the same transaction.
   */
  async reject(
    requestId: string,
    poolId: string,
    actorId: string,
    reason: string | undefined,
    at: Date,
    audit: AuditDecision,
  ): Promise<RemovalDecision> {
    return this.db.transaction().execute(async (trx) => {
      const rejected = await trx
        .updateTable('account_deletion_requests')
        .set({ status: 'rejected', closed_at: at, decided_by: actorId, rejection_reason: reason ?? null })
        .where('id', '=', requestId)
        .where('status', '=', 'open')
        .where('miner_id', 'in', trx.selectFrom('miner_accounts').select('id').where('pool_id', '=', poolId))
        .returning(['miner_id', 'identity_id'])
        .executeTakeFirst();
      if (!rejected) {
        const known = await this.requestsOf(poolId, { id: requestId }, trx).select('r.id').executeTakeFirst();
        return { outcome: known ? 'not_open' : 'not_found' };
      }
      const account = await trx
        .selectFrom('miner_accounts')
        .select('account_name')
        .where('id', '=', rejected.miner_id)
        .executeTakeFirstOrThrow();
      await audit({ identity_id: rejected.identity_id, account_name: account.account_name }, trx);
      await notifyRemoval(trx, {
        minerId: rejected.miner_id,
        requestId,
        stage: 'rejected',
        ...(reason ? { reason } : {}),
      });
      return { outcome: 'decided' };
    });
  }

  /** The requests of a pool's accounts, by id or state (the base of every read here). */
  requestsOf(poolId: string, filter: { id?: string; status?: RemovalRequestStatus }, db: Db = this.db) {
    let query = db
      .selectFrom('account_deletion_requests as r')
      .innerJoin('miner_accounts as m', 'm.id', 'r.miner_id')
      .where('m.pool_id', '=', poolId);
    if (filter.id) query = query.where('r.id', '=', filter.id);
    if (filter.status) query = query.where('r.status', '=', filter.status);
    return query;
  }

  /** `withHoldings` of the requests of a pool's accounts. */
  private rows(poolId: string, filter: { id?: string; status?: RemovalRequestStatus }, at: Date, db: Db = this.db) {
    return withHoldings(this.requestsOf(poolId, filter, db), at);
  }
}

/**
 * The requests with what their accounts hold at `at`: the balance and the payouts on their
 * way (the balance card's definitions), open sub-accounts and the days of work still to be
 * credited.
 */
function withHoldings(requests: ReturnType<RemovalRequestsRepository['requestsOf']>, at: Date) {
  const ledgerAccount = sql`(SELECT a.id FROM ledger_accounts a WHERE a.miner_id = m.id AND a.kind = 'miner')`;
  return requests.select([
    'r.id',
    'r.miner_id',
    'm.account_name',
    'r.identity_id',
    'r.status',
    'r.requested_at',
    'r.closed_at',
    'r.rejection_reason',
    sql<string>`coalesce(${minerBalance}, 0)`.as('balance'),
    pendingPayoutOf(ledgerAccount).as('pending_payout'),
    sql<number>`(SELECT count(*)::int FROM miner_accounts c
                  WHERE c.parent_id = m.id AND c.deleted_at IS NULL)`.as('open_sub_accounts'),
    unrewardedWorkDays(sql.ref('m.id'), sql.ref('m.pool_id'), at).as('unrewarded_days'),
  ]);
}

function toRow(
  row: Omit<RemovalRequestRow, 'balance' | 'pending_payout'> & {
    balance: string | number;
    pending_payout: string | number;
  },
): RemovalRequestRow {
  return { ...row, balance: Number(row.balance), pending_payout: Number(row.pending_payout) };
}
