import { sql, type Transaction } from 'kysely';
import { defaultMinPayment, type BlockchainPayoutStatus } from '@pool/contract';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { negateSats, sats, type Sats, sumSats } from '../../domain/sats.js';
import {
  lockedBalance,
  poolAccounts,
  type PoolAccounts,
  postTransfers,
  type TransferRequest,
} from '../ledger/index.js';
import type { PayoutRequestRow } from './requests-repository.js';
import type { PayoutPlan } from '../chain/index.js';
import { PayoutTransactionsRepository, type PayoutTransactionRow } from './transactions-repository.js';
import { walletPayout, type WalletPayoutState } from './rules.js';

/** Which pending payouts of a request: all, those of one part (transaction), or those to some addresses. */
interface PaymentsOf {
  part?: number;
  addresses?: string[];
}

function pendingPayments(trx: Transaction<Database>, requestId: string, which: PaymentsOf) {
  let query = trx.selectFrom('payments').where('payout_request_id', '=', requestId).where('status', '=', 'pending');
  if (which.part !== undefined) query = query.where('payout_part', '=', which.part);
  if (which.addresses) query = query.where('address', 'in', which.addresses);
  return query;
}

/** A pending payout of a request: what its transfers move. */
interface PendingPayment {
  id: string;
  account_id: string;
  amount: Sats;
}

/** A wallet's newest payout limit of a kind (wallets w), as the wallets module writes them. */
const newestLimit = (kind: 'min' | 'max') =>
  sql<Sats>`(SELECT l.amount FROM wallet_limits l WHERE l.wallet_id = w.id AND l.kind = ${kind} ORDER BY l.id DESC LIMIT 1)`;

/** A wallet that may be paid: it has an address, is not paused, and its balance reached its minimum. */
export interface PayoutCandidate {
  wallet_id: string;
  miner_id: string;
  account_name: string;
  /** The miner account's ledger account. */
  account_id: string;
  /** Its balance when read, unlocked: the run pays from the locked one, a preview from this. */
  balance: Sats;
  address: string;
  min_payment: Sats;
  /** 0: no cap. */
  max_payment: Sats;
}

/**
 * Wallets a run pays per transaction: each batch locks the request once and posts its
 * transfers in two statements, as the reward run does (rewardBatchSize).
 */
export const payoutBatchSize = 500;

/** What a batch did: `closed` when the request stopped taking payments (its send started). */
export interface PayBatchOutcome {
  closed: boolean;
  /** Candidates from the batch's start that were paid or skipped; the rest go to the next batch. */
  decided: number;
  paid: number;
}

/**
 * The payouts of wallets and their money: which wallets a run pays, each wallet's payout
 * into a request (miner → payout clearing), and, once the request is settled or reversed,
 * the money on to the chain or back to the wallets.
 */
export class WalletPayoutsRepository {
  private readonly transactions: PayoutTransactionsRepository;

  constructor(private readonly db: Db) {
    this.transactions = new PayoutTransactionsRepository(db);
  }

  poolAccounts(poolId: string): Promise<PoolAccounts> {
    return poolAccounts(this.db, poolId);
  }

  /** Wallets of the pool's live miner accounts with an address, not paused, whose balance reached their minimum. */
  async payoutCandidates(poolId: string, pauseStart: Date): Promise<PayoutCandidate[]> {
    const { rows } = await sql<PayoutCandidate>`
      SELECT w.id AS wallet_id, m.id AS miner_id, m.account_name, a.id AS account_id, a.balance, addr.address,
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
   * Wallets of the pool's live miner accounts whose balance reached their minimum, paid or
   * not (no address, a paused address): what the run counts before paying, so the desk can
   * tell a run that paid nothing while balances were due.
   */
  async atMinimum(poolId: string): Promise<number> {
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count
        FROM wallets w
        JOIN miner_accounts m ON m.id = w.miner_id AND m.deleted_at IS NULL
        JOIN ledger_accounts a ON a.miner_id = m.id AND a.kind = 'miner'
       WHERE m.pool_id = ${poolId}
         AND a.balance > 0 AND a.balance >= coalesce(${newestLimit('min')}, ${defaultMinPayment})`.execute(this.db);
    return rows[0]!.count;
  }

