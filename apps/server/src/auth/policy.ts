import { canManageWallet, pagesOf, type Permission } from '@pool/contract';
import { ApiError } from '../http/api-error.js';
import type { Account, AccountKind, AccountsRepository } from '../modules/accounts/repository.js';
import type { PermissionsRepository } from '../modules/identity/permissions-repository.js';
import type { RequestContext, WatcherGrant } from './actor.js';

/**
 * What an action needs (spec §6):
 * - `monitoring`: the dashboard of an account (hashrate, charts, worker counts), open to every role;
 * - `workers`: the worker lists and per-worker data behind the workers page guard;
 * - `payments`: balances, earnings and payments behind the payments page guard;
 * - `manage_wallet`: changing payout addresses and limits, for the account's owners and admins;
 * - `manage_fees`: setting an account's pool fee, for the pool's owners and admins;
 * - `manage_operator_fees`: setting an operator's fee on its customers, for the operator's owners and admins.
 */
export type Need = 'monitoring' | 'workers' | 'payments' | 'manage_wallet' | 'manage_fees' | 'manage_operator_fees';

/** The roles that set fees: a pool's of its accounts, an operator's of its customers. */
const feeManagingRoles: readonly Permission['role'][] = ['owner', 'admin'];

/** Does this permission reach the account? Pools see their operators and miners, operators their customers. */
function reaches(permission: Permission, account: Account): boolean {
  switch (permission.type) {
    case 'pool':
      return account.pool_id === permission.account_id;
    case 'operator':
      return account.operator_id === permission.account_id;
    case 'miner':
      return (
        account.kind === 'miner' &&
        (account.id === permission.account_id || account.parent_id === permission.account_id)
      );
    case 'platform':
      return false;
  }
}

function permits(permission: Permission, need: Need): boolean {
  switch (need) {
    case 'monitoring':
      return true;
    case 'workers':
    case 'payments':
      return permission.type === 'pool' || pagesOf(permission).includes(need);
    case 'manage_wallet':
      return canManageWallet(permission);
    case 'manage_fees':
      return permission.type === 'pool' && feeManagingRoles.includes(permission.role);
    case 'manage_operator_fees':
      return permission.type === 'operator' && feeManagingRoles.includes(permission.role);
  }
}

/** A watcher reads one miner account: its dashboard, and workers or payments when its link opens them. */
function watcherPermits(watcher: WatcherGrant, account: Account, need: Need): boolean {
  if (account.kind !== 'miner' || account.id !== watcher.miner_id) return false;
  if (need === 'monitoring') return true;
  if (need === 'workers') return watcher.sections.includes('section_workers_read');
  if (need === 'payments') return watcher.sections.includes('section_payments_read');
  return false;
}

/**
 * The one place that decides who may read which account. Unknown accounts are 404;
 * known ones the actor may not read are 403, never their data; no actor is 401.
 */
export class AccessPolicy {
  private readonly permissionsOf = new WeakMap<RequestContext, Promise<Permission[]>>();

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly permissions: PermissionsRepository,
  ) {}

  async authorize(ctx: RequestContext, kind: AccountKind, id: string, need: Need): Promise<Account> {
    return (await this.authorizeMany(ctx, kind, [id], need))[0]!;
  }

  async authorizeMany(ctx: RequestContext, kind: AccountKind, ids: string[], need: Need): Promise<Account[]> {
    if (ctx.actor.kind === 'anonymous') throw new ApiError(401, 'unauthorized', 'Sign in first');
    const unique = [...new Set(ids)];
    const found = await this.accounts.findMany(kind, unique);
    if (found.length !== unique.length) throw ApiError.notFound(`Unknown ${kind}`);
    for (const account of found) {
      if (!(await this.allows(ctx, account, need))) throw ApiError.accessDenied();
    }
    const byId = new Map(found.map((account) => [account.id, account]));
    return unique.map((accountId) => byId.get(accountId)!);
  }

  /** The platform area (spec §6): only a platform permission opens it; a watcher never does. */
  async requirePlatform(ctx: RequestContext): Promise<string> {
    const { actor } = ctx;
    if (actor.kind === 'anonymous') throw new ApiError(401, 'unauthorized', 'Sign in first');
    if (actor.kind !== 'user') throw ApiError.accessDenied();
    const permissions = await this.permissions.listForIdentity(actor.identityId);
    if (!permissions.some((permission) => permission.type === 'platform')) throw ApiError.accessDenied();
    return actor.identityId;
  }

  /** Whether the actor may do `need` on an account found already: for optional parts of an answer, never to refuse. */
  async allows(ctx: RequestContext, account: Account, need: Need): Promise<boolean> {
    const { actor } = ctx;
    if (actor.kind === 'watcher') return watcherPermits(actor.watcher, account, need);
    if (actor.kind !== 'user') return false;
    let permissions = this.permissionsOf.get(ctx);
    if (!permissions) {
      permissions = this.permissions.listForIdentity(actor.identityId);
      this.permissionsOf.set(ctx, permissions);
    }
    return (await permissions).some((permission) => reaches(permission, account) && permits(permission, need));
  }
}
