import type { ModuleDeps } from '../module-deps.js';
import { ChainError, type ChainAdapter } from './chain/chain.js';
import { PoolsRepository } from '../pools/repository.js';
import { PayoutsRepository } from './repository.js';
import { addressChangePauseStart, duePayoutDate, sendLeaseMs } from './rules.js';
import { ChainSender } from './sender.js';

export type PayoutsJobDeps = Pick<ModuleDeps, 'db' | 'clock' | 'settings' | 'log'> & { chain: ChainAdapter };

/**
 * The 14:00 UTC payout run and its follow-ups: pays every wallet whose balance reached
 * its minimum payout, sends the batch through the chain, and settles confirmed requests.
 *
 * Every step is safe to repeat and to run on several instances at once: a wallet's
 * payout is one ledger transfer under a unique key, a request is sent by whoever claims
 * it (a conditional update recorded before the chain is asked), and the chain returns the
 * first transaction when asked again under the same request key.
 */
export class PayoutsJob {
  private readonly repository: PayoutsRepository;
  private readonly pools: PoolsRepository;
  private readonly sender: ChainSender;

  constructor(private readonly deps: PayoutsJobDeps) {
    this.repository = new PayoutsRepository(deps.db);
    this.pools = new PoolsRepository(deps.db);
    this.sender = new ChainSender({ repository: this.repository, chain: deps.chain, clock: deps.clock, log: deps.log });
  }

  /** Runs the payout of the latest date whose 14:00 UTC has passed, unless it ran already. */
  async runDue(): Promise<void> {
    const date = duePayoutDate(this.deps.clock());
    for (const poolId of await this.pools.poolIds()) await this.runDate(poolId, date);
  }

  /** Runs the payout of one date (the demo's history uses it). Safe to call twice. */
  async runDate(poolId: string, date: string): Promise<void> {
    const { repository, deps } = this;
    const item = await repository.ensureScheduleItem(poolId, date, deps.clock());
    if (item.processed_at) return;
    const request = await repository.ensureRequest(item, deps.clock());
    if (request.status === 'created' && request.send_started_at === null) {
      const { clearing } = await repository.poolAccounts(poolId);
      const now = deps.clock();
      let paid = 0;
      for (const candidate of await repository.payoutCandidates(poolId, addressChangePauseStart(now))) {
        const outcome = await repository.payWallet({ requestId: request.id, date, candidate, clearing, now });
        if (outcome === 'closed') break;
        if (outcome === 'paid') paid += 1;
      }
      deps.log.info({ poolId, date, paid }, 'payout run paid wallets');
    }
    // Unclaimable means another instance is sending it, or it went out already.
    await this.sender.claimAndSend(request.id, false);
    await repository.markProcessed(poolId, date, deps.clock());
  }

  /**
   * Follows the chain: sends what a crash left half-done, settles confirmed requests,
   * records incoming deposits as unallocated funds, and resolves refunds left claimed.
   */
  async poll(): Promise<void> {
    const { repository, deps } = this;
    const leaseStart = new Date(deps.clock().getTime() - sendLeaseMs);
    for (const request of await repository.abandonedRequests(leaseStart)) {
      // Never claimed: the run itself stopped before sending; it pays the rest and sends.
      if (request.send_started_at === null) await this.runDate(request.pool_id, request.date);
      await this.sender.claimAndSend(request.id, false);
    }

    for (const request of await repository.sentRequests()) {
      const confirmations = await this.chainAnswer(() => deps.chain.confirmations(request.tx_id!), request.id);
      if (confirmations === undefined) continue;
      if (confirmations >= deps.settings.payoutConfirmations) {
        const accounts = await repository.poolAccounts(request.pool_id);
        await repository.settle(request.id, confirmations, accounts, deps.clock());
      } else {
        await repository.setConfirmations(request.id, confirmations, deps.clock());
      }
    }

    const deposits = await this.chainAnswer(() => deps.chain.listIncoming(), 'incoming');
    const confirmed = deposits?.filter((deposit) => deposit.confirmations >= deps.settings.payoutConfirmations);
    if (confirmed?.length) {
      const poolId = await this.pools.currentPoolId();
      const accounts = await repository.poolAccounts(poolId);
      for (const deposit of confirmed) await repository.recordDeposit(poolId, deposit, accounts);
    }

    for (const funds of await repository.abandonedRefunds(leaseStart)) {
      await this.chainAnswer(() => this.sender.resumeRefund(funds), funds.id);
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
