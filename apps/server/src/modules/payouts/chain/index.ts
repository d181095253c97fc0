import type { ModuleDeps } from '../../module-deps.js';
import { BitcoinCoreChain } from './bitcoin-core.js';
import type { ChainAdapter } from './chain.js';
import { SimulatedChain } from './simulated.js';

/** The pool's chain: Bitcoin Core when BITCOIN_RPC_URL is set, else the embedded simulated chain. */
export function createChain({
  db,
  clock,
  settings,
  log,
}: Pick<ModuleDeps, 'db' | 'clock' | 'settings' | 'log'>): ChainAdapter {
  if (settings.bitcoinRpcUrl) {
    log.info({ chain: 'bitcoin-core', host: new URL(settings.bitcoinRpcUrl).host }, 'payouts go through Bitcoin Core');
    return new BitcoinCoreChain(settings.bitcoinRpcUrl, settings.payoutConfirmations);
  }
  log.info({ chain: 'simulated' }, 'payouts go through the simulated chain');
  return new SimulatedChain(db, clock, settings.simulatedBlockSeconds);
}
