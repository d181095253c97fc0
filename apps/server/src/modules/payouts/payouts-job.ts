import type { ModuleDeps } from '../module-deps.js';
import { bumpedFeeRate, type ChainAdapter, ChainError, type ChainTransaction, sendLeaseStart } from '../chain/index.js';
import { PoolsRepository } from '../pools/index.js';
import { unallocatedFundsFollowUp, type UnallocatedFundsFollowUp } from '../unallocated-funds/index.js';
import { notifyPayoutRequest } from '../notifications/index.js';
import { PayoutRequestsRepository } from './requests-repository.js';
import { addressChangePauseStart, duePayoutDate } from './rules.js';
import { PayoutScheduleRepository } from './schedule-repository.js';
import { PayoutSender } from './sender.js';
import { PayoutTransactionsRepository, type FollowedTransaction } from './transactions-repository.js';
import { payoutBatchSize, WalletPayoutsRepository } from './wallet-payouts-repository.js';

export type PayoutsJobDeps = Pick<ModuleDeps, 'db' | 'clock' | 'settings' | 'log'> & { chain: ChainAdapter };

/**
 * The 14:00 UTC payout run and its follow-ups: pays every wallet whose balance reached
 * its minimum payout, sends the batch through the chain, and settles confirmed requests.
 *
 * Wallets are paid in batches of payoutBatchSize per database transaction, and the request
 * goes out in as few standard chain transactions as it takes (sendmany with an output per
 * address, at most 100,000 vB each, see standardness.ts); each is then followed on its own:
 * settled once confirmed, fee-bumped while it waits, returned to the wallets if it leaves
 * the chain.
 *
 * Every step is safe to repeat and to run on several instances at once: a wallet's
 * payout is one ledger transfer under a unique key, a request is sent by whoever claims
 * it (a conditional update recorded before the chain is asked), and the chain returns the
 * first transaction when asked again under the same request key.
 */
export class PayoutsJob {
  private readonly schedule: PayoutScheduleRepository;
  private readonly requests: PayoutRequestsRepository;
  private readonly walletPayouts: WalletPayoutsRepository;
  private readonly transactions: PayoutTransactionsRepository;
  private readonly pools: PoolsRepository;
  private readonly sender: PayoutSender;
  private readonly unallocatedFunds: UnallocatedFundsFollowUp;

  constructor(private readonly deps: PayoutsJobDeps) {
    const { db, chain, clock, log } = deps;
    this.schedule = new PayoutScheduleRepository(db);
    this.requests = new PayoutRequestsRepository(db);
    this.walletPayouts = new WalletPayoutsRepository(db);
    this.pools = new PoolsRepository(db);
    this.transactions = new PayoutTransactionsRepository(db);
    this.sender = new PayoutSender({
      requests: this.requests,
      transactions: this.transactions,
      walletPayouts: this.walletPayouts,
      chain,
      clock,
      log,
      settings: deps.settings,
    });
    this.unallocatedFunds = unallocatedFundsFollowUp({ db, chain, clock });
  }

  /** Runs the payout of the latest date whose 14:00 UTC has passed, unless it ran already. */
  async runDue(): Promise<void> {
    const date = duePayoutDate(this.deps.clock());
    for (const poolId of await this.pools.poolIds()) await this.runDate(poolId, date);
  }

  /** Runs the payout of one date (the demo's history uses it). Safe to call twice. */
  async runDate(poolId: string, date: string): Promise<void> {
    const { schedule, requests, walletPayouts, deps } = this;
    const item = await schedule.ensureScheduleItem(poolId, date, deps.clock());
    if (item.processed_at) return;
    const request = await requests.ensureRequest(item, deps.clock());
    if (request.status === 'created' && request.send_started_at === null) {
      const { clearing } = await walletPayouts.poolAccounts(poolId);
      // Counted before paying, so the desk can flag a run that paid none of those due.
      await requests.recordAtMinimum(request.id, await walletPayouts.atMinimum(poolId));
      const now = deps.clock();
      const candidates = await walletPayouts.payoutCandidates(poolId, addressChangePauseStart(now));
      let paid = 0;
      for (let start = 0; start < candidates.length;) {
        const batch = candidates.slice(start, start + payoutBatchSize);
        const outcome = await walletPayouts.payWallets({
          requestId: request.id,
          date,
          candidates: batch,
          clearing,
          now,
        });
        if (outcome.closed) break;
        paid += outcome.paid;
        start += outcome.decided;
      }
      deps.log.info({ poolId, date, paid }, 'payout run paid wallets');
    }
    // Unclaimable means another instance is sending it, or it went out already.
    await this.sender.claimAndSend(request.id, false);
    await schedule.markProcessed(poolId, date, deps.clock());
  }

