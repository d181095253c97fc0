import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  poolUsersResponseSchema,
  userDeletionRequestSchema,
  userDetailSchema,
  userInvitationsResponseSchema,
  userPermissionsResponseSchema,
  userSessionsResponseSchema,
} from '@pool/contract';
import type { Mailer } from '../../mail/mailer.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';

/**
 * Pool staff's user administration on a real database with the TestIdentity: the list with
 * its search, filters, sort and pages; the person, permissions, sessions, invitations and
 * removal request; revoking a session, resetting a second factor and deleting a user, each
 * written to the audit log; who may do it; the refusals.
 */

const now = new Date('2026-11-20T12:00:00.000Z');
const sent: Parameters<Mailer['send']>[0][] = [];
const identity = new TestIdentity();
const user = (n: number, name: string, extra: Partial<Parameters<TestIdentity['add']>[0]> = {}) =>
  identity.add({
    id: `00000000-0000-4000-8000-0000000003${n.toString(16).padStart(2, '0')}`,
    email: `${name}@example.com`,
    ...extra,
  });
const poolOwner = user(1, 'pool-owner');
const poolViewer = user(2, 'pool-viewer');
const otherPoolAdmin = user(3, 'other-pool-admin');
const platformOwner = user(4, 'platform-owner');
const alice = user(5, 'alice', { credentials: { password: true, totp: true, lookup_secret: true, webauthn: false } });
const bob = user(6, 'bob', { verified: false });
const carol = user(7, 'carol');
const stranger = user(8, 'stranger');

const testApp = useTestApp(identity, {
  clock: () => now,
  mailer: { send: async (message) => void sent.push(message) },
});
const call = testApp.call;
const ids = { pool: '', otherPool: '', hub: '', aliceMiner: '', bobMiner: '', shared: '', poolRun: '' };
const sessionId = (n: number) => `00000000-0000-4000-8000-00000000a${n.toString().padStart(3, '0')}`;

