import type { ProfitSharingsResponse } from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../http/api-error.js';
import type { Account } from '../accounts/repository.js';
import { addDays, poolDayOf } from '../rewards/pool-day.js';
import { hundredthsOf, inForceOn, percentOfHundredths, splitItemsOf, totalOf, type SplitItemRow } from './schedule.js';
import type { SplitsRepository } from './splits-repository.js';

const fullHundredths = 100 * 100;

/**
 * Profit splits (product §3 "Profit split", §5, §9): a donor miner account gives a percent
 * of its daily reward after fees to another account of the pool. Reading needs the donor's
 * payments; changing needs its owners or admins (and a fresh second factor when they have
 * one). Every change and stop starts at 00:00 UTC the next day; the items of past days are
 * never touched, which is what lets the reward run read them outside any lock.
 */
export class SplitsService {
  constructor(
    private readonly repository: SplitsRepository,
    private readonly policy: AccessPolicy,
    private readonly clock: Clock,
  ) {}

  /** GET /miners/{donor}/profit-sharings, or one recipient's items with `recipientId`. */
  async list(ctx: RequestContext, donorId: string, recipientId?: string): Promise<ProfitSharingsResponse> {
    const donor = await this.policy.authorize(ctx, 'miner', donorId, 'profit_sharing');
    return this.response(await this.repository.items(donor.id), recipientId);
  }

  /** PUT /miners/{donor}/profit-sharings/{recipient}: this percent from 00:00 UTC tomorrow. */
  async set(
    ctx: RequestContext,
    donorId: string,
    recipientId: string,
    percent: string,
  ): Promise<ProfitSharingsResponse> {
    const donor = await this.policy.authorize(ctx, 'miner', donorId, 'manage_profit_sharing');
    const wanted = hundredthsOf(percent);
    if (wanted === 0) throw ApiError.invalidFields([{ name: 'percent', code: 'min_threshold', min: '0.01' }]);
    if (recipientId === donor.id) throw ApiError.invalidFields([{ name: 'recipient', code: 'split_to_self' }]);
    if (!(await this.repository.recipient(donor.pool_id, recipientId))) {
      throw ApiError.invalidFields([{ name: 'recipient', code: 'recipient_not_found' }]);
    }
    return this.change(ctx, donor, recipientId, wanted);
  }

  /** DELETE /miners/{donor}/profit-sharings/{recipient}: the split stops from 00:00 UTC tomorrow. */
  async stop(ctx: RequestContext, donorId: string, recipientId: string): Promise<ProfitSharingsResponse> {
    const donor = await this.policy.authorize(ctx, 'miner', donorId, 'manage_profit_sharing');
    return this.change(ctx, donor, recipientId, 0);
  }

  /**
   * One change under the donor's lock: the splits in force tomorrow with this one changed
   * may not exceed 100 %, and a day whose reward run has started is not changed.
   */
  private async change(
    ctx: RequestContext,
    donor: Account,
    recipientId: string,
    hundredths: number,
  ): Promise<ProfitSharingsResponse> {
    const { identityId } = requireUser(ctx);
    const tomorrow = addDays(poolDayOf(this.clock()), 1);
    const rows = await this.repository.transaction(async (trx) => {
      const items = await this.repository.items(donor.id, trx);
      if (await this.repository.rewardRunStarted(trx, donor.pool_id, tomorrow)) {
        throw new ApiError(409, 'reward_already_processed', `Rewards of ${tomorrow} are credited already`);
      }
      const tomorrowSplits = inForceOn(items, tomorrow);
      if (hundredths === 0 && !tomorrowSplits.get(recipientId)) throw ApiError.notFound('No split to this account');
      tomorrowSplits.set(recipientId, hundredths);
      const total = totalOf(tomorrowSplits);
      if (total > fullHundredths) {
        const available = fullHundredths - (total - hundredths);
        throw ApiError.invalidFields([
          { name: 'percent', code: 'split_total_exceeded', available: percentOfHundredths(available) },
        ]);
      }
      await this.repository.upsert(trx, {
        donorId: donor.id,
        recipientId,
        percent: percentOfHundredths(hundredths),
        startDate: tomorrow,
        createdBy: identityId,
      });
      return this.repository.items(donor.id, trx);
    });
    return this.response(rows);
  }

  private response(rows: readonly SplitItemRow[], recipientId?: string): ProfitSharingsResponse {
    const today = poolDayOf(this.clock());
    const tomorrow = addDays(today, 1);
    const mine = recipientId === undefined ? rows : rows.filter((row) => row.recipient_id === recipientId);
    return {
      data: splitItemsOf(mine, today),
      total_today: percentOfHundredths(totalOf(inForceOn(rows, today))),
      total_tomorrow: percentOfHundredths(totalOf(inForceOn(rows, tomorrow))),
      changes_start: tomorrow,
    };
  }
}
