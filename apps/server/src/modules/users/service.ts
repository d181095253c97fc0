import type {
  CreateUserInviteBody,
  Paginated,
  PoolUser,
  PoolUsersQuery,
  SecondFactorMethod,
  UserDetail,
  UserInvitation,
  UserPermission,
  UserSession,
} from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { AdminIdentity, IdentityProvider } from '../../auth/identity-provider.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../http/api-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AccessService } from '../access/index.js';
import type { PoolScope, UsersRepository } from './repository.js';

type PoolUsersParams = PoolUsersQuery & { page: number; per_page: number };
const secondFactorMethods: readonly SecondFactorMethod[] = ['totp', 'lookup_secret', 'webauthn'];

const hasSecondFactor = (identity: AdminIdentity) => secondFactorMethods.some((method) => identity.credentials[method]);

function compareBy(sort: PoolUsersParams['sort'], order: PoolUsersParams['order']) {
  const direction = order === 'desc' ? -1 : 1;
  return (a: PoolUser, b: PoolUser) => {
    const left = a[sort ?? 'email'];
    const right = b[sort ?? 'email'];
    // Never signed in sorts last either way.
    if (left === right) return a.email.localeCompare(b.email);
    if (left === null) return 1;
    if (right === null) return -1;
    return left.localeCompare(right) * direction;
  };
}

/** The pool of an audit entry: the one staff acted in, null for the platform. */
const auditPool = (scope: PoolScope, subjectPools: readonly string[]) =>
  scope === 'all' ? null : (subjectPools.find((pool) => scope.includes(pool)) ?? null);

/**
 * Pool staff's user administration (product §1, §6, §7 "Pool users"): who has access to the
 * pool's accounts, their sessions, second factors, invitations, permissions and removal.
 * Who may do what is the policy's `read_users` and `manage_users`; every action is written
 * to the audit log. The identities live in the identity service (built-in or an external
 * Ory Kratos through its admin API); this pool's database knows their permissions.
 */
