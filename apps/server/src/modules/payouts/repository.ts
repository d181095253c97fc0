import { sql, type Selectable, type Transaction } from 'kysely';
import { defaultMinPayment, type BlockchainPayoutStatus, type FeeLevel } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { pageWithTotal, type Page } from '../../db/page.js';
import type {
  BlockchainPayoutRequestsTable,
  Database,
  PayoutScheduleTable,
  UnallocatedFundsTable,
} from '../../db/schema.js';
import { ledgerAccountId, lockedBalance, postTransfer } from '../ledger/ledger.js';
import type { IncomingTransfer } from './chain/chain.js';
import { payoutAmount, reachesMinimum } from './rules.js';

export type PayoutRequestRow = Selectable<BlockchainPayoutRequestsTable>;
export type ScheduleRow = Selectable<PayoutScheduleTable>;
export type UnallocatedRow = Selectable<UnallocatedFundsTable>;

/** A schedule item nobody changed pays at a medium fee (product §3 fee level). */
export const defaultFeeLevel: FeeLevel = 'MEDIUM';

/** The pool's own ledger accounts a payout or a refund moves money through. */
export interface PoolAccounts {
  clearing: string;
  chain: string;
  unallocated: string;
}

/** A wallet that may be paid: it has an address, is not paused, and its balance reached its minimum. */
export interface PayoutCandidate {
  wallet_id: string;
  /** The miner account's ledger account. */
  account_id: string;
  address: string;
  min_payment: number;
  /** 0: no cap. */
  max_payment: number;
}

export type PayWalletOutcome = 'paid' | 'skipped' | 'closed';

/** Changes to a schedule item: a field left out stays, a null fee per vbyte goes back to the level. */
export interface ScheduleChanges {
  fee_level?: FeeLevel;
  fee_per_vbyte?: number | null;
}

/** The payout desk's tables: schedule, blockchain payout requests, payout payments and unallocated funds. */
export class PayoutsRepository {
  constructor(private readonly db: Db) {}

  async poolAccounts(poolId: string): Promise<PoolAccounts> {
    const [clearing, chain, unallocated] = await Promise.all(
      (['payout_clearing', 'chain', 'unallocated'] as const).map((kind) => ledgerAccountId(this.db, { kind, poolId })),
    );
    return { clearing: clearing!, chain: chain!, unallocated: unallocated! };
  }

  // -------------------------------------------------------------------------
  // Schedule

  async scheduleItem(poolId: string, date: string): Promise<ScheduleRow | undefined> {
    return this.db
      .selectFrom('payout_schedule')
      .selectAll()
      .where('pool_id', '=', poolId)
      .where('date', '=', date)
      .executeTakeFirst();
  }

  async ensureScheduleItem(poolId: string, date: string, now: Date): Promise<ScheduleRow> {
    await this.db
      .insertInto('payout_schedule')
      .values({ pool_id: poolId, date, fee_level: defaultFeeLevel, fee_per_vbyte: null, updated_at: now })
      .onConflict((oc) => oc.columns(['pool_id', 'date']).doNothing())
      .execute();
    return (await this.scheduleItem(poolId, date))!;
  }

  async markProcessed(poolId: string, date: string, now: Date): Promise<void> {
    await this.db
      .updateTable('payout_schedule')
      .set({ processed_at: now, updated_at: now })
      .where('pool_id', '=', poolId)
      .where('date', '=', date)
      .where('processed_at', 'is', null)
      .execute();
  }

