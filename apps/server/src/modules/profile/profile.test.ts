import { describe, expect, it } from 'vitest';
import { acceptInviteResponseSchema, errorResponseSchema, identityResponseSchema } from '@pool/contract';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';

const identity = new TestIdentity();
const alice = identity.add({ id: '00000000-0000-4000-8000-00000000000a', email: 'alice@example.com' });
const bob = identity.add({ id: '00000000-0000-4000-8000-00000000000b', email: 'Bob@Example.com' });
const guarded = identity.add({
  id: '00000000-0000-4000-8000-00000000000c',
  email: 'carol@example.com',
  credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
  needsSecondFactor: true,
});

const testApp = useTestApp(identity);
const as = testApp.call;

function errorOf(response: { json: () => unknown }) {
  return errorResponseSchema.parse(response.json()).error;
}

describe('GET /identity', () => {
  it('refuses an anonymous caller with 401 unauthorized', async () => {
    const response = await as(undefined, 'GET', '/identity');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });

  it('answers an aal1 session of a user with a second factor with 403 session_aal2_required', async () => {
    const response = await as(guarded.id, 'GET', '/identity');
    expect(response.statusCode).toBe(403);
    const error = errorOf(response);
    expect(error.code).toBe('session_aal2_required');
    expect(error.redirect_browser_to).toBe('/auth/login?aal=aal2');
  });

  it('returns the user, no permissions yet, and the credentials map', async () => {
    const response = await as(alice.id, 'GET', '/identity');
    expect(response.statusCode).toBe(200);
    const body = identityResponseSchema.parse(response.json());
    expect(body.user).toEqual({ id: alice.id, email: 'alice@example.com', language: null });
    expect(body.permissions).toEqual([]);
    expect(body.credentials).toEqual({ password: true, totp: false, lookup_secret: false, webauthn: false });
    expect(body.menus).toEqual({});
  });
});

describe('PUT /identity/language', () => {
  it('stores a supported language', async () => {
    const response = await as(alice.id, 'PUT', '/identity/language', { language: 'ru' });
    expect(response.statusCode).toBe(204);
    const body = identityResponseSchema.parse((await as(alice.id, 'GET', '/identity')).json());
    expect(body.user.language).toBe('ru');
  });

  it('refuses an unsupported language with a field error', async () => {
    const response = await as(alice.id, 'PUT', '/identity/language', { language: 'de' });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('invalid_input');
    expect(error.fields).toEqual([{ name: 'body.language', code: 'invalid_input' }]);
  });
});

