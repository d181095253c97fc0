import { createHash, randomInt } from 'node:crypto';
import { canonicalBitcoinAddress } from '@pool/bitcoin';
import {
  addressChangePauseHours,
  defaultMinPayment,
  languageSchema,
  minimumPayoutFloor,
  walletChangeCodeMinutes,
  walletChangeCodesPerHour,
  walletChangeCodeTries,
  type BitcoinNetwork,
  type CreateWalletChangeCodeBody,
  type MinerDetail,
  type Paginated,
  type Wallet,
  type WalletAddress,
  type WalletChangeCodeSent,
  type WalletLimit,
} from '@pool/contract';
import { requireUser, type Actor, type RequestContext } from '../../auth/actor.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { AccessPolicy, AccountNeed } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { toPaginated, type Page } from '../../db/page.js';
import { sats } from '../../domain/sats.js';
import { ApiError } from '../../http/api-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Account } from '../accounts/index.js';
import { toMinerAccount } from '../worker-lists/index.js';
import { notifyWalletChanged } from '../notifications/index.js';
import { changeCodeMail, type ConfirmedChange } from './change-code-mail.js';
import type { WalletChange, WalletChangeCodesRepository } from './change-codes-repository.js';
import type { LimitKind, WalletState, WalletsRepository } from './repository.js';

const pauseMs = addressChangePauseHours * 3600_000;
const limitChangeKinds = { min: 'min_payment', max: 'max_payment' } as const;

/** Codes are kept as their SHA-256 only. */
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * The wallet as users see it. A changed address pauses payouts for a day (product §9); the
 * first address does not, since nothing was paid anywhere else before.
 */
function toWallet(state: WalletState, network: BitcoinNetwork, now: Date): Wallet {
  const resumesAt =
    state.address_replaced && state.address_set_at ? new Date(state.address_set_at.getTime() + pauseMs) : undefined;
  return {
    id: state.id,
    currency: 'BTC',
    network,
    address: state.address,
    min_payment: state.min_payment ?? defaultMinPayment,
    max_payment: state.max_payment ?? 0,
    paused_until: resumesAt && resumesAt > now ? resumesAt.toISOString() : null,
  };
}

export interface WalletsServiceDeps {
  repository: WalletsRepository;
  codes: WalletChangeCodesRepository;
  policy: AccessPolicy;
  identity: IdentityProvider;
  mailer: Mailer;
  clock: Clock;
  network: BitcoinNetwork;
}

/**
 * Wallets of miner accounts (one each, made on first use), their payout address and limits.
 * Reads need the account's payments; changes need manage_wallet and, for a user with a
 * second factor, a recent one (product §8 mfa_required); a user without one confirms each
 * change with a code e-mailed for it. Watcher links never change anything.
 */
export class WalletsService {
  constructor(private readonly deps: WalletsServiceDeps) {}

  /** GET /miners/{id}: the account, with its wallet for those who may see its payments. */
  async minerDetail(ctx: RequestContext, minerId: string): Promise<MinerDetail> {
    const { policy, repository } = this.deps;
    const account = await policy.authorize(ctx, 'miner', minerId, 'monitoring');
    if (!(await policy.allows(ctx, account, 'payments'))) return { ...toMinerAccount(account), wallets: [] };
    const state = await repository.state(await repository.walletOf(minerId));
    return { ...toMinerAccount(account), wallets: [this.toWallet(state!)] };
  }

  async addresses(ctx: RequestContext, walletId: string, page: Page): Promise<Paginated<WalletAddress>> {
    await this.authorizedWallet(ctx, walletId, 'payments');
    return toPaginated(await this.deps.repository.addresses(walletId, page), page, (row) => ({
      address: row.value,
      created_at: row.created_at.toISOString(),
      current: row.current,
    }));
  }

  async limits(ctx: RequestContext, walletId: string, kind: LimitKind, page: Page): Promise<Paginated<WalletLimit>> {
    await this.authorizedWallet(ctx, walletId, 'payments');
    return toPaginated(await this.deps.repository.limits(walletId, kind, page), page, (row) => ({
      amount: row.value,
      created_at: row.created_at.toISOString(),
      current: row.current,
    }));
  }

