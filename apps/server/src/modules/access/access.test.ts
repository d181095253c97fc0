import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accessInvitationSchema,
  accessListResponseSchema,
  errorResponseSchema,
  invitationOfferSchema,
  type AccessListResponse,
  type AccessRole,
} from '@pool/contract';
import type { Mailer } from '../../mail/mailer.js';
import { grantPermission } from '../../test/database.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';

let now = new Date('2026-11-20T12:00:00.000Z');
const identity = new TestIdentity();
const user = (n: number, email: string) =>
  identity.add({ id: `00000000-0000-4000-8000-0000000001${n.toString(16).padStart(2, '0')}`, email });
const owner = user(1, 'owner@example.com');
const admin = user(2, 'admin@example.com');
const viewer = user(3, 'viewer@example.com');
const stranger = user(4, 'stranger@example.com');
const hubOwner = user(5, 'hub@example.com');
const newcomer = user(6, 'Newcomer@Example.com');
const secondOwner = user(7, 'second-owner@example.com');
const subOwner = user(8, 'sub-owner@example.com');

const sent: { to: string; subject: string; text: string }[] = [];
const mailer: Mailer = { send: async (message) => void sent.push(message) };
const testApp = useTestApp(identity, { clock: () => now, mailer });
const call = testApp.call;
const unknown = '00000000-0000-4000-8000-00000000ffff';
const ids = { pool: '', operator: '', miner: '', customer: '', sub: '', hubRun: '' };

