import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeyTokenPattern,
  apiKeysPerAccount,
  apiKeysResponseSchema,
  createdApiKeySchema,
  errorResponseSchema,
  type CreatedApiKey,
} from '@pool/contract';
import { grantPermission } from '../../test/database.js';
import { useTestApp } from '../../test/test-app.js';
import { freshSecondFactor, TestIdentity } from '../../test/test-identity.js';

const identity = new TestIdentity();
const owner = identity.add({ id: '00000000-0000-4000-8000-000000000b01', email: 'owner@example.com' });
const viewer = identity.add({ id: '00000000-0000-4000-8000-000000000b02', email: 'viewer@example.com' });
const guarded = identity.add({
  id: '00000000-0000-4000-8000-000000000b03',
  email: 'guarded@example.com',
  ...structuredClone(freshSecondFactor),
});
const testApp = useTestApp(identity);
const call = testApp.call;
const ids = { mine: '', crowded: '', guarded: '', other: '' };
const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;

/** A call with the key as a monitoring tool sends it, plus the XSRF pair anyone can get. */
function withKey(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({
    method,
    url: `/api/backend/v0.1${url}`,
    cookies: { 'XSRF-TOKEN': 'x' },
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': 'x' },
    ...(payload ? { payload } : {}),
  });
}

async function createKey(minerId: string, name: string, userId = owner.id): Promise<CreatedApiKey> {
  const response = await call(userId, 'POST', `/miners/${minerId}/api-keys`, { name });
  expect(response.statusCode, response.body).toBe(201);
  return createdApiKeySchema.parse(response.json());
}

beforeAll(async () => {
  const { pool } = testApp.database;
  const poolId = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;
  const account = async (name: string) => {
    const { rows } = await pool.query<{ id: string }>(
      'INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, $2) RETURNING id',
      [poolId, name],
    );
    await pool.query('INSERT INTO wallets (miner_id) VALUES ($1)', [rows[0]!.id]);
    return rows[0]!.id;
  };
  ids.mine = await account('keyed');
  ids.crowded = await account('crowded');
  ids.guarded = await account('guarded');
  ids.other = await account('someone_else');
  await grantPermission(pool, owner.id, 'miner', ids.mine);
  await grantPermission(pool, owner.id, 'miner', ids.crowded);
  await grantPermission(pool, viewer.id, 'miner', ids.mine, 'viewer');
  await grantPermission(pool, guarded.id, 'miner', ids.guarded);
});