  /**
   * POST /wallets/{wallet_id}/confirmation-codes: e-mails the user a six-digit code for this
   * change (replacing an open one), after the checks the change itself makes of the value alone.
   */
  async sendChangeCode(
    ctx: RequestContext,
    walletId: string,
    body: CreateWalletChangeCodeBody,
  ): Promise<WalletChangeCodeSent> {
    const { network, repository } = this.deps;
    const { actor, account } = await this.authorizeChange(ctx, walletId);
    if (body.kind === 'address') {
      const address = this.validAddress(body.address);
      // Only a change pauses payouts: a first address replaces nothing (see toWallet).
      const current = (await repository.state(walletId))?.address ?? null;
      return this.mailChangeCode(
        actor,
        account,
        walletId,
        { kind: 'address', value: address },
        { kind: 'address', address, network, pauseHours: current === null ? null : addressChangePauseHours },
      );
    }
    if (body.kind === 'min_payment') this.checkMinimumFloor(body.amount);
    return this.mailChangeCode(
      actor,
      account,
      walletId,
      { kind: body.kind, value: String(body.amount) },
      { kind: body.kind, amount: body.amount },
    );
  }

  /**
   * E-mails the user a six-digit code for one change of the account's money (its wallet, or
   * a profit split it gives), replacing an open one; at most `walletChangeCodesPerHour` an hour.
   * `confirmed` is the change as the e-mail names it, in the user's language.
   */
  async mailChangeCode(
    actor: Extract<Actor, { kind: 'user' }>,
    account: Account,
    walletId: string,
    change: WalletChange,
    confirmed: ConfirmedChange,
  ): Promise<WalletChangeCodeSent> {
    const { codes, identity, mailer, clock } = this.deps;
    const user = await identity.getIdentity(actor.identityId);
    if (!user) throw new ApiError(401, 'unauthorized', 'Sign in first');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = clock();
    const expiresAt = new Date(now.getTime() + walletChangeCodeMinutes * 60_000);
    const stored = await codes.replace({
      walletId,
      identityId: actor.identityId,
      sessionId: actor.session.id,
      change,
      codeHash: hashCode(code),
      expiresAt,
      now,
      sendsPerHour: walletChangeCodesPerHour,
    });
    if (!stored) throw new ApiError(429, 'rate_limited', 'Too many codes this hour; try again later');
    await codes.forgetPastTries(now);
    const language = languageSchema.safeParse(user.language).data ?? 'en';
    await mailer.send({ to: user.email, ...changeCodeMail(language, code, account.name, confirmed) });
    return { email: user.email, expires_at: expiresAt.toISOString() };
  }

  /** Sets the payout address; the current one again changes nothing (and pauses nothing). */
  async addAddress(
    ctx: RequestContext,
    walletId: string,
    input: string,
    code?: string,
  ): Promise<{ wallet: Wallet; added: boolean }> {
    const { repository, clock } = this.deps;
    const { actor } = await this.authorizeChange(ctx, walletId);
    const address = this.validAddress(input);
    await this.confirmChange(actor, walletId, { kind: 'address', value: address }, code);
    return repository.transaction(async (trx) => {
      await repository.lock(trx, walletId);
      const state = (await repository.state(walletId, trx))!;
      if (state.address === address) return { wallet: this.toWallet(state), added: false };
      const at = clock();
      await repository.addAddress(trx, { walletId, address, by: actor.identityId, at });
      const wallet = this.toWallet((await repository.state(walletId, trx))!);
      await notifyWalletChanged(trx, {
        walletId,
        kind: 'address',
        value: address,
        byIdentity: actor.identityId,
        fromAddress: ctx.address,
        pausedUntil: wallet.paused_until,
        at,
      });
      return { wallet, added: true };
    });
  }

