import { sql, type Selectable, type Transaction } from 'kysely';
import type { FeeLevel } from '@pool/contract';
import type { Db } from '../../db/database.js';
import type { Database, PayoutTransactions } from '../../db/schema.js';
import type { Sats } from '../../domain/sats.js';
import type { ChainOutput } from '../chain/index.js';

export type PayoutTransactionRow = Selectable<PayoutTransactions>;

/** A broadcast transaction waiting for confirmations, with what following it needs of its request. */
export type FollowedTransaction = PayoutTransactionRow & { tx_id: string; pool_id: string; fee_level: FeeLevel };

/** What the chain says a transaction weighs and pays. */
export interface BroadcastFacts {
  txId: string;
  vsize: number;
  fee: number;
  /** The chain's height when it went out. */
  height: number;
}

/** The fee rate a transaction pays, in whole sat/vB as the desk shows it. */
const feeRateOf = (facts: BroadcastFacts) => Math.max(1, Math.floor(facts.fee / facts.vsize));

/**
 * The chain transactions of payout requests: what each part of a request sent, and the
 * conditional updates that make following them (confirmations, fee bumps) safe to run on
 * several instances at once. The money side of settling and returning is in
 * WalletPayoutsRepository, which calls claimOutcome in its own transaction.
 */
export class PayoutTransactionsRepository {
  constructor(private readonly db: Db) {}

  /** The request's transactions, oldest part first, each part's replacements after it. */
  async ofRequests(requestIds: readonly string[]): Promise<PayoutTransactionRow[]> {
    if (requestIds.length === 0) return [];
    return this.db
      .selectFrom('payout_transactions')
      .selectAll()
      .where('request_id', 'in', requestIds)
      .orderBy('request_id')
      .orderBy('part')
      .orderBy('id')
      .execute();
  }

  /** The live (not replaced) transaction of each part of a request. */
  async liveOf(requestId: string): Promise<PayoutTransactionRow[]> {
    return this.db
      .selectFrom('payout_transactions')
      .selectAll()
      .where('request_id', '=', requestId)
      .where('state', '<>', 'replaced')
      .orderBy('part')
      .execute();
  }

  /** The outputs of one part: its pending payouts, summed per address. */
  async outputsOfPart(requestId: string, part: number): Promise<ChainOutput[]> {
    const rows = await this.db
      .selectFrom('payments')
      .select(['address', sql<Sats>`sum(amount)::bigint`.as('amount')])
      .where('payout_request_id', '=', requestId)
      .where('payout_part', '=', part)
      .where('status', '=', 'pending')
      .groupBy('address')
      .orderBy('address')
      .execute();
    return rows.map((row) => ({ address: row.address!, amount: row.amount }));
  }

  /** Records what a planned part became on the chain; false when another sender recorded it first. */
  async markBroadcast(id: number, facts: BroadcastFacts, now: Date): Promise<boolean> {
    const updated = await this.db
      .updateTable('payout_transactions')
      .set({
        state: 'mempool',
        tx_id: facts.txId,
        vsize: facts.vsize,
        fee: facts.fee,
        fee_rate: feeRateOf(facts),
        sent_height: facts.height,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('state', '=', 'planned')
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }

  /** Broadcast transactions not yet settled, returned or replaced, of every pool. */
  async followed(): Promise<FollowedTransaction[]> {
    return (await this.db
      .selectFrom('payout_transactions as t')
      .innerJoin('blockchain_payout_requests as r', 'r.id', 't.request_id')
      .selectAll('t')
      .select(['r.pool_id', 'r.fee_level'])
      .where('t.state', '=', 'mempool')
      .orderBy('t.id')
      .execute()) as FollowedTransaction[];
  }

  /**
   * The transaction's confirmations, and its request's: the fewest of its parts still
   * counting. A transaction recorded before heights were kept starts its wait for a fee
   * bump at `height`.
   */
  async setConfirmations(
    transaction: FollowedTransaction,
    confirmations: number,
    height: number | undefined,
    now: Date,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('payout_transactions')
        .set({ confirmations, sent_height: sql`coalesce(sent_height, ${height ?? null}::integer)`, updated_at: now })
        .where('id', '=', transaction.id)
        .where('state', '=', 'mempool')
        .where((eb) =>
          eb.or([
            eb('confirmations', '<>', confirmations),
            ...(height === undefined ? [] : [eb('sent_height', 'is', null)]),
          ]),
        )
        .executeTakeFirst();
      if (changed.numUpdatedRows > 0n) await this.refreshRequestConfirmations(trx, transaction.request_id, now);
    });
  }

