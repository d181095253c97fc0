import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, feeSchema, feesResponseSchema, watcherHeaderName } from '@pool/contract';
import { useTestApp } from '../../test/test-app.js';
import { freshSecondFactor, TestIdentity } from '../../test/test-identity.js';

let now = new Date('2026-11-20T12:00:00.000Z');
const clock = () => now;

const identity = new TestIdentity();
// Everyone proved a second factor a moment ago: fee changes need one of staff.
const user = (n: number, email: string) =>
  identity.add({
    id: `00000000-0000-4000-8000-0000000000${n.toString(16).padStart(2, '0')}`,
    email,
    ...structuredClone(freshSecondFactor),
  });
const owner = user(1, 'owner@example.com');
const stranger = user(2, 'stranger@example.com');
const minerViewer = user(3, 'viewer@example.com');
const poolAdmin = user(4, 'admin@example.com');
const poolViewer = user(5, 'pool-viewer@example.com');
const platform = user(6, 'platform@example.com');
const hubOwner = user(7, 'hub@example.com');
const hubViewer = user(8, 'hub-viewer@example.com');
const hubAccountant = user(9, 'hub-books@example.com');

const testApp = useTestApp(identity, { clock });
const call = testApp.call;
const unknown = '00000000-0000-4000-8000-00000000ffff';
const ids = { pool: '', operator: '', direct: '', customer: '', other: '', created: '' };