  /**
   * Sets the minimum or maximum payout (product §5): a minimum of at least the floor and not
   * above a set maximum; a maximum of 0 (no limit) or at least the minimum.
   */
  async setLimit(
    ctx: RequestContext,
    walletId: string,
    kind: LimitKind,
    amount: number,
    code?: string,
  ): Promise<Wallet> {
    const { repository, clock } = this.deps;
    const { actor } = await this.authorizeChange(ctx, walletId);
    if (kind === 'min') this.checkMinimumFloor(amount);
    await this.confirmChange(actor, walletId, { kind: limitChangeKinds[kind], value: String(amount) }, code);
    return repository.transaction(async (trx) => {
      await repository.lock(trx, walletId);
      const current = this.toWallet((await repository.state(walletId, trx))!);
      if (kind === 'min' && current.max_payment !== 0 && amount > current.max_payment) {
        throw ApiError.invalidFields([{ name: 'amount', code: 'max_threshold', value: current.max_payment }]);
      }
      if (kind === 'max' && amount !== 0 && amount < current.min_payment) {
        throw ApiError.invalidFields([{ name: 'amount', code: 'min_threshold', value: current.min_payment }]);
      }
      const at = clock();
      await repository.addLimit(trx, { walletId, kind, amount: sats(amount), by: actor.identityId, at });
      if (kind === 'min') {
        await notifyWalletChanged(trx, {
          walletId,
          kind: 'min',
          value: amount,
          byIdentity: actor.identityId,
          fromAddress: ctx.address,
          pausedUntil: null,
          at,
        });
      }
      return this.toWallet((await repository.state(walletId, trx))!);
    });
  }

  private toWallet(state: WalletState): Wallet {
    return toWallet(state, this.deps.network, this.deps.clock());
  }

  /** Checks the actor may `need` on the wallet's miner account: 401, then 404 for an unknown wallet, then 403. */
  private async authorizedWallet(ctx: RequestContext, walletId: string, need: AccountNeed): Promise<Account> {
    if (ctx.actor.kind === 'anonymous') throw new ApiError(401, 'unauthorized', 'Sign in first');
    const { repository, policy } = this.deps;
    const minerId = await repository.minerOf(walletId);
    if (!minerId) throw ApiError.notFound('Unknown wallet');
    return policy.authorize(ctx, 'miner', minerId, need);
  }

  private async authorizeChange(ctx: RequestContext, walletId: string) {
    const actor = requireUser(ctx);
    const account = await this.authorizedWallet(ctx, walletId, 'manage_wallet');
    return { actor, account };
  }

  /** The address in its canonical form, or 400 crypto_address_invalid. */
  private validAddress(input: string): string {
    const { network } = this.deps;
    const address = canonicalBitcoinAddress(input, network);
    if (!address) {
      throw ApiError.invalidFields([{ name: 'address', code: 'crypto_address_invalid', currency: 'BTC', network }]);
    }
    return address;
  }

  private checkMinimumFloor(amount: number): void {
    if (amount < minimumPayoutFloor) {
      throw ApiError.invalidFields([{ name: 'amount', code: 'min_threshold', value: minimumPayoutFloor }]);
    }
  }

  /**
   * A user with a second factor proved it recently (the policy saw to it); one without must
   * give the code e-mailed for exactly this change. A try counts even when it fails, so it is
   * made before (and apart from) the change's transaction.
   */
  async confirmChange(
    actor: Extract<Actor, { kind: 'user' }>,
    walletId: string,
    change: WalletChange,
    code: string | undefined,
  ): Promise<void> {
    const { policy, codes, clock } = this.deps;
    if (await policy.hasSecondFactor(actor.identityId)) return;
    if (code === undefined) {
      throw new ApiError(403, 'confirmation_code_required', 'Confirm the change with the code sent by e-mail');
    }
    const attempt = await codes.try({
      walletId,
      identityId: actor.identityId,
      sessionId: actor.session.id,
      change,
      codeHash: hashCode(code),
      now: clock(),
      limits: walletChangeCodeTries,
    });
    if (attempt.result === 'day_used_up') {
      throw new ApiError(429, 'rate_limited', 'Too many code tries today; try again tomorrow');
    }
    if (attempt.result === 'no_open_code') {
      throw ApiError.invalidFields([{ name: 'code', code: 'confirmation_code_expired' }]);
    }
    if (attempt.result === 'wrong') {
      throw ApiError.invalidFields([
        { name: 'code', code: 'confirmation_code_invalid', attempts_left: attempt.attemptsLeft },
      ]);
    }
  }
}