export class UsersService {
  constructor(
    private readonly repository: UsersRepository,
    private readonly policy: AccessPolicy,
    private readonly identity: IdentityProvider,
    private readonly access: AccessService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  /**
   * GET /pools/{pool_id}/users. The identity service holds e-mails, second factors and
   * sign-ins, so the pool's members are read whole, then searched, filtered, sorted and
   * paged here: one query on each side per page.
   */
  async list(ctx: RequestContext, poolId: string, query: PoolUsersParams): Promise<Paginated<PoolUser>> {
    await this.policy.authorize(ctx, 'pool', poolId, 'read_users');
    const members = await this.repository.poolMembers(poolId);
    const identities = new Map(
      (await this.identity.adminIdentities(members.map((member) => member.identity_id))).map((identity) => [
        identity.id,
        identity,
      ]),
    );
    const search = query.search?.trim().toLowerCase();
    const users = members
      .flatMap((member): PoolUser[] => {
        const identity = identities.get(member.identity_id);
        if (!identity) return [];
        return [
          {
            id: identity.id,
            email: identity.email,
            verified: identity.verified,
            second_factor: hasSecondFactor(identity),
            permission_types: member.types.sort(),
            accounts: member.accounts.sort(),
            created_at: identity.created_at.toISOString(),
            last_sign_in_at: identity.last_sign_in_at?.toISOString() ?? null,
          },
        ];
      })
      .filter(
        (user) =>
          (!search ||
            user.email.toLowerCase().includes(search) ||
            user.accounts.some((name) => name.toLowerCase().includes(search))) &&
          (!query.type || user.permission_types.includes(query.type)) &&
          (query.second_factor === undefined || String(user.second_factor) === query.second_factor) &&
          (query.verified === undefined || String(user.verified) === query.verified),
      )
      .sort(compareBy(query.sort, query.order));
    const start = (query.page - 1) * query.per_page;
    return {
      data: users.slice(start, start + query.per_page),
      pagination: { page: query.page, per_page: query.per_page, total: users.length },
    };
  }

  /** GET /users/{user_id}: the person, their second-factor methods (never secrets) and the audit log. */
  async detail(ctx: RequestContext, userId: string): Promise<UserDetail> {
    const { identity, scope } = await this.subject(ctx, userId, 'read_users');
    const subjectPools = await this.repository.poolsOf(userId);
    const manageScope = await this.policy.poolsWith(ctx, 'manage_users');
    const audit = await this.repository.auditOf(userId, scope);
    const actors = new Map(
      (await this.identity.adminIdentities([...new Set(audit.map((entry) => entry.actor_id))])).map((actor) => [
        actor.id,
        actor.email,
      ]),
    );
    return {
      id: identity.id,
      email: identity.email,
      verified: identity.verified,
      second_factor_methods: secondFactorMethods.filter((method) => identity.credentials[method]),
      created_at: identity.created_at.toISOString(),
      last_seen_at: identity.last_sign_in_at?.toISOString() ?? null,
      can_manage:
        (manageScope === 'all' || subjectPools.some((pool) => manageScope.includes(pool))) &&
        (await this.policy.outranks(ctx, 'manage_users', userId)),
      audit_log: audit.map((entry) => ({
        action: entry.action,
        actor_email: actors.get(entry.actor_id) ?? null,
        details: entry.details as Record<string, string>,
        created_at: entry.created_at.toISOString(),
      })),
    };
  }

  /** GET /users/{user_id}/permissions: the accounts they reach (in the caller's pools), with role and sections. */
  async permissions(ctx: RequestContext, userId: string): Promise<{ data: UserPermission[] }> {
    const { scope } = await this.subject(ctx, userId, 'read_users');
    const rows = await this.repository.permissions(userId, scope);
    return { data: rows.map(({ pool_id: _, ...row }) => row) };
  }

  async sessions(ctx: RequestContext, userId: string): Promise<{ data: UserSession[] }> {
    await this.subject(ctx, userId, 'read_users');
    const sessions = await this.identity.sessionsOf(userId);
    return {
      data: sessions.map((session) => ({
        id: session.id,
        active: session.active,
        aal: session.aal,
        authenticated_at: session.authenticated_at.toISOString(),
        expires_at: session.expires_at.toISOString(),
        ip_address: session.ip_address,
        user_agent: session.user_agent,
      })),
    };
  }

  /** DELETE /pools/{pool_id}/sessions/{session_id}: the user is signed out there at once. */
  async revokeSession(ctx: RequestContext, poolId: string, sessionId: string): Promise<void> {
    await this.policy.authorize(ctx, 'pool', poolId, 'manage_users');
    const session = await this.identity.findSession(sessionId);
    // A session of someone outside the pool is as unknown as no session.
    if (!session || !(await this.repository.poolsOf(session.identity_id)).includes(poolId))
      throw ApiError.notFound('No such session');
    await this.policy.requireOutranks(ctx, 'manage_users', session.identity_id);
    await this.identity.revokeSession(sessionId);
    await this.repository.audit({
      poolId,
      actorId: requireUser(ctx).identityId,
      action: 'session_revoked',
      subjectId: session.identity_id,
      details: { user_agent: session.user_agent, ip_address: session.ip_address },
      at: this.clock(),
    });
  }

  /** POST /users/{user_id}/2fa/reset, confirmed by the user's e-mail: the user is told by e-mail. */
  async resetSecondFactor(ctx: RequestContext, userId: string, confirmEmail: string): Promise<void> {
    const { identity, actorId, auditPoolId } = await this.confirmed(ctx, userId, confirmEmail);
    const methods = secondFactorMethods.filter((method) => identity.credentials[method]);
    await this.identity.resetSecondFactor(userId);
    await this.repository.audit({
      poolId: auditPoolId,
      actorId,
      action: 'second_factor_reset',
      subjectId: userId,
      details: { methods: methods.join(', ') },
      at: this.clock(),
    });
    await this.mailer.send({
      to: identity.email,
      subject: 'Your two-factor authentication was reset',
      text:
        'The pool staff removed the two-factor authentication of your account (authenticator app, backup codes ' +
        'and security keys). You now sign in with your password alone; set up a second factor again in Settings.\n\n' +
        'If you did not ask for this, contact support.',
    });
  }

  /** GET /users/{user_id}/invites: the invitations sent to the user's address, in the caller's pools. */
  async invitations(ctx: RequestContext, userId: string): Promise<{ data: UserInvitation[] }> {
    const { identity, scope } = await this.subject(ctx, userId, 'read_users');
    const rows = await this.repository.invitations(identity.email, scope);
    return {
      data: rows.map((row) => ({
        ...row,
        created_at: row.created_at.toISOString(),
        expires_at: row.expires_at.toISOString(),
        accepted_at: row.accepted_at?.toISOString() ?? null,
      })),
    };
  }

  /** POST /users/{user_id}/invites: invites the user to an account (an open invitation is sent anew). */
  async invite(ctx: RequestContext, userId: string, body: CreateUserInviteBody, origin: string) {
    const { identity, actorId, scope, subjectPools } = await this.subject(ctx, userId, 'manage_users');
    const invitation = await this.access.invite(
      ctx,
      body.kind,
      body.account_id,
      { email: identity.email, role: body.role, sections: [] },
      origin,
    );
    await this.repository.audit({
      poolId: auditPool(scope, subjectPools),
      actorId,
      action: 'invited',
      subjectId: userId,
      details: { kind: body.kind, account_id: body.account_id, role: body.role },
      at: this.clock(),
    });
    return invitation;
  }

  /** GET /users/{user_id}/deletion-request: the user's own removal request, if they made one. */
  async deletionRequest(ctx: RequestContext, userId: string) {
    await this.subject(ctx, userId, 'read_users');
    const request = await this.repository.latestDeletionRequest(userId);
    return {
      request: request
        ? {
            ...request,
            requested_at: request.requested_at.toISOString(),
            closed_at: request.closed_at?.toISOString() ?? null,
          }
        : null,
    };
  }

  /**
   * DELETE /users/{user_id}, confirmed by the user's e-mail: the identity is removed, the
   * miner accounts they alone own are closed (balances and history kept for accounting),
   * their open removal request is done. Staff never delete themselves here, nor the last
   * owner of a pool or operator.
   */
  async remove(ctx: RequestContext, userId: string, confirmEmail: string): Promise<void> {
    const { actorId, auditPoolId } = await this.confirmed(ctx, userId, confirmEmail);
    if (actorId === userId) throw new ApiError(409, 'own_account', 'Staff do not delete their own account here');
    await this.repository.removeUser(
      userId,
      this.clock(),
      { poolId: auditPoolId, actorId },
      (accountName) => {
        throw new ApiError(409, 'last_owner', `The user is the last owner of ${accountName}`, [
          { name: 'email', code: 'last_owner', account: accountName },
        ]);
      },
      () => this.identity.deleteIdentity(userId),
    );
  }

  /** The person, after the policy allowed `need` on them; 404 for an identity the identity service does not know. */
  private async subject(ctx: RequestContext, userId: string, need: 'read_users' | 'manage_users') {
    const subjectPools = await this.repository.poolsOf(userId);
    const { actorId, scope } = await this.policy.authorizeSubject(ctx, { id: userId, pools: subjectPools }, need);
    const [identity] = await this.identity.adminIdentities([userId]);
    if (!identity) throw ApiError.notFound('No such user');
    return { identity, actorId, scope, subjectPools };
  }

  /** `subject` with manage_users and the staff's typed confirmation of the user's e-mail. */
  private async confirmed(ctx: RequestContext, userId: string, confirmEmail: string) {
    const found = await this.subject(ctx, userId, 'manage_users');
    if (confirmEmail.trim().toLowerCase() !== found.identity.email.toLowerCase())
      throw ApiError.invalidFields([{ name: 'email', code: 'confirmation_mismatch' }]);
    return { ...found, auditPoolId: auditPool(found.scope, found.subjectPools) };
  }
}