  /**
   * What the run would read of a miner account's wallet (payoutCandidates' columns, for one
   * account): undefined for an unknown account. A wallet or ledger account not made yet
   * reads as no address and a zero balance.
   */
  async walletState(minerId: string): Promise<(WalletPayoutState & { pool_id: string }) | undefined> {
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
   * Pays a batch of wallets into a request, in one transaction: the request must still take
   * payments (no send started: `closed` otherwise), each balance is locked and re-checked,
   * and each wallet's ledger transfer key makes a second payment of it for the date a no-op
   * (skipped), whichever instance or rerun tries it.
   *
   * The batch pays its wallets in order up to the first one whose ledger account another
   * transaction holds (a reward, a transfer between accounts): what was ready commits
   * instead of waiting behind it, and `decided` says how many candidates were paid or
   * skipped. A batch that starts with a held account waits for that one alone, as a run
   * of one transaction per wallet did.
   */
  async payWallets(input: {
    requestId: string;
    date: string;
    candidates: readonly PayoutCandidate[];
    clearing: string;
    now: Date;
  }): Promise<PayBatchOutcome> {
    const { requestId, date, candidates, clearing, now } = input;
    if (candidates.length === 0) return { closed: false, decided: 0, paid: 0 };
    return this.db.transaction().execute(async (trx) => {
      const open = await trx
        .selectFrom('blockchain_payout_requests')
        .select('id')
        .where('id', '=', requestId)
        .where('status', '=', 'created')
        .where('send_started_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!open) return { closed: true, decided: 0, paid: 0 };
      // Locks in one order, waiting for one row at a time and never while holding a wallet's
      // account: the clearing account first (a payment's return locks it before the wallet's
      // account), then the first wallet's account alone (a reward holding it may go on to
      // credit any later wallet, so holding those meanwhile would deadlock with it), then
      // the rest of the batch without waiting.
      await lockedBalance(trx, clearing);
      const first = candidates[0]!.account_id;
      const balances = new Map([[first, await lockedBalance(trx, first)]]);
      const rest = candidates.map((candidate) => candidate.account_id).filter((account) => account !== first);
      if (rest.length > 0) {
        const free = await trx
          .selectFrom('ledger_accounts')
          .select(['id', 'balance'])
          .where('id', 'in', rest)
          .orderBy('id')
          .forUpdate()
          .skipLocked()
          .execute();
        for (const row of free) balances.set(row.id, sats(row.balance));
      }
      let decided = candidates.findIndex((candidate) => !balances.has(candidate.account_id));
      if (decided === -1) decided = candidates.length;
      const payable = candidates
        .slice(0, decided)
        .map((candidate) => ({ candidate, balance: balances.get(candidate.account_id)! }))
        .flatMap(({ candidate, balance }) => {
          const amount = walletPayout(candidate, balance);
          return amount === null ? [] : [{ candidate, amount, key: `payout:${candidate.wallet_id}:${date}` }];
        });
      const transferIds = await postTransfers(
        trx,
        payable.map(({ candidate, amount, key }) => ({
          key,
          kind: 'payout',
          postings: [
            { account: candidate.account_id, amount: negateSats(amount) },
            { account: clearing, amount },
          ],
        })),
        now,
      );
      const paid = payable.filter(({ key }) => transferIds.has(key));
      if (paid.length === 0) return { closed: false, decided, paid: 0 };
      await trx
        .insertInto('payments')
        .values(
          paid.map(({ candidate, amount, key }) => ({
            account_id: candidate.account_id,
            type: 'payout' as const,
            direction: 'outgoing' as const,
            status: 'pending' as const,
            amount,
            pool_day: date,
            transfer_id: transferIds.get(key)!,
            address: candidate.address,
            payout_request_id: requestId,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const total = sumSats(paid.map(({ amount }) => amount));
      await trx
        .updateTable('blockchain_payout_requests')
        .set((eb) => ({ amount: eb('amount', '+', total), payouts: eb('payouts', '+', paid.length), updated_at: now }))
        .where('id', '=', requestId)
        .execute();
      return { closed: false, decided, paid: paid.length };
    });
  }

  /**
   * Decides a claimed request's transactions, once (a resend finds them decided): outputs
   * below their dust limit are not sent and their payments go back to the wallets; the rest
   * are spread over the plan's parts. Undefined when the claim was taken over meanwhile.
   */
  async planTransactions(
    claimed: PayoutRequestRow,
    plan: PayoutPlan,
    clearing: string,
    now: Date,
  ): Promise<PayoutTransactionRow[] | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const held = await trx
        .selectFrom('blockchain_payout_requests')
        .select('id')
        .where('id', '=', claimed.id)
        .where('status', '=', 'created')
        .where('send_started_at', '=', claimed.send_started_at)
        .forUpdate()
        .executeTakeFirst();
      if (!held) return undefined;
      const decided = await trx
        .selectFrom('payout_transactions')
        .selectAll()
        .where('request_id', '=', claimed.id)
        .execute();
      if (decided.length > 0) return decided;
      if (plan.belowDust.length > 0) {
        const dustAddresses = plan.belowDust.map((output) => output.address);
        const returned = await this.returnPayments(trx, claimed.id, { addresses: dustAddresses }, clearing, now);
        await trx
          .updateTable('blockchain_payout_requests')
          .set((eb) => ({
            amount: eb('amount', '-', returned.amount),
            payouts: eb('payouts', '-', returned.count),
            updated_at: now,
          }))
          .where('id', '=', claimed.id)
          .execute();
      }
      for (const [part, outputs] of plan.parts.entries()) {
        await trx
          .updateTable('payments')
          .set({ payout_part: part })
          .where('payout_request_id', '=', claimed.id)
          .where('status', '=', 'pending')
          .where(
            'address',
            'in',
            outputs.map((output) => output.address),
          )
          .execute();
      }
      if (plan.parts.length === 0) return [];
      return trx
        .insertInto('payout_transactions')
        .values(
          plan.parts.map((outputs, part) => ({
            request_id: claimed.id,
            part,
            outputs: outputs.length,
            amount: sumSats(outputs.map((output) => output.amount)),
            created_at: now,
            updated_at: now,
          })),
        )
        .returningAll()
        .execute();
    });
  }

  /**
   * A transaction with the confirmations a payout needs: its payouts leave the clearing
   * account for the chain and complete; the request completes with its last transaction.
   * False when it was settled or returned already.
   */
  async settleTransaction(
    transaction: PayoutTransactionRow,
    confirmations: number,
    accounts: PoolAccounts,
    now: Date,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await this.transactions.claimOutcome(
        trx,
        transaction.id,
        { state: 'confirmed', confirmations },
        now,
      );
      if (!claimed) return false;
      const part = { part: transaction.part };
      await this.postPerPayment(trx, transaction.request_id, part, now, (payment) => ({
        key: `payout-settle:${payment.id}`,
        kind: 'payout_settle',
        postings: [
          { account: accounts.clearing, amount: negateSats(payment.amount) },
          { account: accounts.chain, amount: payment.amount },
        ],
      }));
      await this.closePayments(trx, transaction.request_id, part, 'completed', now);
      await this.transactions.closeRequestIfDone(trx, transaction.request_id, now);
      return true;
    });
  }

  /**
   * A transaction that left the chain (a reorganisation took its coins) or that the wallet
   * abandoned: its payouts go back to the wallets, once; the request closes with its last
   * transaction. False when it was settled or returned already.
   */
  async returnTransaction(transaction: PayoutTransactionRow, clearing: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await this.transactions.claimOutcome(trx, transaction.id, { state: 'returned' }, now);
      if (!claimed) return false;
      await this.returnPayments(trx, transaction.request_id, { part: transaction.part }, clearing, now);
      await this.transactions.closeRequestIfDone(trx, transaction.request_id, now);
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
      // Parts that went out are not the wallets' money any more.
      const broadcast = await trx
        .selectFrom('payout_transactions')
        .select('id')
        .where('request_id', '=', requestId)
        .where('tx_id', 'is not', null)
        .executeTakeFirst();
      if (broadcast) return undefined;
      await trx.deleteFrom('payout_transactions').where('request_id', '=', requestId).execute();
      await this.returnPayments(trx, requestId, {}, clearing, now);
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

  /**
   * Pending payouts of a request (those of `which`) back to their wallets and canceled, in
   * the caller's transaction. The transfer key is the payment's, so whichever path returns a
   * payment (a reverse, dust, a transaction that left the chain) returns it once.
   */
  private async returnPayments(
    trx: Transaction<Database>,
    requestId: string,
    which: PaymentsOf,
    clearing: string,
    now: Date,
  ): Promise<{ count: number; amount: Sats }> {
    const payments = await this.postPerPayment(trx, requestId, which, now, (payment) => ({
      key: `payout-return:${payment.id}`,
      kind: 'payout_return',
      postings: [
        { account: clearing, amount: negateSats(payment.amount) },
        { account: payment.account_id, amount: payment.amount },
      ],
    }));
    await this.closePayments(trx, requestId, which, 'canceled', now);
    return { count: payments.length, amount: sumSats(payments.map((payment) => payment.amount)) };
  }

  /**
   * One transfer per pending payment of a request (those of `which`), in the caller's
   * transaction, posted payoutBatchSize at a time (a request of 10,000 payouts would pass
   * PostgreSQL's limit of parameters in one statement). Returns the payments.
   */
  private async postPerPayment(
    trx: Transaction<Database>,
    requestId: string,
    which: PaymentsOf,
    now: Date,
    transfer: (payment: PendingPayment) => TransferRequest,
  ): Promise<PendingPayment[]> {
    const payments = (
      await pendingPayments(trx, requestId, which).select(['id', 'account_id', 'amount']).orderBy('id').execute()
    ).map((payment) => ({ ...payment, amount: sats(payment.amount) }));
    for (let start = 0; start < payments.length; start += payoutBatchSize) {
      await postTransfers(trx, payments.slice(start, start + payoutBatchSize).map(transfer), now);
    }
    return payments;
  }

  private async closePayments(
    trx: Transaction<Database>,
    requestId: string,
    which: PaymentsOf,
    status: 'completed' | 'canceled',
    now: Date,
  ): Promise<void> {
    let update = trx
      .updateTable('payments')
      .set({ status, updated_at: now })
      .where('payout_request_id', '=', requestId)
      .where('status', '=', 'pending');
    if (which.part !== undefined) update = update.where('payout_part', '=', which.part);
    if (which.addresses) update = update.where('address', 'in', which.addresses);
    await update.execute();
  }
}
