import { describe, expect, it } from 'vitest';
import { errorResponseSchema, removalRequestSchema, removalRequestsResponseSchema } from '@pool/contract';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';

const now = new Date('2031-03-10T12:00:00Z');
const identity = new TestIdentity();
const owner = identity.add({ id: '00000000-0000-4000-8000-0000000000e1', email: 'leaving@example.com' });
const staff = identity.add({ id: '00000000-0000-4000-8000-0000000000e2', email: 'desk@example.com' });
const staffViewer = identity.add({ id: '00000000-0000-4000-8000-0000000000e3', email: 'desk-viewer@example.com' });

const testApp = useTestApp(identity, { clock: () => now });
const { call } = testApp;
const query = async <T>(text: string, values: unknown[] = []) =>
  (await testApp.database.pool.query(text, values)).rows as T[];

let poolId = '';

/** A miner account of `owner` with an open removal request; returns the account and request ids. */
async function requested(name: string): Promise<{ minerId: string; requestId: string }> {
  const minerId = await createAccount(name);
  if (!poolId) {
    poolId = (await query<{ pool_id: string }>('SELECT pool_id FROM miner_accounts WHERE id = $1', [minerId]))[0]!
      .pool_id;
    await query(
      `INSERT INTO permissions (identity_id, type, pool_id, role) VALUES ($1, 'pool', $3, 'admin'), ($2, 'pool', $3, 'viewer')`,
      [staff.id, staffViewer.id, poolId],
    );
  }
  expect((await call(owner.id, 'DELETE', `/miners/${minerId}`)).statusCode).toBe(202);
  const [request] = await query<{ id: string }>(
    "SELECT id FROM account_deletion_requests WHERE miner_id = $1 AND status = 'open'",
    [minerId],
  );
  return { minerId, requestId: request!.id };
}

/** The first account goes through POST /miners; more of one user's accounts are made by the pool, as staff would. */
async function createAccount(name: string): Promise<string> {
  const first = await call(owner.id, 'POST', '/miners', { account_name: name });
  if (first.statusCode === 201) return first.json<{ id: string }>().id;
  const [row] = await query<{ id: string }>(
    `WITH m AS (INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, $2) RETURNING id)
     INSERT INTO permissions (identity_id, type, miner_id, role) SELECT $3, 'miner', id, 'owner' FROM m RETURNING miner_id AS id`,
    [poolId, name, owner.id],
  );
  return row!.id;
}

const decide = (userId: string, requestId: string, decision: 'approve' | 'reject', body?: object) =>
  call(userId, 'POST', `/pools/${poolId}/removal-requests/${requestId}/${decision}`, body ?? {});

const errorOf = (response: { json: () => unknown }) => errorResponseSchema.parse(response.json()).error;

