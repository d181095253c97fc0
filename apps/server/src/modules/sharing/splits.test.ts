import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import {
  errorResponseSchema,
  paymentsResponseSchema,
  profitSharingsResponseSchema,
  referralsResponseSchema,
  referrerCodesResponseSchema,
} from '@pool/contract';
import { grantPermission } from '../../test/database.js';
import { RewardsJob } from '../rewards/index.js';
import { useTestApp } from '../../test/test-app.js';
import { freshSecondFactor, TestIdentity } from '../../test/test-identity.js';
import type { Mailer } from '../../mail/mailer.js';

/**
 * Profit splits and referrals over HTTP on a real database: the schedule rules (tomorrow
 * 00:00 UTC, history, 100 %), bad input, access, the donor's lock under concurrent changes,
 * and a referral code carried into a new account.
 */

let now = new Date('2026-11-20T12:00:00.000Z');
const identity = new TestIdentity();
const user = (n: number, name: string) =>
  identity.add({ id: `00000000-0000-4000-8000-0000000002${n.toString(16).padStart(2, '0')}`, email: `${name}@x.io` });
// The owner proved a second factor a moment ago, which confirms a new split; a user without
// one confirms it with an e-mailed code (below).
const owner = Object.assign(user(1, 'owner'), structuredClone(freshSecondFactor));
const plainOwner = user(6, 'plain-owner');
const coOwner = user(7, 'co-owner');
const accountant = user(2, 'accountant');
const viewer = user(3, 'viewer');
const newcomer = user(4, 'newcomer');
const newcomer2 = user(5, 'newcomer2');

const sent: Parameters<Mailer['send']>[0][] = [];
const testApp = useTestApp(identity, {
  clock: () => now,
  mailer: { send: async (message) => void sent.push(message) },
});
const call = testApp.call;
const ids = { pool: '', donor: '', b: '', c: '', d: '', otherPool: '', foreign: '', removed: '', plain: '' };

