import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  generatedPromoCodeSchema,
  minerPromoCodeSchema,
  paymentsResponseSchema,
  promoCodeSchema,
  promoCodesResponseSchema,
  promoInForceSchema,
  type PromoCodeBody,
} from '@pool/contract';
import { useTestApp } from '../../test/test-app.js';
import { freshSecondFactor, TestIdentity } from '../../test/test-identity.js';
import { RewardsJob } from '../rewards/index.js';

/**
 * Promo codes on a real database and the controllable clock: the platform's form and its
 * field errors, every apply rule, the limits under concurrent applies, and the reward run
 * charging the fee the code in force gives.
 */

let now = new Date('2026-11-20T12:00:00.000Z');
const identity = new TestIdentity();
const user = (n: number, name: string) =>
  identity.add({
    id: `00000000-0000-4000-8000-0000000002${n.toString(16).padStart(2, '0')}`,
    email: `${name}@example.com`,
    // Staff's money writes (fees, promo codes) need a fresh second factor: everyone has one here.
    ...structuredClone(freshSecondFactor),
  });
const platformOwner = user(1, 'platform-owner');
const platformViewer = user(2, 'platform-viewer');
const minerOwner = user(3, 'miner-owner');
const minerViewer = user(4, 'miner-viewer');
const listed = user(5, 'listed');
/** Owners of the accounts that apply a code at the same time. */
const crowd = Array.from({ length: 20 }, (_, n) => user(16 + n, `crowd-${n}`));

const testApp = useTestApp(identity, { clock: () => now });
const call = testApp.call;
const ids = { pool: '', miner: '', old: '', listedMiner: '', crowd: [] as string[] };

const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await testApp.database.pool.query(text, values)).rows as T[];
const one = async (text: string, values: unknown[] = []) => (await query<{ id: string }>(text, values))[0]!.id;

async function account(name: string, owner: string, createdAt = '2026-11-19T00:00:00Z'): Promise<string> {
  const id = await one(
    'INSERT INTO miner_accounts (pool_id, account_name, created_at) VALUES ($1, $2, $3) RETURNING id',
    [ids.pool, name, createdAt],
  );
  await query("INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, 'owner')", [
    owner,
    id,
  ]);
  return id;
}

beforeAll(async () => {
  ids.pool = await one('SELECT id FROM pools WHERE is_current');
  await query(
    "INSERT INTO permissions (identity_id, type, role) VALUES ($1, 'platform', 'owner'), ($2, 'platform', 'viewer')",
    [platformOwner.id, platformViewer.id],
  );
  ids.miner = await account('promo_rigs', minerOwner.id);
  await query("INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, 'viewer')", [
    minerViewer.id,
    ids.miner,
  ]);
  ids.old = await account('promo_old', minerOwner.id, '2026-01-01T00:00:00Z');
  ids.listedMiner = await account('promo_listed', listed.id);
  for (const [n, owner] of crowd.entries()) ids.crowd.push(await account(`promo_crowd_${n}`, owner.id));
});

const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;

function body(overrides: Partial<PromoCodeBody> = {}): PromoCodeBody {
  return {
    code: 'SUMMER',
    effective_from: '2026-11-01T00:00:00Z',
    effective_to: '2026-12-31T00:00:00Z',
    status: 'active',
    type: 'universal',
    fee_type: 'rel',
    value: '50',
    duration_days: 30,
    ...overrides,
  };
}

