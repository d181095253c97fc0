import { randomBytes } from 'node:crypto';
import {
  mayManageRole,
  invitationLifetimeDays,
  roleLabelKeys,
  type AccessAccountKind,
  type AccessInvitation,
  type AccessListResponse,
  type AccessMember,
  type ChangeAccessBody,
  type InviteBody,
  type RevokeAccessQuery,
  type SectionPermission,
} from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import { staffMembershipRefused, type AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { toPaginated, type Page } from '../../db/page.js';
import { ApiError } from '../../http/api-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Account } from '../accounts/index.js';
import type { AccessRepository, AccountRef, InvitationRow, MemberChangeCheck } from './repository.js';

const dayMs = 86_400_000;

/** The e-mail address of each identity, asked once per request. */
function emailLookup(identity: IdentityProvider) {
  const known = new Map<string, Promise<string | null>>();
  return (id: string | null): Promise<string | null> => {
    if (!id) return Promise.resolve(null);
    let email = known.get(id);
    if (!email) {
      email = identity.getIdentity(id).then((found) => found?.email ?? null);
      known.set(id, email);
    }
    return email;
  };
}

/** A name for the account in an e-mail: a miner's account name, an operator's or pool's name. */
const accountLabel = (account: Account) =>
  `${account.kind === 'miner' ? 'mining account' : account.kind} ${account.name}`;

/**
 * Access control of pools, operators and miner accounts (product §3, §6). The policy decides
 * who may read and manage the list (`read_access`, `manage_access`: owners and admins,
 * with a fresh second factor when they have one) and which roles a manager may touch
 * (`mayManageRole`); on a customer account with an owner of its own only its own people manage
 * it, so only a direct owner removes or demotes an owner. This service adds the rules that
 * hold the list together: nobody changes their own access, an account always keeps an owner,
 * and staff are never invited into the customer accounts under them.
 */
export class AccessService {
  constructor(
    private readonly access: AccessRepository,
    private readonly policy: AccessPolicy,
    private readonly identity: IdentityProvider,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async list(ctx: RequestContext, kind: AccessAccountKind, id: string, page: Page): Promise<AccessListResponse> {
    const { identityId } = requireUser(ctx);
    const account = await this.policy.authorize(ctx, kind, id, 'read_access');
    const ref = { kind, id: account.id };
    const emailOf = emailLookup(this.identity);
    const [members, invitations, role] = await Promise.all([
      this.access.listMembers(ref, page),
      this.access.openInvitations(ref),
      this.policy.roleFor(ctx, account, 'manage_access'),
    ]);
    const now = this.clock();
    const data: AccessMember[] = await Promise.all(
      members.rows.map(async (row) => ({
        permission_id: row.id,
        identity_id: row.identity_id,
        email: await emailOf(row.identity_id),
        role: row.role,
        sections: row.sections,
        granted_at: row.created_at.toISOString(),
        is_you: row.identity_id === identityId,
      })),
    );
    return {
      ...toPaginated({ rows: data, total: members.total }, page, (item) => item),
      invitations: await Promise.all(invitations.map((row) => this.toInvitation(row, now, emailOf))),
      you: { can_manage: role !== undefined, can_manage_owners: role === 'owner' },
    };
  }

  /**
   * Invites a person by e-mail: an open invitation (7 days, single use) and an e-mail with
   * the link to /invitation. Inviting the same address again sends it anew; an address
   * that already has access is 409 access_already_granted.
   */
  async invite(
    ctx: RequestContext,
    kind: AccessAccountKind,
    id: string,
    body: InviteBody & { sections: SectionPermission[] },
    origin: string,
  ): Promise<AccessInvitation> {
    const { identityId } = requireUser(ctx);
    const account = await this.policy.authorize(ctx, kind, id, 'manage_access');
    await this.requireRoleManageable(ctx, account, body.role);
    const ref: AccountRef = { kind, id: account.id };
    const email = body.email.trim();
    const emailOf = emailLookup(this.identity);
    const memberEmails = await Promise.all((await this.access.memberIdentities(ref)).map((member) => emailOf(member)));
    if (memberEmails.some((known) => known?.toLowerCase() === email.toLowerCase())) {
      throw new ApiError(409, 'access_already_granted', 'This address already has access to the account');
    }
    if (kind === 'miner') {
      // Accepting refuses it too (the staff role may come after the invitation); this says so at once.
      const [invitee] = await this.identity.findByEmails([email]);
      if (invitee && (await this.access.isStaffOver(invitee.id, account.id))) throw staffMembershipRefused();
    }
    const now = this.clock();
    const code = randomBytes(24).toString('base64url');
    const row = await this.access.upsertInvitation({
      account: ref,
      email,
      role: body.role,
      sections: body.sections,
      code,
      createdBy: identityId,
      now,
      expiresAt: new Date(now.getTime() + invitationLifetimeDays * dayMs),
    });
    const inviter = await emailOf(identityId);
    const link = `${origin}/invitation?code=${encodeURIComponent(code)}`;
    await this.mailer.send({
      to: email,
      subject: `Invitation to the ${accountLabel(account)}`,
      text:
        `${inviter ?? 'Someone'} invites you to the ${accountLabel(account)} as ${roleLabelKeys[body.role]}.\n\n` +
        `Open the invitation (it is valid for ${invitationLifetimeDays} days and can be used once):\n${link}\n\n` +
        `No account at this address yet? Register first, and the invitation is accepted for you:\n${link}&reg=1\n\n` +
        'If you did not expect this, ignore this e-mail.',
    });
    return this.toInvitation(row, now, emailOf);
  }

  /** Changes a member's role and sections. */
  async change(ctx: RequestContext, kind: AccessAccountKind, id: string, body: ChangeAccessBody): Promise<void> {
    const account = await this.policy.authorize(ctx, kind, id, 'manage_access');
    const check = await this.memberCheck(ctx, account, body.role);
    const found = await this.access.changeMember({ kind, id: account.id }, body.permission_id, check, body);
    if (!found) throw ApiError.notFound('No such member of this account');
  }

  /** Revokes a member's access or an open invitation. */
  async revoke(ctx: RequestContext, kind: AccessAccountKind, id: string, target: RevokeAccessQuery): Promise<void> {
    const account = await this.policy.authorize(ctx, kind, id, 'manage_access');
    const ref = { kind, id: account.id };
    if ('invitation_id' in target) {
      if (!(await this.access.deleteInvitation(ref, target.invitation_id))) {
        throw ApiError.notFound('No open invitation with this id');
      }
      return;
    }
    const found = await this.access.changeMember(ref, target.permission_id, await this.memberCheck(ctx, account));
    if (!found) throw ApiError.notFound('No such member of this account');
  }

  /**
   * The rules of one member's change (`role` undefined: revoking), checked with the
   * account's permissions locked: not one's own access, the owner role only by an owner,
   * and never the last owner demoted or removed.
   */
  private async memberCheck(
    ctx: RequestContext,
    account: Account,
    role?: ChangeAccessBody['role'],
  ): Promise<MemberChangeCheck> {
    const { identityId } = requireUser(ctx);
    const actorRole = (await this.policy.roleFor(ctx, account, 'manage_access'))!;
    return (member, ownerCount) => {
      if (member.identity_id === identityId) {
        throw new ApiError(403, 'own_access', 'Nobody changes their own access; ask another owner');
      }
      if (!mayManageRole(actorRole, member.role) || (role && !mayManageRole(actorRole, role))) {
        throw new ApiError(403, 'owner_role_reserved', 'Only an owner gives, changes or takes the owner role');
      }
      if (member.role === 'owner' && role !== 'owner' && ownerCount <= 1) {
        throw new ApiError(409, 'last_owner', 'The account must keep at least one owner');
      }
    };
  }

  private async requireRoleManageable(ctx: RequestContext, account: Account, role: InviteBody['role']) {
    const actorRole = (await this.policy.roleFor(ctx, account, 'manage_access'))!;
    if (!mayManageRole(actorRole, role)) {
      throw new ApiError(403, 'owner_role_reserved', 'Only an owner gives, changes or takes the owner role');
    }
  }

  private async toInvitation(
    row: InvitationRow,
    now: Date,
    emailOf: (id: string | null) => Promise<string | null>,
  ): Promise<AccessInvitation> {
    return {
      invitation_id: row.id,
      email: row.email,
      role: row.role,
      sections: row.sections,
      invited_by: await emailOf(row.created_by),
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      expired: row.expires_at <= now,
    };
  }
}
