import { randomBytes } from 'node:crypto';
import {
  accountTitleLength,
  invitationLifetimeDays,
  operatorAccountNamePattern,
  type AccessRole,
  type AccountLookup,
  type CreateCustomerBody,
  type CreatedCustomer,
  type FieldError,
  type MinerTitle,
} from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../http/api-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Account } from '../accounts/index.js';
import { accountNameErrors } from '../../domain/account-name.js';
import type { CreatedAccount, CustomersRepository, NewAccount } from './repository.js';

/** Field errors of the operator form's rule (product §5): lowercase latin letters and digits only. */
export function operatorAccountNameErrors(name: string): FieldError[] {
  const general = accountNameErrors(name);
  if (general.length && general[0]!.code !== 'match_invalid') return general;
  if (!operatorAccountNamePattern.test(name)) return [{ name: 'account_name', code: 'match_invalid' }];
  return [];
}

/** A title after trimming: undefined when none was given, else its field errors if any. */
export function titleErrors(title: string, required: boolean): FieldError[] {
  if (title.length === 0) return required ? [{ name: 'title', code: 'required' }] : [];
  if (title.length > accountTitleLength.max)
    return [{ name: 'title', code: 'length_out_of_range', ...accountTitleLength }];
  return [];
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function emailErrors(email: string): FieldError[] {
  if (email.length > 254 || !emailPattern.test(email)) return [{ name: 'owner_email', code: 'invalid_input' }];
  return [];
}

/** How an account is made: whose name rule, and where it hangs. */
interface Placement {
  poolId: string;
  operatorId: string | null;
  parentId: string | null;
  nameErrors: (name: string) => FieldError[];
  grant?: { identityId: string; role: AccessRole };
}

/**
 * Accounts others make (product §1 "Operators", §7): an operator's customers, pool staff's
 * direct miners and sub-accounts under a miner account, with an optional owner invitation;
 * titles; the lookup by exact name. Every call asks the policy first, then checks its input,
 * so a refused caller learns nothing about names.
 */
export class CustomersService {
  constructor(
    private readonly repository: CustomersRepository,
    private readonly policy: AccessPolicy,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  /** POST /operators/{id}/miners: a customer account owned by the operator. */
  async createCustomer(ctx: RequestContext, operatorId: string, body: CreateCustomerBody, origin: string) {
    const operator = await this.policy.authorize(ctx, 'operator', operatorId, 'create_customer');
    return this.create(
      ctx,
      body,
      origin,
      { poolId: operator.pool_id, operatorId: operator.id, parentId: null, nameErrors: operatorAccountNameErrors },
      operator,
    );
  }

  /** POST /pools/{id}/miners: pool staff make a miner account directly in the pool. */
  async createPoolMiner(ctx: RequestContext, poolId: string, body: CreateCustomerBody, origin: string) {
    const pool = await this.policy.authorize(ctx, 'pool', poolId, 'create_pool_miner');
    // A pool's own miner has no operator whose fee it could start with.
    if (body.operator_fee_percent !== undefined) {
      throw ApiError.invalidFields([{ name: 'operator_fee_percent', code: 'invalid_input' }]);
    }
    return this.create(
      ctx,
      body,
      origin,
      { poolId: pool.id, operatorId: null, parentId: null, nameErrors: accountNameErrors },
      pool,
    );
  }

  /**
   * POST /miners with parent_id: a sub-account under a miner account. It inherits the
   * parent's operator and pool; the creator gets their own role on it, so it is in their
   * account switcher (their permission on the parent reaches it as well).
   */
  async createSubAccount(ctx: RequestContext, parentId: string, accountName: string) {
    const parent = await this.policy.authorize(ctx, 'miner', parentId, 'create_sub_account');
    const role: AccessRole = (await this.policy.roleFor(ctx, parent, 'create_sub_account')) ?? 'admin';
    const created = await this.create(
      ctx,
      { account_name: accountName },
      '',
      {
        poolId: parent.pool_id,
        operatorId: parent.operator_id,
        parentId: parent.id,
        nameErrors: accountNameErrors,
        grant: { identityId: requireUser(ctx).identityId, role },
      },
      parent,
    );
    return { id: created.id, account_name: created.account_name, permission_id: created.permission_id! };
  }

  /** PUT /miners/{miner_id}/title. */
  async setTitle(ctx: RequestContext, minerId: string, title: string): Promise<MinerTitle> {
    await this.policy.authorize(ctx, 'miner', minerId, 'manage_title');
    const trimmed = title.trim();
    const invalid = titleErrors(trimmed, true);
    if (invalid.length) throw ApiError.invalidFields(invalid);
    return this.repository.setTitle(minerId, trimmed);
  }

  /** DELETE /miners/{miner_id}/title. */
  async clearTitle(ctx: RequestContext, minerId: string): Promise<MinerTitle> {
    await this.policy.authorize(ctx, 'miner', minerId, 'manage_title');
    return this.repository.setTitle(minerId, null);
  }

  /** GET /miners/lookup-by-account-name: any signed-in user; the id and the name, or 404. */
  async lookup(ctx: RequestContext, accountName: string): Promise<AccountLookup> {
    requireUser(ctx);
    const found = await this.repository.findByName(accountName);
    if (!found) throw ApiError.notFound('No account with this name');
    return found;
  }

  private async create(
    ctx: RequestContext,
    body: CreateCustomerBody,
    origin: string,
    placement: Placement,
    owner: Account,
  ): Promise<CreatedCustomer & { permission_id: string | null }> {
    const { identityId } = requireUser(ctx);
    const name = body.account_name.trim();
    const title = (body.title ?? '').trim();
    const email = (body.owner_email ?? '').trim();
    const invalid = [...placement.nameErrors(name), ...titleErrors(title, false), ...(email ? emailErrors(email) : [])];
    if (invalid.length) throw ApiError.invalidFields(invalid);

    const now = this.clock();
    const expiresAt = new Date(now.getTime() + invitationLifetimeDays * 86_400_000);
    const code = randomBytes(24).toString('base64url');
    const account: NewAccount = {
      poolId: placement.poolId,
      operatorId: placement.operatorId,
      parentId: placement.parentId,
      accountName: name,
      title: title || null,
      ...(placement.grant ? { grant: placement.grant } : {}),
      // An operator's own customer pays its fee from the first day (sub-accounts keep their parent's terms).
      ...(placement.operatorId && !placement.parentId
        ? { operatorFee: { percent: body.operator_fee_percent, createdBy: identityId } }
        : {}),
      ...(email ? { invite: { code, email, expiresAt, createdBy: identityId } } : {}),
    };
    const created = await this.repository.create(account);
    if (!created) throw ApiError.invalidFields([{ name: 'account_name', code: 'account_name_taken' }]);
    if (email) await this.sendInvitation(email, created, owner, `${origin}/invitation?code=${code}`);
    return toCreated(created, email ? { email, expires_at: expiresAt.toISOString() } : null);
  }

  private async sendInvitation(email: string, account: CreatedAccount, by: Account, link: string): Promise<void> {
    await this.mailer.send({
      to: email,
      subject: `Invitation to the mining account ${account.account_name}`,
      text:
        `${by.name} invites you to own the mining account ${account.account_name}.\n` +
        `Accept the invitation within ${invitationLifetimeDays} days: ${link}\n` +
        'If you have no account yet, register with this address first; the link keeps the invitation.',
    });
  }
}

function toCreated(
  account: CreatedAccount,
  invitation: CreatedCustomer['invitation'],
): CreatedCustomer & { permission_id: string | null } {
  return {
    id: account.id,
    account_name: account.account_name,
    title: account.title,
    pool_id: account.pool_id,
    operator_id: account.operator_id,
    parent_id: account.parent_id,
    created_at: account.created_at.toISOString(),
    invitation,
    permission_id: account.permission_id,
  };
}
