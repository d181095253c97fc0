import type { Clock } from '../../clock.js';
import { sats } from '../../domain/sats.js';
import { type ChainAdapter, ChainError, sendLeaseStart } from '../chain/index.js';
import type { UnallocatedFundsRepository, UnallocatedRow } from './repository.js';

/** The chain's idempotency key of a refund of unallocated funds. */
export const refundKey = (fundsId: string) => `refund:${fundsId}`;

export interface RefundSenderDeps {
  repository: UnallocatedFundsRepository;
  chain: ChainAdapter;
  clock: Clock;
}

/**
 * What makes refunded coins leave. As with payout requests (payouts/sender.ts), a refund
 * is claimed in the database first, then asked of the chain under a key that makes a
 * repeated send return the first transaction.
 */
export class RefundSender {
  constructor(private readonly deps: RefundSenderDeps) {}

  /**
   * Sends unallocated funds back. Undefined when they are refunded or a refund is under
   * way; a chain error gives the claim back and is thrown.
   */
  async refund(funds: UnallocatedRow, address: string): Promise<UnallocatedRow | undefined> {
    const { repository, chain, clock } = this.deps;
    const now = clock();
    const claimed = await repository.claimRefund(funds.id, address, now, sendLeaseStart(now));
    if (!claimed) return undefined;
    let txId: string;
    try {
      const output = { address, amount: sats(claimed.amount) };
      ({ txId } = await chain.send(refundKey(claimed.id), [output], { level: 'MEDIUM', perVbyte: null }, now));
    } catch (error) {
      // A refusal sent nothing: the platform may try again at once. Otherwise the coins
      // may have left; the claim stays until the payouts poll asks the chain (resumeRefund).
      if (error instanceof ChainError && error.refused) await repository.releaseRefund(claimed);
      throw error;
    }
    return this.completeRefund(claimed, txId);
  }

  /** A refund a crash (or a chain that did not answer) left claimed: recorded if the chain sent it, else given back. */
  async resumeRefund(claimed: UnallocatedRow): Promise<void> {
    const sent = await this.deps.chain.findSent(refundKey(claimed.id), claimed.refund_started_at!);
    if (sent) await this.completeRefund(claimed, sent.txId);
    else await this.deps.repository.releaseRefund(claimed);
  }

  private async completeRefund(claimed: UnallocatedRow, txId: string): Promise<UnallocatedRow | undefined> {
    const { repository, clock } = this.deps;
    const accounts = await repository.poolAccounts(claimed.pool_id);
    return repository.completeRefund(claimed, txId, accounts, clock());
  }
}
