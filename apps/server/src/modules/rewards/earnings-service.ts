import type { ProcessingEarnings } from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import type { AccountKind } from '../accounts/repository.js';
import { hashRate } from '../monitoring/rules.js';
import type { EarningsRepository } from './earnings-repository.js';
import { deducted, type FppsResult } from './fpps.js';
import { addDays, dayStart, poolDayOf } from './pool-day.js';
import type { RatesRepository } from './rates-repository.js';
import { rewardOf } from './rewards-job.js';

/** What an account earns from one miner account's reward: the miner its net, the pool and operator their fees. */
function earnedBy(kind: AccountKind, id: string, reward: FppsResult): bigint {
  if (kind === 'miner') return reward.net;
  if (kind === 'pool') return deducted(reward, 'pool_fee');
  return deducted(reward, 'operator_fee', id);
}

/**
 * Today's estimated earnings (GET /{pools|operators|miners}/{id}/processing-earnings):
 * the work of the pool day so far through the same FPPS pipeline as the 09:00 UTC run,
 * with today's rate and today's fees. For a miner account its net reward so far; for a
 * pool or an operator its fee income from its miner accounts so far.
 */
export class EarningsService {
  constructor(
    private readonly repository: EarningsRepository,
    private readonly rates: RatesRepository,
    private readonly policy: AccessPolicy,
    private readonly clock: Clock,
  ) {}

  async processing(ctx: RequestContext, kind: AccountKind, id: string): Promise<ProcessingEarnings> {
    const account = await this.policy.authorize(ctx, kind, id, 'payments');
    const now = this.clock();
    const day = poolDayOf(now);
    const from = dayStart(day);
    const to = dayStart(addDays(day, 1));
    const [rate, own, miners] = await Promise.all([
      this.rates.inForce(account.pool_id, day),
      this.repository.accountWork(kind, id, from, to),
      this.repository.minersWork(kind, id, day, from, to),
    ]);
    const amount = rate ? miners.reduce((sum, row) => sum + earnedBy(kind, id, rewardOf(row, rate.rate)), 0n) : 0n;
    return {
      pool_day: day,
      amount: Number(amount),
      hash_rate: hashRate(own, Math.max(1, (now.getTime() - from.getTime()) / 1000)),
      rate: rate?.rate ?? null,
    };
  }
}
