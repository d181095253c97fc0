import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountLookupSchema,
  createdCustomerSchema,
  errorResponseSchema,
  feesResponseSchema,
  identityResponseSchema,
  minersResponseSchema,
  minerTitleSchema,
} from '@pool/contract';
import type { Mailer } from '../../mail/mailer.js';
import { useTestApp } from '../../test/test-app.js';
import { freshSecondFactor, TestIdentity } from '../../test/test-identity.js';

let now = new Date('2026-11-20T12:00:00.000Z');
const sent: Parameters<Mailer['send']>[0][] = [];
const identity = new TestIdentity();
const user = (n: number, name: string) =>
  identity.add({
    id: `00000000-0000-4000-8000-0000000001${n.toString(16).padStart(2, '0')}`,
    email: `${name}@example.com`,
    // Staff's money writes (fees, promo codes) need a fresh second factor: everyone has one here.
    ...structuredClone(freshSecondFactor),
  });
const hubOwner = user(1, 'hub-owner');
const hubViewer = user(2, 'hub-viewer');
const hubAccountant = user(3, 'hub-accountant');
const hubHidden = user(4, 'hub-hidden'); // an owner whose permission carries total_fee_hide
const otherHubOwner = user(5, 'other-hub-owner');
const poolOwner = user(6, 'pool-owner');
const poolViewer = user(7, 'pool-viewer');
const minerOwner = user(8, 'miner-owner');
const minerAdmin = user(9, 'miner-admin');
const minerViewer = user(10, 'miner-viewer');
const stranger = user(11, 'stranger');

const testApp = useTestApp(identity, {
  clock: () => now,
  mailer: { send: async (message) => void sent.push(message) },
});
const call = testApp.call;
const unknown = '00000000-0000-4000-8000-00000000ffff';
const ids = { pool: '', hub: '', otherHub: '', miner: '' };

