import { z } from 'zod';

/**
 * Read-only API keys of a miner account: tokens a monitoring tool sends as
 * `Authorization: Bearer <token>` to read the account's hashrate, workers and payments
 * over the same API. Its owners and admins create, name and revoke them; a token is shown
 * once, when it is created, and stored only as its SHA-256.
 */

/** Every key starts with this, so the server tells it from an identity session token. */
export const apiKeyPrefix = 'pool_ro_';
/** A key: the prefix and 32 random bytes in base64url. */
export const apiKeyTokenPattern = /^pool_ro_[A-Za-z0-9_-]{43}$/;
/** How many keys one account may have at once. */
export const apiKeysPerAccount = 10;
export const apiKeyNameMaxLength = 64;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The token's first characters, to tell keys apart; never the whole token. */
  hint: z.string(),
  created_at: z.iso.datetime(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeysResponseSchema = z.object({ data: z.array(apiKeySchema), limit: z.number().int() });
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;

export const createApiKeyBodySchema = z.object({ name: z.string().trim().min(1).max(apiKeyNameMaxLength) });
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** POST …/api-keys: the new key with its token, which is never shown again. */
export const createdApiKeySchema = apiKeySchema.extend({ token: z.string().regex(apiKeyTokenPattern) });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyParamsSchema = z.object({ id: z.uuid(), key_id: z.uuid() });
