import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import { ChainError, type ChainAdapter } from './chain/chain.js';
import type { PayoutRequestRow, PayoutsRepository, UnallocatedRow } from './repository.js';
import { sendLeaseMs } from './rules.js';

/** The chain's idempotency key of a payout request: the wallet comment on Bitcoin Core. */
export const payoutRequestKey = (requestId: string) => `payout-request:${requestId}`;
/** The chain's idempotency key of a refund of unallocated funds. */
export const refundKey = (fundsId: string) => `refund:${fundsId}`;

export interface ChainSenderDeps {
  repository: PayoutsRepository;
  chain: ChainAdapter;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Everything that makes coins leave: payout requests and refunds. Each send is claimed in
 * the database first (so only one caller sends, and a crash leaves a trace), then asked of
 * the chain under a key that makes a repeated send return the first transaction.
 */
export class ChainSender {
  constructor(private readonly deps: ChainSenderDeps) {}

  private leaseStart(now: Date): Date {
    return new Date(now.getTime() - sendLeaseMs);
  }

  /**
   * Claims a request (with `retryFailed`, a failed one too) and sends it. Undefined when it
   * cannot be claimed: someone is sending it, or it is past sending.
   */
  async claimAndSend(requestId: string, retryFailed: boolean): Promise<PayoutRequestRow | undefined> {
    const { repository, chain, clock, log } = this.deps;
    const now = clock();
    const claimed = await repository.claimSend(requestId, now, this.leaseStart(now), retryFailed);
    if (!claimed) return undefined;
    const outputs = await repository.outputsOf(claimed.id);
    let finished: PayoutRequestRow | undefined;
    if (outputs.length === 0) {
      finished = await repository.finishSend(claimed, { status: 'completed' }, clock());
    } else {
      try {
        const fee = { level: claimed.fee_level, perVbyte: claimed.fee_per_vbyte };
        const { txId } = await chain.send(payoutRequestKey(claimed.id), outputs, fee, claimed.created_at);
        finished = await repository.finishSend(claimed, { status: 'sent', txId }, clock());
      } catch (error) {
        // Whatever went wrong, the request waits for the platform: resend (which finds a
        // transaction that did go out) or reverse (which checks the chain first).
        log.warn({ err: error, requestId: claimed.id }, 'payout request failed to send');
        finished = await repository.finishSend(claimed, { status: 'failed', error: (error as Error).message }, clock());
      }
    }
    return finished ?? (await repository.findRequest(claimed.pool_id, claimed.id));
  }

  /**
   * Sends unallocated funds back. Undefined when they are refunded or a refund is under
   * way; a chain error gives the claim back and is thrown.
   */
  async refund(funds: UnallocatedRow, address: string): Promise<UnallocatedRow | undefined> {
    const { repository, chain, clock } = this.deps;
    const now = clock();
    const claimed = await repository.claimRefund(funds.id, address, now, this.leaseStart(now));
    if (!claimed) return undefined;
    let txId: string;
    try {
      const output = { address, amount: claimed.amount };
      ({ txId } = await chain.send(refundKey(claimed.id), [output], { level: 'MEDIUM', perVbyte: null }, now));
    } catch (error) {
      // A refusal sent nothing: the platform may try again at once. Otherwise the coins
      // may have left; the claim stays until poll() asks the chain (resumeRefund).
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
