import type { EarningsOutlook, ProcessingEarnings } from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import type { AccountKind } from '../accounts/index.js';
import { hashRate } from '../../domain/hashrate.js';
import type { EarningsRepository } from './earnings-repository.js';
import { deducted, hashesPerDifficulty, poolIncomeOf, secondsPerDay, type FppsResult } from './fpps.js';
import { addDays, dayStart, poolDayOf, rewardDueAt } from '../../domain/pool-day.js';
import type { RatesRepository } from './rates-repository.js';
import { rewardOf } from './rewards-job.js';

/**
 * What an account earns from one miner account's reward: the miner what its own splits
 * leave of it, the pool its fee less the referral, the operator its fee.
 */
function earnedBy(kind: AccountKind, id: string, reward: FppsResult): bigint {
  if (kind === 'miner') return reward.net;
  if (kind === 'pool') return poolIncomeOf(reward);
  return deducted(reward, 'operator_fee', id);
}

/** Below this, a few shares' luck would decide the estimate: the hashrate chart collects as long before it draws. */
const shortestAverageSeconds = 15 * 60;

/**
 * The seconds of the last 24 hours the account mined: since its first share when that is
 * more recent, at least `shortestAverageSeconds`, whole seconds.
 */
export function miningSeconds(firstShareAt: Date | null, now: Date): number {
  const day = Number(secondsPerDay);
  if (!firstShareAt) return day;
  const since = Math.floor((now.getTime() - firstShareAt.getTime()) / 1000);
  return Math.min(day, Math.max(shortestAverageSeconds, since));
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
    /** The referrer's percent of the pool fee (MoneySettings.referral). */
    private readonly referralPercent: string,
  ) {}

  async processing(ctx: RequestContext, kind: AccountKind, id: string): Promise<ProcessingEarnings> {
    const account = await this.policy.authorize(ctx, kind, id, 'payments');
    const now = this.clock();
    const day = poolDayOf(now);
    const from = dayStart(day);
    const to = dayStart(addDays(day, 1));
    const [rate, own, miners, profitSplits] = await Promise.all([
      this.rates.inForce(account.pool_id, day),
      this.repository.accountWork(kind, id, from, to),
      this.repository.minersWork(kind, id, day, from, to),
      kind === 'miner' ? this.repository.splitsOf(id, day) : [],
    ]);
    const sharing = { profitSplits, referralPercent: this.referralPercent };
    const amount = rate
      ? miners.reduce((sum, row) => sum + earnedBy(kind, id, rewardOf(row, rate.rate, sharing)), 0n)
      : 0n;
    return {
      pool_day: day,
      amount: Number(amount),
      hash_rate: hashRate(own, Math.max(1, (now.getTime() - from.getTime()) / 1000)),
      rate: rate?.rate ?? null,
    };
  }

  /**
   * GET /miners/{id}/earnings-outlook: yesterday's credited reward, today's estimate so far
   * (as processing), and a whole day's reward at the account's hashrate while it mined, each
   * through rewardOf with today's rate and fees, so the figures follow the run's rounding.
   */
  async outlook(ctx: RequestContext, minerId: string): Promise<EarningsOutlook> {
    const account = await this.policy.authorize(ctx, 'miner', minerId, 'payments');
    const day = poolDayOf(this.clock());
    const yesterday = addDays(day, -1);
    const [today, rate, inputs, profitSplits] = await Promise.all([
      this.processing(ctx, 'miner', account.id),
      this.rates.inForce(account.pool_id, day),
      this.repository.minerOutlook(account.id, day, yesterday),
      this.repository.splitsOf(account.id, day),
    ]);
    // The 24-hour figure spreads the work over the whole day; an account that began within it
    // mined only since its first share, so that is the span to average over.
    const averagedSeconds = miningSeconds(inputs.first_share_at, this.clock());
    const hashRatePerMinedSecond = (inputs.hash_rate_24h * Number(secondsPerDay)) / averagedSeconds;
    // The day's work at that average hashrate: what computeFpps turns back into the hashrate.
    const accepted = (hashRatePerMinedSecond * Number(secondsPerDay)) / Number(hashesPerDifficulty);
    // A referral comes out of the pool's fee, never the miner's reward: no referrer needed here.
    const reward = rewardOf({ ...inputs, miner_id: account.id, accepted, referrer_id: null }, rate?.rate ?? 0, {
      profitSplits,
    });
    const operatorFee = reward.deductions.find((deduction) => deduction.kind === 'operator_fee');
    return {
      yesterday: {
        pool_day: yesterday,
        amount: inputs.yesterday_reward,
        credited_at: rewardDueAt(yesterday).toISOString(),
      },
      today: { pool_day: today.pool_day, amount: today.amount },
      day_estimate: {
        hash_rate: Number(reward.hashRate),
        averaged_seconds: averagedSeconds,
        gross: rate ? Number(reward.gross) : 0,
        amount: rate ? Number(reward.net) : 0,
      },
      rate: rate?.rate ?? null,
      pool_fee_percent: reward.poolFeePercent,
      operator_fee_percent: operatorFee?.percent ?? null,
    };
  }
}
