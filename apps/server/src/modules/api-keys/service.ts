import { randomBytes } from 'node:crypto';
import { apiKeyPrefix, apiKeysPerAccount, type ApiKey, type ApiKeysResponse, type CreatedApiKey } from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import { ApiError } from '../../http/api-error.js';
import type { ApiKeyRow, ApiKeysRepository } from './repository.js';

/** The prefix and the first four random characters: enough to tell ten keys apart, far too little to guess one. */
const hintLength = apiKeyPrefix.length + 4;

function toApiKey(row: ApiKeyRow): ApiKey {
  return { id: row.id, name: row.name, hint: row.hint, created_at: row.created_at.toISOString() };
}

/**
 * Read-only API keys: a miner account's owners and admins create, name and revoke them
 * (the policy's manage_api_keys); a key reads the account as the policy's `apiKey` rows say.
 */
export class ApiKeysService {
  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly policy: AccessPolicy,
  ) {}

  async list(ctx: RequestContext, minerId: string): Promise<ApiKeysResponse> {
    await this.requireManager(ctx, minerId);
    return { data: (await this.keys.listForMiner(minerId)).map(toApiKey), limit: apiKeysPerAccount };
  }

  /** A new key; its token is in this answer only (the server keeps its SHA-256). */
  async create(ctx: RequestContext, minerId: string, name: string): Promise<CreatedApiKey> {
    const { identityId } = await this.requireManager(ctx, minerId);
    const token = `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;
    const row = await this.keys.create(
      { miner_id: minerId, token, hint: token.slice(0, hintLength), name, created_by: identityId },
      apiKeysPerAccount,
    );
    if (!row) {
      throw new ApiError(409, 'api_key_limit_reached', `An account has at most ${apiKeysPerAccount} API keys`);
    }
    return { ...toApiKey(row), token };
  }

  async revoke(ctx: RequestContext, minerId: string, keyId: string): Promise<void> {
    await this.requireManager(ctx, minerId);
    if (!(await this.keys.delete(minerId, keyId))) throw ApiError.notFound('Unknown API key');
  }

  /** Unknown account 404, an account the user does not manage 403; a key or watcher never manages keys. */
  private async requireManager(ctx: RequestContext, minerId: string) {
    const actor = requireUser(ctx);
    await this.policy.authorize(ctx, 'miner', minerId, 'manage_api_keys');
    return actor;
  }
}
