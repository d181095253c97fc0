import {
  accessTable,
  grants,
  type AccessRole,
  type AccessRule,
  type Need,
  type Permission,
  type PermissionType,
} from '@pool/contract';
import { ApiError } from '../http/api-error.js';
import type { Account, AccountKind, AccountsRepository, PermissionsRepository } from '../modules/accounts/index.js';
import { refuseReadOnly, type Actor, type ApiKeyGrant, type RequestContext, type WatcherGrant } from './actor.js';
import type { IdentityProvider } from './identity-provider.js';
import { defaultFreshSecondFactorSeconds } from './second-factor.js';

/** Roles from the strongest down, for "the actor's role on an account". */
const roleStrength: readonly AccessRole[] = ['owner', 'admin', 'treasurer', 'accountant', 'viewer'];

const typeRank: Record<PermissionType, number> = { miner: 0, operator: 1, pool: 2, platform: 3 };

/**
 * A permission's rank among staff: its type first (platform above pool above operator above
 * miner), then its role (owner above admin above treasurer above accountant above viewer).
 * Staff act on a person only when every permission of that person ranks below their own.
 */
export function rankOf(permission: Pick<Permission, 'type' | 'role'>): number {
  return (
    typeRank[permission.type] * roleStrength.length + (roleStrength.length - roleStrength.indexOf(permission.role))
  );
}

/** The needs of the platform area, which concern no one account. */
export type PlatformNeed = 'platform_read' | 'payout_desk_read' | 'platform_act' | 'manage_promocodes';
/** The needs that concern one account. */
export type AccountNeed = Exclude<Need, PlatformNeed>;

/** Does this permission reach the account? */
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
      return true;
  }
}

/**
 * Does this permission grant the need on this account it reaches? As `grants`, except that
 * on a miner account with an owner of its own, the needs marked `ownPeopleOnlyWhenOwned`
 * are the account's own people's (miner permissions) and no staff's.
 */
function grantsOn(permission: Permission, account: Account, need: Need): boolean {
  if (!reaches(permission, account) || !grants(permission, need)) return false;
  const rule = accessTable[need] as AccessRule;
  return !(rule.ownPeopleOnlyWhenOwned && account.kind === 'miner' && account.owned && permission.type !== 'miner');
}

/** An API key reads one miner account: the needs marked `apiKey`, never more. */
function apiKeyGrants(key: ApiKeyGrant, account: Account, need: Need): boolean {
  return account.kind === 'miner' && account.id === key.miner_id && (accessTable[need] as AccessRule).apiKey === true;
}

/** A watcher reads one miner account: what its link opens, never more. */
function watcherGrants(watcher: WatcherGrant, account: Account, need: Need): boolean {
  if (account.kind !== 'miner' || account.id !== watcher.miner_id) return false;
  const rule = (accessTable[need] as AccessRule).watcher;
  if (rule === undefined) return false;
  return rule === 'always' || watcher.sections.includes(rule);
}

const signIn = () => new ApiError(401, 'unauthorized', 'Sign in first');

/**
 * Staff (platform, or pool or operator staff over a miner account) are never made members
 * of the customer accounts under them: they support those accounts through their staff
 * role, which cannot change the account's access or payout address once it has an owner.
 */
export const staffMembershipRefused = () =>
  new ApiError(409, 'staff_access', 'Staff reach the accounts under them through their staff role, not as members');

/**
 * The one place that decides who may do what, from `accessTable`. Unknown accounts are
 * 404; known ones the actor may not reach are 403, never their data; no actor is 401; a
 * write that needs a recent second factor is 403 mfa_required until one is proven.
 */
