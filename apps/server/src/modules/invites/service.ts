import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import { ApiError } from '../../http/api-error.js';
import type { PermissionsRepository } from '../identity/permissions-repository.js';
import type { InvitesRepository } from './repository.js';

export class InvitesService {
  constructor(
    private readonly invites: InvitesRepository,
    private readonly permissions: PermissionsRepository,
    private readonly identity: IdentityProvider,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** POST /invites/accept: grants the invite's access to the signed-in user. */
  async accept(ctx: RequestContext, code: string) {
    const { identityId } = requireUser(ctx);
    const user = await this.identity.getIdentity(identityId);
    if (!user) throw new ApiError(401, 'unauthorized', 'The identity no longer exists');
    const permissionId = await this.invites.accept({ code, identityId, email: user.email, now: this.clock() });
    // Unknown, used, expired and someone else's invites look the same to the caller.
    if (!permissionId) throw ApiError.notFound('No open invitation with this code');
    const permission = (await this.permissions.listForIdentity(identityId)).find((p) => p.id === permissionId);
    if (!permission) throw ApiError.notFound('No open invitation with this code');
    return { permission };
  }
}
