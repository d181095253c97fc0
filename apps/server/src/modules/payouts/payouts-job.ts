import type { ModuleDeps } from '../module-deps.js';
import { ChainError, type ChainAdapter } from './chain/chain.js';
import { PoolsRepository } from '../pools/repository.js';
import { unallocatedFundsFollowUp, type UnallocatedFundsFollowUp } from '../unallocated-funds/follow-up.js';
import { notifyPayoutRequest } from '../notifications/events.js';
import { PayoutRequestsRepository } from './requests-repository.js';
import { addressChangePauseStart, duePayoutDate, sendLeaseStart } from './rules.js';
import { PayoutScheduleRepository } from './schedule-repository.js';
import { PayoutSender } from './sender.js';
import { payoutBatchSize, WalletPayoutsRepository } from './wallet-payouts-repository.js';

export type PayoutsJobDeps = Pick<ModuleDeps, 'db' | 'clock' | 'settings' | 'log'> & { chain: ChainAdapter };

/**
 * The 14:00 UTC payout run and its follow-ups: pays every wallet whose balance reached
 * its minimum payout, sends the batch through the chain, and settles confirmed requests.
 *
 * Wallets are paid in batches of payoutBatchSize per database transaction, and the whole
 * request goes out as one chain transaction (sendmany with an output per address).
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
  private readonly pools: PoolsRepository;
  private readonly sender: PayoutSender;
  private readonly unallocatedFunds: UnallocatedFundsFollowUp;

  constructor(private readonly deps: PayoutsJobDeps) {
    const { db, chain, clock, log } = deps;
    this.schedule = new PayoutScheduleRepository(db);
    this.requests = new PayoutRequestsRepository(db);
    this.walletPayouts = new WalletPayoutsRepository(db);
    this.pools = new PoolsRepository(db);
    this.sender = new PayoutSender({ requests: this.requests, chain, clock, log });
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
    const { requests, walletPayouts, unallocatedFunds, deps } = this;
    const leaseStart = sendLeaseStart(deps.clock());
    for (const request of await requests.abandonedRequests(leaseStart)) {
      // Never claimed: the run itself stopped before sending; it pays the rest and sends.
      if (request.send_started_at === null) await this.runDate(request.pool_id, request.date);
      await this.sender.claimAndSend(request.id, false);
    }

    for (const request of await requests.sentRequests()) {
      const confirmations = await this.chainAnswer(() => deps.chain.confirmations(request.tx_id!), request.id);
      if (confirmations === undefined) continue;
      if (confirmations >= deps.settings.payoutConfirmations) {
        const accounts = await walletPayouts.poolAccounts(request.pool_id);
        await walletPayouts.settle(request.id, confirmations, accounts, deps.clock());
      } else {
        await requests.setConfirmations(request.id, confirmations, deps.clock());
      }
      // "Sent" within a minute of sending (also after a crash), "completed" once settled; keyed per payment.
      await notifyPayoutRequest(deps.db, request.id);
    }

    const deposits = await this.chainAnswer(() => deps.chain.listIncoming(), 'incoming');
    const confirmed = deposits?.filter((deposit) => deposit.confirmations >= deps.settings.payoutConfirmations);
    if (confirmed?.length) await unallocatedFunds.recordDeposits(await this.pools.currentPoolId(), confirmed);

    for (const funds of await unallocatedFunds.abandonedRefunds(leaseStart)) {
      await this.chainAnswer(() => unallocatedFunds.resumeRefund(funds), funds.id);
    }
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