export class AccessPolicy {
  private readonly permissionsOf = new WeakMap<RequestContext, Promise<Permission[]>>();

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly permissions: PermissionsRepository,
    private readonly identity: IdentityProvider,
    private readonly secondFactorMaxAgeSeconds = defaultFreshSecondFactorSeconds,
  ) {}

  async authorize(ctx: RequestContext, kind: AccountKind, id: string, need: AccountNeed): Promise<Account> {
    return (await this.authorizeMany(ctx, kind, [id], need))[0]!;
  }

  async authorizeMany(ctx: RequestContext, kind: AccountKind, ids: string[], need: AccountNeed): Promise<Account[]> {
    if (ctx.actor.kind === 'anonymous') throw signIn();
    const unique = [...new Set(ids)];
    const found = await this.accounts.findMany(kind, unique);
    if (found.length !== unique.length) throw ApiError.notFound(`Unknown ${kind}`);
    for (const account of found) {
      if (!(await this.allows(ctx, account, need))) throw ApiError.accessDenied();
    }
    await this.requireSecondFactor(ctx.actor, need);
    const byId = new Map(found.map((account) => [account.id, account]));
    return unique.map((accountId) => byId.get(accountId)!);
  }

  /** The platform area: a platform permission whose role the need's row names; a watcher never. Returns the identity. */
  async requirePlatform(ctx: RequestContext, need: PlatformNeed): Promise<string> {
    const { actor } = ctx;
    if (actor.kind === 'anonymous') throw signIn();
    if (actor.kind !== 'user') throw ApiError.accessDenied();
    if (!(await this.permissionsOfActor(ctx, actor)).some((permission) => grants(permission, need))) {
      throw ApiError.accessDenied();
    }
    await this.requireSecondFactor(actor, need);
    return actor.identityId;
  }

  /**
   * Pool staff acting on a person: the actor needs `need` on a pool the person has access to
   * (`subjectPools`), or a platform permission that grants it, and must outrank the person
   * (`outranks`). Returns the actor and the pools their permissions grant the need in ('all'
   * for the platform).
   */
  async authorizeSubject(
    ctx: RequestContext,
    subject: { id: string; pools: readonly string[] },
    need: 'read_users' | 'manage_users',
  ): Promise<{ actorId: string; scope: 'all' | string[] }> {
    const { actor } = ctx;
    if (actor.kind === 'anonymous') throw signIn();
    if (actor.kind !== 'user') throw ApiError.accessDenied();
    const scope = await this.poolsWith(ctx, need);
    if (scope !== 'all' && !subject.pools.some((pool) => scope.includes(pool))) throw ApiError.accessDenied();
    await this.requireOutranks(ctx, need, subject.id);
    await this.requireSecondFactor(actor, need);
    return { actorId: actor.identityId, scope };
  }

  /**
   * Whether the actor's strongest permission that grants `need` ranks above every permission
   * of the person (`rankOf`): staff never act on a peer or a superior, so a pool admin cannot
   * sign out or delete a pool owner or a platform admin who also holds a role in the pool.
   * People are always "outranked" by themselves; the services keep their own rules about
   * acting on oneself.
   */
  async outranks(ctx: RequestContext, need: 'read_users' | 'manage_users', subjectId: string): Promise<boolean> {
    const { actor } = ctx;
    if (actor.kind !== 'user') return false;
    if (actor.identityId === subjectId) return true;
    const own = (await this.permissionsOfActor(ctx, actor)).filter((permission) => grants(permission, need));
    const actorRank = Math.max(-1, ...own.map(rankOf));
    const theirs = await this.permissions.listForIdentity(subjectId);
    return theirs.every((permission) => rankOf(permission) < actorRank);
  }

  /** `outranks`, or 403 outranked. */
  async requireOutranks(ctx: RequestContext, need: 'read_users' | 'manage_users', subjectId: string): Promise<void> {
    if (!(await this.outranks(ctx, need, subjectId))) {
      throw new ApiError(403, 'outranked', 'Staff act only on people whose every role ranks below their own');
    }
  }

  /** The pools whose users the actor may read or manage: 'all' for the platform, none for anyone else. */
  async poolsWith(ctx: RequestContext, need: 'read_users' | 'manage_users'): Promise<'all' | string[]> {
    const { actor } = ctx;
    if (actor.kind !== 'user') return [];
    const granting = (await this.permissionsOfActor(ctx, actor)).filter((permission) => grants(permission, need));
    if (granting.some((permission) => permission.type === 'platform')) return 'all';
    return granting.flatMap((permission) =>
      permission.type === 'pool' && permission.account_id ? [permission.account_id] : [],
    );
  }

  /** The signed-in user acting on their own identity (`/identity/{id}/…`); anyone else is 403. */
  requireSelf(ctx: RequestContext, identityId: string): Extract<Actor, { kind: 'user' }> {
    const { actor } = ctx;
    refuseReadOnly(actor);
    if (actor.kind !== 'user') throw signIn();
    if (actor.identityId !== identityId) throw ApiError.accessDenied();
    return actor;
  }

  /** The miner accounts the user's own miner permissions grant the need on (a list of what they manage). */
  async minerAccountsWith(ctx: RequestContext, need: AccountNeed): Promise<string[]> {
    const { actor } = ctx;
    if (actor.kind !== 'user') return [];
    return (await this.permissionsOfActor(ctx, actor)).flatMap((permission) =>
      permission.type === 'miner' && permission.account_id && grants(permission, need) ? [permission.account_id] : [],
    );
  }

  /**
   * The strongest role among the actor's permissions that reach the account and grant the
   * need (a pool owner acting on a customer's account acts as owner); undefined: none.
   */
  async roleFor(ctx: RequestContext, account: Account, need: AccountNeed): Promise<AccessRole | undefined> {
    const roles = new Set((await this.permissionsFor(ctx, account, need)).map((permission) => permission.role));
    return roleStrength.find((role) => roles.has(role));
  }

  /** Whether the actor may do `need` on an account found already: for optional parts of an answer, never to refuse. */
  async allows(ctx: RequestContext, account: Account, need: AccountNeed): Promise<boolean> {
    const { actor } = ctx;
    if (actor.kind === 'watcher') return watcherGrants(actor.watcher, account, need);
    if (actor.kind === 'api_key') return apiKeyGrants(actor.key, account, need);
    if (actor.kind !== 'user') return false;
    return (await this.permissionsOfActor(ctx, actor)).some((permission) => grantsOn(permission, account, need));
  }

  /**
   * The user's own permissions that reach the account and grant the need: for what an
   * answer includes (their sections, such as `total_fee_hide`) and what a creator keeps
   * (their role), never to refuse. A watcher or anonymous actor has none.
   */
  async permissionsFor(ctx: RequestContext, account: Account, need: AccountNeed): Promise<Permission[]> {
    const { actor } = ctx;
    if (actor.kind !== 'user') return [];
    return (await this.permissionsOfActor(ctx, actor)).filter((permission) => grantsOn(permission, account, need));
  }

  private permissionsOfActor(ctx: RequestContext, actor: Extract<Actor, { kind: 'user' }>): Promise<Permission[]> {
    let permissions = this.permissionsOf.get(ctx);
    if (!permissions) {
      permissions = this.permissions.listForIdentity(actor.identityId);
      this.permissionsOf.set(ctx, permissions);
    }
    return permissions;
  }

  /**
   * Whether the user has a second factor set up: a write that wants one 'when_set_up' then
   * asked for it; without one, a wallet change is confirmed by an e-mailed code instead.
   */
  async hasSecondFactor(identityId: string): Promise<boolean> {
    const credentials = await this.identity.credentialsOf(identityId);
    return credentials.totp || credentials.lookup_secret || credentials.webauthn;
  }

  /**
   * Sensitive writes need a second factor proven within the last minutes when the user has
   * one (403 mfa_required: the app opens the second-factor dialog and retries); platform
   * money actions also refuse staff who have none (403 second_factor_setup_required).
   */
  private async requireSecondFactor(actor: Actor, need: Need): Promise<void> {
    const rule = (accessTable[need] as AccessRule).secondFactor;
    if (rule === 'none' || actor.kind !== 'user') return;
    if (!(await this.hasSecondFactor(actor.identityId))) {
      if (rule === 'required') {
        throw new ApiError(
          403,
          'second_factor_setup_required',
          'Set up two-factor authentication in settings before this action',
        );
      }
      return;
    }
    const age = this.identity.secondFactorAge(actor.session);
    if (age === undefined || age > this.secondFactorMaxAgeSeconds) {
      throw new ApiError(403, 'mfa_required', 'Additional authentication required');
    }
  }
}
