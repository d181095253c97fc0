import { maxSatoshi, type RewardRate, type setRewardRateBodySchema } from '@pool/contract';
import type { z } from 'zod';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { toPaginated } from '../../db/page.js';
import { ApiError } from '../../http/api-error.js';
import type { PoolsRepository } from '../pools/index.js';
import { addDays, poolDayOf } from '../../domain/pool-day.js';
import type { RateSource } from './rate-sources.js';
import { lockPoolDay, type RatesRepository } from './rates-repository.js';

type SetRateBody = z.output<typeof setRewardRateBodySchema>;

export interface ExternalRate {
  source: string;
  rate: number | null;
  error: string | null;
  fetched_at: string;
}

/** How long one source may take before it counts as unreachable. */
export const rateSourceTimeoutMs = 5000;

/**
 * The platform's reward rates (product §3, §7 "Platform"): the list, suggestions from
 * external sources, and the rate of today (or of yesterday until it is credited).
 */
export class RatesService {
  constructor(
    private readonly db: Db,
    private readonly repository: RatesRepository,
    private readonly pools: PoolsRepository,
    private readonly policy: AccessPolicy,
    private readonly clock: Clock,
    private readonly sources: readonly RateSource[],
  ) {}

  async list(ctx: RequestContext, page: { page: number; per_page: number }) {
    await this.policy.requirePlatform(ctx, 'platform_read');
    return toPaginated(await this.repository.list(await this.pools.currentPoolId(), page), page, (row) => row);
  }

  /** Every source asked at once; one that fails or is slow reports why instead of a rate. */
  async externalSources(ctx: RequestContext): Promise<{ data: ExternalRate[] }> {
    await this.policy.requirePlatform(ctx, 'platform_read');
    return { data: await Promise.all(this.sources.map((source) => this.ask(source))) };
  }

  /**
   * Sets the rate of a pool day: today by default, or yesterday while its rewards are not
   * credited. Under the day's lock, so the reward run either sees this rate or has
   * started and this answers 409.
   */
  async setCurrent(ctx: RequestContext, body: SetRateBody): Promise<RewardRate> {
    const identityId = await this.policy.requirePlatform(ctx, 'platform_act');
    const poolId = await this.pools.currentPoolId();
    const today = poolDayOf(this.clock());
    const yesterday = addDays(today, -1);
    const date = body.date ?? today;
    return this.db.transaction().execute(async (trx) => {
      await lockPoolDay(trx, poolId, date);
      if (await this.repository.runStarted(poolId, date, trx)) {
        throw new ApiError(409, 'reward_already_processed', `Rewards of ${date} are credited already`);
      }
      if (date < yesterday) throw ApiError.invalidFields([{ name: 'date', code: 'min_threshold', value: yesterday }]);
      if (date > today) throw ApiError.invalidFields([{ name: 'date', code: 'max_threshold', value: today }]);
      return this.repository.set(trx, { poolId, date, rate: body.rate, source: body.source, setBy: identityId });
    });
  }

  private async ask(source: RateSource): Promise<ExternalRate> {
    const answer = (rate: number | null, error: string | null): ExternalRate => ({
      source: source.name,
      rate,
      error,
      fetched_at: this.clock().toISOString(),
    });
    try {
      const rate = await source.fetchRate(AbortSignal.timeout(rateSourceTimeoutMs));
      if (!Number.isSafeInteger(rate) || rate < 0 || rate > maxSatoshi)
        return answer(null, `rate out of range: ${rate}`);
      return answer(rate, null);
    } catch (error) {
      return answer(null, (error as Error).message || String(error));
    }
  }
}
