import type { NextPayout } from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { poolDayOf } from '../../domain/pool-day.js';
import { nextPayout } from './rules.js';
import type { PayoutScheduleRepository } from './schedule-repository.js';
import type { WalletPayoutsRepository } from './wallet-payouts-repository.js';

/** GET /miners/{id}/next-payout: the dashboard's "Next payout", decided by the payout run's rules. */
export class NextPayoutService {
  constructor(
    private readonly deps: {
      schedule: PayoutScheduleRepository;
      walletPayouts: WalletPayoutsRepository;
      policy: AccessPolicy;
      clock: Clock;
    },
  ) {}

  async nextPayout(ctx: RequestContext, minerId: string): Promise<NextPayout> {
    const { schedule, walletPayouts, policy, clock } = this.deps;
    const account = await policy.authorize(ctx, 'miner', minerId, 'payments');
    const now = clock();
    const [wallet, today] = await Promise.all([
      walletPayouts.walletState(account.id),
      schedule.scheduleItem(account.pool_id, poolDayOf(now)),
    ]);
    // The account exists (the policy found it): its wallet state always has a row.
    return nextPayout(wallet!, now, Boolean(today?.processed_at));
  }
}