  /**
   * Follows the chain: sends what a crash left half-done, settles confirmed requests,
   * records incoming deposits as unallocated funds, and resolves refunds left claimed.
   */
  async poll(): Promise<void> {
    const { requests, unallocatedFunds, deps } = this;
    const leaseStart = sendLeaseStart(deps.clock());
    for (const request of await requests.abandonedRequests(leaseStart)) {
      // Never claimed: the run itself stopped before sending; it pays the rest and sends.
      if (request.send_started_at === null) await this.runDate(request.pool_id, request.date);
      await this.sender.claimAndSend(request.id, false);
    }

    const height = await this.chainAnswer(() => deps.chain.blockHeight(), 'height');
    for (const transaction of await this.transactions.followed()) {
      await this.follow(transaction, height);
      // "Sent" within a minute of sending (also after a crash), "completed" once settled; keyed per payment.
      await notifyPayoutRequest(deps.db, transaction.request_id);
    }

    const deposits = await this.chainAnswer(() => deps.chain.listIncoming(), 'incoming');
    const confirmed = deposits?.filter((deposit) => deposit.confirmations >= deps.settings.payoutConfirmations);
    if (confirmed?.length) await unallocatedFunds.recordDeposits(await this.pools.currentPoolId(), confirmed);

    for (const funds of await unallocatedFunds.abandonedRefunds(leaseStart)) {
      await this.chainAnswer(() => unallocatedFunds.resumeRefund(funds), funds.id);
    }
  }

  /**
   * One broadcast transaction: recorded as replaced when a fee bump replaced it, returned
   * to the wallets when it left the chain or was abandoned, settled with enough
   * confirmations, and fee-bumped when it waited unconfirmed for payoutBumpAfterBlocks.
   */
  private async follow(transaction: FollowedTransaction, height: number | undefined): Promise<void> {
    const { chain, clock, settings } = this.deps;
    const seen = await this.chainAnswer(() => chain.transaction(transaction.tx_id), transaction.tx_id);
    if (!seen) return;
    // A mined transaction keeps the replaced_by_txid of a fee bump that lost the race.
    if (seen.replacedBy && seen.confirmations <= 0) {
      await this.recordReplacement(transaction, seen.replacedBy);
    } else if (seen.abandoned || seen.confirmations < 0) {
      // A block may hold a transaction this one replaced: then the part is paid, and
      // returning its payouts would pay the wallets twice.
      if (await this.restoreMinedPredecessor(transaction)) return;
      const { clearing } = await this.walletPayouts.poolAccounts(transaction.pool_id);
      if (await this.walletPayouts.returnTransaction(transaction, clearing, clock())) {
        this.deps.log.warn(
          { txId: transaction.tx_id, requestId: transaction.request_id, abandoned: seen.abandoned },
          'payout transaction left the chain: its payouts went back to the balances',
        );
      }
    } else if (seen.confirmations >= settings.payoutConfirmations) {
      const accounts = await this.walletPayouts.poolAccounts(transaction.pool_id);
      await this.walletPayouts.settleTransaction(transaction, seen.confirmations, accounts, clock());
    } else {
      await this.transactions.setConfirmations(transaction, seen.confirmations, height, clock());
      const waited = height === undefined || transaction.sent_height === null ? 0 : height - transaction.sent_height;
      if (seen.confirmations === 0 && waited >= settings.payoutBumpAfterBlocks) await this.bump(transaction, seen);
    }
  }

  /** Replaces a waiting transaction by one paying more (RBF), within the platform's ceiling. */
  private async bump(transaction: FollowedTransaction, seen: ChainTransaction): Promise<void> {
    const { chain, clock, settings, log } = this.deps;
    const estimate = await this.chainAnswer(() => chain.feeRate(transaction.fee_level), transaction.tx_id);
    // The chain's exact rate: the recorded one is rounded down, and older rows have none.
    const rate = bumpedFeeRate(seen.fee / seen.vsize, estimate ?? null, settings.payoutFeeRate);
    if (rate === null) {
      log.warn(
        { txId: transaction.tx_id, feeRate: transaction.fee_rate },
        'payout transaction waits at the fee ceiling',
      );
      return;
    }
    const now = clock();
    if (!(await this.transactions.claimBump(transaction.id, now, sendLeaseStart(now)))) return;
    const bumped = await this.chainAnswer(() => chain.bumpFee(transaction.tx_id, rate), transaction.tx_id);
    if (bumped) await this.recordReplacement(transaction, bumped.txId);
  }

  /**
   * When a transaction this one replaced is in a block after all, it becomes the part's
   * live transaction again (followed and settled as any). True when the part must not be
   * returned: a predecessor is mined, or the chain could not say.
   */
  private async restoreMinedPredecessor(transaction: FollowedTransaction): Promise<boolean> {
    for (const predecessor of await this.transactions.replacedOfPart(transaction.request_id, transaction.part)) {
      const seen = await this.chainAnswer(() => this.deps.chain.transaction(predecessor.tx_id!), predecessor.tx_id!);
      if (!seen) return true;
      if (seen.confirmations > 0) {
        await this.transactions.restorePredecessor(transaction, predecessor, seen.confirmations, this.deps.clock());
        return true;
      }
    }
    return false;
  }

  private async recordReplacement(transaction: FollowedTransaction, replacement: string): Promise<void> {
    const { chain, clock } = this.deps;
    const facts = await this.chainAnswer(
      async () => ({ ...(await chain.transaction(replacement)), height: await chain.blockHeight() }),
      replacement,
    );
    if (!facts) return;
    await this.transactions.recordReplacement(
      transaction,
      { txId: replacement, vsize: facts.vsize, fee: facts.fee, height: facts.height },
      clock(),
    );
  }

  /** A chain read that may fail without stopping the rest of the poll: logged, undefined. */
  private async chainAnswer<T>(read: () => Promise<T>, subject: string): Promise<T | undefined> {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof ChainError)) throw error;
      this.deps.log.warn({ err: error, subject }, 'chain did not answer');
      return undefined;
    }
  }
}
