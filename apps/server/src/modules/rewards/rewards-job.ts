import type { MoneyModuleDeps } from '../money-deps.js';

export type RewardsJobDeps = Pick<MoneyModuleDeps, 'db' | 'clock' | 'log'>;

/**
 * The 09:00 UTC FPPS reward run (placeholder until built): credits every miner account
 * for the previous pool day, once.
 */
export class RewardsJob {
  constructor(private readonly deps: RewardsJobDeps) {}

  /** Credits every pool day whose 09:00 UTC of the next day has passed and that is not credited yet. */
  async runDue(): Promise<void> {}

  /** Credits one pool day. Safe to call twice or on two instances at once. */
  async runDay(_poolId: string, _day: string): Promise<void> {}
}
