import type { IdentityResponse, Language } from '@pool/contract';
import { languageSchema } from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import { ApiError } from '../../http/api-error.js';
import type { PermissionsRepository } from '../accounts/index.js';
import { menuOf } from '../navigation/index.js';

export class ProfileService {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly permissions: PermissionsRepository,
  ) {}

  /** GET /identity: who the user is, which accounts they may open and what the app offers on each, which methods they set up. */
  async get(ctx: RequestContext): Promise<IdentityResponse> {
    const { identityId } = requireUser(ctx);
    const [user, permissions, credentials] = await Promise.all([
      this.identity.getIdentity(identityId),
      this.permissions.listForIdentity(identityId),
      this.identity.credentialsOf(identityId),
    ]);
    if (!user) throw new ApiError(401, 'unauthorized', 'The identity no longer exists');
    const language = languageSchema.safeParse(user.language);
    return {
      user: { id: user.id, email: user.email, language: language.success ? language.data : null },
      permissions,
      credentials,
      menus: Object.fromEntries(
        permissions.map((permission) => [
          permission.id,
          menuOf(permission, permissions.filter((other) => other.type === 'miner').length),
        ]),
      ),
    };
  }

  async setLanguage(ctx: RequestContext, language: Language): Promise<void> {
    const { identityId } = requireUser(ctx);
    await this.identity.setLanguage(identityId, language);
  }
}
