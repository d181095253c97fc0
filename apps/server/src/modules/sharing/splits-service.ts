import type { ProfitSharingsResponse, WalletChangeCodeSent } from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../http/api-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Account } from '../accounts/index.js';
import { addDays, poolDayOf } from '../../domain/pool-day.js';
import type { WalletChange, WalletsRepository, WalletsService } from '../wallets/index.js';
import { hundredthsOf, inForceOn, percentOfHundredths, splitItemsOf, totalOf, type SplitItemRow } from './schedule.js';
import type { SplitsRepository } from './splits-repository.js';

const fullHundredths = 100 * 100;

export interface SplitsServiceDeps {
  repository: SplitsRepository;
  policy: AccessPolicy;
  /** The e-mailed codes that confirm money changes of users without a second factor. */
  confirmations: Pick<WalletsService, 'mailChangeCode' | 'confirmChange'>;
  wallets: Pick<WalletsRepository, 'walletOf'>;
  identity: IdentityProvider;
  mailer: Mailer;
  clock: Clock;
}

/** The change a confirmation code is made for: this recipient at this percent. */
const splitChange = (recipientId: string, hundredths: number): WalletChange => ({
  kind: 'profit_sharing',
  value: `${recipientId}:${hundredths}`,
});

/**
 * Profit splits (product §3 "Profit split", §5, §9): a donor miner account gives a percent
 * of its daily reward after fees to another account of the pool. Reading needs the donor's
 * payments; changing needs its owners or admins. A new or raised split gives money away, so
 * it is confirmed like a payout-address change (a fresh second factor, or the code e-mailed
 * for exactly this split) and the account's owners are told by e-mail; lowering or stopping
 * one needs neither. Every change and stop starts at 00:00 UTC the next day; the items of
 * past days are never touched, which is what lets the reward run read them outside any lock.
 */
export class SplitsService {
  constructor(private readonly deps: SplitsServiceDeps) {}

  /** GET /miners/{donor}/profit-sharings, or one recipient's items with `recipientId`. */
  async list(ctx: RequestContext, donorId: string, recipientId?: string): Promise<ProfitSharingsResponse> {
    const donor = await this.deps.policy.authorize(ctx, 'miner', donorId, 'profit_sharing');
    return this.response(await this.deps.repository.items(donor.id), recipientId);
  }

  /** POST /miners/{donor}/profit-sharings/{recipient}/confirmation-codes: e-mails a code for this split. */
  async sendCode(
    ctx: RequestContext,
    donorId: string,
    recipientId: string,
    percent: string,
  ): Promise<WalletChangeCodeSent> {
    const actor = requireUser(ctx);
    const { donor, recipient, hundredths } = await this.checked(ctx, donorId, recipientId, percent);
    const tomorrow = addDays(poolDayOf(this.deps.clock()), 1);
    return this.deps.confirmations.mailChangeCode(
      actor,
      donor,
      await this.deps.wallets.walletOf(donor.id),
      splitChange(recipient.id, hundredths),
      {
        kind: 'profit_split',
        percent: percentOfHundredths(hundredths),
        recipient: recipient.account_name,
        from: tomorrow,
      },
    );
  }

  /** PUT /miners/{donor}/profit-sharings/{recipient}: this percent from 00:00 UTC tomorrow. */
  async set(
    ctx: RequestContext,
    donorId: string,
    recipientId: string,
    percent: string,
    code?: string,
  ): Promise<ProfitSharingsResponse> {
    const actor = requireUser(ctx);
    const { donor, recipient, hundredths } = await this.checked(ctx, donorId, recipientId, percent);
    // Without a second factor, a code given is tried before the change's transaction (a wrong
    // try counts even though the change fails); whether one was needed is decided under the
    // donor's lock, against the split in force tomorrow.
    const needsCode = !(await this.deps.policy.hasSecondFactor(actor.identityId));
    if (needsCode && code !== undefined) {
      const walletId = await this.deps.wallets.walletOf(donor.id);
      await this.deps.confirmations.confirmChange(actor, walletId, splitChange(recipient.id, hundredths), code);
    }
    const { response, raised } = await this.change(
      ctx,
      donor,
      recipient.id,
      hundredths,
      needsCode && code === undefined,
    );
    if (raised) await this.tellOwners(donor, recipient.account_name, hundredths, actor.identityId);
    return response;
  }

