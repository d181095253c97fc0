import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, navigationListMax, navigationSchema } from '@pool/contract';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';

const identity = new TestIdentity();
const me = identity.add({ id: '00000000-0000-4000-8000-000000000901', email: 'me@example.com' });
const other = identity.add({ id: '00000000-0000-4000-8000-000000000902', email: 'other@example.com' });
const testApp = useTestApp(identity);
const call = testApp.call;

/** My three permissions (two miner accounts and the pool) and one of the other user's. */
const ids = { first: '', second: '', pool: '', others: '' };
const path = (userId: string) => `/identity/${userId}/navigation`;
const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
const stored = async (identityId: string) =>
  (
    await testApp.database.pool.query<{ pinned: string[]; bookmarked: string[] }>(
      'SELECT pinned, bookmarked FROM navigation_preferences WHERE identity_id = $1',
      [identityId],
    )
  ).rows[0];

beforeAll(async () => {
  const { pool } = testApp.database;
  const one = async (text: string, values: unknown[] = []) =>
    (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
  const poolId = await one('SELECT id FROM pools WHERE is_current');
  const miner = (name: string) =>
    one('INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, $2) RETURNING id', [poolId, name]);
  const grant = (userId: string, type: string, target: string) =>
    one(`INSERT INTO permissions (identity_id, type, ${type}_id, role) VALUES ($1, $2, $3, 'owner') RETURNING id`, [
      userId,
      type,
      target,
    ]);
  const [alpha, beta, gamma] = [await miner('nav_alpha'), await miner('nav_beta'), await miner('nav_gamma')];
  ids.first = await grant(me.id, 'miner', alpha);
  ids.second = await grant(me.id, 'miner', beta);
  ids.pool = await grant(me.id, 'pool', poolId);
  ids.others = await grant(other.id, 'miner', gamma);
});

describe('GET/PUT /identity/{id}/navigation', () => {
  it('is empty before anything is saved', async () => {
    const response = await call(me.id, 'GET', path(me.id));
    expect(response.statusCode).toBe(200);
    expect(navigationSchema.strict().parse(response.json())).toEqual({ pinned: [], bookmarked: [] });
    expect(await stored(me.id)).toBeUndefined();
  });

  it('stores the pinned ids in the order given and the bookmarks, and replaces both on the next save', async () => {
    const saved = await call(me.id, 'PUT', path(me.id), {
      pinned: [ids.second, ids.first],
      bookmarked: [ids.pool],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ pinned: [ids.second, ids.first], bookmarked: [ids.pool] });
    expect((await call(me.id, 'GET', path(me.id))).json()).toEqual({
      pinned: [ids.second, ids.first],
      bookmarked: [ids.pool],
    });

    const replaced = await call(me.id, 'PUT', path(me.id), { pinned: [ids.first], bookmarked: [] });
    expect(replaced.json()).toEqual({ pinned: [ids.first], bookmarked: [] });
    expect(await stored(me.id)).toEqual({ pinned: [ids.first], bookmarked: [] });
    // Nobody else's preferences were touched.
    expect((await call(other.id, 'GET', path(other.id))).json()).toEqual({ pinned: [], bookmarked: [] });
  });

  it('lets only the user themself read or write them: anonymous 401, another user 403 with no data', async () => {
    await call(me.id, 'PUT', path(me.id), { pinned: [ids.first], bookmarked: [ids.first] });
    expect((await call(undefined, 'GET', path(me.id))).statusCode).toBe(401);
    expect((await call(undefined, 'PUT', path(me.id), { pinned: [], bookmarked: [] })).statusCode).toBe(401);
    const read = await call(other.id, 'GET', path(me.id));
    expect(read.statusCode).toBe(403);
    expect(JSON.stringify(read.json())).not.toContain(ids.first);
    const write = await call(other.id, 'PUT', path(me.id), { pinned: [ids.others], bookmarked: [] });
    expect(write.statusCode).toBe(403);
    expect(await stored(me.id)).toEqual({ pinned: [ids.first], bookmarked: [ids.first] });
  });

  it("refuses ids that are not the user's own permissions, naming the list and the index, and stores nothing", async () => {
    await call(me.id, 'PUT', path(me.id), { pinned: [ids.first], bookmarked: [] });
    const unknown = '00000000-0000-4000-8000-00000000ffff';
    const response = await call(me.id, 'PUT', path(me.id), {
      pinned: [ids.second, ids.others],
      bookmarked: [unknown],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'invalid_input',
      fields: [
        { name: 'pinned', code: 'invalid_input', index: 1 },
        { name: 'bookmarked', code: 'invalid_input', index: 0 },
      ],
    });
    expect(await stored(me.id)).toEqual({ pinned: [ids.first], bookmarked: [] });
  });

  it('refuses bad input with field errors: not uuids, duplicates, too many ids, missing lists, a bad user id', async () => {
    const tooMany = Array.from({ length: navigationListMax + 1 }, () => crypto.randomUUID());
    for (const [body, field] of [
      [{ pinned: ['not-a-uuid'], bookmarked: [] }, 'body.pinned.0'],
      [{ pinned: [ids.first, ids.first], bookmarked: [] }, 'body.pinned'],
      [{ pinned: [], bookmarked: tooMany }, 'body.bookmarked'],
      [{ pinned: [] }, 'body.bookmarked'],
      [{ pinned: 'x', bookmarked: [] }, 'body.pinned'],
    ] as const) {
      const response = await call(me.id, 'PUT', path(me.id), body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(response).fields?.map((error) => error.name)).toContain(field);
    }
    expect((await call(me.id, 'GET', '/identity/not-a-uuid/navigation')).statusCode).toBe(400);
  });

  it('leaves out permissions the user has lost since saving them', async () => {
    await call(me.id, 'PUT', path(me.id), { pinned: [ids.second, ids.first], bookmarked: [ids.second] });
    await testApp.database.pool.query('DELETE FROM permissions WHERE id = $1', [ids.second]);
    expect((await call(me.id, 'GET', path(me.id))).json()).toEqual({ pinned: [ids.first], bookmarked: [] });
    // Saving again without it works; with it, it is refused like any foreign id.
    expect((await call(me.id, 'PUT', path(me.id), { pinned: [ids.first], bookmarked: [] })).statusCode).toBe(200);
    expect((await call(me.id, 'PUT', path(me.id), { pinned: [ids.second], bookmarked: [] })).statusCode).toBe(400);
  });

  it('keeps one whole save when two race (one upsert each)', async () => {
    const a = { pinned: [ids.first], bookmarked: [ids.first] };
    const b = { pinned: [ids.pool, ids.first], bookmarked: [] };
    await Promise.all([call(me.id, 'PUT', path(me.id), a), call(me.id, 'PUT', path(me.id), b)]);
    const row = await stored(me.id);
    expect([a, b]).toContainEqual(row);
    const { rows } = await testApp.database.pool.query(
      'SELECT count(*)::int AS n FROM navigation_preferences WHERE identity_id = $1',
      [me.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });
});