  /**
   * Changes an item whose payout has not started (no request exists for its date yet);
   * undefined when it has, so the run always pays with the settings the platform saw.
   */
  async updateScheduleItem(
    poolId: string,
    date: string,
    changes: ScheduleChanges,
    now: Date,
  ): Promise<ScheduleRow | undefined> {
    return this.db
      .insertInto('payout_schedule')
      .values({
        pool_id: poolId,
        date,
        fee_level: changes.fee_level ?? defaultFeeLevel,
        fee_per_vbyte: changes.fee_per_vbyte ?? null,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['pool_id', 'date'])
          .doUpdateSet({ ...changes, updated_at: now })
          .where('payout_schedule.processed_at', 'is', null)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('blockchain_payout_requests as r')
                  .select('r.id')
                  .whereRef('r.pool_id', '=', 'payout_schedule.pool_id')
                  .whereRef('r.date', '=', 'payout_schedule.date'),
              ),
            ),
          ),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * The schedule newest first, with the current item even before anyone changed it
   * (then with the defaults it will run with).
   */
  async listSchedule(
    poolId: string,
    currentDate: string,
    page: Page,
  ): Promise<{
    rows: { date: string; fee_level: FeeLevel; fee_per_vbyte: number | null; processed: boolean }[];
    total: number;
  }> {
    const currentMissing = sql<boolean>`NOT EXISTS (
      SELECT 1 FROM payout_schedule WHERE pool_id = ${poolId} AND date = ${currentDate}::date)`;
    const [rows, total] = await Promise.all([
      sql<{ date: string; fee_level: FeeLevel; fee_per_vbyte: number | null; processed: boolean }>`
        SELECT date, fee_level, fee_per_vbyte, processed_at IS NOT NULL AS processed
          FROM payout_schedule WHERE pool_id = ${poolId}
        UNION ALL
        SELECT ${currentDate}::date, ${defaultFeeLevel}::fee_level, NULL::integer, false WHERE ${currentMissing}
        ORDER BY date DESC
        LIMIT ${page.per_page} OFFSET ${(page.page - 1) * page.per_page}`.execute(this.db),
      sql<{ total: number }>`
        SELECT (SELECT count(*)::int FROM payout_schedule WHERE pool_id = ${poolId})
               + CASE WHEN ${currentMissing} THEN 1 ELSE 0 END AS total`.execute(this.db),
    ]);
    return { rows: rows.rows, total: total.rows[0]!.total };
  }

  // -------------------------------------------------------------------------
  // Blockchain payout requests

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

  /** The outputs of a request's transaction: its pending payouts, summed per address. */
  async outputsOf(requestId: string): Promise<{ address: string; amount: number }[]> {
    const rows = await this.db
      .selectFrom('payments')
      .select(['address', sql<number>`sum(amount)::bigint`.as('amount')])
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
    outcome: { status: 'sent'; txId: string } | { status: 'failed'; error: string } | { status: 'completed' },
    now: Date,
  ): Promise<PayoutRequestRow | undefined> {
    return this.db
      .updateTable('blockchain_payout_requests')
      .set({
        status: outcome.status,
        tx_id: outcome.status === 'sent' ? outcome.txId : null,
        error: outcome.status === 'failed' ? outcome.error.slice(0, 1000) : null,
        updated_at: now,
      })
      .where('id', '=', claimed.id)
      .where('status', '=', 'created')
      .where('send_started_at', '=', claimed.send_started_at)
      .returningAll()
      .executeTakeFirst();
  }

  async sentRequests(): Promise<PayoutRequestRow[]> {
    return this.db.selectFrom('blockchain_payout_requests').selectAll().where('status', '=', 'sent').execute();
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

  async setConfirmations(id: string, confirmations: number, now: Date): Promise<void> {
    await this.db
      .updateTable('blockchain_payout_requests')
      .set({ confirmations, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'sent')
      .where('confirmations', '<>', confirmations)
      .execute();
  }

  /** A sent request that failed but whose transaction the chain has after all (a timeout after broadcast). */
  async markFoundSent(id: string, attempts: number, txId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('blockchain_payout_requests')
      .set({ status: 'sent', tx_id: txId, error: null, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .where('attempts', '=', attempts)
      .execute();
  }

  // -------------------------------------------------------------------------
  // Payouts of wallets

  /** Wallets of the pool's live miner accounts with an address, not paused, whose balance reached their minimum. */
  async payoutCandidates(poolId: string, pauseStart: Date): Promise<PayoutCandidate[]> {
    const newestLimit = (kind: 'min' | 'max') =>
      sql<number>`(SELECT l.amount FROM wallet_limits l WHERE l.wallet_id = w.id AND l.kind = ${kind} ORDER BY l.id DESC LIMIT 1)`;
    const { rows } = await sql<PayoutCandidate>`
      SELECT w.id AS wallet_id, a.id AS account_id, addr.address,
             coalesce(${newestLimit('min')}, ${defaultMinPayment}) AS min_payment,
             coalesce(${newestLimit('max')}, 0) AS max_payment
        FROM wallets w
        JOIN miner_accounts m ON m.id = w.miner_id AND m.deleted_at IS NULL
        JOIN ledger_accounts a ON a.miner_id = m.id AND a.kind = 'miner'
       CROSS JOIN LATERAL (
             SELECT id, address, created_at FROM wallet_addresses
              WHERE wallet_id = w.id ORDER BY id DESC LIMIT 1) addr
       WHERE m.pool_id = ${poolId}
         -- A first guess from unlocked balances; payWallet decides on the locked one.
         AND a.balance > 0 AND a.balance >= coalesce(${newestLimit('min')}, ${defaultMinPayment})
         AND NOT (addr.created_at > ${pauseStart}
                  AND EXISTS (SELECT 1 FROM wallet_addresses e WHERE e.wallet_id = w.id AND e.id < addr.id))
       ORDER BY w.id`.execute(this.db);
    return rows;
  }

  /**
   * Pays one wallet into a request, in one transaction: the request must still take
   * payments (no send started: 'closed' otherwise), the balance is locked and re-checked,
   * and the ledger transfer's key makes a second payment of the wallet for the date a
   * no-op ('skipped'), whichever instance or rerun tries it.
   */
  async payWallet(input: {
    requestId: string;
    date: string;
    candidate: PayoutCandidate;
    clearing: string;
    now: Date;
  }): Promise<PayWalletOutcome> {
    const { requestId, date, candidate, clearing, now } = input;
    return this.db.transaction().execute(async (trx) => {
      const open = await trx
        .selectFrom('blockchain_payout_requests')
        .select('id')
        .where('id', '=', requestId)
        .where('status', '=', 'created')
        .where('send_started_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!open) return 'closed';
      const balance = await lockedBalance(trx, candidate.account_id);
      if (!reachesMinimum(balance, candidate.min_payment)) return 'skipped';
      const amount = payoutAmount(balance, candidate.max_payment);
      const transferId = await postTransfer(
        trx,
        `payout:${candidate.wallet_id}:${date}`,
        'payout',
        [
          { account: candidate.account_id, amount: -amount },
          { account: clearing, amount },
        ],
        now,
      );
      if (!transferId) return 'skipped';
      await trx
        .insertInto('payments')
        .values({
          account_id: candidate.account_id,
          type: 'payout',
          direction: 'outgoing',
          status: 'pending',
          amount,
          pool_day: date,
          transfer_id: transferId,
          address: candidate.address,
          payout_request_id: requestId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .updateTable('blockchain_payout_requests')
        .set((eb) => ({ amount: eb('amount', '+', amount), payouts: eb('payouts', '+', 1), updated_at: now }))
        .where('id', '=', requestId)
        .execute();
      return 'paid';
    });
  }

  /** A confirmed request: its payouts leave the clearing account for the chain, and complete. */
  async settle(requestId: string, confirmations: number, accounts: PoolAccounts, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const request = await this.lockRequest(trx, requestId, ['sent']);
      if (!request) return false;
      for (const payment of await this.pendingPayments(trx, requestId)) {
        await postTransfer(
          trx,
          `payout-settle:${payment.id}`,
          'payout_settle',
          [
            { account: accounts.clearing, amount: -payment.amount },
            { account: accounts.chain, amount: payment.amount },
          ],
          now,
        );
      }
      await this.closePayments(trx, requestId, 'completed', now);
      await trx
        .updateTable('blockchain_payout_requests')
        .set({ status: 'completed', confirmations, updated_at: now })
        .where('id', '=', requestId)
        .execute();
      return true;
    });
  }

  /**
   * Cancels a request nothing was sent for (failed, or created and never claimed for
   * sending) as seen with `attempts`: every payout's money goes back to its wallet.
   * Undefined when it changed meanwhile (a resend, another reverse).
   */
  async reverse(
    requestId: string,
    attempts: number,
    clearing: string,
    now: Date,
  ): Promise<PayoutRequestRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const request = await this.lockRequest(trx, requestId, ['created', 'failed']);
      if (
        !request ||
        request.attempts !== attempts ||
        (request.status === 'created' && request.send_started_at !== null)
      ) {
        return undefined;
      }
      for (const payment of await this.pendingPayments(trx, requestId)) {
        await postTransfer(
          trx,
          `payout-return:${payment.id}`,
          'payout_return',
          [
            { account: clearing, amount: -payment.amount },
            { account: payment.account_id, amount: payment.amount },
          ],
          now,
        );
      }
      await this.closePayments(trx, requestId, 'canceled', now);
      return trx
        .updateTable('blockchain_payout_requests')
        .set({ status: 'canceled', updated_at: now })
        .where('id', '=', requestId)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  private lockRequest(trx: Transaction<Database>, id: string, statuses: BlockchainPayoutStatus[]) {
    return trx
      .selectFrom('blockchain_payout_requests')
      .selectAll()
      .where('id', '=', id)
      .where('status', 'in', statuses)
      .forUpdate()
      .executeTakeFirst();
  }

  private pendingPayments(trx: Transaction<Database>, requestId: string) {
    return trx
      .selectFrom('payments')
      .select(['id', 'account_id', 'amount'])
      .where('payout_request_id', '=', requestId)
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
  }

  private async closePayments(
    trx: Transaction<Database>,
    requestId: string,
    status: 'completed' | 'canceled',
    now: Date,
  ): Promise<void> {
    await trx
      .updateTable('payments')
      .set({ status, updated_at: now })
      .where('payout_request_id', '=', requestId)
      .where('status', '=', 'pending')
      .execute();
  }

  // -------------------------------------------------------------------------
  // Unallocated funds

  /** A deposit nobody can be matched to, recorded once per output with its ledger movement. */
  async recordDeposit(poolId: string, deposit: IncomingTransfer, accounts: PoolAccounts): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('unallocated_funds')
        .values({
          pool_id: poolId,
          tx_id: deposit.txId,
          vout: deposit.vout,
          amount: deposit.amount,
          from_address: deposit.fromAddress,
          received_at: deposit.receivedAt,
        })
        .onConflict((oc) => oc.columns(['tx_id', 'vout']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      await postTransfer(
        trx,
        `deposit:${deposit.txId}:${deposit.vout}`,
        'deposit',
        [
          { account: accounts.chain, amount: -deposit.amount },
          { account: accounts.unallocated, amount: deposit.amount },
        ],
        deposit.receivedAt,
      );
      return true;
    });
  }

  async listUnallocated(
    poolId: string,
    query: Page & { status?: 'unallocated' | 'refunded' | undefined },
  ): Promise<{ rows: UnallocatedRow[]; total: number }> {
    let base = this.db.selectFrom('unallocated_funds').where('pool_id', '=', poolId);
    if (query.status) base = base.where('status', '=', query.status);
    return pageWithTotal(base, query, (rows) => rows.selectAll().orderBy('received_at', 'desc').orderBy('id'));
  }

  async findUnallocated(poolId: string, id: string): Promise<UnallocatedRow | undefined> {
    return this.db
      .selectFrom('unallocated_funds')
      .selectAll()
      .where('pool_id', '=', poolId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Takes the right to refund (see claimSend); undefined when refunded or a refund is under way. */
  async claimRefund(id: string, address: string, now: Date, leaseStart: Date): Promise<UnallocatedRow | undefined> {
    return this.db
      .updateTable('unallocated_funds')
      .set({ refund_started_at: now, refund_address: address })
      .where('id', '=', id)
      .where('status', '=', 'unallocated')
      .where((eb) => eb.or([eb('refund_started_at', 'is', null), eb('refund_started_at', '<', leaseStart)]))
      .returningAll()
      .executeTakeFirst();
  }

  /** The chain sent the refund: the funds leave the unallocated account for the chain. */
  async completeRefund(
    claimed: UnallocatedRow,
    txId: string,
    accounts: PoolAccounts,
    now: Date,
  ): Promise<UnallocatedRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const refunded = await trx
        .updateTable('unallocated_funds')
        .set({ status: 'refunded', refund_tx_id: txId, refunded_at: now })
        .where('id', '=', claimed.id)
        .where('status', '=', 'unallocated')
        .returningAll()
        .executeTakeFirst();
      if (refunded) {
        await postTransfer(
          trx,
          `refund:${claimed.id}`,
          'refund',
          [
            { account: accounts.unallocated, amount: -claimed.amount },
            { account: accounts.chain, amount: claimed.amount },
          ],
          now,
        );
      }
      return refunded;
    });
  }

  /** Gives a claim back when nothing was sent, so the platform may refund again. */
  async releaseRefund(claimed: UnallocatedRow): Promise<void> {
    await this.db
      .updateTable('unallocated_funds')
      .set({ refund_started_at: null, refund_address: null })
      .where('id', '=', claimed.id)
      .where('status', '=', 'unallocated')
      .where('refund_started_at', '=', claimed.refund_started_at)
      .execute();
  }

  /** Refunds a crash left claimed for longer than the lease. */
  async abandonedRefunds(leaseStart: Date): Promise<UnallocatedRow[]> {
    return this.db
      .selectFrom('unallocated_funds')
      .selectAll()
      .where('status', '=', 'unallocated')
      .where('refund_started_at', '<', leaseStart)
      .execute();
  }
}
