import { describe, expect, it } from 'vitest';
import { accountsSummarySchema, errorResponseSchema } from '@pool/contract';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';

const now = new Date('2031-04-02T12:00:00Z');
const identity = new TestIdentity();
const person = identity.add({ id: '00000000-0000-4000-8000-0000000000f1', email: 'several@example.com' });
const staff = identity.add({ id: '00000000-0000-4000-8000-0000000000f2', email: 'staff-only@example.com' });

const testApp = useTestApp(identity, { clock: () => now });
const { call } = testApp;
const query = async <T>(text: string, values: unknown[] = []) =>
  (await testApp.database.pool.query(text, values)).rows as T[];

/**
 * The person owns `alpha_rigs`, views `beta_rigs` (mining data, no money) and owns
 * `gamma_rigs`; `other_rigs` is someone else's. Hashrates are the figures job's sums
 * (hashrate_figures), workers by the time of their last share.
 */
async function seed(): Promise<Record<string, string>> {
  const [pool] = await query<{ id: string }>('SELECT id FROM pools WHERE is_current');
  const ids: Record<string, string> = {};
  for (const name of ['alpha_rigs', 'beta_rigs', 'gamma_rigs', 'other_rigs']) {
    const [row] = await query<{ id: string }>(
      'INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, $2) RETURNING id',
      [pool!.id, name],
    );
    ids[name] = row!.id;
  }
  await query(
    `INSERT INTO permissions (identity_id, type, miner_id, role) VALUES
       ($1, 'miner', $2, 'owner'), ($1, 'miner', $3, 'viewer'), ($1, 'miner', $4, 'owner')`,
    [person.id, ids.alpha_rigs, ids.beta_rigs, ids.gamma_rigs],
  );
  await query(`INSERT INTO permissions (identity_id, type, pool_id, role) VALUES ($1, 'pool', $2, 'owner')`, [
    staff.id,
    pool!.id,
  ]);
  // The figures job's clock with every window 2^32 seconds long: a sum of difficulty is then its hashrate.
  await query(
    `INSERT INTO hashrate_figures_clock (as_of, seconds_15m, seconds_1h, seconds_24h, seconds_1w, seconds_30d)
     VALUES ($1, 4294967296, 4294967296, 4294967296, 4294967296, 4294967296)`,
    [now],
  );
  const series = async (name: string, rate15m: number, rate24h: number) => {
    const [row] = await query<{ id: number }>(
      `INSERT INTO hashrate_series (kind, pool_id, miner_id) VALUES ('miner', $1, $2) RETURNING id`,
      [pool!.id, ids[name]],
    );
    await query(
      `UPDATE hashrate_figures
          SET accepted_15m = $2, accepted_1h = $2, accepted_24h = $3, accepted_1w = $3, accepted_30d = $3,
              first_share_at = $4::timestamptz - interval '2 days', last_share_at = $4::timestamptz - interval '1 minute'
        WHERE series_id = $1`,
      [row!.id, rate15m, rate24h, now],
    );
  };
  await series('alpha_rigs', 100e12, 90e12);
  await series('beta_rigs', 50e12, 40e12);
  await series('other_rigs', 999e12, 999e12);
  const worker = (name: string, rig: string, minutesAgo: number) =>
    query(
      `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id, worker_name)
                  VALUES ('worker', $1, $2, $3) RETURNING id)
       INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at, last_share_at)
       SELECT id, $1, true, $4::timestamptz - interval '7 days', $4::timestamptz - make_interval(mins => $5) FROM s`,
      [pool!.id, ids[name], rig, now, minutesAgo],
    );
  await worker('alpha_rigs', 'rig1', 0);
  await worker('alpha_rigs', 'rig2', 30); // unavailable
  await worker('beta_rigs', 'rig1', 25 * 60); // off
  await worker('gamma_rigs', 'rig1', 0);
  await worker('other_rigs', 'rig1', 0);
  await query(
    `INSERT INTO ledger_accounts (kind, pool_id, miner_id, balance) VALUES
       ('miner', $1, $2, 1500), ('miner', $1, $3, 700), ('miner', $1, $4, 25), ('miner', $1, $5, 9999)`,
    [pool!.id, ids.alpha_rigs, ids.beta_rigs, ids.gamma_rigs, ids.other_rigs],
  );
  return ids;
}

describe('GET /miners/summary', () => {
  it("sums the person's own accounts, each with the customers table's figures, balances only where they read payments", async () => {
    await seed();
    const response = await call(person.id, 'GET', '/miners/summary');
    expect(response.statusCode).toBe(200);
    const summary = accountsSummarySchema.parse(response.json());
    expect(
      summary.data.map((row) => ({
        name: row.account_name,
        h15: row.hash_rate_15m,
        h24: row.hash_rate_24h,
        workers: row.workers,
        balance: row.balance,
      })),
    ).toEqual([
      {
        name: 'alpha_rigs',
        h15: 100e12,
        h24: 90e12,
        workers: { stable: 1, unavailable: 1, off: 0, removed: 0, total: 2 },
        balance: 1500,
      },
      {
        name: 'beta_rigs',
        h15: 50e12,
        h24: 40e12,
        workers: { stable: 0, unavailable: 0, off: 1, removed: 0, total: 1 },
        balance: undefined,
      },
      {
        name: 'gamma_rigs',
        h15: 0,
        h24: 0,
        workers: { stable: 1, unavailable: 0, off: 0, removed: 0, total: 1 },
        balance: 25,
      },
    ]);
    // 700 on beta_rigs is not the viewer's to see, so not in the total either.
    expect(summary.totals).toEqual({
      hash_rate_15m: 150e12,
      hash_rate_24h: 130e12,
      workers: { stable: 2, unavailable: 1, off: 1, removed: 0, total: 4 },
      balance: 1525,
    });
  });

  it('leaves out a closed account', async () => {
    await query("UPDATE miner_accounts SET deleted_at = $1 WHERE account_name = 'gamma_rigs'", [now]);
    const summary = accountsSummarySchema.parse((await call(person.id, 'GET', '/miners/summary')).json());
    expect(summary.data.map((row) => row.account_name)).toEqual(['alpha_rigs', 'beta_rigs']);
    expect(summary.totals.balance).toBe(1500);
  });

  it('refuses someone with no miner account of their own (403), and the signed-out (401)', async () => {
    const refused = await call(staff.id, 'GET', '/miners/summary');
    expect(refused.statusCode).toBe(403);
    expect(errorResponseSchema.parse(refused.json()).error.code).toBe('access_denied');
    expect((await call(undefined, 'GET', '/miners/summary')).statusCode).toBe(401);
  });

  it('is offered in the menu of a person with several miner accounts only', async () => {
    const identityAnswer = (await call(person.id, 'GET', '/identity')).json<{ menus: Record<string, string[]> }>();
    const menus = Object.values(identityAnswer.menus);
    expect(menus.every((menu) => menu.includes('accounts_summary'))).toBe(true);
    const staffMenus = Object.values(
      (await call(staff.id, 'GET', '/identity')).json<{ menus: Record<string, string[]> }>().menus,
    );
    expect(staffMenus.flat()).not.toContain('accounts_summary');
    expect(staffMenus.flat()).toContain('removal_requests');
  });
});
