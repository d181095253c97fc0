import { ChainError } from '@pool/bitcoin';
import type { ModuleDeps } from '../module-deps.js';
import { ApiError } from '../../http/api-error.js';
import { BitcoinCoreChain } from './bitcoin-core.js';
import type { ChainAdapter } from './chain.js';
import { SimulatedChain } from './simulated.js';

/**
 * The pool's chain: Bitcoin Core when BITCOIN_RPC_URL is set, else the embedded simulated
 * chain. `announce: false` leaves out the log line naming it (for a second user of the chain).
 */
export function createChain(
  { db, clock, settings, log }: Pick<ModuleDeps, 'db' | 'clock' | 'settings' | 'log'>,
  { announce = true }: { announce?: boolean } = {},
): ChainAdapter {
  if (settings.bitcoinRpcUrl) {
    if (announce) {
      log.info(
        { chain: 'bitcoin-core', host: new URL(settings.bitcoinRpcUrl).host },
        'payouts go through Bitcoin Core',
      );
    }
    return new BitcoinCoreChain(settings.bitcoinRpcUrl, settings.payoutConfirmations);
  }
  if (announce) log.info({ chain: 'simulated' }, 'payouts go through the simulated chain');
  return new SimulatedChain(db, clock, settings.simulatedBlockSeconds);
}

/** A chain failure during a platform action: 502, in the chain's words. */
export function chainUnavailable(error: unknown): never {
  if (error instanceof ChainError) throw new ApiError(502, 'chain_unavailable', error.message);
  throw error;
}

export { BitcoinCoreChain } from './bitcoin-core.js';
export { ChainError } from '@pool/bitcoin';
export type { ChainAdapter, ChainOutput, ChainTransaction, FeeChoice, IncomingTransfer } from './chain.js';
export { sendLeaseMs, sendLeaseStart } from './send-lease.js';
export { SimulatedChain } from './simulated.js';
export {
  boundedFeeRate,
  bumpedFeeRate,
  dustLimit,
  outputVsize,
  payoutOutputsBudget,
  payoutTransactionVsize,
  planPayoutTransactions,
} from './standardness.js';
export type { PayoutPlan } from './standardness.js';
