import type { FieldError, Navigation } from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import { ApiError } from '../../http/api-error.js';
import type { PermissionsRepository } from '../accounts/index.js';
import type { NavigationRepository } from './repository.js';

/**
 * The account panel's pinned and bookmarked accounts (product §2): only the user themself
 * reads or writes them, and they name only the user's own current permissions.
 */
export class NavigationService {
  constructor(
    private readonly navigation: NavigationRepository,
    private readonly permissions: PermissionsRepository,
    private readonly policy: AccessPolicy,
  ) {}

  /** GET /identity/{id}/navigation: what the user saved, less permissions they have lost since. */
  async get(ctx: RequestContext, userId: string): Promise<Navigation> {
    const { identityId } = this.policy.requireSelf(ctx, userId);
    const [saved, own] = await Promise.all([this.navigation.find(identityId), this.ownPermissionIds(identityId)]);
    if (!saved) return { pinned: [], bookmarked: [] };
    return {
      pinned: saved.pinned.filter((id) => own.has(id)),
      bookmarked: saved.bookmarked.filter((id) => own.has(id)),
    };
  }

  /**
   * PUT /identity/{id}/navigation: replaces both lists. An id that is not one of the user's
   * permissions is refused whole (400, a field error naming the list and the index), so a
   * client never believes it saved something it did not.
   */
  async put(ctx: RequestContext, userId: string, navigation: Navigation): Promise<Navigation> {
    const { identityId } = this.policy.requireSelf(ctx, userId);
    const own = await this.ownPermissionIds(identityId);
    const fields: FieldError[] = [];
    for (const name of ['pinned', 'bookmarked'] as const) {
      const index = navigation[name].findIndex((id) => !own.has(id));
      if (index >= 0) fields.push({ name, code: 'invalid_input', index });
    }
    if (fields.length > 0) throw ApiError.invalidFields(fields);
    return this.navigation.save(identityId, navigation);
  }

  private async ownPermissionIds(identityId: string): Promise<Set<string>> {
    return new Set((await this.permissions.listForIdentity(identityId)).map((permission) => permission.id));
  }
}
