import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  workersResponseSchema,
  type WorkerSortField,
  type WorkerStatus,
  type WorkersResponse,
} from '@pool/contract';
import { currentPoolWithOperator, grantPermission } from '../../test/database.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { operatorSortedWholeMax, recountStatuses } from './repository.js';
import { day, minute, workerStatus } from '../../domain/hashrate.js';

/**
 * Worker lists in pages by cursor (keyset pagination) for a pool, an operator and
 * a miner account: figures with many ties and names repeated across accounts, so the id
 * tiebreak decides often. Walking a list by `next_cursor` must give exactly the filtered
 * list in its order, each row once.
 */

const now = new Date('2026-11-20T12:00:30.000Z');
const clock = () => now;

const identity = new TestIdentity();
const staff = identity.add({ id: '00000000-0000-4000-8000-0000000000c1', email: 'staff@example.com' });
const hub = identity.add({ id: '00000000-0000-4000-8000-0000000000c2', email: 'hub@example.com' });
const owner = identity.add({ id: '00000000-0000-4000-8000-0000000000c3', email: 'owner@example.com' });

const testApp = useTestApp(identity, { clock });

interface Listed {
  id: number;
  worker_name: string;
  miner_id: string;
  operator_id: string | null;
  last_share_at: Date | null;
  accepted_15m: number;
  accepted_1h: number;
  accepted_24h: number;
  reject_pct_15m: number;
}

const ids = { pool: '', operator: '', miners: [] as string[] };
let workers: Listed[] = [];

/** The sum each sort field orders by (the figure sums order as the hashrates do). */
const sortKey: Record<WorkerSortField, (worker: Listed) => number | string> = {
  worker_name: (worker) => worker.worker_name,
  hash_rate_15m: (worker) => worker.accepted_15m,
  hash_rate_1h: (worker) => worker.accepted_1h,
  hash_rate_24h: (worker) => worker.accepted_24h,
  reject_pct_15m: (worker) => worker.reject_pct_15m,
};

beforeAll(async () => {
  const { pool, db } = testApp.database;
  ({ poolId: ids.pool, operatorId: ids.operator } = await currentPoolWithOperator(pool));
  // Three accounts: two of the operator, one of its own; the same worker names in each.
  for (const [name, operatorId] of [
    ['alpha', ids.operator],
    ['beta', ids.operator],
    ['gamma', null],
  ] as const) {
    const { rows } = await pool.query<{ id: string }>(
      'INSERT INTO miner_accounts (pool_id, operator_id, account_name) VALUES ($1, $2, $3) RETURNING id',
      [ids.pool, operatorId, name],
    );
    ids.miners.push(rows[0]!.id);
  }
  await pool.query(
    `INSERT INTO hashrate_series (kind, pool_id, operator_id)
     VALUES ('pool', $1, NULL), ('operator', $1, $2)`,
    [ids.pool, ids.operator],
  );
  await pool.query(
    `INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id)
     SELECT 'miner', m.pool_id, m.operator_id, m.id FROM miner_accounts m`,
  );
  // 25 workers per account, in one statement per account (the operator's trigger sees a set).
  // Names in lowercase letters and digits, which every collation orders alike.
  const ago = [2 * minute, 20 * minute, 2 * day, 12 * day];
  for (const minerId of ids.miners) {
    await pool.query(
      `INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id, worker_name)
       SELECT 'worker', m.pool_id, m.operator_id, m.id, 'rig' || i
         FROM miner_accounts m, generate_series(0, 24) AS i
        WHERE m.id = $1`,
      [minerId],
    );
  }
  await pool.query(
    `UPDATE hashrate_figures f
        SET last_share_at = CASE WHEN w.i % 9 = 8 THEN NULL
                                 ELSE $1::timestamptz - (($2::bigint[])[1 + w.i % 4] * interval '1 millisecond') END
       FROM (SELECT id, substr(worker_name, 4)::int AS i FROM hashrate_series WHERE kind = 'worker') AS w
      WHERE w.id = f.series_id`,
    [now.toISOString(), ago],
  );
  // Figure sums from a few values: ties everywhere.
  await pool.query(
    `UPDATE hashrate_figures SET accepted_15m = (series_id * 7) % 3, rejected_15m = (series_id * 5) % 2,
            accepted_1h = (series_id * 11) % 4, accepted_24h = (series_id * 13) % 5`,
  );
  await pool.query(
    `INSERT INTO hashrate_figures_clock (as_of, seconds_15m, seconds_1h, seconds_24h, seconds_1w, seconds_30d)
     VALUES ($1, 900, 3600, 86400, 604800, 2592000)`,
    [now.toISOString()],
  );
  await recountStatuses(db, now);
  const { rows } = await pool.query<Listed>(
    `SELECT s.id::int AS id, s.worker_name, s.miner_id, s.operator_id, f.last_share_at,
            f.accepted_15m, f.accepted_1h, f.accepted_24h, f.reject_pct_15m
       FROM hashrate_series s JOIN hashrate_figures f ON f.series_id = s.id
      WHERE s.kind = 'worker'`,
  );
  workers = rows;
  await grantPermission(pool, staff.id, 'pool', ids.pool, 'admin');
  await grantPermission(pool, hub.id, 'operator', ids.operator);
  await grantPermission(pool, owner.id, 'miner', ids.miners[0]!);
});

