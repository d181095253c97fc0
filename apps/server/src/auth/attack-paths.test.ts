import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessListResponseSchema, errorResponseSchema } from '@pool/contract';
import type { Mailer } from '../mail/mailer.js';
import { grantPermission } from '../test/database.js';
import { useTestApp } from '../test/test-app.js';
import { freshSecondFactor, TestIdentity, testSessionHeader } from '../test/test-identity.js';

/**
 * Attack paths of several steps, replayed through HTTP as an attacker would take them: what
 * staff can reach by inviting themselves, accepting and acting; what pool staff can do to
 * people above them; which money writes go through without a step-up. Each path was open
 * once; each step here says what now stops it.
 */

const identity = new TestIdentity();
const person = (n: number, name: string, extra: Parameters<TestIdentity['add']>[0] | object = {}) =>
  identity.add({
    id: `00000000-0000-4000-8000-0000000007${n.toString(16).padStart(2, '0')}`,
    email: `${name}@example.com`,
    ...extra,
  });
// The customer's own owner, and the staff above the account.
const minerOwner = person(1, 'miner-owner');
const poolAdmin = person(2, 'pool-admin', structuredClone(freshSecondFactor));
const poolOwner = person(3, 'pool-owner', structuredClone(freshSecondFactor));
const hubOwner = person(4, 'hub-owner', structuredClone(freshSecondFactor));
const platformAdmin = person(5, 'platform-admin', structuredClone(freshSecondFactor));
const poolAdminWithout2fa = person(6, 'pool-admin-no-2fa');
const customerOwner = person(7, 'customer-owner');
const helper = person(8, 'helper');

const sent: Parameters<Mailer['send']>[0][] = [];
const testApp = useTestApp(identity, { mailer: { send: async (message) => void sent.push(message) } });
const call = testApp.call;
const ids = { pool: '', hub: '', miner: '', customer: '', hubRun: '' };
const codeOf = (text: string) => /\/invitation\?code=([\w-]+)/.exec(text)![1]!;
const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
const walletOf = async (minerId: string) =>
  (await testApp.database.pool.query<{ id: string }>('SELECT id FROM wallets WHERE miner_id = $1', [minerId])).rows[0]!
    .id;