  /**
   * Takes the right to bump a transaction's fee (a conditional update): undefined when
   * another poller holds it (since `leaseStart`) or the transaction moved on.
   */
  async claimBump(id: number, now: Date, leaseStart: Date): Promise<boolean> {
    const claimed = await this.db
      .updateTable('payout_transactions')
      .set({ bump_started_at: now, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'mempool')
      .where((eb) => eb.or([eb('bump_started_at', 'is', null), eb('bump_started_at', '<', leaseStart)]))
      .executeTakeFirst();
    return claimed.numUpdatedRows > 0n;
  }

  /**
   * A fee bump replaced a transaction (ours, or one a crash left unrecorded): the old row
   * says so and the replacement becomes the part's live transaction, in one transaction.
   * False when it was recorded already.
   */
  async recordReplacement(transaction: PayoutTransactionRow, replacement: BroadcastFacts, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const replaced = await trx
        .updateTable('payout_transactions')
        .set({ state: 'replaced', replaced_by: replacement.txId, updated_at: now })
        .where('id', '=', transaction.id)
        .where('state', '=', 'mempool')
        .executeTakeFirst();
      if (replaced.numUpdatedRows === 0n) return false;
      await trx
        .insertInto('payout_transactions')
        .values({
          request_id: transaction.request_id,
          part: transaction.part,
          tx_id: replacement.txId,
          outputs: transaction.outputs,
          amount: transaction.amount,
          vsize: replacement.vsize,
          fee: replacement.fee,
          fee_rate: feeRateOf(replacement),
          sent_height: replacement.height,
          state: 'mempool',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.refreshRequestConfirmations(trx, transaction.request_id, now);
      return true;
    });
  }

  /** The transactions of a part that fee bumps replaced, newest first. */
  async replacedOfPart(requestId: string, part: number): Promise<PayoutTransactionRow[]> {
    return this.db
      .selectFrom('payout_transactions')
      .selectAll()
      .where('request_id', '=', requestId)
      .where('part', '=', part)
      .where('state', '=', 'replaced')
      .orderBy('id', 'desc')
      .execute();
  }

  /**
   * A block holds `predecessor`, which `transaction` replaced: the predecessor is the part's
   * live transaction again and `transaction` is recorded as replaced by it, in one
   * transaction. False when `transaction` is no longer waiting (another poller got there).
   */
  async restorePredecessor(
    transaction: PayoutTransactionRow,
    predecessor: PayoutTransactionRow,
    confirmations: number,
    now: Date,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const superseded = await trx
        .updateTable('payout_transactions')
        .set({ state: 'replaced', replaced_by: predecessor.tx_id, updated_at: now })
        .where('id', '=', transaction.id)
        .where('state', '=', 'mempool')
        .executeTakeFirst();
      if (superseded.numUpdatedRows === 0n) return false;
      await trx
        .updateTable('payout_transactions')
        .set({ state: 'mempool', replaced_by: null, confirmations, updated_at: now })
        .where('id', '=', predecessor.id)
        .where('state', '=', 'replaced')
        .execute();
      await this.refreshRequestConfirmations(trx, transaction.request_id, now);
      return true;
    });
  }

  /**
   * Claims a settled or returned outcome for a broadcast transaction, in the caller's
   * transaction: false when it is no longer waiting (settled, returned or replaced by
   * someone else), so the money moves once.
   */
  async claimOutcome(
    trx: Transaction<Database>,
    id: number,
    outcome: { state: 'confirmed'; confirmations: number } | { state: 'returned' },
    now: Date,
  ): Promise<PayoutTransactionRow | undefined> {
    return trx
      .updateTable('payout_transactions')
      .set({
        state: outcome.state,
        ...(outcome.state === 'confirmed' ? { confirmations: outcome.confirmations } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .where('state', '=', 'mempool')
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * A sent request whose transactions are all settled or returned is done: completed when
   * any payment reached the chain, canceled when every one came back.
   */
  async closeRequestIfDone(trx: Transaction<Database>, requestId: string, now: Date): Promise<void> {
    const live = await trx
      .selectFrom('payout_transactions')
      .select(['state', 'confirmations'])
      .where('request_id', '=', requestId)
      .where('state', '<>', 'replaced')
      .execute();
    if (live.some((row) => row.state === 'planned' || row.state === 'mempool')) {
      await this.refreshRequestConfirmations(trx, requestId, now);
      return;
    }
    const confirmed = live.filter((row) => row.state === 'confirmed');
    await trx
      .updateTable('blockchain_payout_requests')
      .set({
        status: confirmed.length > 0 ? 'completed' : 'canceled',
        confirmations: confirmed.length > 0 ? Math.min(...confirmed.map((row) => row.confirmations)) : 0,
        updated_at: now,
      })
      .where('id', '=', requestId)
      .where('status', '=', 'sent')
      .execute();
  }

  private async refreshRequestConfirmations(trx: Transaction<Database>, requestId: string, now: Date): Promise<void> {
    await sql`
      UPDATE blockchain_payout_requests r
         SET confirmations = c.fewest, updated_at = ${now}
        FROM (SELECT min(confirmations) AS fewest FROM payout_transactions
               WHERE request_id = ${requestId} AND state IN ('mempool', 'confirmed')) c
       WHERE r.id = ${requestId} AND r.status = 'sent' AND c.fewest IS NOT NULL
         AND r.confirmations <> c.fewest`.execute(trx);
  }
}