type Scope = { path: string; user: string; keeps: (worker: Listed) => boolean };
const scopes = (): Scope[] => [
  { path: `/pools/${ids.pool}`, user: staff.id, keeps: () => true },
  { path: `/operators/${ids.operator}`, user: hub.id, keeps: (worker) => worker.operator_id === ids.operator },
  { path: `/miners/${ids.miners[0]}`, user: owner.id, keeps: (worker) => worker.miner_id === ids.miners[0] },
];

interface ListQuery {
  sort: WorkerSortField;
  order: 'asc' | 'desc';
  status?: WorkerStatus | undefined;
  removed: 'shown' | 'hidden';
  search?: string | undefined;
  miner_id?: string | undefined;
}

/** The list as the contract describes it: the filters, then (sort key, id) in the order's direction. */
function expected(scope: Scope, query: ListQuery): number[] {
  const kept = workers.filter((worker) => {
    if (!scope.keeps(worker) || (query.miner_id && worker.miner_id !== query.miner_id)) return false;
    const status = worker.last_share_at ? workerStatus(worker.last_share_at, now) : null;
    if (query.status ? status !== query.status : query.removed === 'hidden' && (!status || status === 'removed'))
      return false;
    return !query.search || worker.worker_name.includes(query.search);
  });
  const direction = query.order === 'asc' ? 1 : -1;
  const key = sortKey[query.sort];
  return kept
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return direction * (x < y ? -1 : x > y ? 1 : a.id - b.id);
    })
    .map((worker) => worker.id);
}

function queryString(query: ListQuery & { per_page: number; cursor?: string; page?: number }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return params.toString();
}

