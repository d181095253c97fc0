import type { CustomerFee, Fee } from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../http/api-error.js';
import type { Account, AccountsRepository } from '../accounts/index.js';
import { addDays, poolDayOf } from '../../domain/pool-day.js';
import type { FeeKind, FeesRepository } from './repository.js';
import { normalizePercent } from '../../domain/percent.js';
import { feeOn, scheduleOf } from './schedule.js';

export interface NewFee {
  percent: string;
  comment?: string | undefined;
}

/** Whose schedule: the pool's fee of a miner account, or an operator's fee on its customer. */
export type FeeTarget = { kind: 'pool'; minerId: string } | { kind: 'operator'; operatorId: string; minerId: string };

/**
 * Fee schedules (product §3 "Fee", §5, §9): reading needs the payments page of the account;
 * the pool fee is set by the pool's owners and admins or the platform, an operator's fee
 * by the operator's owners and admins. A new fee starts at 00:00 UTC the next day.
 */
export class FeesService {
  constructor(
    private readonly repository: FeesRepository,
    private readonly accounts: AccountsRepository,
    private readonly policy: AccessPolicy,
    private readonly clock: Clock,
  ) {}

  /** The whole schedule, newest first. */
  async list(ctx: RequestContext, target: FeeTarget): Promise<Fee[]> {
    const miner = await this.authorizeRead(ctx, target);
    return (await this.schedule(target.kind, miner)).reverse();
  }

  /** The item in force today. */
  async current(ctx: RequestContext, target: FeeTarget): Promise<Fee> {
    const miner = await this.authorizeRead(ctx, target);
    return feeOn(await this.schedule(target.kind, miner), poolDayOf(this.clock()));
  }

  /** Sets the fee from 00:00 UTC tomorrow; a second change the same day replaces the first. */
  async create(ctx: RequestContext, target: FeeTarget, fee: NewFee): Promise<Fee> {
    const { miner, identityId } = await this.authorizeWrite(ctx, target);
    const tomorrow = addDays(poolDayOf(this.clock()), 1);
    await this.repository.upsert({
      minerId: miner.id,
      kind: target.kind,
      percent: normalizePercent(fee.percent),
      startDate: tomorrow,
      comment: fee.comment || null,
      createdBy: identityId,
    });
    return feeOn(await this.schedule(target.kind, miner), tomorrow);
  }

  /** GET /operators/{id}/customer-fee: who reads the operator's payments reads it. */
  async customerFee(ctx: RequestContext, operatorId: string): Promise<CustomerFee> {
    await this.policy.authorize(ctx, 'operator', operatorId, 'payments');
    return { percent: normalizePercent((await this.repository.customerFee(operatorId)) ?? '0') };
  }

  /** PUT /operators/{id}/customer-fee: the operator's owners and admins, for the customers made from now on. */
  async setCustomerFee(ctx: RequestContext, operatorId: string, fee: CustomerFee): Promise<CustomerFee> {
    await this.policy.authorize(ctx, 'operator', operatorId, 'manage_operator_fees');
    return {
      percent: normalizePercent(await this.repository.setCustomerFee(operatorId, normalizePercent(fee.percent))),
    };
  }

  private async schedule(kind: FeeKind, miner: Account): Promise<Fee[]> {
    return scheduleOf(await this.repository.list(miner.id, kind), kind, poolDayOf(miner.created_at));
  }

  private async authorizeRead(ctx: RequestContext, target: FeeTarget): Promise<Account> {
    if (target.kind === 'pool') return this.policy.authorize(ctx, 'miner', target.minerId, 'payments');
    const operator = await this.policy.authorize(ctx, 'operator', target.operatorId, 'payments');
    // The operator's fee is what total_fee_hide hides: refused when every way the caller sees it carries the flag.
    const by = await this.policy.permissionsFor(ctx, operator, 'payments');
    if (by.every((permission) => permission.sections.includes('total_fee_hide'))) throw ApiError.accessDenied();
    return this.customer(target);
  }

  private async authorizeWrite(
    ctx: RequestContext,
    target: FeeTarget,
  ): Promise<{ miner: Account; identityId: string }> {
    if (target.kind === 'pool') {
      const miner = await this.policy.authorize(ctx, 'miner', target.minerId, 'manage_fees');
      return { miner, identityId: requireUser(ctx).identityId };
    }
    await this.policy.authorize(ctx, 'operator', target.operatorId, 'manage_operator_fees');
    return { miner: await this.customer(target), identityId: requireUser(ctx).identityId };
  }

  /** The operator's customer; any other account is unknown here. */
  private async customer(target: Extract<FeeTarget, { kind: 'operator' }>): Promise<Account> {
    const miner = await this.accounts.find('miner', target.minerId);
    if (!miner || miner.operator_id !== target.operatorId) throw ApiError.notFound('Unknown customer');
    return miner;
  }
}