  /** DELETE /miners/{donor}/profit-sharings/{recipient}: the split stops from 00:00 UTC tomorrow. */
  async stop(ctx: RequestContext, donorId: string, recipientId: string): Promise<ProfitSharingsResponse> {
    const donor = await this.deps.policy.authorize(ctx, 'miner', donorId, 'manage_profit_sharing');
    return (await this.change(ctx, donor, recipientId, 0, false)).response;
  }

  /** The donor the actor may change the splits of, and a recipient and percent it may give. */
  private async checked(ctx: RequestContext, donorId: string, recipientId: string, percent: string) {
    const donor = await this.deps.policy.authorize(ctx, 'miner', donorId, 'manage_profit_sharing');
    const hundredths = hundredthsOf(percent);
    if (hundredths === 0) throw ApiError.invalidFields([{ name: 'percent', code: 'min_threshold', min: '0.01' }]);
    if (recipientId === donor.id) throw ApiError.invalidFields([{ name: 'recipient', code: 'split_to_self' }]);
    const recipient = await this.deps.repository.recipient(donor.pool_id, recipientId);
    if (!recipient) throw ApiError.invalidFields([{ name: 'recipient', code: 'recipient_not_found' }]);
    return { donor, recipient, hundredths };
  }

  /**
   * One change under the donor's lock: the splits in force tomorrow with this one changed
   * may not exceed 100 %, a day whose reward run has started is not changed, and a raise
   * without its confirmation (`unconfirmed`) is 403 confirmation_code_required.
   */
  private async change(
    ctx: RequestContext,
    donor: Account,
    recipientId: string,
    hundredths: number,
    unconfirmed: boolean,
  ): Promise<{ response: ProfitSharingsResponse; raised: boolean }> {
    const { identityId } = requireUser(ctx);
    const { repository, clock } = this.deps;
    const tomorrow = addDays(poolDayOf(clock()), 1);
    return repository.transaction(async (trx) => {
      const items = await repository.items(donor.id, trx);
      if (await repository.rewardRunStarted(trx, donor.pool_id, tomorrow)) {
        throw new ApiError(409, 'reward_already_processed', `Rewards of ${tomorrow} are credited already`);
      }
      const tomorrowSplits = inForceOn(items, tomorrow);
      const before = tomorrowSplits.get(recipientId) ?? 0;
      if (hundredths === 0 && !before) throw ApiError.notFound('No split to this account');
      const raised = hundredths > before;
      if (raised && unconfirmed) {
        throw new ApiError(403, 'confirmation_code_required', 'Confirm the split with the code sent by e-mail');
      }
      tomorrowSplits.set(recipientId, hundredths);
      const total = totalOf(tomorrowSplits);
      if (total > fullHundredths) {
        const available = fullHundredths - (total - hundredths);
        throw ApiError.invalidFields([
          { name: 'percent', code: 'split_total_exceeded', available: percentOfHundredths(available) },
        ]);
      }
      await repository.upsert(trx, {
        donorId: donor.id,
        recipientId,
        percent: percentOfHundredths(hundredths),
        startDate: tomorrow,
        createdBy: identityId,
      });
      return { response: this.response(await repository.items(donor.id, trx)), raised };
    });
  }

  /** E-mails the account's owners that more of its reward goes to another account from tomorrow. */
  private async tellOwners(donor: Account, recipientName: string, hundredths: number, byIdentity: string) {
    const { repository, identity, mailer, clock } = this.deps;
    const by = await identity.getIdentity(byIdentity);
    const tomorrow = addDays(poolDayOf(clock()), 1);
    for (const ownerId of await repository.ownersOf(donor)) {
      const owner = await identity.getIdentity(ownerId);
      if (!owner) continue;
      await mailer.send({
        to: owner.email,
        subject: `Profit split of ${donor.name}: ${percentOfHundredths(hundredths)} % to ${recipientName}`,
        text:
          `From 00:00 UTC on ${tomorrow}, ${percentOfHundredths(hundredths)} % of the daily reward of the miner account ` +
          `${donor.name} goes to the account ${recipientName}. ${by ? `The change was made by ${by.email}.` : ''}\n\n` +
          'If you did not expect this, stop the split on the Profit splits page before then, and change your password.',
      });
    }
  }

  private response(rows: readonly SplitItemRow[], recipientId?: string): ProfitSharingsResponse {
    const today = poolDayOf(this.deps.clock());
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
