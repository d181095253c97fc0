import { sql, type Selectable } from 'kysely';
import type { BlockchainPayoutStatus } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { pageWithTotal, type Page } from '../../db/page.js';
import type { BlockchainPayoutRequests, PayoutFailureReason } from '../../db/schema.js';
import type { Sats } from '../../domain/sats.js';
import type { ChainOutput } from '../chain/index.js';
import type { ScheduleRow } from './schedule-repository.js';

export type PayoutRequestRow = Selectable<BlockchainPayoutRequests>;

/**
 * Blockchain payout requests, one per pool and date, and their send claims: who may hand
 * a request to the chain, and what the chain did with it.
 */
export class PayoutRequestsRepository {
  constructor(private readonly db: Db) {}

  /** The request of a run, made with the schedule item's fee settings on first call. */
  async ensureRequest(item: ScheduleRow, now: Date): Promise<PayoutRequestRow> {
    await this.db
      .insertInto('blockchain_payout_requests')
      .values({
        pool_id: item.pool_id,
        date: item.date,
        fee_level: item.fee_level,
        fee_per_vbyte: item.fee_per_vbyte,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['pool_id', 'date']).doNothing())
      .execute();
    return this.db
      .selectFrom('blockchain_payout_requests')
      .selectAll()
      .where('pool_id', '=', item.pool_id)
      .where('date', '=', item.date)
      .executeTakeFirstOrThrow();
  }

  /** Records how many wallets were at their minimum when the run began paying the request (first count wins). */
  async recordAtMinimum(id: string, atMinimum: number): Promise<void> {
    await this.db
      .updateTable('blockchain_payout_requests')
      .set({ at_minimum: atMinimum })
      .where('id', '=', id)
      .where('at_minimum', 'is', null)
      .execute();
  }

  /** The pool's newest request by date: the last run's. */
  async latestRequest(poolId: string): Promise<PayoutRequestRow | undefined> {
    return this.db
      .selectFrom('blockchain_payout_requests')
      .selectAll()
      .where('pool_id', '=', poolId)
      .orderBy('date', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async findRequest(poolId: string, id: string): Promise<PayoutRequestRow | undefined> {
    return this.db
      .selectFrom('blockchain_payout_requests')
      .selectAll()
      .where('pool_id', '=', poolId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async listRequests(
    poolId: string,
    query: Page & { status?: BlockchainPayoutStatus | undefined },
  ): Promise<{ rows: PayoutRequestRow[]; total: number }> {
    let base = this.db.selectFrom('blockchain_payout_requests').where('pool_id', '=', poolId);
    if (query.status) base = base.where('status', '=', query.status);
    return pageWithTotal(base, query, (rows) => rows.selectAll().orderBy('date', 'desc').orderBy('id'));
  }

  /**
   * Takes the right to send a request, recording the attempt before the chain is asked:
   * a request still taking payments, one whose send was left by a crash (its claim older
   * than `leaseStart`), and with `retryFailed` a failed one. Undefined when someone else
   * holds it or it is past sending; one caller of many wins (a conditional update).
   */
  async claimSend(
    id: string,
    now: Date,
    leaseStart: Date,
    retryFailed: boolean,
  ): Promise<PayoutRequestRow | undefined> {
    return this.db
      .updateTable('blockchain_payout_requests')
      .set((eb) => ({
        status: 'created',
        send_started_at: now,
        attempts: eb('attempts', '+', 1),
        error: null,
        updated_at: now,
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', '=', 'created'),
            eb.or([eb('send_started_at', 'is', null), eb('send_started_at', '<', leaseStart)]),
          ]),
          ...(retryFailed ? [eb('status', '=', 'failed')] : []),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** The outputs of a request: its pending payouts, summed per address, before they are split into transactions. */
  async outputsOf(requestId: string): Promise<ChainOutput[]> {
    const rows = await this.db
      .selectFrom('payments')
      .select(['address', sql<Sats>`sum(amount)::bigint`.as('amount')])
      .where('payout_request_id', '=', requestId)
      .where('status', '=', 'pending')
      .groupBy('address')
      .orderBy('address')
      .execute();
    return rows.map((row) => ({ address: row.address!, amount: row.amount }));
  }

  /** Records what the chain did with a claimed send; false when the claim was taken over meanwhile. */
  async finishSend(
    claimed: PayoutRequestRow,
    outcome:
      | { status: 'sent'; txId: string }
      | { status: 'failed'; error: string; reason: PayoutFailureReason }
      | { status: 'completed' },
    now: Date,
  ): Promise<PayoutRequestRow | undefined> {
    return this.db
      .updateTable('blockchain_payout_requests')
      .set({
        status: outcome.status,
        tx_id: outcome.status === 'sent' ? outcome.txId : null,
        error: outcome.status === 'failed' ? outcome.error.slice(0, 1000) : null,
        failure_reason: outcome.status === 'failed' ? outcome.reason : null,
        updated_at: now,
      })
      .where('id', '=', claimed.id)
      .where('status', '=', 'created')
      .where('send_started_at', '=', claimed.send_started_at)
      .returningAll()
      .executeTakeFirst();
  }

  /** Requests a crash left in created: mid-run (never sent) or mid-send, for longer than the lease. */
  async abandonedRequests(leaseStart: Date): Promise<PayoutRequestRow[]> {
    return this.db
      .selectFrom('blockchain_payout_requests')
      .selectAll()
      .where('status', '=', 'created')
      .where((eb) =>
        eb.or([
          eb('send_started_at', '<', leaseStart),
          eb.and([eb('send_started_at', 'is', null), eb('created_at', '<', leaseStart)]),
        ]),
      )
      .execute();
  }

  /** A sent request that failed but whose transaction the chain has after all (a timeout after broadcast). */
  async markFoundSent(id: string, attempts: number, txId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('blockchain_payout_requests')
      .set({ status: 'sent', tx_id: txId, error: null, failure_reason: null, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .where('attempts', '=', attempts)
      .execute();
  }
}