beforeAll(async () => {
  const { pool } = testApp.database;
  const one = async (text: string, values: unknown[] = []) =>
    (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
  ids.pool = await one('SELECT id FROM pools WHERE is_current');
  ids.hub = await one("INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Hub', 'hub') RETURNING id", [
    ids.pool,
  ]);
  ids.otherHub = await one(
    "INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Other', 'otherhub') RETURNING id",
    [ids.pool],
  );
  ids.miner = await one("INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'own_rigs') RETURNING id", [
    ids.pool,
  ]);
  const grant = (userId: string, type: string, target: string, role: string, sections: string[] = []) =>
    pool.query(`INSERT INTO permissions (identity_id, type, ${type}_id, role, sections) VALUES ($1, $2, $3, $4, $5)`, [
      userId,
      type,
      target,
      role,
      sections,
    ]);
  await grant(hubOwner.id, 'operator', ids.hub, 'owner');
  await grant(hubViewer.id, 'operator', ids.hub, 'viewer');
  await grant(hubAccountant.id, 'operator', ids.hub, 'accountant');
  await grant(hubHidden.id, 'operator', ids.hub, 'owner', ['total_fee_hide']);
  await grant(otherHubOwner.id, 'operator', ids.otherHub, 'owner');
  await grant(poolOwner.id, 'pool', ids.pool, 'owner');
  await grant(poolViewer.id, 'pool', ids.pool, 'viewer');
  await grant(minerOwner.id, 'miner', ids.miner, 'owner');
  await grant(minerAdmin.id, 'miner', ids.miner, 'admin');
  await grant(minerViewer.id, 'miner', ids.miner, 'viewer');
});

const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
const count = async (text: string, values: unknown[] = []) =>
  (await testApp.database.pool.query<{ n: number }>(text, values)).rows[0]!.n;
const accountsNamed = (name: string) =>
  count('SELECT count(*)::int AS n FROM miner_accounts WHERE lower(account_name) = lower($1)', [name]);

describe('POST /operators/{id}/miners', () => {
  it("creates a customer of the operator in the operator's pool, with its own wallet and no one's permission", async () => {
    const response = await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, {
      account_name: 'alpha1',
      title: '  Alpha farm ',
    });
    expect(response.statusCode).toBe(201);
    const created = createdCustomerSchema.strict().parse(response.json());
    expect(created).toMatchObject({
      account_name: 'alpha1',
      title: 'Alpha farm',
      operator_id: ids.hub,
      pool_id: ids.pool,
      parent_id: null,
      invitation: null,
    });
    expect(await count('SELECT count(*)::int AS n FROM wallets WHERE miner_id = $1', [created.id])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM permissions WHERE miner_id = $1', [created.id])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM invites WHERE miner_id = $1', [created.id])).toBe(0);
  });

  it("starts the customer's fee with it: the one given, else the operator's fee for new customers, from its first day", async () => {
    await testApp.database.pool.query('UPDATE operators SET customer_fee_percent = 3 WHERE id = $1', [ids.hub]);
    const schedule = async (accountName: string, fee?: string) => {
      const response = await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, {
        account_name: accountName,
        ...(fee === undefined ? {} : { operator_fee_percent: fee }),
      });
      expect(response.statusCode).toBe(201);
      const { id } = createdCustomerSchema.parse(response.json());
      const fees = await call(hubOwner.id, 'GET', `/operators/${ids.hub}/miners/${id}/fees`);
      const { rows } = await testApp.database.pool.query<{ day: string }>(
        "SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM miner_accounts WHERE id = $1",
        [id],
      );
      return { fees: feesResponseSchema.parse(fees.json()).data, firstDay: rows[0]!.day };
    };
    const given = await schedule('feegiven1', '1.5');
    expect(given.fees).toEqual([{ percent: '1.5', start_date: given.firstDay, end_date: null, comment: null }]);
    const standing = await schedule('feestanding1');
    expect(standing.fees).toEqual([{ percent: '3', start_date: standing.firstDay, end_date: null, comment: null }]);
    const bad = await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, {
      account_name: 'feebad1',
      operator_fee_percent: '150',
    });
    expect(bad.statusCode).toBe(400);
    expect(await accountsNamed('feebad1')).toBe(0);
    await testApp.database.pool.query('UPDATE operators SET customer_fee_percent = 0 WHERE id = $1', [ids.hub]);
  });

  it('invites an owner by e-mail: a single-use code valid 7 days, and a link to /invitation', async () => {
    sent.length = 0;
    const response = await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, {
      account_name: 'bravo2',
      owner_email: ' Boss@Example.com ',
    });
    expect(response.statusCode).toBe(201);
    const created = createdCustomerSchema.parse(response.json());
    expect(created.invitation).toEqual({ email: 'Boss@Example.com', expires_at: '2026-11-27T12:00:00.000Z' });
    const { rows } = await testApp.database.pool.query(
      'SELECT code, email, type, role, expires_at, created_by, accepted_at FROM invites WHERE miner_id = $1',
      [created.id],
    );
    expect(rows).toHaveLength(1);
    const invite = rows[0] as { code: string; expires_at: Date };
    expect(invite).toMatchObject({ email: 'Boss@Example.com', type: 'miner', role: 'owner', created_by: hubOwner.id });
    expect(invite.code.length).toBeGreaterThanOrEqual(16);
    expect(invite.expires_at.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('Boss@Example.com');
    expect(sent[0]!.subject).toContain('bravo2');
    expect(sent[0]!.text).toContain(`/invitation?code=${invite.code}`);
  });

  it('refuses names outside the operator rule with field errors, and records nothing', async () => {
    for (const [name, code] of [
      ['Upper1', 'match_invalid'],
      ['with_underscore', 'match_invalid'],
      ['spa ce', 'match_invalid'],
      ['кирилл', 'match_invalid'],
      ['ab', 'length_out_of_range'],
      ['a'.repeat(65), 'length_out_of_range'],
      ['   ', 'required'],
    ] as const) {
      const response = await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, { account_name: name });
      expect(response.statusCode, name).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('invalid_input');
      expect(error.fields?.[0]).toMatchObject({ name: 'account_name', code });
    }
    const badEmail = await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, {
      account_name: 'charlie3',
      owner_email: 'not-an-address',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(errorOf(badEmail).fields).toEqual([{ name: 'owner_email', code: 'invalid_input' }]);
    const longTitle = await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, {
      account_name: 'charlie3',
      title: 'x'.repeat(101),
    });
    expect(errorOf(longTitle).fields?.[0]).toMatchObject({ name: 'title', code: 'length_out_of_range' });
    expect(await accountsNamed('charlie3')).toBe(0);
  });

  it('answers a taken name, in any case, with 400 account_name_taken beside the field', async () => {
    for (const [userId, path, name] of [
      [hubOwner.id, `/operators/${ids.hub}/miners`, 'alpha1'],
      [poolOwner.id, `/pools/${ids.pool}/miners`, 'ALPHA1'],
    ] as const) {
      const response = await call(userId, 'POST', path, { account_name: name });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual([{ name: 'account_name', code: 'account_name_taken' }]);
    }
    // A pool miner named in capitals takes the lowercase name as well.
    expect((await call(poolOwner.id, 'POST', `/pools/${ids.pool}/miners`, { account_name: 'Delta4' })).statusCode).toBe(
      201,
    );
    const taken = await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, { account_name: 'delta4' });
    expect(errorOf(taken).fields).toEqual([{ name: 'account_name', code: 'account_name_taken' }]);
  });

  it('makes one account of two concurrent creations of a name: one 201, one 400', async () => {
    const responses = await Promise.all(
      [hubOwner.id, hubOwner.id, otherHubOwner.id].map((userId, index) =>
        call(userId, 'POST', `/operators/${index === 2 ? ids.otherHub : ids.hub}/miners`, {
          account_name: 'racer7',
          owner_email: `racer${index}@example.com`,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(errorOf(response).fields).toEqual([{ name: 'account_name', code: 'account_name_taken' }]);
    }
    expect(await accountsNamed('racer7')).toBe(1);
    // The loser's invitation went away with its transaction.
    expect(await count("SELECT count(*)::int AS n FROM invites WHERE email LIKE 'racer%'")).toBe(1);
  });

  it('answers 401, 403 and 404 before looking at the input, creating nothing', async () => {
    const body = { account_name: 'echo5' };
    expect((await call(undefined, 'POST', `/operators/${ids.hub}/miners`, body)).statusCode).toBe(401);
    for (const userId of [hubViewer.id, hubAccountant.id, otherHubOwner.id, poolOwner.id, minerOwner.id, stranger.id]) {
      const response = await call(userId, 'POST', `/operators/${ids.hub}/miners`, body);
      expect(response.statusCode, userId).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'access_denied', message: 'Access denied' });
      // A bad name is not reported to who may not create: still 403.
      expect((await call(userId, 'POST', `/operators/${ids.hub}/miners`, { account_name: 'BAD!' })).statusCode).toBe(
        403,
      );
    }
    expect((await call(hubOwner.id, 'POST', `/operators/${unknown}/miners`, body)).statusCode).toBe(404);
    expect((await call(hubOwner.id, 'POST', '/operators/not-a-uuid/miners', body)).statusCode).toBe(400);
    expect((await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, {})).statusCode).toBe(400);
    expect(await accountsNamed('echo5')).toBe(0);
  });
});