async function list(scope: Scope, query: string): Promise<WorkersResponse> {
  const response = await testApp.call(scope.user, 'GET', `${scope.path}/workers?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return workersResponseSchema.parse(response.json());
}

/** Every page of a list, following `next_cursor` from the first. */
async function walk(scope: Scope, query: ListQuery, perPage: number) {
  const pages: WorkersResponse[] = [await list(scope, queryString({ ...query, per_page: perPage }))];
  for (let cursor = pages[0]!.pagination.next_cursor; cursor; cursor = pages.at(-1)!.pagination.next_cursor) {
    pages.push(await list(scope, queryString({ ...query, per_page: perPage, cursor })));
    expect(pages.length).toBeLessThan(200);
  }
  return pages;
}

const listQuery = fc.record({
  sort: fc.constantFrom<WorkerSortField>(
    'worker_name',
    'hash_rate_15m',
    'hash_rate_1h',
    'hash_rate_24h',
    'reject_pct_15m',
  ),
  order: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
  status: fc.option(fc.constantFrom<WorkerStatus>('stable', 'unavailable', 'off', 'removed'), { nil: undefined }),
  removed: fc.constantFrom<'shown' | 'hidden'>('shown', 'hidden'),
  search: fc.option(fc.constantFrom('rig1', 'g2'), { nil: undefined }),
});

describe('the maintained status counts', () => {
  it('counts each account’s workers by status: every miner account, its operator’s and the pool’s', async () => {
    // Per account, 25 workers: 2 without a share (in no status), and by last share 6 stable
    // (2 minutes ago), 5 unavailable (20 minutes), 6 off (2 days), 6 removed (12 days).
    const { rows } = await testApp.database.pool.query<{ name: string; counts: number[] }>(
      `SELECT coalesce(m.account_name, s.kind::text) AS name, ARRAY[c.stable, c.unavailable, c.off, c.removed] AS counts
         FROM worker_status_counts c JOIN hashrate_series s ON s.id = c.series_id
         LEFT JOIN miner_accounts m ON m.id = s.miner_id
        WHERE c.counted_at = $1
        ORDER BY 1`,
      [now.toISOString()],
    );
    expect(rows).toEqual([
      { name: 'alpha', counts: [6, 5, 6, 6] },
      { name: 'beta', counts: [6, 5, 6, 6] },
      { name: 'gamma', counts: [6, 5, 6, 6] },
      { name: 'operator', counts: [12, 10, 12, 12] },
      { name: 'pool', counts: [18, 15, 18, 18] },
    ]);
  });
});

describe('worker lists by cursor', () => {
  it('walks every list of a pool, an operator and a miner account: each row once, in order, ties by id', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 1, 2),
        listQuery,
        fc.integer({ min: 1, max: 9 }),
        async (scopeIndex, query, perPage) => {
          const scope = scopes()[scopeIndex]!;
          const pages = await walk(scope, query, perPage);
          const want = expected(scope, query);
          expect(pages.flatMap((page) => page.data.map((worker) => Number(worker.id)))).toEqual(want);
          for (const page of pages) {
            expect(page.data.length).toBeLessThanOrEqual(perPage);
            expect(page.pagination.total).toBe(want.length);
          }
          expect(pages.at(-1)!.pagination.next_cursor).toBeNull();
          // Every page but the last is full: a cursor never ends a list early.
          expect(pages.slice(0, -1).every((page) => page.data.length === perPage)).toBe(true);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('answers the same rows by page number as by cursor, and gives a cursor with a numbered page', async () => {
    for (const scope of scopes()) {
      const query: ListQuery = { sort: 'hash_rate_24h', order: 'desc', removed: 'shown' };
      const want = expected(scope, query);
      const second = await list(scope, queryString({ ...query, per_page: 4, page: 2 }));
      expect(second.data.map((worker) => Number(worker.id))).toEqual(want.slice(4, 8));
      const third = await list(scope, queryString({ ...query, per_page: 4, cursor: second.pagination.next_cursor! }));
      expect(third.data.map((worker) => Number(worker.id))).toEqual(want.slice(8, 12));
    }
  });

  it('moves on from where the last page ended when rows change between pages', async () => {
    // Documented in the contract: a row whose figures change may move past the cursor (it
    // is seen again, as here) or behind it (it is not seen); every row that keeps its place
    // is seen once.
    const scope = scopes()[2]!;
    const query: ListQuery = { sort: 'hash_rate_24h', order: 'desc', removed: 'shown' };
    const first = await list(scope, queryString({ ...query, per_page: 5 }));
    const moved = Number(first.data[0]!.id);
    const { pool } = testApp.database;
    const { rows } = await pool.query<{ accepted_24h: number }>(
      'SELECT accepted_24h FROM hashrate_figures WHERE series_id = $1',
      [moved],
    );
    try {
      await pool.query('UPDATE hashrate_figures SET accepted_24h = 0 WHERE series_id = $1', [moved]);
      const rest: number[] = [];
      for (let cursor = first.pagination.next_cursor; cursor;) {
        const page = await list(scope, queryString({ ...query, per_page: 5, cursor }));
        rest.push(...page.data.map((worker) => Number(worker.id)));
        cursor = page.pagination.next_cursor;
      }
      const seen = [...first.data.map((worker) => Number(worker.id)), ...rest];
      expect(rest.filter((id) => id === moved)).toHaveLength(1);
      expect(seen.filter((id) => id !== moved)).toEqual(expected(scope, query).filter((id) => id !== moved));
    } finally {
      await pool.query('UPDATE hashrate_figures SET accepted_24h = $2 WHERE series_id = $1', [
        moved,
        rows[0]!.accepted_24h,
      ]);
    }
  });

  it('refuses a cursor it did not give, or of another sort or order, with 400 invalid_cursor', async () => {
    const scope = scopes()[0]!;
    const byName = await list(scope, 'sort=worker_name&order=asc&per_page=2');
    const cursor = byName.pagination.next_cursor!;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const [query, code] of [
      [`sort=worker_name&order=desc&cursor=${cursor}`, 'invalid_cursor'],
      [`sort=hash_rate_1h&order=asc&cursor=${cursor}`, 'invalid_cursor'],
      ['cursor=not-a-cursor', 'invalid_cursor'],
      ['cursor=%7B%7D', 'invalid_cursor'],
      [`cursor=${encode({ sort: 'worker_name' })}`, 'invalid_cursor'],
      [`cursor=${encode(['worker_name', 'asc', 'rig1'])}`, 'invalid_cursor'],
      [`cursor=${encode(['worker_name', 'asc', "x' OR 1=1", 1])}`, 'invalid_cursor'],
      [`cursor=${encode(['worker_name', 'asc', 'rig1', -1])}`, 'invalid_cursor'],
      [`cursor=${encode(['worker_name', 'asc', 'rig1', 2 ** 60])}`, 'invalid_cursor'],
      [`sort=hash_rate_1h&order=asc&cursor=${encode(['hash_rate_1h', 'asc', 'high', 1])}`, 'invalid_cursor'],
      [`sort=hash_rate_1h&order=asc&cursor=${encode(['hash_rate_1h', 'asc', null, 1])}`, 'invalid_cursor'],
      [`cursor=${'A'.repeat(201)}`, 'invalid_input'],
      ['cursor=', 'invalid_input'],
    ] as const) {
      const response = await testApp.call(scope.user, 'GET', `${scope.path}/workers?${query}`);
      expect(response.statusCode, query).toBe(400);
      const { error } = errorResponseSchema.parse(response.json());
      expect(error.code, query).toBe(code);
      expect(error.fields?.map((field) => field.name.replace('querystring.', ''))).toEqual(['cursor']);
    }
  });

  it('keeps a cursor to the account it was asked for: it only says where to go on', async () => {
    const pool = scopes()[0]!;
    const cursor = (await list(pool, 'sort=worker_name&order=asc&per_page=30')).pagination.next_cursor!;
    const response = await testApp.call(owner.id, 'GET', `/miners/${ids.miners[1]}/workers?cursor=${cursor}`);
    expect(response.statusCode).toBe(403);
    const own = await list(scopes()[2]!, `sort=worker_name&order=asc&cursor=${cursor}`);
    expect(own.data.every((worker) => worker.miner_id === ids.miners[0])).toBe(true);
  });
});

describe('worker rows', () => {
  it('write times as Date#toISOString does and the status of domain/hashrate.ts', async () => {
    const { pool } = testApp.database;
    const exact = '2026-11-20T11:58:30.123987+00';
    const { rows } = await pool.query<{ id: string }>(
      `UPDATE hashrate_figures SET last_share_at = $1, first_share_at = $1
        WHERE series_id = (SELECT min(id) FROM hashrate_series WHERE kind = 'worker' AND miner_id = $2)
        RETURNING series_id AS id`,
      [exact, ids.miners[0]],
    );
    try {
      const listed = await list(scopes()[2]!, 'per_page=1000');
      const row = listed.data.find((worker) => worker.id === String(rows[0]!.id))!;
      expect([row.first_share_at, row.last_share_at]).toEqual(['2026-11-20T11:58:30.123Z', '2026-11-20T11:58:30.123Z']);
      const stored = new Map(workers.map((worker) => [String(worker.id), worker.last_share_at]));
      stored.set(row.id, new Date(row.last_share_at!));
      for (const worker of listed.data) {
        const last = stored.get(worker.id)!;
        expect(worker.status).toBe(last ? workerStatus(last, now) : 'removed');
        expect(worker.last_share_at).toBe(last?.toISOString() ?? null);
      }
    } finally {
      const original = workers.find((worker) => String(worker.id) === String(rows[0]!.id))!;
      await pool.query('UPDATE hashrate_figures SET last_share_at = $2, first_share_at = NULL WHERE series_id = $1', [
        rows[0]!.id,
        original.last_share_at,
      ]);
    }
  });
});

describe('operator worker lists', () => {
  it('lists the workers of the operator’s accounts only, with the totals of the maintained counts', async () => {
    const scope = scopes()[1]!;
    const all = await list(scope, 'removed=shown&per_page=1000');
    expect(all.data.map((worker) => worker.account_name).sort()).toEqual(
      [...Array<string>(25).fill('alpha'), ...Array<string>(25).fill('beta')].sort(),
    );
    expect(all.pagination.total).toBe(50);
    for (const status of ['stable', 'unavailable', 'off', 'removed'] as const) {
      const filtered = await list(scope, `status=${status}&per_page=2`);
      const inStatus = all.data.filter((worker) => worker.last_share_at !== null && worker.status === status);
      expect(filtered.pagination.total).toBe(inStatus.length);
    }
    // Workers without a share time yet are in no status, listed with the removed ones only.
    const unseen = all.data.filter((worker) => worker.last_share_at === null).length;
    expect(unseen).toBeGreaterThan(0);
    expect((await list(scope, 'per_page=1')).pagination.total).toBe(
      all.data.filter((worker) => worker.last_share_at !== null && worker.status !== 'removed').length,
    );
  });

  it('narrows to one customer’s workers, counted, by name and by a figure, in pages by cursor', async () => {
    const scope = scopes()[1]!;
    const [alpha, beta, gamma] = ids.miners;
    const onlyBeta = await list(scope, `miner_id=${beta}&removed=shown&per_page=1000`);
    expect(onlyBeta.pagination.total).toBe(25);
    expect(new Set(onlyBeta.data.map((worker) => worker.account_name))).toEqual(new Set(['beta']));
    // By a figure, in pages by cursor: the customer's listed workers in the list's order.
    for (const sort of ['hash_rate_15m', 'worker_name'] as const) {
      const query = { sort, order: 'desc' as const, removed: 'hidden' as const, miner_id: alpha! };
      const pages = await walk(scope, query, 4);
      const walked = pages.flatMap((page) => page.data.map((worker) => Number(worker.id)));
      expect(walked).toEqual(expected(scope, query));
      expect(pages[0]!.pagination.total).toBe(walked.length);
    }
    // An account of no customer of the operator narrows to nothing; a bad id is refused.
    expect((await list(scope, `miner_id=${gamma}`)).pagination.total).toBe(0);
    expect((await testApp.call(scope.user, 'GET', `${scope.path}/workers?miner_id=alpha`)).statusCode).toBe(400);
  });

  it('gives a new worker of an operator’s account its operator on the figures row at once', async () => {
    const { pool } = testApp.database;
    await pool.query(
      `INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id, worker_name)
       SELECT 'worker', pool_id, operator_id, id, 'newrig' FROM miner_accounts WHERE id = $1`,
      [ids.miners[1]],
    );
    const figures = await pool.query<{ operator_id: string | null }>(
      `SELECT f.operator_id FROM hashrate_figures f JOIN hashrate_series s ON s.id = f.series_id
        WHERE s.worker_name = 'newrig'`,
    );
    expect(figures.rows).toEqual([{ operator_id: ids.operator }]);
    const listed = await list(scopes()[1]!, 'search=newrig&removed=shown');
    expect(listed.data.map((worker) => worker.worker_name)).toEqual(['newrig']);
    await pool.query(`DELETE FROM hashrate_series WHERE worker_name = 'newrig'`);
    await pool.query(`DELETE FROM hashrate_figures WHERE series_id NOT IN (SELECT id FROM hashrate_series)`);
  });
});

describe('a large operator’s worker lists', () => {
  it('walks the pool’s figure index for the operator’s rows above the sorted-whole size, in the same order', async () => {
    const { pool, db } = testApp.database;
    const bigHub = identity.add({ id: '00000000-0000-4000-8000-0000000000c4', email: 'bighub@example.com' });
    const operatorId = (
      await pool.query<{ id: string }>(
        "INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Big hub', 'bighub') RETURNING id",
        [ids.pool],
      )
    ).rows[0]!.id;
    const minerId = (
      await pool.query<{ id: string }>(
        `INSERT INTO miner_accounts (pool_id, operator_id, account_name) VALUES ($1, $2, 'delta') RETURNING id`,
        [ids.pool, operatorId],
      )
    ).rows[0]!.id;
    await pool.query(`INSERT INTO hashrate_series (kind, pool_id, operator_id) VALUES ('operator', $1, $2)`, [
      ids.pool,
      operatorId,
    ]);
    const size = operatorSortedWholeMax + 1;
    await pool.query(
      `INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id, worker_name)
       SELECT 'worker', $1, $2, $3, 'rig' || i FROM generate_series(1, ${size}) AS i`,
      [ids.pool, operatorId, minerId],
    );
    await pool.query(
      `UPDATE hashrate_figures f
          SET accepted_24h = series_id % 13, rejected_15m = series_id % 3, accepted_15m = 1,
              last_share_at = $2::timestamptz - (substr(s.worker_name, 4)::int % 7) * interval '5 minutes'
         FROM hashrate_series s
        WHERE s.id = f.series_id AND s.kind = 'worker' AND s.operator_id = $1`,
      [operatorId, now.toISOString()],
    );
    await recountStatuses(db, now);
    await grantPermission(pool, bigHub.id, 'operator', operatorId);
    const { rows } = await pool.query<{ id: number; accepted_24h: number; reject_pct_15m: number; stable: boolean }>(
      `SELECT s.id::int AS id, f.accepted_24h, f.reject_pct_15m, f.last_share_at >= $2::timestamptz AS stable
         FROM hashrate_series s JOIN hashrate_figures f ON f.series_id = s.id
        WHERE s.kind = 'worker' AND s.operator_id = $1`,
      [operatorId, new Date(now.getTime() - 10 * minute).toISOString()],
    );
    expect(rows).toHaveLength(size);
    const scope: Scope = { path: `/operators/${operatorId}`, user: bigHub.id, keeps: () => true };
    for (const [query, key, order] of [
      ['sort=hash_rate_24h&order=desc', (row: (typeof rows)[number]) => row.accepted_24h, -1],
      ['sort=reject_pct_15m&order=asc', (row: (typeof rows)[number]) => row.reject_pct_15m, 1],
      ['sort=hash_rate_24h&order=asc&status=stable', (row: (typeof rows)[number]) => row.accepted_24h, 1],
    ] as const) {
      const kept = query.includes('status=stable') ? rows.filter((row) => row.stable) : rows;
      const want = [...kept].sort((a, b) => order * (key(a) - key(b) || a.id - b.id)).map((row) => row.id);
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 3; page += 1) {
        const listed = await list(scope, `${query}&per_page=50${cursor ? `&cursor=${cursor}` : ''}`);
        expect(listed.pagination.total).toBe(kept.length);
        seen.push(...listed.data.map((worker) => Number(worker.id)));
        cursor = listed.pagination.next_cursor;
      }
      expect(seen).toEqual(want.slice(0, 150));
      const deep = await list(scope, `${query}&per_page=50&page=60`);
      expect(deep.data.map((worker) => Number(worker.id))).toEqual(want.slice(2950, 3000));
      const last = await list(scope, `${query}&per_page=50&page=${Math.ceil(kept.length / 50)}`);
      expect(last.pagination.next_cursor).toBeNull();
    }
  });
});