beforeAll(async () => {
  const { pool } = testApp.database;
  const one = async (text: string, values: unknown[] = []) =>
    (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
  ids.pool = await one('SELECT id FROM pools WHERE is_current');
  const account = (name: string, poolId = ids.pool) =>
    one('INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, $2) RETURNING id', [poolId, name]);
  ids.donor = await account('donor');
  ids.b = await account('bravo');
  ids.c = await account('charlie');
  ids.d = await account('delta');
  ids.removed = await account('removed');
  await pool.query('UPDATE miner_accounts SET deleted_at = now() WHERE id = $1', [ids.removed]);
  ids.otherPool = await one("INSERT INTO pools (name) VALUES ('Other pool') RETURNING id");
  ids.foreign = await account('foreigner', ids.otherPool);
  await grantPermission(pool, owner.id, 'miner', ids.donor, 'owner');
  await grantPermission(pool, accountant.id, 'miner', ids.donor, 'accountant');
  await grantPermission(pool, viewer.id, 'miner', ids.donor, 'viewer');
  ids.plain = await account('plain_donor');
  await grantPermission(pool, plainOwner.id, 'miner', ids.plain, 'owner');
  await grantPermission(pool, coOwner.id, 'miner', ids.plain, 'owner');
});

const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
const splitsPath = (recipient?: string) => `/miners/${ids.donor}/profit-sharings${recipient ? `/${recipient}` : ''}`;
const put = (recipient: string, percent: unknown, as = owner.id) => call(as, 'PUT', splitsPath(recipient), { percent });
const list = async () => profitSharingsResponseSchema.parse((await call(owner.id, 'GET', splitsPath())).json());
const stored = async () =>
  (await testApp.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM profit_sharing_schedules')).rows[0]!
    .n;

describe('profit splits', () => {
  it('starts a new split at 00:00 UTC tomorrow, shown as scheduled with the totals of today and tomorrow', async () => {
    const response = await put(ids.b, '10');
    expect(response.statusCode).toBe(200);
    const body = profitSharingsResponseSchema.parse(response.json());
    expect(body).toEqual({
      data: [
        {
          recipient_id: ids.b,
          recipient_account_name: 'bravo',
          percent: '10',
          start_date: '2026-11-21',
          end_date: null,
          sharing_type: 'profit_sharing',
          status: 'scheduled',
        },
      ],
      total_today: '0',
      total_tomorrow: '10',
      changes_start: '2026-11-21',
    });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await stored();
    const fieldOf = async (recipient: string, percent: unknown) => {
      const response = await put(recipient, percent);
      expect(response.statusCode, JSON.stringify(percent)).toBe(400);
      return errorOf(response).fields?.[0];
    };
    expect(await fieldOf(ids.c, '0')).toEqual({ name: 'percent', code: 'min_threshold', min: '0.01' });
    for (const bad of ['12.345', '100.01', '-1', '1e1', '', 10]) {
      expect((await fieldOf(ids.c, bad))?.name, JSON.stringify(bad)).toMatch(/^(body\.)?percent$/);
    }
    expect(await fieldOf(ids.donor, '5')).toEqual({ name: 'recipient', code: 'split_to_self' });
    for (const recipient of [ids.foreign, ids.removed, '00000000-0000-4000-8000-00000000ffff']) {
      expect(await fieldOf(recipient, '5')).toEqual({ name: 'recipient', code: 'recipient_not_found' });
    }
    expect(await fieldOf(ids.c, '90.01')).toEqual({ name: 'percent', code: 'split_total_exceeded', available: '90' });
    expect(await stored()).toBe(before);
  });

  it('lets two changes at once give away at most 100 %: the donor is locked, one of them is refused', async () => {
    const responses = await Promise.all([put(ids.c, '60'), put(ids.d, '60')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const refused = responses.find((response) => response.statusCode === 400)!;
    expect(errorOf(refused).fields?.[0]).toMatchObject({ code: 'split_total_exceeded', available: '30' });
    expect((await list()).total_tomorrow).toBe('70');
  });

  it('replaces a change made the same day, and starts the next day from 00:00:00 UTC on', async () => {
    const winner = (await list()).data.find((item) => item.percent === '60')!.recipient_id;
    await call(owner.id, 'DELETE', splitsPath(winner));
    now = new Date('2026-11-20T23:59:59.000Z');
    expect((await put(ids.c, '20')).statusCode).toBe(200);
    expect((await list()).data.filter((item) => item.recipient_id === ids.c)).toEqual([
      expect.objectContaining({ percent: '20', start_date: '2026-11-21', status: 'scheduled' }),
    ]);
    now = new Date('2026-11-21T00:00:00.000Z');
    expect((await put(ids.c, '25')).statusCode).toBe(200);
    const body = await list();
    expect(body.data.filter((item) => item.recipient_id === ids.c)).toEqual([
      expect.objectContaining({ percent: '25', start_date: '2026-11-22', end_date: null, status: 'scheduled' }),
      expect.objectContaining({ percent: '20', start_date: '2026-11-21', end_date: '2026-11-22', status: 'current' }),
    ]);
    expect(body).toMatchObject({ total_today: '30', total_tomorrow: '35', changes_start: '2026-11-22' });
  });

  it('stops a split from tomorrow and keeps its history; stopping nothing is a 404', async () => {
    now = new Date('2026-11-23T08:00:00.000Z');
    const response = await call(owner.id, 'DELETE', splitsPath(ids.b));
    expect(response.statusCode).toBe(200);
    const bravo = profitSharingsResponseSchema
      .parse(response.json())
      .data.filter((item) => item.recipient_id === ids.b);
    expect(bravo).toEqual([
      expect.objectContaining({ percent: '10', start_date: '2026-11-21', end_date: '2026-11-24', status: 'current' }),
    ]);
    expect((await call(owner.id, 'DELETE', splitsPath(ids.b))).statusCode).toBe(404);
    now = new Date('2026-11-24T00:00:00.000Z');
    expect((await list()).data.find((item) => item.recipient_id === ids.b)?.status).toBe('past');
    const pair = await call(owner.id, 'GET', splitsPath(ids.b));
    expect(profitSharingsResponseSchema.parse(pair.json()).data.map((item) => item.status)).toEqual(['past']);
  });

  it('refuses a change to a day whose rewards are being credited', async () => {
    await testApp.database.pool.query(
      "INSERT INTO reward_runs (pool_id, pool_day, rate) VALUES ($1, '2026-11-25', 50000)",
      [ids.pool],
    );
    const response = await put(ids.d, '1');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('reward_already_processed');
  });

  it('lets the payments roles read and only owners and admins change', async () => {
    expect((await call(accountant.id, 'GET', splitsPath())).statusCode).toBe(200);
    expect((await call(viewer.id, 'GET', splitsPath())).statusCode).toBe(403);
    expect((await put(ids.d, '1', accountant.id)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', splitsPath())).statusCode).toBe(401);
  });
});

describe('referrals', () => {
  it('gives each account one code, made on first read, even when read concurrently', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call(owner.id, 'GET', `/miners/${ids.donor}/referrer-codes`)),
    );
    const codes = responses.map((response) => referrerCodesResponseSchema.parse(response.json()).data[0]!);
    expect(new Set(codes.map((code) => code.code)).size).toBe(1);
    expect(codes[0]!.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(codes[0]!.share_path).toBe(`/auth/registration?ref=${codes[0]!.code}`);
    expect((await call(viewer.id, 'GET', `/miners/${ids.donor}/referrer-codes`)).statusCode).toBe(403);
  });

  it('records the referrer of an account made with its code, ignores an unknown code, and lists the referred', async () => {
    const { code } = referrerCodesResponseSchema.parse(
      (await call(owner.id, 'GET', `/miners/${ids.donor}/referrer-codes`)).json(),
    ).data[0]!;
    const made = await call(newcomer.id, 'POST', '/miners', {
      account_name: 'newbie',
      referral_code: code.toLowerCase(),
    });
    expect(made.statusCode).toBe(201);
    const unknown = await call(newcomer2.id, 'POST', '/miners', { account_name: 'loner', referral_code: 'NOPE' });
    expect(unknown.statusCode).toBe(201);
    const referrals = referralsResponseSchema.parse(
      (await call(accountant.id, 'GET', `/miners/${ids.donor}/referrals`)).json(),
    );
    expect(referrals.data).toEqual([expect.objectContaining({ account_name: 'newbie', hash_rate_24h: 0, earned: 0 })]);
    // The referral lasts 365 days from the account's first pool day (its creation, in the database's time).
    const created = new Date(referrals.data[0]!.created_at);
    const ends = new Date(Date.UTC(created.getUTCFullYear(), created.getUTCMonth(), created.getUTCDate() + 365));
    expect(referrals.data[0]!.ends_on).toBe(ends.toISOString().slice(0, 10));
    expect(referrals).toMatchObject({
      pagination: { page: 1, per_page: 50, total: 1 },
      totals: { accounts: 1, earned: 0 },
      share_percent: '10',
      days: 365,
    });
  });
});

describe('a split through the reward run', () => {
  it("is paid with the reward of the day it starts, in the donor's and the recipient's payments", async () => {
    const { pool } = testApp.database;
    const one = async (text: string, values: unknown[] = []) =>
      (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
    const [giver, taker] = [
      await one("INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'giver') RETURNING id", [ids.pool]),
      await one("INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'taker') RETURNING id", [ids.pool]),
    ];
    await grantPermission(pool, owner.id, 'miner', giver, 'owner');
    await grantPermission(pool, owner.id, 'miner', taker, 'owner');
    await pool.query(
      "INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, '2026-12-01', 50000, 'manual')",
      [ids.pool],
    );
    await pool.query(
      `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id) VALUES ('miner', $1, $2) RETURNING id)
       INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at) SELECT id, $1, false, '2026-12-01' FROM s`,
      [ids.pool, giver],
    );
    // About 1 PH/s all of 11 December.
    await pool.query(
      `INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
       SELECT id, '2026-12-11T00:00:00Z', 20116567472, 0, 1 FROM hashrate_series WHERE kind = 'miner' AND miner_id = $1`,
      [giver],
    );
    now = new Date('2026-12-10T23:59:59.000Z');
    expect(
      (await call(owner.id, 'PUT', `/miners/${giver}/profit-sharings/${taker}`, { percent: '10' })).statusCode,
    ).toBe(200);
    now = new Date('2026-12-12T09:00:00.000Z');
    const silent = () => undefined;
    const log = { info: silent, warn: silent, debug: silent, error: silent } as unknown as FastifyBaseLogger;
    await new RewardsJob({ db: testApp.database.db, clock: () => now, log }).runDay(ids.pool, '2026-12-11');
    const payments = async (minerId: string) =>
      paymentsResponseSchema.parse((await call(owner.id, 'GET', `/miners/${minerId}/payments`)).json()).data;
    const [reward, given] = [...(await payments(giver))].sort((a, b) => a.type.localeCompare(b.type)).reverse();
    expect(reward).toMatchObject({ type: 'reward', direction: 'incoming', sharing: null });
    expect(given).toMatchObject({
      type: 'profit_sharing',
      direction: 'outgoing',
      amount: Math.floor(reward!.amount / 10),
      pool_day: '2026-12-11',
      sharing: {
        sharing_type: 'profit_sharing',
        counterparty: { miner_id: taker, account_name: 'taker' },
        percent: '10',
      },
    });
    expect(await payments(taker)).toEqual([
      expect.objectContaining({
        type: 'profit_sharing',
        direction: 'incoming',
        amount: given!.amount,
        sharing: {
          sharing_type: 'profit_sharing',
          counterparty: { miner_id: giver, account_name: 'giver' },
          percent: '10',
        },
      }),
    ]);
  });
});

describe('a new or raised split, by a user without a second factor', () => {
  const path = (suffix = '') => `/miners/${ids.plain}/profit-sharings/${ids.b}${suffix}`;
  const codeIn = (text: string) => /Your code: (\d{6})/.exec(text)![1]!;

  it('needs the code e-mailed for exactly that split; the owners are told; lowering needs none', async () => {
    const bare = await call(plainOwner.id, 'PUT', path(), { percent: '95' });
    expect([bare.statusCode, errorOf(bare).code]).toEqual([403, 'confirmation_code_required']);

    sent.length = 0;
    const ask = await call(plainOwner.id, 'POST', path('/confirmation-codes'), { percent: '95' });
    expect(ask.statusCode, ask.body).toBe(201);
    expect(sent.map((message) => message.to)).toEqual(['plain-owner@x.io']);
    expect(sent[0]!.text).toContain('giving 95 % of its daily reward to the account bravo');
    const code = codeIn(sent[0]!.text);

    // The code is for 95 %: it confirms neither another percent nor a wrong guess.
    const other = await call(plainOwner.id, 'PUT', path(), { percent: '96', code });
    expect(errorOf(other).fields?.[0]).toMatchObject({ name: 'code', code: 'confirmation_code_invalid' });
    const wrong = await call(plainOwner.id, 'PUT', path(), {
      percent: '95',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(errorOf(wrong).fields?.[0]).toMatchObject({ name: 'code', code: 'confirmation_code_invalid' });

    sent.length = 0;
    const confirmed = await call(plainOwner.id, 'PUT', path(), { percent: '95', code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(sent.map((message) => message.to).sort()).toEqual(['co-owner@x.io', 'plain-owner@x.io']);
    expect(sent[0]!.subject).toBe('Profit split of plain_donor: 95 % to bravo');

    // The same percent again raises nothing and needs no code; the used code confirms nothing more.
    const again = await call(plainOwner.id, 'PUT', path(), { percent: '95' });
    expect(again.statusCode, again.body).toBe(200);
    const raise = await call(plainOwner.id, 'PUT', path(), { percent: '99', code });
    expect(errorOf(raise).fields?.[0]).toMatchObject({ name: 'code', code: 'confirmation_code_expired' });

    sent.length = 0;
    const lower = await call(plainOwner.id, 'PUT', path(), { percent: '5' });
    expect(lower.statusCode, lower.body).toBe(200);
    expect((await call(plainOwner.id, 'DELETE', path())).statusCode).toBe(200);
    expect(sent).toEqual([]);
  });
});