describe("the operator's fee for new customers (GET/PUT /operators/{id}/customer-fee)", () => {
  it("is set by the operator's owners for the customers made from then on, never changing an existing one", async () => {
    const set = (userId: string, percent: string) =>
      call(userId, 'PUT', `/operators/${ids.hub}/customer-fee`, { percent });
    expect((await set(hubViewer.id, '4')).statusCode).toBe(403);
    expect((await set(otherHubOwner.id, '4')).statusCode).toBe(403);
    expect((await set(hubOwner.id, '101')).statusCode).toBe(400);
    const before = await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, { account_name: 'beforefee1' });
    const set4 = await set(hubOwner.id, '4.50');
    expect(set4.statusCode).toBe(200);
    expect(set4.json()).toEqual({ percent: '4.5' });
    expect((await call(hubAccountant.id, 'GET', `/operators/${ids.hub}/customer-fee`)).json()).toEqual({
      percent: '4.5',
    });
    const after = await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, { account_name: 'afterfee1' });
    const feesOf = async (response: { json(): unknown }) => {
      const { id } = createdCustomerSchema.parse(response.json());
      const fees = await call(hubOwner.id, 'GET', `/operators/${ids.hub}/miners/${id}/fees`);
      return feesResponseSchema.parse(fees.json()).data.map((fee) => fee.percent);
    };
    expect(await feesOf(before)).toEqual(['0']);
    expect(await feesOf(after)).toEqual(['4.5']);
    expect((await set(hubOwner.id, '0')).json()).toEqual({ percent: '0' });
  });
});