beforeAll(async () => {
  const { pool } = testApp.database;
  const one = async (text: string, values: unknown[] = []) =>
    (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
  ids.pool = await one('SELECT id FROM pools WHERE is_current');
  ids.otherPool = await one("INSERT INTO pools (name, is_current) VALUES ('Other', false) RETURNING id");
  ids.hub = await one("INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Hub', 'hub') RETURNING id", [
    ids.pool,
  ]);
  const miner = (name: string) =>
    one('INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, $2) RETURNING id', [ids.pool, name]);
  ids.aliceMiner = await miner('alice_rigs');
  ids.bobMiner = await miner('bob_rigs');
  ids.shared = await miner('shared_rigs');
  // An account the pool runs itself, with no owner of its own.
  ids.poolRun = await miner('pool_rigs');
  const grant = (userId: string, column: string, target: string | null, type: string, role: string) =>
    pool.query(`INSERT INTO permissions (identity_id, type, ${column}, role) VALUES ($1, $2, $3, $4)`, [
      userId,
      type,
      target,
      role,
    ]);
  await grant(poolOwner.id, 'pool_id', ids.pool, 'pool', 'owner');
  await grant(poolViewer.id, 'pool_id', ids.pool, 'pool', 'viewer');
  await grant(otherPoolAdmin.id, 'pool_id', ids.otherPool, 'pool', 'admin');
  await grant(platformOwner.id, 'pool_id', null, 'platform', 'owner');
  await grant(alice.id, 'miner_id', ids.aliceMiner, 'miner', 'owner');
  await grant(alice.id, 'miner_id', ids.shared, 'miner', 'owner');
  await grant(carol.id, 'miner_id', ids.shared, 'miner', 'owner');
  await grant(bob.id, 'miner_id', ids.bobMiner, 'miner', 'owner');
  await grant(bob.id, 'operator_id', ids.hub, 'operator', 'owner');
  await pool.query(
    "INSERT INTO account_deletion_requests (identity_id, miner_id, requested_at) VALUES ($1, $2, '2026-11-19T10:00:00Z')",
    [alice.id, ids.aliceMiner],
  );
  await pool.query(
    `INSERT INTO invites (code, email, type, miner_id, role, expires_at, created_at)
     VALUES ('alice-invitation-code-0123456789abcdef', 'Alice@example.com', 'miner', $1, 'viewer', '2026-11-27T00:00:00Z', '2026-11-20T00:00:00Z')`,
    [ids.bobMiner],
  );
  const session = (n: number, userId: string, authenticatedAt: string) =>
    identity.sessions.set(sessionId(n), {
      id: sessionId(n),
      identity_id: userId,
      active: true,
      aal: 'aal2',
      authenticated_at: new Date(authenticatedAt),
      expires_at: new Date('2026-12-20T00:00:00Z'),
      ip_address: '198.51.100.7',
      user_agent: 'Firefox on Linux',
    });
  session(1, alice.id, '2026-11-20T08:00:00Z');
  session(2, alice.id, '2026-11-18T08:00:00Z');
  session(3, carol.id, '2026-11-10T08:00:00Z');
  session(4, otherPoolAdmin.id, '2026-11-10T08:00:00Z');
});

const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
const list = async (userId: string, query = '') => {
  const response = await call(userId, 'GET', `/pools/${ids.pool}/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return poolUsersResponseSchema.parse(response.json());
};
const emails = (page: { data: { email: string }[] }) => page.data.map((row) => row.email);

describe('the pool users list', () => {
  it('lists everyone with access to the pool, with their methods and last sign-in, searched, filtered, sorted and paged', async () => {
    const all = await list(poolViewer.id);
    expect(emails(all)).toEqual([
      'alice@example.com',
      'bob@example.com',
      'carol@example.com',
      'pool-owner@example.com',
      'pool-viewer@example.com',
    ]);
    expect(all.data[0]).toEqual({
      id: alice.id,
      email: 'alice@example.com',
      verified: true,
      second_factor: true,
      permission_types: ['miner'],
      accounts: ['alice_rigs', 'shared_rigs'],
      created_at: '2026-01-01T00:00:00.000Z',
      last_sign_in_at: '2026-11-20T08:00:00.000Z',
    });
    expect(emails(await list(poolViewer.id, '?search=SHARED'))).toEqual(['alice@example.com', 'carol@example.com']);
    expect(emails(await list(poolViewer.id, '?type=operator'))).toEqual(['bob@example.com']);
    expect(emails(await list(poolViewer.id, '?second_factor=true'))).toEqual(['alice@example.com']);
    expect(emails(await list(poolViewer.id, '?verified=false'))).toEqual(['bob@example.com']);
    const bySignIn = await list(poolViewer.id, '?sort=last_sign_in_at&order=desc&per_page=2&page=1');
    expect(emails(bySignIn)).toEqual(['alice@example.com', 'carol@example.com']);
    expect(bySignIn.pagination).toEqual({ page: 1, per_page: 2, total: 5 });
  });

  it('is for the pool staff and the platform only', async () => {
    expect((await call(otherPoolAdmin.id, 'GET', `/pools/${ids.pool}/users`)).statusCode).toBe(403);
    expect((await call(alice.id, 'GET', `/pools/${ids.pool}/users`)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', `/pools/${ids.pool}/users`)).statusCode).toBe(401);
    expect((await list(platformOwner.id)).pagination.total).toBe(5);
  });
});

describe('one user', () => {
  it('shows the person, their permissions, sessions, invitations and removal request', async () => {
    const detail = userDetailSchema.parse((await call(poolViewer.id, 'GET', `/users/${alice.id}`)).json());
    expect(detail).toMatchObject({
      email: 'alice@example.com',
      verified: true,
      second_factor_methods: ['totp', 'lookup_secret'],
      last_seen_at: '2026-11-20T08:00:00.000Z',
      can_manage: false,
    });
    const permissions = userPermissionsResponseSchema.parse(
      (await call(poolViewer.id, 'GET', `/users/${alice.id}/permissions`)).json(),
    );
    expect(permissions.data.map((row) => [row.type, row.account_name, row.role])).toEqual([
      ['miner', 'alice_rigs', 'owner'],
      ['miner', 'shared_rigs', 'owner'],
    ]);
    const sessions = userSessionsResponseSchema.parse(
      (await call(poolViewer.id, 'GET', `/users/${alice.id}/sessions`)).json(),
    );
    expect(sessions.data.map((row) => [row.id, row.user_agent, row.ip_address])).toEqual([
      [sessionId(1), 'Firefox on Linux', '198.51.100.7'],
      [sessionId(2), 'Firefox on Linux', '198.51.100.7'],
    ]);
    const invites = userInvitationsResponseSchema.parse(
      (await call(poolViewer.id, 'GET', `/users/${alice.id}/invites`)).json(),
    );
    expect(invites.data.map((row) => [row.account_name, row.role, row.accepted_at])).toEqual([
      ['bob_rigs', 'viewer', null],
    ]);
    const request = userDeletionRequestSchema.parse(
      (await call(poolViewer.id, 'GET', `/users/${alice.id}/deletion-request`)).json(),
    );
    expect(request.request).toMatchObject({ account_name: 'alice_rigs', status: 'open' });
  });

  it('is hidden from staff of other pools and from users', async () => {
    for (const path of ['', '/permissions', '/sessions', '/invites', '/deletion-request']) {
      expect((await call(otherPoolAdmin.id, 'GET', `/users/${alice.id}${path}`)).statusCode).toBe(403);
      expect((await call(carol.id, 'GET', `/users/${alice.id}${path}`)).statusCode).toBe(403);
    }
    expect((await call(poolOwner.id, 'GET', `/users/${stranger.id}`)).statusCode).toBe(403);
    expect((await call(platformOwner.id, 'GET', '/users/00000000-0000-4000-8000-00000000ffff')).statusCode).toBe(404);
  });
});

describe('staff actions', () => {
  it('revokes a session of a pool user (not of another pool), and writes it to the audit log', async () => {
    expect((await call(poolViewer.id, 'DELETE', `/pools/${ids.pool}/sessions/${sessionId(2)}`)).statusCode).toBe(403);
    expect((await call(poolOwner.id, 'DELETE', `/pools/${ids.pool}/sessions/${sessionId(4)}`)).statusCode).toBe(404);
    expect(identity.sessions.get(sessionId(4))!.active).toBe(true);
    const revoked = await call(poolOwner.id, 'DELETE', `/pools/${ids.pool}/sessions/${sessionId(2)}`);
    expect(revoked.statusCode).toBe(204);
    expect(identity.sessions.get(sessionId(2))!.active).toBe(false);
    const detail = userDetailSchema.parse((await call(poolOwner.id, 'GET', `/users/${alice.id}`)).json());
    expect(detail.can_manage).toBe(true);
    expect(detail.audit_log).toEqual([
      {
        action: 'session_revoked',
        actor_email: 'pool-owner@example.com',
        details: { user_agent: 'Firefox on Linux', ip_address: '198.51.100.7' },
        created_at: now.toISOString(),
      },
    ]);
  });

  it('resets the second factor after a confirmation naming the user: methods gone, sessions aal1, an e-mail', async () => {
    const wrong = await call(poolOwner.id, 'POST', `/users/${alice.id}/2fa/reset`, { email: 'carol@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual([{ name: 'email', code: 'confirmation_mismatch' }]);
    expect(alice.credentials.totp).toBe(true);
    expect((await call(poolViewer.id, 'POST', `/users/${alice.id}/2fa/reset`, { email: alice.email })).statusCode).toBe(
      403,
    );
    const reset = await call(poolOwner.id, 'POST', `/users/${alice.id}/2fa/reset`, { email: 'ALICE@example.com' });
    expect(reset.statusCode).toBe(204);
    expect(alice.credentials).toEqual({ password: true, totp: false, lookup_secret: false, webauthn: false });
    expect(identity.sessions.get(sessionId(1))!.aal).toBe('aal1');
    expect(sent.at(-1)).toMatchObject({ to: 'alice@example.com', subject: 'Your two-factor authentication was reset' });
    const detail = userDetailSchema.parse((await call(poolOwner.id, 'GET', `/users/${alice.id}`)).json());
    expect(detail.audit_log[0]).toMatchObject({
      action: 'second_factor_reset',
      details: { methods: 'totp, lookup_secret' },
    });
  });

  it('invites the user to an account of the pool, and lists the invitation', async () => {
    const invited = await call(poolOwner.id, 'POST', `/users/${carol.id}/invites`, {
      kind: 'miner',
      account_id: ids.poolRun,
      role: 'viewer',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(sent.at(-1)!.to).toBe('carol@example.com');
    const invites = userInvitationsResponseSchema.parse(
      (await call(poolOwner.id, 'GET', `/users/${carol.id}/invites`)).json(),
    );
    expect(invites.data.map((row) => row.account_name)).toEqual(['pool_rigs']);
    // Bob's account has an owner of its own: only its own people invite into it.
    const intoOwned = await call(poolOwner.id, 'POST', `/users/${carol.id}/invites`, {
      kind: 'miner',
      account_id: ids.bobMiner,
      role: 'viewer',
    });
    expect(intoOwned.statusCode).toBe(403);
  });

  it('refuses deleting oneself and the last owner of an operator; nothing is written', async () => {
    const self = await call(poolOwner.id, 'DELETE', `/users/${poolOwner.id}?email=pool-owner@example.com`);
    expect(self.statusCode).toBe(409);
    expect(errorOf(self).code).toBe('own_account');
    const lastOwner = await call(poolOwner.id, 'DELETE', `/users/${bob.id}?email=bob@example.com`);
    expect(lastOwner.statusCode).toBe(409);
    expect(errorOf(lastOwner)).toMatchObject({ code: 'last_owner', fields: [{ name: 'email', account: 'Hub' }] });
    expect(identity.users.has(bob.id)).toBe(true);
    const { rows } = await testApp.database.pool.query('SELECT id FROM permissions WHERE identity_id = $1', [bob.id]);
    expect(rows).toHaveLength(2);
  });

  it('deletes a user: identity gone, the accounts they alone own closed, their removal request done', async () => {
    const deleted = await call(poolOwner.id, 'DELETE', `/users/${alice.id}?email=alice@example.com`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(identity.users.has(alice.id)).toBe(false);
    const { rows } = await testApp.database.pool.query<{ account_name: string; closed: boolean }>(
      'SELECT account_name, deleted_at IS NOT NULL AS closed FROM miner_accounts WHERE id = ANY($1) ORDER BY account_name',
      [[ids.aliceMiner, ids.shared]],
    );
    // shared_rigs has another owner: it stays open.
    expect(rows).toEqual([
      { account_name: 'alice_rigs', closed: true },
      { account_name: 'shared_rigs', closed: false },
    ]);
    const { rows: requests } = await testApp.database.pool.query(
      'SELECT status FROM account_deletion_requests WHERE identity_id = $1',
      [alice.id],
    );
    expect(requests).toEqual([{ status: 'done' }]);
    const { rows: audit } = await testApp.database.pool.query(
      'SELECT action, details FROM staff_audit_log WHERE subject_id = $1 ORDER BY id DESC LIMIT 1',
      [alice.id],
    );
    expect(audit).toEqual([{ action: 'user_deleted', details: { closed: 'alice_rigs' } }]);
    expect(emails(await list(poolOwner.id))).not.toContain('alice@example.com');
  });
});
