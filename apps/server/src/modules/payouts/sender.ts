import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { ChainAdapter } from './chain/chain.js';
import type { PayoutRequestRow, PayoutRequestsRepository } from './requests-repository.js';
import { sendLeaseStart } from './rules.js';

/** The chain's idempotency key of a payout request: the wallet comment on Bitcoin Core. */
export const payoutRequestKey = (requestId: string) => `payout-request:${requestId}`;

export interface PayoutSenderDeps {
  requests: PayoutRequestsRepository;
  chain: ChainAdapter;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * What makes a payout request's coins leave (refunds have their own, in unallocated-funds).
 * Each send is claimed in the database first (so only one caller sends, and a crash leaves
 * a trace), then asked of the chain under a key that makes a repeated send return the
 * first transaction.
 */
export class PayoutSender {
  constructor(private readonly deps: PayoutSenderDeps) {}

  /**
   * Claims a request (with `retryFailed`, a failed one too) and sends it. Undefined when it
   * cannot be claimed: someone is sending it, or it is past sending.
   */
  async claimAndSend(requestId: string, retryFailed: boolean): Promise<PayoutRequestRow | undefined> {
    const { requests, chain, clock, log } = this.deps;
    const now = clock();
    const claimed = await requests.claimSend(requestId, now, sendLeaseStart(now), retryFailed);
    if (!claimed) return undefined;
    const outputs = await requests.outputsOf(claimed.id);
    let finished: PayoutRequestRow | undefined;
    if (outputs.length === 0) {
      finished = await requests.finishSend(claimed, { status: 'completed' }, clock());
    } else {
      try {
        const fee = { level: claimed.fee_level, perVbyte: claimed.fee_per_vbyte };
        const { txId } = await chain.send(payoutRequestKey(claimed.id), outputs, fee, claimed.created_at);
        finished = await requests.finishSend(claimed, { status: 'sent', txId }, clock());
      } catch (error) {
        // Whatever went wrong, the request waits for the platform: resend (which finds a
        // transaction that did go out) or reverse (which checks the chain first).
        log.warn({ err: error, requestId: claimed.id }, 'payout request failed to send');
        finished = await requests.finishSend(claimed, { status: 'failed', error: (error as Error).message }, clock());
      }
    }
    return finished ?? (await requests.findRequest(claimed.pool_id, claimed.id));
  }
}
