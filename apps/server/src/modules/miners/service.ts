import { accountNameErrors } from '../../domain/account-name.js';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Mailer } from '../../mail/mailer.js';
import { ApiError } from '../../http/api-error.js';
import type { PermissionsRepository } from '../accounts/index.js';
import type { OperatorsRepository } from '../operators/index.js';
import type { PoolsRepository } from '../pools/index.js';
import type { RemovalRequestsRepository } from './removal.js';
import type { MinersRepository } from './repository.js';

export class MinersService {
  constructor(
    private readonly miners: MinersRepository,
    private readonly permissions: PermissionsRepository,
    private readonly pools: PoolsRepository,
    private readonly operators: OperatorsRepository,
    private readonly removals: RemovalRequestsRepository,
    private readonly identity: IdentityProvider,
    private readonly mailer: Mailer,
    private readonly policy: AccessPolicy,
  ) {}

  /**
   * DELETE /miners/{miner_id}: the owner asks for the account's removal. Sensitive, so
   * it needs a fresh second factor; pool staff carry the request out. The owner gets an
   * e-mail with what happens next.
   */
  async requestRemoval(ctx: RequestContext, minerId: string): Promise<void> {
    const actor = requireUser(ctx);
    const account = await this.policy.authorize(ctx, 'miner', minerId, 'remove_account');
    const { created } = await this.removals.open(actor.identityId, minerId);
    const user = await this.identity.getIdentity(actor.identityId);
    if (created && user) {
      await this.mailer.send({
        to: user.email,
        subject: `Removal of mining account ${account.name}`,
        text:
          `We received your request to remove the mining account ${account.name}.\n` +
          'Pool staff will confirm the removal with you at this address before anything is deleted. ' +
          'If you did not ask for this, reply to this e-mail or change your password.',
      });
    }
  }

  /**
   * POST /miners (product §2 /auth/name): a user's first miner account, which they own,
   * recording the referrer whose code the user came with (an unknown code is ignored).
   * Through an operator's hub it is the operator's customer, with the operator's fee for
   * new customers from its first day.
   */
  async createFirst(ctx: RequestContext, accountName: string, referralCode?: string, operatorTitle?: string) {
    const { identityId } = requireUser(ctx);
    const name = accountName.trim();
    const invalid = accountNameErrors(name);
    if (invalid.length) throw ApiError.invalidFields(invalid);
    if (await this.permissions.hasType(identityId, 'miner')) {
      throw ApiError.invalidFields([{ name: 'account_name', code: 'user_already_has_miner' }]);
    }
    const operator = operatorTitle ? await this.operators.findByTitle(operatorTitle.toLowerCase()) : undefined;
    if (operatorTitle && !operator) throw ApiError.invalidFields([{ name: 'operator_title', code: 'invalid_input' }]);
    const pool = operator ? { id: operator.pool_id } : await this.pools.findCurrent();
    if (!pool) throw ApiError.notFound('No current pool');
    const created = await this.miners.createWithOwner({
      poolId: pool.id,
      operatorId: operator?.id,
      accountName: name,
      identityId,
      referralCode: referralCode?.trim().toUpperCase() || undefined,
    });
    if (!created) throw ApiError.invalidFields([{ name: 'account_name', code: 'account_name_taken' }]);
    return created;
  }
}
