import type { MoneyModuleDeps } from '../money-deps.js';
import type { ChainAdapter } from './chain/chain.js';

export type PayoutsJobDeps = Pick<MoneyModuleDeps, 'db' | 'clock' | 'settings' | 'log'> & { chain: ChainAdapter };

/**
 * The 14:00 UTC payout run and its follow-ups (placeholder until built): pays every
 * wallet whose balance reached its minimum payout, sends the batch through the chain,
 * and settles confirmed requests.
 */
export class PayoutsJob {
  constructor(private readonly deps: PayoutsJobDeps) {}

  /** Runs the payout of the latest date whose 14:00 UTC has passed, unless it ran already. */
  async runDue(): Promise<void> {}

  /** Runs the payout of one date (the demo's history uses it). Safe to call twice. */
  async runDate(_poolId: string, _date: string): Promise<void> {}

  /** Follows sent requests: confirmations, completion, and requests a crash left half-sent. */
  async poll(): Promise<void> {}
}
