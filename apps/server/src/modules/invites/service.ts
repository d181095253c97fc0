import type { InvitationOffer, SectionPermission } from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import { ApiError } from '../../http/api-error.js';
import type { PermissionsRepository } from '../accounts/index.js';
import { staffMembershipRefused } from '../../auth/policy.js';
import type { InvitesRepository } from './repository.js';

export class InvitesService {
  constructor(
    private readonly invites: InvitesRepository,
    private readonly permissions: PermissionsRepository,
    private readonly identity: IdentityProvider,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * GET /invites/{code}: what an invitation offers the signed-in user. Used and expired
   * codes say only that; one addressed to another e-mail says nothing of the account.
   */
  async offer(ctx: RequestContext, code: string): Promise<InvitationOffer> {
    const { identityId } = requireUser(ctx);
    const invite = await this.invites.findByCode(code);
    if (!invite || invite.type === 'platform') throw ApiError.notFound('No invitation with this code');
    const user = await this.identity.getIdentity(identityId);
    if (invite.email && invite.email.toLowerCase() !== user?.email.toLowerCase()) return { status: 'foreign' };
    if (invite.accepted_at) return { status: 'accepted' };
    if (invite.expires_at <= this.clock()) return { status: 'expired' };
    const inviter = invite.created_by ? await this.identity.getIdentity(invite.created_by) : undefined;
    return {
      status: 'open',
      account_kind: invite.type,
      account_name: invite.account_name ?? invite.operator_name ?? invite.pool_name ?? '',
      role: invite.role,
      sections: invite.sections as SectionPermission[],
      invited_by: inviter?.email ?? null,
      expires_at: invite.expires_at.toISOString(),
    };
  }

  /** POST /invites/accept: grants the invite's access to the signed-in user. */
  async accept(ctx: RequestContext, code: string) {
    const { identityId } = requireUser(ctx);
    const user = await this.identity.getIdentity(identityId);
    if (!user) throw new ApiError(401, 'unauthorized', 'The identity no longer exists');
    const accepted = await this.invites.accept({ code, identityId, email: user.email, now: this.clock() });
    // Unknown, used, expired and someone else's invites look the same to the caller.
    if ('refused' in accepted) {
      if (accepted.refused === 'staff') throw staffMembershipRefused();
      throw ApiError.notFound('No open invitation with this code');
    }
    const { permissionId } = accepted;
    const permission = (await this.permissions.listForIdentity(identityId)).find((p) => p.id === permissionId);
    if (!permission) throw ApiError.notFound('No open invitation with this code');
    return { permission };
  }
}