beforeAll(async () => {
  const { pool } = testApp.database;
  const one = async (text: string, values: unknown[] = []) =>
    (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
  ids.pool = await one('SELECT id FROM pools WHERE is_current');
  ids.hub = await one("INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Hub', 'hub') RETURNING id", [
    ids.pool,
  ]);
  const account = async (name: string, operatorId: string | null) => {
    const id = await one(
      'INSERT INTO miner_accounts (pool_id, operator_id, account_name) VALUES ($1, $2, $3) RETURNING id',
      [ids.pool, operatorId, name],
    );
    await pool.query('INSERT INTO wallets (miner_id) VALUES ($1)', [id]);
    return id;
  };
  ids.miner = await account('demo_miner', null);
  ids.customer = await account('owned_customer', ids.hub);
  ids.hubRun = await account('hub_run', ids.hub);
  await grantPermission(pool, minerOwner.id, 'miner', ids.miner, 'owner');
  await grantPermission(pool, customerOwner.id, 'miner', ids.customer, 'owner');
  await grantPermission(pool, poolAdmin.id, 'pool', ids.pool, 'admin');
  await grantPermission(pool, poolOwner.id, 'pool', ids.pool, 'owner');
  await grantPermission(pool, poolAdminWithout2fa.id, 'pool', ids.pool, 'admin');
  await grantPermission(pool, hubOwner.id, 'operator', ids.hub, 'owner');
  await pool.query("INSERT INTO permissions (identity_id, type, role) VALUES ($1, 'platform', 'admin')", [
    platformAdmin.id,
  ]);
});
beforeEach(() => {
  sent.length = 0;
});

describe('staff never become members of the customer accounts under them', () => {
  it("pool staff cannot invite themselves into a miner's account, nor change its payout address", async () => {
    const invite = await call(poolAdmin.id, 'POST', `/miners/${ids.miner}/access`, {
      email: 'pool-admin@example.com',
      role: 'admin',
    });
    expect([invite.statusCode, errorOf(invite).code]).toEqual([403, 'access_denied']);
    expect(sent).toEqual([]);
    const wallet = await walletOf(ids.miner);
    const code = await call(poolAdmin.id, 'POST', `/wallets/${wallet}/confirmation-codes`, {
      kind: 'address',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    });
    expect(code.statusCode).toBe(403);
    const address = await call(poolAdmin.id, 'POST', `/wallets/${wallet}/addresses`, {
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    });
    expect(address.statusCode).toBe(403);
  });

  it('an owner cannot invite staff in, and an invitation sent before the staff role is refused on acceptance', async () => {
    const direct = await call(minerOwner.id, 'POST', `/miners/${ids.miner}/access`, {
      email: 'Pool-Admin@example.com',
      role: 'viewer',
    });
    expect([direct.statusCode, errorOf(direct).code]).toEqual([409, 'staff_access']);

    // The helper is invited while still nobody, then becomes pool staff, then accepts.
    const invite = await call(minerOwner.id, 'POST', `/miners/${ids.miner}/access`, {
      email: 'helper@example.com',
      role: 'admin',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const code = codeOf(sent.at(-1)!.text);
    await grantPermission(testApp.database.pool, helper.id, 'pool', ids.pool, 'viewer');
    const accepted = await call(helper.id, 'POST', '/invites/accept', { code });
    expect([accepted.statusCode, errorOf(accepted).code]).toEqual([409, 'staff_access']);
    const members = accessListResponseSchema.parse(
      (await call(minerOwner.id, 'GET', `/miners/${ids.miner}/access`)).json(),
    );
    expect(members.data.map((member) => member.email)).toEqual(['miner-owner@example.com']);
  });

  it('an operator cannot take over a customer that has its own owner, nor remove that owner', async () => {
    const invite = await call(hubOwner.id, 'POST', `/miners/${ids.customer}/access`, {
      email: 'hub-owner@example.com',
      role: 'admin',
    });
    expect(invite.statusCode).toBe(403);
    const list = accessListResponseSchema.parse(
      (await call(hubOwner.id, 'GET', `/miners/${ids.customer}/access`)).json(),
    );
    expect(list.you).toEqual({ can_manage: false, can_manage_owners: false });
    const owner = list.data.find((member) => member.identity_id === customerOwner.id)!;
    const removed = await call(
      hubOwner.id,
      'DELETE',
      `/miners/${ids.customer}/access?permission_id=${owner.permission_id}`,
    );
    expect(removed.statusCode).toBe(403);
    const demoted = await call(hubOwner.id, 'PUT', `/miners/${ids.customer}/access`, {
      permission_id: owner.permission_id,
      role: 'viewer',
      sections: [],
    });
    expect(demoted.statusCode).toBe(403);
  });

  it('an operator keeps full control of a customer it runs itself, but does not join it either', async () => {
    const invite = await call(hubOwner.id, 'POST', `/miners/${ids.hubRun}/access`, {
      email: 'customer-owner@example.com',
      role: 'viewer',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const self = await call(hubOwner.id, 'POST', `/miners/${ids.hubRun}/access`, {
      email: 'hub-owner@example.com',
      role: 'owner',
    });
    expect([self.statusCode, errorOf(self).code]).toEqual([409, 'staff_access']);
  });

  it('a customer created with the operator itself as owner is not joined on acceptance', async () => {
    const created = await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, {
      account_name: 'selfowned',
      owner_email: 'hub-owner@example.com',
    });
    expect(created.statusCode, created.body).toBe(201);
    const accepted = await call(hubOwner.id, 'POST', '/invites/accept', { code: codeOf(sent.at(-1)!.text) });
    expect([accepted.statusCode, errorOf(accepted).code]).toEqual([409, 'staff_access']);
  });
});

describe('staff act only on people below them', () => {
  it('pool staff cannot read, sign out, reset or delete a platform admin who holds a role in the pool', async () => {
    await grantPermission(testApp.database.pool, platformAdmin.id, 'miner', ids.hubRun, 'viewer');
    const sessionId = '00000000-0000-4000-8000-00000000b001';
    identity.sessions.set(sessionId, {
      id: sessionId,
      identity_id: platformAdmin.id,
      active: true,
      aal: 'aal2',
      authenticated_at: new Date(),
      expires_at: new Date(Date.now() + 86_400_000),
      ip_address: '198.51.100.9',
      user_agent: 'Firefox on Linux',
    });
    for (const [method, url, body] of [
      ['GET', `/users/${platformAdmin.id}`],
      ['GET', `/users/${platformAdmin.id}/sessions`],
      ['POST', `/users/${platformAdmin.id}/2fa/reset`, { email: 'platform-admin@example.com' }],
      ['DELETE', `/pools/${ids.pool}/sessions/${sessionId}`],
      ['DELETE', `/users/${platformAdmin.id}?email=platform-admin@example.com`],
    ] as const) {
      for (const actor of [poolAdmin, poolOwner]) {
        const response = await call(actor.id, method, url, body);
        expect([response.statusCode, errorOf(response).code], `${actor.email} ${method} ${url}`).toEqual([
          403,
          'outranked',
        ]);
      }
    }
    expect(identity.users.has(platformAdmin.id)).toBe(true);
    expect(identity.sessions.get(sessionId)!.active).toBe(true);
  });

  it('a pool admin cannot act on a pool owner or another pool admin; the owner acts on an admin', async () => {
    expect(errorOf(await call(poolAdmin.id, 'GET', `/users/${poolOwner.id}`)).code).toBe('outranked');
    expect(errorOf(await call(poolAdmin.id, 'GET', `/users/${poolAdminWithout2fa.id}`)).code).toBe('outranked');
    expect((await call(poolOwner.id, 'GET', `/users/${poolAdmin.id}`)).statusCode).toBe(200);
    expect((await call(poolAdmin.id, 'GET', `/users/${minerOwner.id}`)).statusCode).toBe(200);
  });
});

describe('writes that change who gets money ask for a fresh second factor', () => {
  it('pool staff without a second factor cannot set a fee; a platform admin 310 s after theirs cannot either', async () => {
    const fee = { percent: '100' };
    const without = await call(poolAdminWithout2fa.id, 'POST', `/miners/${ids.miner}/fees`, fee);
    expect([without.statusCode, errorOf(without).code]).toEqual([403, 'second_factor_setup_required']);
    platformAdmin.secondFactorAge = 310;
    try {
      const late = await call(platformAdmin.id, 'POST', `/miners/${ids.miner}/fees`, fee);
      expect([late.statusCode, errorOf(late).code]).toEqual([403, 'mfa_required']);
    } finally {
      platformAdmin.secondFactorAge = freshSecondFactor.secondFactorAge;
    }
    const fresh = await call(poolAdmin.id, 'POST', `/miners/${ids.miner}/fees`, { percent: '1' });
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it("an operator without a fresh second factor cannot set its customer's fee", async () => {
    hubOwner.secondFactorAge = 310;
    try {
      const late = await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners/${ids.customer}/fees`, {
        percent: '50',
      });
      expect([late.statusCode, errorOf(late).code]).toEqual([403, 'mfa_required']);
    } finally {
      hubOwner.secondFactorAge = freshSecondFactor.secondFactorAge;
    }
  });
});

describe('a leaked read-only API key', () => {
  /** The key as an attacker would send it: with the XSRF pair anyone can get, and any session beside it. */
  const withKey = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    userId?: string,
    payload?: object,
  ) =>
    testApp.app.inject({
      method,
      url: `/api/backend/v0.1${url}`,
      cookies: { 'XSRF-TOKEN': 'x' },
      headers: {
        authorization: `Bearer ${token}`,
        'x-xsrf-token': 'x',
        ...(userId ? { [testSessionHeader]: userId } : {}),
      },
      ...(payload ? { payload } : {}),
    });

  it('reads its one account and never writes, mints keys or links, invites itself or reaches another account', async () => {
    const created = await call(minerOwner.id, 'POST', `/miners/${ids.miner}/api-keys`, { name: 'leaked' });
    expect(created.statusCode).toBe(201);
    const { token } = created.json<{ token: string }>();
    expect((await withKey(token, 'GET', `/miners/${ids.miner}/payments`)).statusCode).toBe(200);
    const wallet = await walletOf(ids.miner);
    const attempts: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['another key', 'POST', `/miners/${ids.miner}/api-keys`, { name: 'second' }],
      ['a watcher link', 'POST', `/miners/${ids.miner}/watchers`, { name: 'spy', opens: 'workers_and_payments' }],
      [
        'an invitation for the attacker',
        'POST',
        `/miners/${ids.miner}/access`,
        { email: 'evil@example.com', role: 'owner' },
      ],
      [
        'a new payout address',
        'POST',
        `/wallets/${wallet}/addresses`,
        { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
      ],
      ['the removal of the account', 'DELETE', `/miners/${ids.miner}`],
      ['a profit split', 'PUT', `/miners/${ids.miner}/profit-sharings/${ids.customer}`, { percent: '50' }],
      ['an accepted invitation', 'POST', '/invites/accept', { code: 'anything' }],
      ['a new account', 'POST', '/miners', { account_name: 'attacker_rigs' }],
      ["another account's payments", 'GET', `/miners/${ids.customer}/payments`],
      ["the pool's accounts", 'GET', `/pools/${ids.pool}/miners`],
      ["the owner's identity", 'GET', `/identity/${minerOwner.id}/watchers`],
    ];
    for (const [what, method, url, payload] of attempts) {
      const response = await withKey(token, method, url, undefined, payload);
      expect([what, response.statusCode]).toEqual([what, 403]);
    }
    // A session beside the key does not add to it: the request acts as the key alone.
    const beside = await withKey(token, 'POST', `/miners/${ids.miner}/watchers`, minerOwner.id, { name: 'spy' });
    expect(beside.statusCode).toBe(403);
    const { rows } = await testApp.database.pool.query<{ keys: number; links: number; invites: number }>(
      `SELECT (SELECT count(*)::int FROM api_keys WHERE miner_id = $1) AS keys,
              (SELECT count(*)::int FROM watchers WHERE miner_id = $1) AS links,
              (SELECT count(*)::int FROM invites WHERE email = 'evil@example.com') AS invites`,
      [ids.miner],
    );
    expect(rows[0]).toEqual({ keys: 1, links: 0, invites: 0 });
    // Revoked, it opens nothing.
    const [key] = (await call(minerOwner.id, 'GET', `/miners/${ids.miner}/api-keys`)).json<{ data: { id: string }[] }>()
      .data;
    expect((await call(minerOwner.id, 'DELETE', `/miners/${ids.miner}/api-keys/${key!.id}`)).statusCode).toBe(204);
    expect((await withKey(token, 'GET', `/miners/${ids.miner}/payments`)).statusCode).toBe(401);
  });
});