const access = (minerId = ids.miner) => `/miners/${minerId}/access`;
const listOf = async (userId: string, path = access()) => {
  const response = await call(userId, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return accessListResponseSchema.parse(response.json());
};
const memberOf = (list: AccessListResponse, userId: string) =>
  list.data.find((member) => member.identity_id === userId)!;
const errorOf = (response: { json: () => unknown }) => errorResponseSchema.parse(response.json()).error;

beforeAll(async () => {
  const { pool } = testApp.database;
  const one = async (text: string, values: unknown[]) => (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
  ids.pool = await one('SELECT id FROM pools WHERE is_current', []);
  ids.operator = await one("INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Hub', 'hub') RETURNING id", [
    ids.pool,
  ]);
  const account = (name: string, operatorId: string | null = null, parentId: string | null = null) =>
    one(
      'INSERT INTO miner_accounts (pool_id, operator_id, parent_id, account_name) VALUES ($1, $2, $3, $4) RETURNING id',
      [ids.pool, operatorId, parentId, name],
    );
  ids.miner = await account('family');
  ids.customer = await account('customer', ids.operator);
  ids.sub = await account('family_sub', null, ids.miner);
  // A customer the operator runs itself: no owner of its own.
  ids.hubRun = await account('hubrun', ids.operator);
  await grantPermission(pool, owner.id, 'miner', ids.miner, 'owner');
  await grantPermission(pool, admin.id, 'miner', ids.miner, 'admin');
  await grantPermission(pool, viewer.id, 'miner', ids.miner, 'viewer');
  await grantPermission(pool, hubOwner.id, 'operator', ids.operator, 'owner');
  await grantPermission(pool, owner.id, 'miner', ids.customer, 'owner');
});
beforeEach(() => {
  sent.length = 0;
});

describe('the access list', () => {
  it('lists the members, strongest role first, with their e-mail, and says what the caller may do', async () => {
    const list = await listOf(owner.id);
    expect(list.data.map((member) => [member.email, member.role, member.is_you])).toEqual([
      ['owner@example.com', 'owner', true],
      ['admin@example.com', 'admin', false],
      ['viewer@example.com', 'viewer', false],
    ]);
    expect(list.pagination).toEqual({ page: 1, per_page: 50, total: 3 });
    expect(list.you).toEqual({ can_manage: true, can_manage_owners: true });
    expect((await listOf(admin.id)).you).toEqual({ can_manage: true, can_manage_owners: false });
  });

  it('is closed to roles without the access-control page, strangers, watchers and unknown accounts', async () => {
    expect((await call(viewer.id, 'GET', access())).statusCode).toBe(403);
    const refused = await call(stranger.id, 'GET', access());
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('owner@example.com');
    expect((await call(undefined, 'GET', access())).statusCode).toBe(401);
    expect((await call(owner.id, 'GET', access(unknown))).statusCode).toBe(404);
    // A sub-account's list is open to the parent's owner; an operator reads its customer's,
    // and manages it only while the customer has no owner of its own.
    expect((await call(owner.id, 'GET', access(ids.sub))).statusCode).toBe(200);
    expect((await listOf(hubOwner.id, access(ids.customer))).you.can_manage).toBe(false);
    expect((await listOf(hubOwner.id, access(ids.hubRun))).you).toEqual({ can_manage: true, can_manage_owners: true });
    expect((await listOf(hubOwner.id, `/operators/${ids.operator}/access`)).data).toHaveLength(1);
  });
});

describe('inviting', () => {
  it('sends a single-use invitation for 7 days with a link to /invitation, and lists it', async () => {
    const response = await call(owner.id, 'POST', access(), {
      email: 'newcomer@example.com',
      role: 'viewer',
      sections: ['section_workers_read'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const invitation = accessInvitationSchema.parse(response.json());
    expect(invitation).toMatchObject({ role: 'viewer', invited_by: 'owner@example.com', expired: false });
    expect(new Date(invitation.expires_at).getTime() - now.getTime()).toBe(7 * 86_400_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('newcomer@example.com');
    expect(sent[0]!.text).toMatch(/\/invitation\?code=[\w-]{32}/);
    expect((await listOf(owner.id)).invitations.map((item) => item.email)).toEqual(['newcomer@example.com']);
  });

  it('sends the same invitation anew (one open invitation per address, also when raced)', async () => {
    const results = await Promise.all(
      ['NEWCOMER@example.com', 'newcomer@example.com', 'newcomer@EXAMPLE.com'].map((email) =>
        call(owner.id, 'POST', access(), { email, role: 'accountant' }),
      ),
    );
    expect(results.map((result) => result.statusCode)).toEqual([201, 201, 201]);
    const open = (await listOf(owner.id)).invitations;
    expect(open).toHaveLength(1);
    expect(open[0]!.role).toBe('accountant');
  });

  it('refuses an address that already has access with 409, and bad input with field errors', async () => {
    const taken = await call(owner.id, 'POST', access(), { email: 'Admin@Example.com', role: 'viewer' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('access_already_granted');
    const bad = await call(owner.id, 'POST', access(), { email: 'not-an-address', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(
      errorOf(bad)
        .fields?.map((field) => field.name)
        .sort(),
    ).toEqual(['body.email', 'body.role']);
    expect(sent).toHaveLength(0);
  });

  it('lets only an owner offer the owner role; viewers and strangers invite nobody', async () => {
    const byAdmin = await call(admin.id, 'POST', access(), { email: 'x@example.com', role: 'owner' });
    expect(byAdmin.statusCode).toBe(403);
    expect(errorOf(byAdmin).code).toBe('owner_role_reserved');
    expect((await call(viewer.id, 'POST', access(), { email: 'x@example.com', role: 'viewer' })).statusCode).toBe(403);
    expect((await call(stranger.id, 'POST', access(), { email: 'x@example.com', role: 'viewer' })).statusCode).toBe(
      403,
    );
    expect(sent).toHaveLength(0);
  });
});

describe('the invitation page and accepting', () => {
  let code = '';
  it('shows the offer to the invited address only, then grants it once', async () => {
    await call(owner.id, 'POST', access(), { email: 'newcomer@example.com', role: 'viewer', sections: [] });
    code = /code=([\w-]+)/.exec(sent[0]!.text)![1]!;
    const offer = invitationOfferSchema.parse((await call(newcomer.id, 'GET', `/invites/${code}`)).json());
    expect(offer).toMatchObject({
      status: 'open',
      account_kind: 'miner',
      account_name: 'family',
      role: 'viewer',
      invited_by: 'owner@example.com',
    });
    expect((await call(stranger.id, 'GET', `/invites/${code}`)).json()).toEqual({ status: 'foreign' });
    expect((await call(stranger.id, 'POST', '/invites/accept', { code })).statusCode).toBe(404);
    const accepted = await call(newcomer.id, 'POST', '/invites/accept', { code });
    expect(accepted.statusCode).toBe(200);
    expect((await call(newcomer.id, 'GET', `/invites/${code}`)).json()).toEqual({ status: 'accepted' });
    expect((await call(newcomer.id, 'GET', `/miners/${ids.miner}/workers`)).statusCode).toBe(200);
    expect((await call(newcomer.id, 'GET', `/miners/${ids.miner}/payments`)).statusCode).toBe(403);
    expect((await listOf(owner.id)).invitations).toEqual([]);
  });

  it('says an invitation expired, and an unknown code is 404', async () => {
    await call(owner.id, 'POST', access(), { email: 'second-owner@example.com', role: 'owner' });
    const late = /code=([\w-]+)/.exec(sent[0]!.text)![1]!;
    now = new Date(now.getTime() + 8 * 86_400_000);
    try {
      expect((await call(secondOwner.id, 'GET', `/invites/${late}`)).json()).toEqual({ status: 'expired' });
      expect((await listOf(owner.id)).invitations[0]!.expired).toBe(true);
      expect((await call(secondOwner.id, 'POST', '/invites/accept', { code: late })).statusCode).toBe(404);
    } finally {
      now = new Date(now.getTime() - 8 * 86_400_000);
    }
    expect((await call(secondOwner.id, 'GET', `/invites/${'x'.repeat(32)}`)).statusCode).toBe(404);
    const revoke = (await listOf(owner.id)).invitations[0]!.invitation_id;
    expect((await call(owner.id, 'DELETE', `${access()}?invitation_id=${revoke}`)).statusCode).toBe(204);
    expect((await call(secondOwner.id, 'GET', `/invites/${late}`)).statusCode).toBe(404);
  });
});

describe('changing and revoking', () => {
  it('changes a role and sections; the member sees the change at once', async () => {
    const member = memberOf(await listOf(owner.id), newcomer.id);
    const changed = await call(owner.id, 'PUT', access(), {
      permission_id: member.permission_id,
      role: 'accountant',
      sections: [],
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await call(newcomer.id, 'GET', `/miners/${ids.miner}/payments`)).statusCode).toBe(200);
    expect((await call(newcomer.id, 'GET', `/miners/${ids.miner}/workers`)).statusCode).toBe(403);
  });

  it('refuses one’s own access, the owner role to admins, and the last owner', async () => {
    const list = await listOf(owner.id);
    const own = await call(admin.id, 'PUT', access(), {
      permission_id: memberOf(list, admin.id).permission_id,
      role: 'owner',
      sections: [],
    });
    expect(errorOf(own).code).toBe('own_access');
    const ownerRow = memberOf(list, owner.id).permission_id;
    const byAdmin = await call(admin.id, 'DELETE', `${access()}?permission_id=${ownerRow}`);
    expect([byAdmin.statusCode, errorOf(byAdmin).code]).toEqual([403, 'owner_role_reserved']);
    const promote = await call(admin.id, 'PUT', access(), {
      permission_id: memberOf(list, viewer.id).permission_id,
      role: 'owner',
      sections: [],
    });
    expect(errorOf(promote).code).toBe('owner_role_reserved');
    // The parent's owner acts as an owner on a sub-account: the sub-account's last owner stays.
    await grantPermission(testApp.database.pool, subOwner.id, 'miner', ids.sub, 'owner');
    const onlyOwner = memberOf(await listOf(owner.id, access(ids.sub)), subOwner.id).permission_id;
    const last = await call(owner.id, 'DELETE', `${access(ids.sub)}?permission_id=${onlyOwner}`);
    expect([last.statusCode, errorOf(last).code]).toEqual([409, 'last_owner']);
    const missing = await call(owner.id, 'DELETE', `${access()}?permission_id=${unknown}`);
    expect(missing.statusCode).toBe(404);
  });

  it('keeps an owner when two owners are demoted at once', async () => {
    const { pool } = testApp.database;
    await grantPermission(pool, secondOwner.id, 'miner', ids.sub, 'owner');
    const list = await listOf(owner.id, access(ids.sub));
    const results = await Promise.all(
      [subOwner.id, secondOwner.id].map((memberId) =>
        call(owner.id, 'PUT', access(ids.sub), {
          permission_id: memberOf(list, memberId).permission_id,
          role: 'viewer',
          sections: [],
        }),
      ),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([204, 409]);
    const owners = (await listOf(owner.id, access(ids.sub))).data.filter((member) => member.role === 'owner');
    expect(owners).toHaveLength(1);
  });

  it('revokes a member: the account leaves their permissions', async () => {
    const member = memberOf(await listOf(owner.id), newcomer.id);
    expect((await call(owner.id, 'DELETE', `${access()}?permission_id=${member.permission_id}`)).statusCode).toBe(204);
    expect((await call(newcomer.id, 'GET', `/miners/${ids.miner}/payments`)).statusCode).toBe(403);
    const permissions = (await call(newcomer.id, 'GET', '/identity')).json<{ permissions: { account_id: string }[] }>();
    expect(permissions.permissions.map((permission) => permission.account_id)).not.toContain(ids.miner);
  });

  it('asks for a fresh second factor when the manager has one', async () => {
    owner.credentials.totp = true;
    try {
      const response = await call(owner.id, 'POST', access(), { email: 'late@example.com', role: 'viewer' });
      expect([response.statusCode, errorOf(response).code]).toEqual([403, 'mfa_required']);
      owner.secondFactorAge = 30;
      expect((await call(owner.id, 'POST', access(), { email: 'late@example.com', role: 'viewer' })).statusCode).toBe(
        201,
      );
    } finally {
      owner.credentials.totp = false;
      owner.secondFactorAge = undefined;
    }
  });
});

describe('any sequence of grants, changes, revocations and acceptances', () => {
  it('keeps at least one owner and never lets anyone raise their own role', async () => {
    const { pool } = testApp.database;
    const people = [owner, admin, viewer, newcomer, secondOwner];
    const roles: AccessRole[] = ['owner', 'admin', 'treasurer', 'accountant', 'viewer'];
    const step = fc.record({
      actor: fc.constantFrom(...people),
      target: fc.constantFrom(...people),
      action: fc.constantFrom('change', 'revoke', 'invite', 'accept'),
      role: fc.constantFrom(...roles),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const account = (
          await pool.query<{ id: string }>(
            "INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'p' || substr(md5(random()::text), 1, 12)) RETURNING id",
            [ids.pool],
          )
        ).rows[0]!.id;
        await grantPermission(pool, owner.id, 'miner', account, 'owner');
        const path = access(account);
        const rolesNow = async () =>
          new Map(
            (
              await pool.query<{ identity_id: string; role: AccessRole }>(
                "SELECT identity_id, role FROM permissions WHERE type = 'miner' AND miner_id = $1",
                [account],
              )
            ).rows.map((row) => [row.identity_id, row.role]),
          );
        for (const { actor, target, action, role } of steps) {
          const before = await rolesNow();
          const list = (await call(owner.id, 'GET', path)).json<AccessListResponse>();
          const member = list.data.find((item) => item.identity_id === target.id);
          if (action === 'invite') {
            sent.length = 0;
            await call(actor.id, 'POST', path, { email: target.email, role });
          } else if (action === 'accept') {
            const code = /code=([\w-]+)/.exec(sent.find((mail) => mail.to === target.email)?.text ?? '')?.[1];
            if (code) await call(target.id, 'POST', '/invites/accept', { code });
          } else if (member && action === 'change') {
            await call(actor.id, 'PUT', path, { permission_id: member.permission_id, role, sections: [] });
          } else if (member) {
            await call(actor.id, 'DELETE', `${path}?permission_id=${member.permission_id}`);
          }
          const after = await rolesNow();
          expect([...after.values()].filter((value) => value === 'owner').length).toBeGreaterThanOrEqual(1);
          // Nobody's own role changed by their own request (an accepted invitation is not a change).
          if (action === 'change' || action === 'revoke') {
            expect(after.get(actor.id)).toBe(before.get(actor.id));
          }
        }
      }),
      { numRuns: 25, seed: 9 },
    );
  });
});