beforeAll(async () => {
  const { pool } = testApp.database;
  const one = async (text: string, values: unknown[]) => (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
  ids.pool = await one('SELECT id FROM pools WHERE is_current', []);
  ids.operator = await one("INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Hub', 'hub') RETURNING id", [
    ids.pool,
  ]);
  const account = (name: string, operatorId: string | null = null) =>
    one(
      "INSERT INTO miner_accounts (pool_id, operator_id, account_name, created_at) VALUES ($1, $2, $3, '2026-11-02T08:00:00Z') RETURNING id",
      [ids.pool, operatorId, name],
    );
  ids.direct = await account('direct');
  ids.customer = await account('customer', ids.operator);
  ids.other = await account('other');
  const grant = (userId: string, type: string, target: string | null, role = 'owner') =>
    pool.query(
      `INSERT INTO permissions (identity_id, type, pool_id, operator_id, miner_id, role) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        userId,
        type,
        type === 'pool' ? target : null,
        type === 'operator' ? target : null,
        type === 'miner' ? target : null,
        role,
      ],
    );
  await grant(owner.id, 'miner', ids.direct);
  await grant(stranger.id, 'miner', ids.other);
  await grant(minerViewer.id, 'miner', ids.direct, 'viewer');
  await grant(poolAdmin.id, 'pool', ids.pool, 'admin');
  await grant(poolViewer.id, 'pool', ids.pool, 'viewer');
  await grant(platform.id, 'platform', null, 'admin');
  await grant(hubOwner.id, 'operator', ids.operator);
  await grant(hubViewer.id, 'operator', ids.operator, 'viewer');
  await grant(hubAccountant.id, 'operator', ids.operator, 'accountant');
  await pool.query(
    "INSERT INTO watchers (token, miner_id, created_by, sections) VALUES ('watcher-token-0123456789', $1, $2, ARRAY['section_payments_read'])",
    [ids.direct, owner.id],
  );
});

const poolFees = (minerId: string) => `/miners/${minerId}/fees`;
const operatorFees = (operatorId: string, minerId: string) => `/operators/${operatorId}/miners/${minerId}/fees`;

function errorOf(response: { json(): unknown }) {
  return errorResponseSchema.parse(response.json()).error;
}

describe('pool fee schedule', () => {
  it('starts at the advertised 0.9 % from the account’s first day', async () => {
    const list = await call(owner.id, 'GET', poolFees(ids.direct));
    expect(list.statusCode).toBe(200);
    expect(feesResponseSchema.parse(list.json()).data).toEqual([
      { percent: '0.9', start_date: '2026-11-02', end_date: null, comment: null },
    ]);
    const current = await call(owner.id, 'GET', `${poolFees(ids.direct)}/current`);
    expect(feeSchema.parse(current.json())).toMatchObject({ percent: '0.9', end_date: null });
  });

  it('is set by the pool’s owners and admins from 00:00 UTC tomorrow; a second change that day replaces the first', async () => {
    const first = await call(poolAdmin.id, 'POST', poolFees(ids.direct), { percent: '1.5' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ percent: '1.5', start_date: '2026-11-21', end_date: null, comment: null });
    const second = await call(poolAdmin.id, 'POST', poolFees(ids.direct), { percent: '1.20', comment: ' loyal ' });
    expect(second.json()).toEqual({ percent: '1.2', start_date: '2026-11-21', end_date: null, comment: 'loyal' });

    const list = feesResponseSchema.parse((await call(owner.id, 'GET', poolFees(ids.direct))).json()).data;
    expect(list).toEqual([
      { percent: '1.2', start_date: '2026-11-21', end_date: null, comment: 'loyal' },
      { percent: '0.9', start_date: '2026-11-02', end_date: '2026-11-21', comment: null },
    ]);
    // Today is still charged the old fee; the new one is in force from tomorrow.
    expect((await call(owner.id, 'GET', `${poolFees(ids.direct)}/current`)).json()).toMatchObject({
      percent: '0.9',
      end_date: '2026-11-21',
    });
    now = new Date('2026-11-21T00:00:00.000Z');
    expect((await call(owner.id, 'GET', `${poolFees(ids.direct)}/current`)).json()).toMatchObject({
      percent: '1.2',
      start_date: '2026-11-21',
    });
  });

  it('may also be set by the platform; each item ends where the next starts', async () => {
    const response = await call(platform.id, 'POST', poolFees(ids.direct), { percent: '0' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ percent: '0', start_date: '2026-11-22' });
    const list = feesResponseSchema.parse((await call(poolAdmin.id, 'GET', poolFees(ids.direct))).json()).data;
    expect(list.map((item) => [item.start_date, item.end_date])).toEqual([
      ['2026-11-22', null],
      ['2026-11-21', '2026-11-22'],
      ['2026-11-02', '2026-11-21'],
    ]);
  });

  it('answers 401 without a session, 403 to who may not, 404 for an unknown account', async () => {
    expect((await call(undefined, 'GET', poolFees(ids.direct))).statusCode).toBe(401);
    expect((await call(undefined, 'POST', poolFees(ids.direct), { percent: '1' })).statusCode).toBe(401);
    for (const [userId, method] of [
      [stranger.id, 'GET'],
      [minerViewer.id, 'GET'], // a viewer has no payments page
      [owner.id, 'POST'], // the account's owner may read but not set the pool's fee
      [poolViewer.id, 'POST'],
      [hubOwner.id, 'POST'],
    ] as const) {
      const response = await call(
        userId,
        method,
        poolFees(ids.direct),
        method === 'POST' ? { percent: '1' } : undefined,
      );
      expect(response.statusCode, `${userId} ${method}`).toBe(403);
      expect(errorOf(response).code).toBe('access_denied');
    }
    expect((await call(stranger.id, 'GET', `${poolFees(ids.direct)}/current`)).statusCode).toBe(403);
    expect((await call(owner.id, 'GET', poolFees(unknown))).statusCode).toBe(404);
    expect((await call(platform.id, 'POST', poolFees(unknown), { percent: '1' })).statusCode).toBe(404);
    expect((await call(poolAdmin.id, 'GET', poolFees(ids.customer))).statusCode).toBe(200);
  });

  it('lets a watcher link with the payments section read, never write', async () => {
    const watch = (method: 'GET' | 'POST', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url: `/api/backend/v0.1${url}`,
        cookies: { 'XSRF-TOKEN': 'x' },
        headers: { 'x-xsrf-token': 'x', [watcherHeaderName.toLowerCase()]: 'watcher-token-0123456789' },
        ...(payload ? { payload } : {}),
      });
    expect((await watch('GET', poolFees(ids.direct))).statusCode).toBe(200);
    expect((await watch('GET', poolFees(ids.other))).statusCode).toBe(403);
    expect((await watch('POST', poolFees(ids.direct), { percent: '1' })).statusCode).toBe(403);
  });

  it('refuses bad percents and comments with 400 and field errors', async () => {
    for (const body of [
      { percent: '101' },
      { percent: '100.5' },
      { percent: '0.123' },
      { percent: '-1' },
      { percent: 'abc' },
      { percent: 1 },
      {},
      { percent: '1', comment: 'x'.repeat(201) },
    ]) {
      const response = await call(poolAdmin.id, 'POST', poolFees(ids.direct), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('invalid_input');
      expect(error.fields?.[0]?.name).toMatch(/^body\.(percent|comment)$/);
    }
    expect((await call(owner.id, 'GET', '/miners/not-a-uuid/fees')).statusCode).toBe(400);
  });
});

describe("operator's fee on its customer", () => {
  it('is none (0 %) until the operator sets one', async () => {
    const response = await call(hubOwner.id, 'GET', operatorFees(ids.operator, ids.customer));
    expect(response.statusCode).toBe(200);
    expect(feesResponseSchema.parse(response.json()).data).toEqual([
      { percent: '0', start_date: '2026-11-02', end_date: null, comment: null },
    ]);
  });

  it('is set by the operator’s owners and admins from tomorrow, apart from the pool fee', async () => {
    const response = await call(hubOwner.id, 'POST', operatorFees(ids.operator, ids.customer), {
      percent: '2.5',
      comment: 'hosting',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ percent: '2.5', start_date: '2026-11-22', end_date: null, comment: 'hosting' });
    expect((await call(hubAccountant.id, 'GET', `${operatorFees(ids.operator, ids.customer)}/current`)).json()).toEqual(
      { percent: '0', start_date: '2026-11-02', end_date: '2026-11-22', comment: null },
    );
    // The customer's pool fee schedule is untouched.
    expect((await call(poolAdmin.id, 'GET', `${poolFees(ids.customer)}/current`)).json()).toMatchObject({
      percent: '0.9',
    });
  });

  it('answers 401, 403 and 404 like every account call; only the operator’s customers are found', async () => {
    const url = operatorFees(ids.operator, ids.customer);
    expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    expect((await call(undefined, 'POST', url, { percent: '1' })).statusCode).toBe(401);
    expect((await call(stranger.id, 'GET', url)).statusCode).toBe(403);
    expect((await call(hubViewer.id, 'GET', url)).statusCode).toBe(403);
    expect((await call(hubAccountant.id, 'POST', url, { percent: '1' })).statusCode).toBe(403);
    expect((await call(poolAdmin.id, 'POST', url, { percent: '1' })).statusCode).toBe(403);
    expect((await call(platform.id, 'POST', url, { percent: '1' })).statusCode).toBe(403);
    expect((await call(hubOwner.id, 'GET', operatorFees(ids.operator, ids.direct))).statusCode).toBe(404);
    expect((await call(hubOwner.id, 'POST', operatorFees(ids.operator, ids.direct), { percent: '1' })).statusCode).toBe(
      404,
    );
    expect((await call(hubOwner.id, 'GET', operatorFees(unknown, ids.customer))).statusCode).toBe(404);
    expect((await call(hubOwner.id, 'GET', operatorFees(ids.operator, unknown))).statusCode).toBe(404);
    expect((await call(hubOwner.id, 'POST', url, { percent: '100.01' })).statusCode).toBe(400);
  });
});