describe('read-only API keys', () => {
  it('shows the token once, keeps only its SHA-256, and lists the key by name and hint', async () => {
    const created = await createKey(ids.mine, '  Grafana  ');
    expect(created.token).toMatch(apiKeyTokenPattern);
    expect(created.name).toBe('Grafana');
    expect(created.token.startsWith(created.hint)).toBe(true);
    const list = apiKeysResponseSchema.parse((await call(owner.id, 'GET', `/miners/${ids.mine}/api-keys`)).json());
    expect(list.data.map((key) => [key.id, key.name, key.hint])).toEqual([[created.id, 'Grafana', created.hint]]);
    expect(list.limit).toBe(apiKeysPerAccount);
    expect(JSON.stringify(list)).not.toContain(created.token);
    const { rows } = await testApp.database.pool.query<{ stored: string }>(
      "SELECT encode(token_sha256, 'hex') AS stored, hint FROM api_keys WHERE id = $1",
      [created.id],
    );
    const { createHash } = await import('node:crypto');
    expect(rows[0]!.stored).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(created.token);
  });

  it("reads the account's hashrate, workers and payments with the bearer token, nothing else", async () => {
    const { token } = await createKey(ids.mine, 'reader');
    for (const path of ['stats', 'charts?period=P30D', 'workers', 'workers/export', 'payments', 'balance']) {
      const response = await withKey(token, 'GET', `/miners/${ids.mine}/${path}`);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
    for (const path of [
      `/miners/${ids.other}/stats`,
      `/miners/${ids.crowded}/payments`,
      `/miners/${ids.mine}/access`,
      `/miners/${ids.mine}/mining-report?month=2026-01`,
      `/miners/${ids.mine}/tax-income?year=2026`,
      `/miners/${ids.mine}/profit-sharings`,
      `/miners/${ids.mine}/api-keys`,
      `/miners/${ids.mine}/watchers`,
      '/identity',
    ]) {
      const response = await withKey(token, 'GET', path);
      expect(response.statusCode, path).toBe(403);
    }
  });

  it('refuses an unknown, malformed or revoked key with 401, and lets other bearer tokens reach the identity service', async () => {
    const created = await createKey(ids.mine, 'short-lived');
    expect((await withKey(created.token, 'GET', `/miners/${ids.mine}/stats`)).statusCode).toBe(200);
    expect((await call(viewer.id, 'DELETE', `/miners/${ids.mine}/api-keys/${created.id}`)).statusCode).toBe(403);
    expect((await call(owner.id, 'DELETE', `/miners/${ids.mine}/api-keys/${created.id}`)).statusCode).toBe(204);
    expect((await call(owner.id, 'DELETE', `/miners/${ids.mine}/api-keys/${created.id}`)).statusCode).toBe(404);
    const revoked = await withKey(created.token, 'GET', `/miners/${ids.mine}/stats`);
    expect([revoked.statusCode, errorOf(revoked).code]).toEqual([401, 'unauthorized']);
    expect((await withKey('pool_ro_short', 'GET', `/miners/${ids.mine}/stats`)).statusCode).toBe(401);
    // Not an API key: the identity service reads it as a session token (there is none here).
    expect((await withKey('ory_st_not_a_session', 'GET', `/miners/${ids.mine}/stats`)).statusCode).toBe(401);
  });

  it('lets only owners and admins manage keys, validates the name with field errors', async () => {
    expect((await call(viewer.id, 'GET', `/miners/${ids.mine}/api-keys`)).statusCode).toBe(403);
    expect((await call(viewer.id, 'POST', `/miners/${ids.mine}/api-keys`, { name: 'mine' })).statusCode).toBe(403);
    expect((await call(owner.id, 'GET', `/miners/${ids.other}/api-keys`)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', `/miners/${ids.mine}/api-keys`)).statusCode).toBe(401);
    for (const name of ['', '   ', 'x'.repeat(65)]) {
      const response = await call(owner.id, 'POST', `/miners/${ids.mine}/api-keys`, { name });
      expect(response.statusCode, name).toBe(400);
      expect(errorOf(response).fields?.map((field) => field.name)).toEqual(['body.name']);
    }
  });

  it('asks an owner who has a second factor to prove it freshly before making a key', async () => {
    guarded.secondFactorAge = 3_600;
    try {
      const stale = await call(guarded.id, 'POST', `/miners/${ids.guarded}/api-keys`, { name: 'late' });
      expect([stale.statusCode, errorOf(stale).code]).toEqual([403, 'mfa_required']);
    } finally {
      guarded.secondFactorAge = freshSecondFactor.secondFactorAge;
    }
    await createKey(ids.guarded, 'fresh', guarded.id);
  });

  it(`keeps at most ${apiKeysPerAccount} keys per account, however many are created at once`, async () => {
    const attempts = await Promise.all(
      Array.from({ length: apiKeysPerAccount + 6 }, (_, index) =>
        call(owner.id, 'POST', `/miners/${ids.crowded}/api-keys`, { name: `tool ${index}` }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(apiKeysPerAccount);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    expect(errorOf(attempts.find((response) => response.statusCode === 409)!).code).toBe('api_key_limit_reached');
    const { rows } = await testApp.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api_keys WHERE miner_id = $1',
      [ids.crowded],
    );
    expect(rows[0]!.n).toBe(apiKeysPerAccount);
    // Revoking one frees a place.
    const list = apiKeysResponseSchema.parse((await call(owner.id, 'GET', `/miners/${ids.crowded}/api-keys`)).json());
    await call(owner.id, 'DELETE', `/miners/${ids.crowded}/api-keys/${list.data[0]!.id}`);
    await createKey(ids.crowded, 'replacement');
  });
});