describe('POST /pools/{id}/miners', () => {
  it("lets the pool's owners create a direct miner account (the general name rule), with a wallet", async () => {
    const response = await call(poolOwner.id, 'POST', `/pools/${ids.pool}/miners`, { account_name: 'pool_direct_1' });
    expect(response.statusCode).toBe(201);
    const created = createdCustomerSchema.parse(response.json());
    expect(created).toMatchObject({ operator_id: null, pool_id: ids.pool, parent_id: null });
    expect(await count('SELECT count(*)::int AS n FROM wallets WHERE miner_id = $1', [created.id])).toBe(1);
    const bad = await call(poolOwner.id, 'POST', `/pools/${ids.pool}/miners`, { account_name: 'no-dashes' });
    expect(errorOf(bad).fields?.[0]).toMatchObject({ name: 'account_name', code: 'match_invalid' });
  });

  it('refuses an operator fee on a pool miner, which has no operator, creating nothing', async () => {
    const response = await call(poolOwner.id, 'POST', `/pools/${ids.pool}/miners`, {
      account_name: 'pool_fee_1',
      operator_fee_percent: '1',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual([{ name: 'operator_fee_percent', code: 'invalid_input' }]);
    expect(await accountsNamed('pool_fee_1')).toBe(0);
  });

  it('refuses everyone else with 403 and unknown pools with 404', async () => {
    for (const userId of [poolViewer.id, hubOwner.id, minerOwner.id, stranger.id]) {
      expect(
        (await call(userId, 'POST', `/pools/${ids.pool}/miners`, { account_name: 'pool_direct_2' })).statusCode,
      ).toBe(403);
    }
    expect((await call(poolOwner.id, 'POST', `/pools/${unknown}/miners`, { account_name: 'x_y_z' })).statusCode).toBe(
      404,
    );
    expect(await accountsNamed('pool_direct_2')).toBe(0);
  });
});

describe('POST /miners with parent_id (sub-accounts)', () => {
  it('creates a sub-account under the parent: same pool and operator, a wallet, the creator keeps their role', async () => {
    const response = await call(minerOwner.id, 'POST', '/miners', { account_name: 'own_rigs_b', parent_id: ids.miner });
    expect(response.statusCode).toBe(201);
    const { id, permission_id } = response.json<{ id: string; permission_id: string }>();
    const { rows } = await testApp.database.pool.query(
      'SELECT pool_id, operator_id, parent_id FROM miner_accounts WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ pool_id: ids.pool, operator_id: null, parent_id: ids.miner });
    expect(await count('SELECT count(*)::int AS n FROM wallets WHERE miner_id = $1', [id])).toBe(1);
    const me = identityResponseSchema.parse((await call(minerOwner.id, 'GET', '/identity')).json());
    expect(me.permissions.find((permission) => permission.id === permission_id)).toMatchObject({
      type: 'miner',
      account_id: id,
      account_name: 'own_rigs_b',
      role: 'owner',
    });
    // An admin of the parent gets admin on what they create, not more.
    const byAdmin = await call(minerAdmin.id, 'POST', '/miners', { account_name: 'own_rigs_c', parent_id: ids.miner });
    expect(byAdmin.statusCode).toBe(201);
    const adminPermission = await testApp.database.pool.query('SELECT role FROM permissions WHERE id = $1', [
      byAdmin.json<{ permission_id: string }>().permission_id,
    ]);
    expect(adminPermission.rows).toEqual([{ role: 'admin' }]);
  });

  it("inherits an operator customer's operator, so the operator sees and reaches the sub-account", async () => {
    const customer = createdCustomerSchema.parse(
      (await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners`, { account_name: 'foxtrot6' })).json(),
    );
    // The operator itself holds no miner permission: it is not the owner of the customer's account.
    expect(
      (await call(hubOwner.id, 'POST', '/miners', { account_name: 'foxtrot_sub', parent_id: customer.id })).statusCode,
    ).toBe(403);
    await testApp.database.pool.query(
      "INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, 'owner')",
      [stranger.id, customer.id],
    );
    const sub = await call(stranger.id, 'POST', '/miners', { account_name: 'foxtrot_sub', parent_id: customer.id });
    expect(sub.statusCode).toBe(201);
    const list = minersResponseSchema.parse(
      (await call(hubOwner.id, 'GET', `/operators/${ids.hub}/miners?search=foxtrot`)).json(),
    );
    expect(list.data.map((row) => [row.account_name, row.parent_account_name])).toEqual([
      ['foxtrot6', null],
      ['foxtrot_sub', 'foxtrot6'],
    ]);
  });

  it('answers 403 to viewers and strangers, 404 for an unknown parent, 400 for bad or taken names', async () => {
    for (const userId of [minerViewer.id, stranger.id, hubOwner.id]) {
      expect(
        (await call(userId, 'POST', '/miners', { account_name: 'golf_sub', parent_id: ids.miner })).statusCode,
      ).toBe(403);
    }
    expect(
      (await call(minerOwner.id, 'POST', '/miners', { account_name: 'golf_sub', parent_id: unknown })).statusCode,
    ).toBe(404);
    expect(
      (await call(minerOwner.id, 'POST', '/miners', { account_name: 'golf_sub', parent_id: 'nope' })).statusCode,
    ).toBe(400);
    const bad = await call(minerOwner.id, 'POST', '/miners', { account_name: 'golf sub', parent_id: ids.miner });
    expect(errorOf(bad).fields?.[0]).toMatchObject({ name: 'account_name', code: 'match_invalid' });
    const taken = await call(minerOwner.id, 'POST', '/miners', { account_name: 'OWN_RIGS', parent_id: ids.miner });
    expect(errorOf(taken).fields).toEqual([{ name: 'account_name', code: 'account_name_taken' }]);
    expect(await accountsNamed('golf_sub')).toBe(0);
  });

  it('keeps POST /miners without a parent what it was: a first account only', async () => {
    const response = await call(minerOwner.id, 'POST', '/miners', { account_name: 'second_try' });
    expect(errorOf(response).fields).toEqual([{ name: 'account_name', code: 'user_already_has_miner' }]);
  });
});

describe('PUT and DELETE /miners/{miner_id}/title', () => {
  it("lets the account's owners and its operator's owners name it, and clear the name", async () => {
    const set = await call(minerOwner.id, 'PUT', `/miners/${ids.miner}/title`, { title: '  Garage rigs ' });
    expect(set.statusCode).toBe(200);
    expect(minerTitleSchema.strict().parse(set.json())).toEqual({
      id: ids.miner,
      account_name: 'own_rigs',
      title: 'Garage rigs',
    });
    const cleared = await call(poolOwner.id, 'DELETE', `/miners/${ids.miner}/title`);
    expect(cleared.json()).toEqual({ id: ids.miner, account_name: 'own_rigs', title: null });
    const customer = (
      await testApp.database.pool.query<{ id: string }>("SELECT id FROM miner_accounts WHERE account_name = 'alpha1'")
    ).rows[0]!.id;
    expect((await call(hubOwner.id, 'PUT', `/miners/${customer}/title`, { title: 'Alpha' })).json()).toMatchObject({
      title: 'Alpha',
    });
  });

  it('refuses who may not (403, nothing changes), unknown accounts (404) and bad titles (400)', async () => {
    for (const userId of [minerViewer.id, stranger.id, hubOwner.id, poolViewer.id]) {
      expect((await call(userId, 'PUT', `/miners/${ids.miner}/title`, { title: 'Mine now' })).statusCode).toBe(403);
      expect((await call(userId, 'DELETE', `/miners/${ids.miner}/title`)).statusCode).toBe(403);
    }
    expect((await call(undefined, 'PUT', `/miners/${ids.miner}/title`, { title: 'x' })).statusCode).toBe(401);
    expect((await call(minerOwner.id, 'PUT', `/miners/${unknown}/title`, { title: 'x' })).statusCode).toBe(404);
    const empty = await call(minerOwner.id, 'PUT', `/miners/${ids.miner}/title`, { title: '   ' });
    expect(errorOf(empty).fields).toEqual([{ name: 'title', code: 'required' }]);
    const long = await call(minerOwner.id, 'PUT', `/miners/${ids.miner}/title`, { title: 'x'.repeat(101) });
    expect(errorOf(long).fields?.[0]).toMatchObject({ name: 'title', code: 'length_out_of_range', max: 100 });
    const { rows } = await testApp.database.pool.query('SELECT title FROM miner_accounts WHERE id = $1', [ids.miner]);
    expect(rows).toEqual([{ title: null }]);
  });
});

describe('GET /miners/lookup-by-account-name', () => {
  it('finds an exact name in any case, answering only the id and the name', async () => {
    const response = await call(stranger.id, 'GET', '/miners/lookup-by-account-name?account_name=OWN_RIGS');
    expect(response.statusCode).toBe(200);
    expect(accountLookupSchema.strict().parse(response.json())).toEqual({ id: ids.miner, account_name: 'own_rigs' });
    const kebab = await call(stranger.id, 'GET', '/miners/lookup-by-account-name?account-name=alpha1');
    expect(kebab.json()).toMatchObject({ account_name: 'alpha1' });
  });

  it('answers 404 for anything but an exact name, 401 without a session, 400 without a name', async () => {
    for (const name of ['own_rig', 'own', '%', 'own_rigs_', 'own%25']) {
      const response = await call(stranger.id, 'GET', `/miners/lookup-by-account-name?account_name=${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(errorOf(response).code).toBe('not_found');
    }
    expect((await call(undefined, 'GET', '/miners/lookup-by-account-name?account_name=own_rigs')).statusCode).toBe(401);
    expect((await call(stranger.id, 'GET', '/miners/lookup-by-account-name')).statusCode).toBe(400);
  });
});

describe('the customers list (GET /operators/{id}/miners)', () => {
  const list = async (userId: string, query: string) => {
    const response = await call(userId, 'GET', `/operators/${ids.hub}/miners?${query}`);
    expect(response.statusCode).toBe(200);
    return minersResponseSchema.parse(response.json());
  };

  it('sorts in SQL by each column, both ways, and pages without repeats', async () => {
    const names = (await list(hubOwner.id, 'sort=account_name&order=desc')).data.map((row) => row.account_name);
    expect(names).toEqual([...names].sort().reverse());
    const byTitle = (await list(hubOwner.id, 'sort=title&order=asc')).data;
    expect(byTitle[0]!.title).toBeNull(); // untitled first ascending
    expect(byTitle.at(-1)!.title).toBe('Alpha');
    const newest = (await list(hubOwner.id, 'sort=created_at&order=desc&per_page=1')).data[0]!;
    expect(newest.account_name).toBe('foxtrot_sub');
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      pages.push(...(await list(hubOwner.id, `sort=hash_rate_15m&order=desc&per_page=2&page=${page}`)).data);
    }
    expect(new Set(pages.map((row) => row.id)).size).toBe(pages.length);
    expect((await call(hubOwner.id, 'GET', `/operators/${ids.hub}/miners?sort=secret`)).statusCode).toBe(400);
  });

  it('carries the balance and the operator fee in force for who sees payments, never the fee under total_fee_hide', async () => {
    const alpha = (
      await testApp.database.pool.query<{ id: string }>("SELECT id FROM miner_accounts WHERE account_name = 'alpha1'")
    ).rows[0]!.id;
    expect(
      (await call(hubOwner.id, 'POST', `/operators/${ids.hub}/miners/${alpha}/fees`, { percent: '2.5' })).statusCode,
    ).toBe(201);
    const rowOf = async (userId: string) =>
      (await list(userId, 'search=alpha1')).data.find((row) => row.account_name === 'alpha1')!;
    expect(await rowOf(hubOwner.id)).toMatchObject({ balance: 0, operator_fee: '0' }); // the new fee starts tomorrow
    now = new Date('2026-11-21T00:00:00.000Z');
    expect(await rowOf(hubOwner.id)).toMatchObject({ balance: 0, operator_fee: '2.5' });
    expect(await rowOf(hubAccountant.id)).toMatchObject({ operator_fee: '2.5' });
    const hidden = await rowOf(hubHidden.id);
    expect(hidden.balance).toBe(0);
    expect(hidden).not.toHaveProperty('operator_fee');
    const viewer = await rowOf(hubViewer.id);
    expect(viewer).not.toHaveProperty('balance');
    expect(viewer).not.toHaveProperty('operator_fee');
    // Nor does the fee schedule itself open to them.
    for (const path of [
      `/operators/${ids.hub}/miners/${alpha}/fees`,
      `/operators/${ids.hub}/miners/${alpha}/fees/current`,
    ]) {
      expect((await call(hubHidden.id, 'GET', path)).statusCode).toBe(403);
      expect((await call(hubOwner.id, 'GET', path)).statusCode).toBe(200);
    }
    // Sorting by a hidden column sorts by name: the order tells nothing either.
    const hiddenSorted = (await list(hubHidden.id, 'sort=operator_fee&order=desc')).data.map((row) => row.account_name);
    expect(hiddenSorted).toEqual([...hiddenSorted].sort().reverse());
    const feeSorted = (await list(hubOwner.id, 'sort=operator_fee&order=desc')).data;
    expect(feeSorted[0]).toMatchObject({ account_name: 'alpha1', operator_fee: '2.5' });
  });

  it('keeps only the customers with a worker down when asked, and sums the whole list, not the page', async () => {
    const { pool } = testApp.database;
    const worker = (account: string, name: string, minutesAgo: number) =>
      pool.query(
        `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id, worker_name)
                    SELECT 'worker', pool_id, operator_id, id, $2 FROM miner_accounts WHERE account_name = $1
                    RETURNING id, pool_id)
         INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at, last_share_at)
         SELECT id, pool_id, true, $3::timestamptz - interval '1 day', $3::timestamptz FROM s`,
        [account, name, new Date(now.getTime() - minutesAgo * 60_000)],
      );
    await worker('alpha1', 'rig1', 1);
    await worker('feegiven1', 'rig1', 1);
    await worker('feegiven1', 'rig2', 30); // down: no share for half an hour
    await worker('feestanding1', 'rig1', 25 * 60); // down for over a day: off
    await pool.query(
      `INSERT INTO ledger_accounts (kind, pool_id, miner_id, balance)
       SELECT 'miner', pool_id, id, 700 FROM miner_accounts WHERE account_name IN ('alpha1', 'feegiven1')
       ON CONFLICT (miner_id) WHERE kind = 'miner' DO UPDATE SET balance = 700`,
    );

    const all = await list(hubOwner.id, 'per_page=1');
    expect(all.data).toHaveLength(1);
    expect(all.totals).toMatchObject({ workers: { stable: 2, unavailable: 1, off: 1, removed: 0, total: 4 } });
    expect(all.totals.balance).toBe(1400);
    const down = await list(hubOwner.id, 'workers_down=true');
    expect(down.data.map((row) => row.account_name).sort()).toEqual(['feegiven1', 'feestanding1']);
    expect(down.pagination.total).toBe(2);
    expect(down.totals).toMatchObject({ workers: { stable: 1, unavailable: 1, off: 1, total: 3 }, balance: 700 });
    // Who does not read payments gets no balance in the sums either.
    expect((await list(hubViewer.id, 'workers_down=true')).totals).not.toHaveProperty('balance');
    expect((await call(hubOwner.id, 'GET', `/operators/${ids.hub}/miners?workers_down=yes`)).statusCode).toBe(400);
  });

  it('sorts by the workers: the customers with workers down first, then by workers up', async () => {
    // feegiven1: 1 down, 1 up; feestanding1: 1 down; alpha1: 1 up; the others have none.
    const down = (await list(hubOwner.id, 'sort=workers&order=desc&per_page=3')).data;
    expect(down.map((row) => row.account_name)).toEqual(['feegiven1', 'feestanding1', 'alpha1']);
    const up = (await list(hubOwner.id, 'sort=workers&order=asc')).data.map((row) => row.account_name);
    expect(up.slice(-3)).toEqual(['alpha1', 'feestanding1', 'feegiven1']);
    // Pages of the whole order neither repeat nor skip a customer.
    const total = (await list(hubOwner.id, 'per_page=1')).pagination.total;
    const paged = [];
    for (let page = 1; page <= Math.ceil(total / 2); page++) {
      paged.push(...(await list(hubOwner.id, `sort=workers&order=desc&per_page=2&page=${page}`)).data);
    }
    expect(new Set(paged.map((row) => row.id)).size).toBe(total);
  });

  it('exports the table as it is filtered and sorted, as CSV and XLSX, the money columns only for who sees them', async () => {
    const file = await call(
      hubOwner.id,
      'GET',
      `/operators/${ids.hub}/miners/export?workers_down=true&sort=workers&order=desc`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="customers-Hub-2026-11-21.csv"');
    const [header, ...lines] = file.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'Account,Title,Sub-account of,Hashrate 15 min (TH/s),Hashrate 24 hours (TH/s),Workers stable,Workers unavailable,Workers off,Balance (BTC),Operator fee (%),Created (UTC)',
    );
    // The creation time is the database's clock: only its form is known.
    const created = /,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(lines.map((line) => line.replace(created, ''))).toEqual([
      'feegiven1,,,0.000,0.000,1,1,0,0.00000700,0',
      'feestanding1,,,0.000,0.000,0,0,1,0.00000000,0',
    ]);
    // Who does not read payments gets the file without the balance and the fee.
    const viewer = await call(hubViewer.id, 'GET', `/operators/${ids.hub}/miners/export?workers_down=true`);
    expect(viewer.body.split('\r\n')[0]).toBe(
      'Account,Title,Sub-account of,Hashrate 15 min (TH/s),Hashrate 24 hours (TH/s),Workers stable,Workers unavailable,Workers off,Created (UTC)',
    );
    const xlsx = await call(hubOwner.id, 'GET', `/operators/${ids.hub}/miners/export?workers_down=true&format=xlsx`);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="customers-Hub-2026-11-21.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('Customers')!.getSheetValues().slice(2);
    expect(rows.map((row) => (row as unknown[]).slice(1, 10))).toEqual([
      ['feegiven1', undefined, undefined, 0, 0, 1, 1, 0, 0.000007],
      ['feestanding1', undefined, undefined, 0, 0, 0, 0, 1, 0],
    ]);
    expect((await call(hubOwner.id, 'GET', `/operators/${ids.hub}/miners/export?format=pdf`)).statusCode).toBe(400);
    expect((await call(otherHubOwner.id, 'GET', `/operators/${ids.hub}/miners/export`)).statusCode).toBe(403);
  });
});