describe('the removal desk', () => {
  it('lists the requests with who asked, the balance left and the state; a miner is refused', async () => {
    const { minerId } = await requested('leaving_one');
    await query(`INSERT INTO ledger_accounts (kind, pool_id, miner_id, balance) VALUES ('miner', $1, $2, 12345)`, [
      poolId,
      minerId,
    ]);
    const response = await call(staffViewer.id, 'GET', `/pools/${poolId}/removal-requests`);
    expect(response.statusCode).toBe(200);
    const list = removalRequestsResponseSchema.parse(response.json());
    expect(list.data).toMatchObject([
      {
        account_name: 'leaving_one',
        requester_email: 'leaving@example.com',
        status: 'open',
        balance: 12345,
        pending_payout: 0,
        open_sub_accounts: 0,
        mining_workers: 0,
        closed_at: null,
      },
    ]);
    expect(list.can_decide).toBe(false);
    expect(
      removalRequestsResponseSchema.parse((await call(staff.id, 'GET', `/pools/${poolId}/removal-requests`)).json())
        .can_decide,
    ).toBe(true);
    expect((await call(owner.id, 'GET', `/pools/${poolId}/removal-requests`)).statusCode).toBe(403);
  });

  it('refuses to approve while money is left on the account, saying how much; a viewer may not decide', async () => {
    const [request] = await query<{ id: string }>(
      "SELECT r.id FROM account_deletion_requests r JOIN miner_accounts m ON m.id = r.miner_id WHERE m.account_name = 'leaving_one'",
    );
    const refused = await decide(staff.id, request!.id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'removal_account_not_empty',
      fields: [{ name: 'balance', code: 'balance_left', amount: 12345 }],
    });
    expect((await decide(staffViewer.id, request!.id, 'approve')).statusCode).toBe(403);
    const rows = await query(
      'SELECT r.status, m.deleted_at FROM account_deletion_requests r JOIN miner_accounts m ON m.id = r.miner_id WHERE r.id = $1',
      [request!.id],
    );
    expect(rows).toEqual([{ status: 'open', deleted_at: null }]);
  });

  it('refuses while a sub-account is open or a rig is mining', async () => {
    const { minerId, requestId } = await requested('leaving_two');
    const sub = await call(owner.id, 'POST', '/miners', { account_name: 'leaving_two_sub', parent_id: minerId });
    expect(sub.statusCode).toBe(201);
    await query(
      `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id, worker_name) VALUES ('worker', $1, $2, 'rig1') RETURNING id)
       INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at, last_share_at)
       SELECT id, $1, true, $3::timestamptz - interval '1 day', $3::timestamptz - interval '2 minutes' FROM s`,
      [poolId, minerId, now],
    );
    const refused = await decide(staff.id, requestId, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).fields).toEqual([
      { name: 'open_sub_accounts', code: 'sub_accounts_open', count: 1 },
      { name: 'mining_workers', code: 'workers_mining', count: 1 },
    ]);
  });

  it('approves an empty account once under concurrent approvals: closed, told, audited', async () => {
    const { minerId, requestId } = await requested('leaving_three');
    await query('DELETE FROM notification_outbox');
    const answers = await Promise.all(Array.from({ length: 6 }, () => decide(staff.id, requestId, 'approve')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const lost = answers.filter((answer) => answer.statusCode === 409).map((answer) => errorOf(answer).code);
    expect(new Set(lost)).toEqual(new Set(['removal_already_decided']));
    const approved = removalRequestSchema.parse(answers.find((answer) => answer.statusCode === 200)!.json());
    expect(approved).toMatchObject({ status: 'done', closed_at: now.toISOString(), account_name: 'leaving_three' });

    const [account] = await query<{ deleted_at: Date | null }>('SELECT deleted_at FROM miner_accounts WHERE id = $1', [
      minerId,
    ]);
    expect(account!.deleted_at).toEqual(now);
    const notices = await query(
      "SELECT identity_id, channel, payload->>'stage' AS stage FROM notification_outbox WHERE event = 'delete-miner'",
    );
    expect(notices).toEqual([{ identity_id: owner.id, channel: 'email', stage: 'completed' }]);
    const audit = await query(
      "SELECT action, actor_id, details->>'account' AS account FROM staff_audit_log WHERE subject_id = $1",
      [owner.id],
    );
    expect(audit).toEqual([{ action: 'removal_approved', actor_id: staff.id, account: 'leaving_three' }]);
    // The account is gone from its owner's accounts.
    expect((await call(owner.id, 'GET', `/miners/${minerId}`)).statusCode).toBe(404);
  });

  it('rejects once under concurrent rejections and tells the owner with the reason', async () => {
    const { minerId, requestId } = await requested('leaving_four');
    await query('DELETE FROM notification_outbox');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => decide(staff.id, requestId, 'reject', { reason: 'Unpaid hosting invoice' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const notices = await query(
      "SELECT identity_id, payload->>'stage' AS stage, payload->>'reason' AS reason FROM notification_outbox WHERE event = 'delete-miner'",
    );
    expect(notices).toEqual([{ identity_id: owner.id, stage: 'rejected', reason: 'Unpaid hosting invoice' }]);
    expect((await call(owner.id, 'GET', `/miners/${minerId}`)).statusCode).toBe(200);
    // A rejected request is not approved afterwards.
    expect(errorOf(await decide(staff.id, requestId, 'approve')).code).toBe('removal_already_decided');
    const list = removalRequestsResponseSchema.parse(
      (await call(staff.id, 'GET', `/pools/${poolId}/removal-requests?status=rejected`)).json(),
    );
    expect(list.data).toMatchObject([{ account_name: 'leaving_four', rejection_reason: 'Unpaid hosting invoice' }]);
  });

  it('answers 404 for a request of another pool or none, and 400 for a reason too long', async () => {
    const unknown = '00000000-0000-4000-8000-00000000beef';
    expect((await decide(staff.id, unknown, 'approve')).statusCode).toBe(404);
    expect((await decide(staff.id, unknown, 'reject')).statusCode).toBe(404);
    const { requestId } = await requested('leaving_five');
    const long = await decide(staff.id, requestId, 'reject', { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    const [row] = await query('SELECT status FROM account_deletion_requests WHERE id = $1', [requestId]);
    expect(row).toEqual({ status: 'open' });
  });

  it('refuses while a day of work is not yet rewarded, and approves once the reward run has credited it', async () => {
    const { minerId, requestId } = await requested('leaving_six');
    // The rig stopped two days ago (off, so not "mining"): 03-07 was credited, 03-08 not yet.
    await query(
      `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id) VALUES ('miner', $1, $2) RETURNING id),
            f AS (INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at, last_share_at)
                  SELECT id, $1, false, '2031-03-07T01:00:00Z', '2031-03-08T10:00:00Z' FROM s)
       INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
       SELECT s.id, b::timestamptz, 5e12, 0, 10 FROM s,
              unnest(ARRAY['2031-03-07T00:00:00Z', '2031-03-07T20:00:00Z', '2031-03-08T08:00:00Z']) b`,
      [poolId, minerId],
    );
    await query(
      `INSERT INTO reward_runs (pool_id, pool_day, rate, completed_at) VALUES ($1, '2031-03-07', 1000, '2031-03-08T09:05:00Z')`,
      [poolId],
    );
    const refused = await decide(staff.id, requestId, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).fields).toEqual([{ name: 'unrewarded_days', code: 'reward_due', count: 1 }]);
    const listed = removalRequestsResponseSchema.parse(
      (await call(staff.id, 'GET', `/pools/${poolId}/removal-requests`)).json(),
    );
    expect(listed.data.find((row) => row.account_name === 'leaving_six')).toMatchObject({
      unrewarded_days: 1,
      mining_workers: 0,
    });

    // A run that has started but not finished still holds it: it credits open accounts only.
    await query(`INSERT INTO reward_runs (pool_id, pool_day, rate) VALUES ($1, '2031-03-08', 1000)`, [poolId]);
    expect((await decide(staff.id, requestId, 'approve')).statusCode).toBe(409);
    await query(`UPDATE reward_runs SET completed_at = '2031-03-09T09:05:00Z' WHERE pool_id = $1`, [poolId]);
    expect((await decide(staff.id, requestId, 'approve')).statusCode).toBe(200);
  });

  it('refuses while the only work of the day is in 20-minute buckets not yet carried into the 4-hour ones', async () => {
    const { minerId, requestId } = await requested('leaving_seven');
    await query(
      `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id) VALUES ('miner', $1, $2) RETURNING id)
       INSERT INTO hashrate_20m (series_id, bucket, accepted, rejected, shares)
       SELECT s.id, '2031-03-10T11:40:00Z', 5e12, 0, 10 FROM s`,
      [poolId, minerId],
    );
    const refused = await decide(staff.id, requestId, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).fields).toEqual([{ name: 'unrewarded_days', code: 'reward_due', count: 1 }]);
  });
});