describe('POST /miners (the /auth/name step)', () => {
  it.each([
    ['', 'required'],
    ['ab', 'length_out_of_range'],
    ['has space', 'match_invalid'],
    ['кириллица', 'match_invalid'],
  ])('refuses %j with %s, creating nothing', async (name, code) => {
    const response = await as(alice.id, 'POST', '/miners', { account_name: name });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[0]).toMatchObject({ name: 'account_name', code });
    const { rows } = await testApp.database.pool.query('SELECT count(*)::int AS n FROM miner_accounts');
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('creates the first miner account, owned by the user', async () => {
    const response = await as(alice.id, 'POST', '/miners', { account_name: 'alice_rigs' });
    expect(response.statusCode).toBe(201);
    const body = identityResponseSchema.parse((await as(alice.id, 'GET', '/identity')).json());
    expect(body.permissions).toEqual([
      expect.objectContaining({ type: 'miner', account_name: 'alice_rigs', role: 'owner', sections: [] }),
    ]);
    // What the app offers on it is the policy's answer for an owner (menu.test.ts lists it whole).
    expect(body.menus[body.permissions[0]!.id]).toEqual(expect.arrayContaining(['payments', 'account_removal']));
  });

  it('refuses a second miner account for the same user', async () => {
    const response = await as(alice.id, 'POST', '/miners', { account_name: 'alice_more' });
    expect(errorOf(response).fields?.[0]?.code).toBe('user_already_has_miner');
  });

  it('refuses a name that is taken, whatever its case', async () => {
    const response = await as(bob.id, 'POST', '/miners', { account_name: 'ALICE_RIGS' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[0]?.code).toBe('account_name_taken');
  });

  it('needs a signed-in user', async () => {
    expect((await as(undefined, 'POST', '/miners', { account_name: 'nobody_here' })).statusCode).toBe(401);
  });
});

describe('GET /operators/lookup-by-title/{operator_title}', () => {
  it('returns the branding under data, without credentials', async () => {
    const { rows } = await testApp.database.pool.query<{ id: string }>(
      "INSERT INTO operators (pool_id, name, title) SELECT id, 'Demo Hub', 'demohub' FROM pools RETURNING id",
    );
    const response = await testApp.app.inject({ url: '/api/backend/v0.1/operators/lookup-by-title/DemoHub' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: rows[0]!.id,
        name: 'Demo Hub',
        title: 'demohub',
        pool_fee_percent: '0.9',
        customer_fee_percent: '0',
        total_fee_percent: '0.9',
      },
    });
  });

  it('answers an unknown title with 404 not_found', async () => {
    const response = await testApp.app.inject({ url: '/api/backend/v0.1/operators/lookup-by-title/nohub' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('not_found');
  });
});

describe('POST /invites/accept', () => {
  async function invite(values: { code: string; email?: string; expiresInHours?: number }) {
    await testApp.database.pool.query(
      `INSERT INTO invites (code, email, type, operator_id, role, sections, expires_at)
       SELECT $1, $2, 'operator', id, 'viewer', '{section_workers_read}', now() + make_interval(hours => $3)
       FROM operators WHERE title = 'demohub'`,
      [values.code, values.email ?? null, values.expiresInHours ?? 24],
    );
  }

  it('grants the invited access once', async () => {
    await invite({ code: 'invite-code-000000001', email: 'bob@example.com' });
    const response = await as(bob.id, 'POST', '/invites/accept', { code: 'invite-code-000000001' });
    expect(response.statusCode).toBe(200);
    const { permission } = acceptInviteResponseSchema.parse(response.json());
    expect(permission).toMatchObject({ type: 'operator', operator_name: 'Demo Hub', role: 'viewer' });
    expect(permission.sections).toEqual(['section_workers_read']);
    const again = await as(bob.id, 'POST', '/invites/accept', { code: 'invite-code-000000001' });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an expired invite, an unknown code, and one addressed to someone else', async () => {
    await invite({ code: 'invite-code-000000002', expiresInHours: -1 });
    await invite({ code: 'invite-code-000000003', email: 'someone@example.com' });
    for (const code of ['invite-code-000000002', 'invite-code-999999999', 'invite-code-000000003']) {
      const response = await as(alice.id, 'POST', '/invites/accept', { code });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('not_found');
    }
    const body = identityResponseSchema.parse((await as(alice.id, 'GET', '/identity')).json());
    expect(body.permissions.map((p) => p.type)).toEqual(['miner']);
  });

  it('uses the invite up when the user already had that access', async () => {
    await invite({ code: 'invite-code-000000004' });
    const response = await as(bob.id, 'POST', '/invites/accept', { code: 'invite-code-000000004' });
    expect(response.statusCode).toBe(200);
    const body = identityResponseSchema.parse((await as(bob.id, 'GET', '/identity')).json());
    expect(body.permissions).toHaveLength(1);
  });
});

describe("POST /miners through an operator's hub (/{operator}/auth)", () => {
  const dave = identity.add({ id: '00000000-0000-4000-8000-00000000000d', email: 'dave@example.com' });
  const erin = identity.add({ id: '00000000-0000-4000-8000-00000000000e', email: 'erin@example.com' });

  it('tells the hub page what a customer pays in all: the pool fee, then the operator fee of the rest', async () => {
    await testApp.database.pool.query(
      "INSERT INTO operators (pool_id, name, title, customer_fee_percent) SELECT id, 'Fee Hub', 'feehub', 2 FROM pools",
    );
    const response = await testApp.app.inject({ url: '/api/backend/v0.1/operators/lookup-by-title/feehub' });
    expect(response.json()).toMatchObject({
      data: { pool_fee_percent: '0.9', customer_fee_percent: '2', total_fee_percent: '2.882' },
    });
  });

  it("makes the operator's customer, owned by the user, paying the operator's fee from its first day", async () => {
    const response = await as(dave.id, 'POST', '/miners', { account_name: 'dave_rigs', operator_title: 'FeeHub' });
    expect(response.statusCode).toBe(201);
    const { rows } = await testApp.database.pool.query<{
      title: string;
      kind: string;
      percent: string;
      first: boolean;
    }>(
      `SELECT o.title, f.kind, f.percent::text, f.start_date = (m.created_at AT TIME ZONE 'UTC')::date AS first
         FROM miner_accounts m JOIN operators o ON o.id = m.operator_id
         JOIN fee_schedules f ON f.miner_id = m.id
        WHERE m.account_name = 'dave_rigs'`,
    );
    expect(rows).toEqual([{ title: 'feehub', kind: 'operator', percent: '2.00', first: true }]);
    const body = identityResponseSchema.parse((await as(dave.id, 'GET', '/identity')).json());
    expect(body.permissions).toEqual([
      expect.objectContaining({ type: 'miner', account_name: 'dave_rigs', role: 'owner' }),
    ]);
  });

  it('refuses an unknown hub with a field error, creating nothing', async () => {
    const response = await as(erin.id, 'POST', '/miners', { account_name: 'erin_rigs', operator_title: 'nohub' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual([{ name: 'operator_title', code: 'invalid_input' }]);
    const { rows } = await testApp.database.pool.query("SELECT 1 FROM miner_accounts WHERE account_name = 'erin_rigs'");
    expect(rows).toEqual([]);
  });
});
