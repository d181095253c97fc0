import { sql, type Transaction } from 'kysely';
import { defaultMinPayment, type BlockchainPayoutStatus } from '@pool/contract';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { lockedBalance, poolAccounts, postTransfer, type PoolAccounts } from '../ledger/ledger.js';
import type { PayoutRequestRow } from './requests-repository.js';
import { payoutAmount, reachesMinimum, type WalletPayoutState } from './rules.js';

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

/**
 * The payouts of wallets and their money: which wallets a run pays, each wallet's payout
 * into a request (miner → payout clearing), and, once the request is settled or reversed,
 * the money on to the chain or back to the wallets.
 */
export class WalletPayoutsRepository {
  constructor(private readonly db: Db) {}

  poolAccounts(poolId: string): Promise<PoolAccounts> {
    return poolAccounts(this.db, poolId);
  }

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
   * What the run would read of a miner account's wallet (payoutCandidates' columns, for one
   * account): undefined for an unknown account. A wallet or ledger account not made yet
   * reads as no address and a zero balance.
   */
  async walletState(minerId: string): Promise<(WalletPayoutState & { pool_id: string }) | undefined> {
    const newestLimit = (kind: 'min' | 'max') =>
      sql<number>`(SELECT l.amount FROM wallet_limits l WHERE l.wallet_id = w.id AND l.kind = ${kind} ORDER BY l.id DESC LIMIT 1)`;
    const { rows } = await sql<WalletPayoutState & { pool_id: string }>`
      SELECT m.pool_id, addr.address, addr.created_at AS address_set_at,
             coalesce(EXISTS (SELECT 1 FROM wallet_addresses e WHERE e.wallet_id = w.id AND e.id < addr.id), false)
               AS address_replaced,
             coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.miner_id = m.id AND a.kind = 'miner'), 0)
               AS balance,
             coalesce(${newestLimit('min')}, ${defaultMinPayment}) AS min_payment,
             coalesce(${newestLimit('max')}, 0) AS max_payment
        FROM miner_accounts m
        LEFT JOIN wallets w ON w.miner_id = m.id
        LEFT JOIN LATERAL (
             SELECT id, address, created_at FROM wallet_addresses
              WHERE wallet_id = w.id ORDER BY id DESC LIMIT 1) addr ON true
       WHERE m.id = ${minerId}`.execute(this.db);
    return rows[0];
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
}
