import {
  addressChangePauseHours,
  defaultMinPayment,
  minimumPayoutFloor,
  type BitcoinNetwork,
  type MinerDetail,
  type Paginated,
  type Wallet,
  type WalletAddress,
  type WalletLimit,
} from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { AccessPolicy, AccountNeed } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { toPaginated, type Page } from '../../db/page.js';
import { ApiError } from '../../http/api-error.js';
import { toMinerAccount } from '../monitoring/service.js';
import { notifyWalletChanged } from '../notifications/events.js';
import { canonicalBitcoinAddress } from './address.js';
import type { LimitKind, WalletState, WalletsRepository } from './repository.js';

const pauseMs = addressChangePauseHours * 3600_000;

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
  policy: AccessPolicy;
  clock: Clock;
  network: BitcoinNetwork;
}

/**
 * Wallets of miner accounts (one each, made on first use), their payout address and limits.
 * Reads need the account's payments; changes need manage_wallet and, for a user with a
 * second factor, a recent one (product §8 mfa_required). Watcher links never change anything.
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

  /** Sets the payout address; the current one again changes nothing (and pauses nothing). */
  async addAddress(ctx: RequestContext, walletId: string, input: string): Promise<{ wallet: Wallet; added: boolean }> {
    const { network, repository, clock } = this.deps;
    const actor = await this.authorizeChange(ctx, walletId);
    const address = canonicalBitcoinAddress(input, network);
    if (!address) {
      throw ApiError.invalidFields([{ name: 'address', code: 'crypto_address_invalid', currency: 'BTC', network }]);
    }
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
  async setLimit(ctx: RequestContext, walletId: string, kind: LimitKind, amount: number): Promise<Wallet> {
    const { repository, clock } = this.deps;
    const actor = await this.authorizeChange(ctx, walletId);
    if (kind === 'min' && amount < minimumPayoutFloor) {
      throw ApiError.invalidFields([{ name: 'amount', code: 'min_threshold', value: minimumPayoutFloor }]);
    }
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
      await repository.addLimit(trx, { walletId, kind, amount, by: actor.identityId, at });
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
  private async authorizedWallet(ctx: RequestContext, walletId: string, need: AccountNeed): Promise<void> {
    if (ctx.actor.kind === 'anonymous') throw new ApiError(401, 'unauthorized', 'Sign in first');
    const { repository, policy } = this.deps;
    const minerId = await repository.minerOf(walletId);
    if (!minerId) throw ApiError.notFound('Unknown wallet');
    await policy.authorize(ctx, 'miner', minerId, need);
  }

  private async authorizeChange(ctx: RequestContext, walletId: string) {
    const actor = requireUser(ctx);
    await this.authorizedWallet(ctx, walletId, 'manage_wallet');
    return actor;
  }
}