async function create(overrides: Partial<PromoCodeBody> = {}) {
  const response = await call(platformOwner.id, 'POST', '/platform/promocodes', body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return promoCodeSchema.parse(response.json());
}

const apply = (userId: string, minerId: string, code: string) =>
  call(userId, 'POST', '/promocodes/apply', { miner_id: minerId, code });

async function refusal(userId: string, minerId: string, code: string) {
  const response = await apply(userId, minerId, code);
  return { status: response.statusCode, reason: errorOf(response).fields?.[0]?.code };
}

describe('the platform form', () => {
  it('creates a code with every field, lists it by status and search, and reads it back', async () => {
    const created = await create({
      code: 'welcome-2026',
      type: 'welcome',
      fee_type: 'abs',
      value: '0.45',
      usage_limit: 100,
      user_usage_limit: 1,
      description: 'First month',
      user_restriction: true,
      users: [{ email: 'LISTED@example.com' }],
    });
    expect(created).toMatchObject({
      code: 'WELCOME-2026',
      type: 'welcome',
      fee_type: 'abs',
      value: '0.45',
      usage_limit: 100,
      user_usage_limit: 1,
      uses: 0,
      duration_days: 30,
      perpetual: false,
      users: [{ email: 'listed@example.com' }],
      description: 'First month',
    });
    await create({ code: 'DORMANT', status: 'inactive' });
    const active = promoCodesResponseSchema.parse(
      (await call(platformViewer.id, 'GET', '/platform/promocodes?status=active&search=welcome')).json(),
    );
    expect(active.data.map((code) => code.code)).toEqual(['WELCOME-2026']);
    const inactive = promoCodesResponseSchema.parse(
      (await call(platformViewer.id, 'GET', '/platform/promocodes?status=inactive')).json(),
    );
    expect(inactive.data.map((code) => code.code)).toEqual(['DORMANT']);
    const read = await call(platformViewer.id, 'GET', `/platform/promocodes/${created.id}`);
    expect(promoCodeSchema.parse(read.json())).toEqual(created);
  });

  it('answers every broken rule as a field error beside its field, and writes nothing', async () => {
    const before = (await query('SELECT id FROM promo_codes')).length;
    const response = await call(
      platformOwner.id,
      'POST',
      '/platform/promocodes',
      body({
        code: 'a b',
        effective_from: '2026-12-01T00:00:00Z',
        effective_to: '2026-11-01T00:00:00Z',
        value: '101',
        usage_limit: -1,
        user_usage_limit: -5,
        duration_days: 0,
        user_restriction: true,
        users: [],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual([
      { name: 'code', code: 'match_invalid' },
      { name: 'effective_to', code: 'promocode_ends_before_start' },
      { name: 'value', code: 'max_threshold', max: 100 },
      { name: 'usage_limit', code: 'min_threshold', min: 0 },
      { name: 'user_usage_limit', code: 'min_threshold', min: 0 },
      { name: 'duration_days', code: 'min_threshold', min: 1 },
      { name: 'users', code: 'required' },
    ]);
    const negative = await call(platformOwner.id, 'POST', '/platform/promocodes', body({ code: 'NEG', value: '-1' }));
    expect(errorOf(negative).fields).toEqual([{ name: 'value', code: 'min_threshold', min: 0 }]);
    const badDate = await call(
      platformOwner.id,
      'POST',
      '/platform/promocodes',
      body({ code: 'BADDATE', effective_from: 'soon' }),
    );
    expect(errorOf(badDate).fields).toEqual([{ name: 'effective_from', code: 'invalid_input' }]);
    expect((await query('SELECT id FROM promo_codes')).length).toBe(before);
  });

  it('names unknown users (promocode_users_not_found) and refuses a duplicate code (promocode_already_exists)', async () => {
    const unknown = await call(
      platformOwner.id,
      'POST',
      '/platform/promocodes',
      body({
        code: 'NOBODY',
        user_restriction: true,
        users: [{ email: 'listed@example.com' }, { email: 'ghost@example.com' }],
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({
      code: 'promocode_users_not_found',
      fields: [{ name: 'users', code: 'promocode_users_not_found', emails: 'ghost@example.com' }],
    });
    await create({ code: 'TWICE' });
    const duplicate = await call(platformOwner.id, 'POST', '/platform/promocodes', body({ code: 'twice' }));
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).code).toBe('promocode_already_exists');
    expect((await query("SELECT id FROM promo_codes WHERE code IN ('NOBODY')")).length).toBe(0);
  });

  it('generates a fresh readable code; only platform owners and admins write', async () => {
    const generated = generatedPromoCodeSchema.parse(
      (await call(platformViewer.id, 'GET', '/platform/promocodes/generate')).json(),
    );
    expect(generated.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await call(platformViewer.id, 'POST', '/platform/promocodes', body({ code: 'VIEWER' }))).statusCode).toBe(
      403,
    );
    expect((await call(minerOwner.id, 'GET', '/platform/promocodes')).statusCode).toBe(403);
  });
});

describe('applying a code', () => {
  it('refuses a code outside its window, inactive, unknown, for other users or other ages of account', async () => {
    await create({ code: 'LATER', effective_from: '2026-11-21T00:00:00Z' });
    await create({ code: 'OVER', effective_from: '2026-11-01T00:00:00Z', effective_to: '2026-11-20T12:00:00Z' });
    await create({ code: 'NEWONLY', type: 'welcome' });
    await create({ code: 'OLDONLY', type: 'loyalty' });
    expect(await refusal(minerOwner.id, ids.miner, 'LATER')).toEqual({ status: 400, reason: 'promocode_not_started' });
    expect(await refusal(minerOwner.id, ids.miner, 'OVER')).toEqual({ status: 400, reason: 'promocode_expired' });
    expect(await refusal(minerOwner.id, ids.miner, 'DORMANT')).toEqual({ status: 400, reason: 'promocode_inactive' });
    expect(await refusal(minerOwner.id, ids.miner, 'NOSUCH')).toEqual({ status: 404, reason: 'promocode_not_found' });
    expect(await refusal(minerOwner.id, ids.miner, 'WELCOME-2026')).toEqual({
      status: 403,
      reason: 'promocode_not_allowed',
    });
    expect(await refusal(minerOwner.id, ids.old, 'NEWONLY')).toEqual({ status: 400, reason: 'promocode_welcome_only' });
    expect(await refusal(minerOwner.id, ids.miner, 'OLDONLY')).toEqual({
      status: 400,
      reason: 'promocode_loyalty_only',
    });
    expect((await apply(minerViewer.id, ids.miner, 'SUMMER')).statusCode).toBe(403);
    expect((await query('SELECT id FROM promo_code_applications')).length).toBe(0);

    // The window follows the clock: a day later LATER is in force.
    now = new Date('2026-11-21T00:00:00.000Z');
    expect((await apply(minerOwner.id, ids.old, 'LATER')).statusCode).toBe(200);
    now = new Date('2026-11-20T12:00:00.000Z');
  });

  it('puts the code in force from today for its duration; the newest applied wins; the same code twice is refused', async () => {
    const listedApplied = await apply(listed.id, ids.listedMiner, 'welcome-2026');
    expect(promoInForceSchema.parse(listedApplied.json())).toEqual({
      code: 'WELCOME-2026',
      fee_type: 'abs',
      value: '0.45',
      starts_on: '2026-11-20',
      ends_on: '2026-12-20',
    });
    expect(await refusal(listed.id, ids.listedMiner, 'WELCOME-2026')).toEqual({
      status: 409,
      reason: 'promocode_already_applied',
    });
    const perpetual = await create({
      code: 'FOREVER',
      perpetual: true,
      duration_days: null,
      fee_type: 'abs',
      value: '0.5',
    });
    expect(perpetual.duration_days).toBeNull();
    expect((await apply(listed.id, ids.listedMiner, 'FOREVER')).statusCode).toBe(200);
    const current = minerPromoCodeSchema.parse(
      (await call(listed.id, 'GET', `/miners/${ids.listedMiner}/promocode`)).json(),
    );
    expect(current.promo).toMatchObject({ code: 'FOREVER', starts_on: '2026-11-20', ends_on: null });
    // The per-user limit of 1: the same user cannot apply it again even after it was replaced.
    expect(await refusal(listed.id, ids.listedMiner, 'WELCOME-2026')).toEqual({
      status: 409,
      reason: 'promocode_user_limit_reached',
    });
  });

  it('20 simultaneous applies of a code with usage limit 5: exactly 5 succeed, and the count says 5', async () => {
    const limited = await create({ code: 'FIVE', usage_limit: 5 });
    const responses = await Promise.all(ids.crowd.map((minerId, n) => apply(crowd[n]!.id, minerId, 'FIVE')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(
      responses
        .filter((response) => response.statusCode === 409)
        .map((response) => errorOf(response).fields?.[0]?.code),
    ).toEqual(Array(15).fill('promocode_usage_limit_reached'));
    const [row] = await query<{ uses: number; applied: number }>(
      'SELECT uses, (SELECT count(*)::int FROM promo_code_applications WHERE promo_code_id = $1) AS applied FROM promo_codes WHERE id = $1',
      [limited.id],
    );
    expect(row).toEqual({ uses: 5, applied: 5 });
  });

  it('20 simultaneous applies by one user of a code with a per-user limit of 3: exactly 3 succeed', async () => {
    await create({ code: 'THREEEACH', user_usage_limit: 3 });
    const accounts = await Promise.all(Array.from({ length: 20 }, (_, n) => account(`promo_mine_${n}`, minerOwner.id)));
    const responses = await Promise.all(accounts.map((minerId) => apply(minerOwner.id, minerId, 'THREEEACH')));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
  });

  it('refuses edits of an applied code that would change the rewards it discounted', async () => {
    const [summer] = await query<{ id: string }>("SELECT id FROM promo_codes WHERE code = 'FIVE'");
    const changed = await call(
      platformOwner.id,
      'PUT',
      `/platform/promocodes/${summer!.id}`,
      body({ code: 'FIVE', value: '60', usage_limit: 5 }),
    );
    expect(changed.statusCode).toBe(409);
    expect(errorOf(changed)).toMatchObject({
      code: 'promocode_in_use',
      fields: [{ name: 'value', code: 'promocode_in_use' }],
    });
    const lowered = await call(
      platformOwner.id,
      'PUT',
      `/platform/promocodes/${summer!.id}`,
      body({ code: 'FIVE', usage_limit: 4 }),
    );
    expect(errorOf(lowered).fields).toEqual([{ name: 'usage_limit', code: 'min_threshold', min: 5 }]);
    const described = await call(
      platformOwner.id,
      'PUT',
      `/platform/promocodes/${summer!.id}`,
      body({ code: 'FIVE', usage_limit: 10, description: 'More room', status: 'inactive' }),
    );
    expect(described.statusCode, described.body).toBe(200);
    expect(promoCodeSchema.parse(described.json())).toMatchObject({
      usage_limit: 10,
      uses: 5,
      status: 'inactive',
      description: 'More room',
    });
    const fresh = await create({ code: 'UNUSED' });
    const renamed = await call(
      platformOwner.id,
      'PUT',
      `/platform/promocodes/${fresh.id}`,
      body({ code: 'RENAMED', value: '10' }),
    );
    expect(promoCodeSchema.parse(renamed.json())).toMatchObject({ code: 'RENAMED', value: '10' });
  });
});

describe('the reward run', () => {
  const silent = () => undefined;
  const log = { info: silent, warn: silent, debug: silent, error: silent } as unknown as FastifyBaseLogger;
  /** About 1 PH/s for a whole day, in share difficulty. */
  const petahashDay = 20_116_567_472;

  async function work(minerId: string, day: string, accepted: number) {
    await query(
      `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id) VALUES ('miner', $1, $2) ON CONFLICT DO NOTHING RETURNING id)
       INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at) SELECT id, $1, false, $3 FROM s`,
      [ids.pool, minerId, `${day}T00:00:00Z`],
    );
    await query(
      `INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
       SELECT id, $2, $3, 0, 1 FROM hashrate_series WHERE kind = 'miner' AND miner_id = $1`,
      [minerId, `${day}T04:00:00Z`, accepted],
    );
  }

  it('charges the fee the code in force gives, exactly, and records the code on the payment', async () => {
    const day = '2026-11-22';
    await create({
      code: 'HALF',
      fee_type: 'rel',
      value: '50',
      duration_days: 1,
      effective_from: '2026-11-01T00:00:00Z',
    });
    const halfed = await account('promo_half', minerOwner.id);
    const plain = await account('promo_plain', minerOwner.id);
    now = new Date(`${day}T10:00:00.000Z`);
    expect((await apply(minerOwner.id, halfed, 'HALF')).statusCode).toBe(200);
    await work(halfed, day, petahashDay);
    await work(plain, day, petahashDay);
    await query("INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, '2026-11-01', 50000, 'manual')", [
      ids.pool,
    ]);
    // Day two: the one-day code has run out.
    await work(halfed, '2026-11-23', petahashDay);

    now = new Date('2026-11-24T09:00:00.000Z');
    const job = new RewardsJob({ db: testApp.database.db, clock: () => now, log });
    await job.runDay(ids.pool, day);
    await job.runDay(ids.pool, '2026-11-23');

    // gross = floor(hash_rate × 50,000 / 10^12); the default fee 0.9 %, halved: 0.45 %.
    const [{ hash_rate: hashRate }] = (await query<{ hash_rate: number }>(
      "SELECT hash_rate FROM payments p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.miner_id = $1 AND p.pool_day = '2026-11-22'",
      [halfed],
    )) as [{ hash_rate: number }];
    const gross = (BigInt(hashRate) * 50_000n) / 10n ** 12n;
    const halfFee = Number((gross * 45n) / 10_000n);
    const fullFee = Number((gross * 90n) / 10_000n);
    expect(halfFee).toBeGreaterThan(0);

    const rewards = async (minerId: string) =>
      paymentsResponseSchema.parse((await call(minerOwner.id, 'GET', `/miners/${minerId}/payments?type=reward`)).json())
        .data;
    // Both days were credited at the same moment: in pool-day order.
    const halfedRewards = (await rewards(halfed)).sort((a, b) => a.pool_day!.localeCompare(b.pool_day!));
    const reward = { hash_rate: hashRate, rate: 50_000, gross: Number(gross) };
    expect(halfedRewards.map((payment) => [payment.pool_day, payment.reward])).toEqual([
      ['2026-11-22', { ...reward, fee_percent: '0.45', fee: halfFee, promo_code: 'HALF' }],
      ['2026-11-23', { ...reward, fee_percent: '0.9', fee: fullFee }],
    ]);
    expect(halfedRewards[0]!.amount).toBe(Number(gross) - halfFee);
    const plainRewards = await rewards(plain);
    expect(plainRewards.map((payment) => payment.reward?.fee)).toEqual([fullFee]);
  });
});
