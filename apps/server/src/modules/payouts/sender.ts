import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { MoneySettings } from '../module-deps.js';
import type { PayoutFailureReason } from '../../db/schema.js';
import {
  boundedFeeRate,
  ChainError,
  planPayoutTransactions,
  sendLeaseStart,
  type ChainAdapter,
  type FeeChoice,
} from '../chain/index.js';
import type { PayoutRequestRow, PayoutRequestsRepository } from './requests-repository.js';
import type { PayoutTransactionRow, PayoutTransactionsRepository } from './transactions-repository.js';
import type { WalletPayoutsRepository } from './wallet-payouts-repository.js';

/** The chain's idempotency key of a payout request: the wallet comment on Bitcoin Core. */
export const payoutRequestKey = (requestId: string) => `payout-request:${requestId}`;

/**
 * The key of one transaction (part) of a request. The first part keeps the request's own
 * key, so a request sent as one transaction before requests were split is found again.
 */
export const payoutTransactionKey = (requestId: string, part: number) =>
  part === 0 ? payoutRequestKey(requestId) : `${payoutRequestKey(requestId)}:${part}`;

/**
 * Why a send failed, as the desk tells staff: no answer from the node; the wallet short of
 * coins (Bitcoin Core's RPC_WALLET_INSUFFICIENT_FUNDS, code -6); any other refusal.
 */
export function failureReason(error: unknown): PayoutFailureReason {
  if (!(error instanceof ChainError)) return 'chain_refused';
  if (!error.refused) return 'node_down';
  return /\(code -6\)$|insufficient funds/i.test(error.message) ? 'wallet_short' : 'chain_refused';
}

/**
 * The fee a request's transactions offer: its fee per vbyte, else the node's estimate for
 * its level, within the platform's bounds. `wanted` is what was asked before the bounds.
 */
export async function payoutFee(
  chain: ChainAdapter,
  request: { fee_level: FeeChoice['level']; fee_per_vbyte: number | null },
  bounds: MoneySettings['payoutFeeRate'],
): Promise<FeeChoice & { perVbyte: number; wanted: number | null }> {
  const wanted = request.fee_per_vbyte ?? (await chain.feeRate(request.fee_level));
  return { level: request.fee_level, perVbyte: boundedFeeRate(wanted, bounds), wanted };
}

export interface PayoutSenderDeps {
  requests: PayoutRequestsRepository;
  transactions: PayoutTransactionsRepository;
  walletPayouts: WalletPayoutsRepository;
  chain: ChainAdapter;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: Pick<MoneySettings, 'payoutFeeRate'>;
}

/**
 * What makes a payout request's coins leave (refunds have their own, in unallocated-funds).
 * Each send is claimed in the database first (so only one caller sends, and a crash leaves
 * a trace); its transactions are decided once and recorded; each is asked of the chain
 * under a key that makes a repeated send return the first transaction.
 */
export class PayoutSender {
  constructor(private readonly deps: PayoutSenderDeps) {}

  /**
   * Claims a request (with `retryFailed`, a failed one too) and sends what of it has not
   * gone out. Undefined when it cannot be claimed: someone is sending it, or it is past sending.
   */
  async claimAndSend(requestId: string, retryFailed: boolean): Promise<PayoutRequestRow | undefined> {
    const { requests, walletPayouts, clock, log } = this.deps;
    const now = clock();
    const claimed = await requests.claimSend(requestId, now, sendLeaseStart(now), retryFailed);
    if (!claimed) return undefined;
    const { clearing } = await walletPayouts.poolAccounts(claimed.pool_id);
    const plan = planPayoutTransactions(await requests.outputsOf(claimed.id));
    const parts = await walletPayouts.planTransactions(claimed, plan, clearing, clock());
    let finished: PayoutRequestRow | undefined;
    if (!parts) {
      finished = undefined;
    } else if (parts.length === 0) {
      finished = await requests.finishSend(claimed, { status: 'completed' }, clock());
    } else {
      try {
        const txIds = await this.sendParts(claimed, parts);
        finished = await requests.finishSend(claimed, { status: 'sent', txId: txIds[0]! }, clock());
      } catch (error) {
        // Whatever went wrong, the request waits for the platform: resend (which sends the
        // parts that did not go out, finding any that did) or reverse (which checks the chain first).
        log.warn({ err: error, requestId: claimed.id }, 'payout request failed to send');
        finished = await requests.finishSend(
          claimed,
          { status: 'failed', error: (error as Error).message, reason: failureReason(error) },
          clock(),
        );
      }
    }
    return finished ?? (await requests.findRequest(claimed.pool_id, claimed.id));
  }

  /**
   * Parts of a failed request the chain has after all (a send that timed out after
   * broadcasting) are recorded, and the request is sent once every part is. True when any
   * part is on the chain: then the request is not the wallets' money any more.
   */
  async recordFoundParts(request: PayoutRequestRow): Promise<boolean> {
    const { chain, requests, transactions, clock } = this.deps;
    const parts = await transactions.liveOf(request.id);
    const txIds: (string | null)[] = [];
    for (const part of parts) {
      const sent = part.tx_id
        ? { txId: part.tx_id }
        : await chain.findSent(payoutTransactionKey(request.id, part.part), request.created_at);
      txIds.push(sent?.txId ?? null);
      if (!sent || part.tx_id) continue;
      const facts = await chain.transaction(sent.txId);
      const height = await chain.blockHeight();
      await transactions.markBroadcast(
        part.id,
        { txId: sent.txId, vsize: facts.vsize, fee: facts.fee, height },
        clock(),
      );
    }
    if (txIds.length > 0 && txIds.every((txId) => txId !== null)) {
      await requests.markFoundSent(request.id, request.attempts, txIds[0]!, clock());
    }
    return txIds.some((txId) => txId !== null);
  }

  /** Sends the planned parts at one fee rate, recording each; returns every part's transaction id. */
  private async sendParts(claimed: PayoutRequestRow, parts: PayoutTransactionRow[]): Promise<string[]> {
    const { chain, transactions, clock, settings } = this.deps;
    const planned = parts.filter((part) => part.state === 'planned');
    const txIds = new Map(parts.map((part) => [part.part, part.tx_id]));
    if (planned.length > 0) {
      const { level, perVbyte } = await payoutFee(chain, claimed, settings.payoutFeeRate);
      const fee = { level, perVbyte };
      const height = await chain.blockHeight();
      for (const part of planned) {
        const outputs = await transactions.outputsOfPart(claimed.id, part.part);
        const key = payoutTransactionKey(claimed.id, part.part);
        const { txId } = await chain.send(key, outputs, fee, claimed.created_at);
        const facts = await chain.transaction(txId);
        await transactions.markBroadcast(part.id, { txId, vsize: facts.vsize, fee: facts.fee, height }, clock());
        txIds.set(part.part, txId);
      }
    }
    return parts.map((part) => txIds.get(part.part)!);
  }
}
