import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultMinPayment,
  errorResponseSchema,
  minerDetailSchema,
  minimumPayoutFloor,
  walletAddressesResponseSchema,
  walletLimitsResponseSchema,
  walletChangeCodesPerHour,
  walletChangeCodeTries,
  walletSchema,
} from '@pool/contract';
import type { MailMessage } from '../../mail/mailer.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';

let now = new Date('2026-03-10T10:00:00.000Z');
const clock = () => now;
const hours = (n: number) => n * 3600_000;

const identity = new TestIdentity();
// A fresh second factor confirms the owner's changes; `plain` has none and confirms by e-mailed code.
const owner = identity.add({
  id: '00000000-0000-4000-8000-0000000000e1',
  email: 'owner@example.com',
  credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
  secondFactorAge: 0,
});
const plain = identity.add({ id: '00000000-0000-4000-8000-0000000000e8', email: 'plain@example.com' });
const stranger = identity.add({ id: '00000000-0000-4000-8000-0000000000e2', email: 'stranger@example.com' });
const accountant = identity.add({ id: '00000000-0000-4000-8000-0000000000e3', email: 'books@example.com' });
const viewer = identity.add({ id: '00000000-0000-4000-8000-0000000000e4', email: 'viewer@example.com' });
const poolAdmin = identity.add({ id: '00000000-0000-4000-8000-0000000000e6', email: 'pool-admin@example.com' });
const operatorOwner = identity.add({ id: '00000000-0000-4000-8000-0000000000e7', email: 'hub@example.com' });
const guarded = identity.add({
  id: '00000000-0000-4000-8000-0000000000e5',
  email: 'guarded@example.com',
  credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
});

const mails: MailMessage[] = [];
const testApp = useTestApp(identity, { clock, mailer: { send: async (message) => void mails.push(message) } });
const call = testApp.call;

// Valid mainnet addresses (BIP173, BIP350 and the genesis block's).
const segwit = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const taproot = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
const legacy = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const testnetAddress = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';

const ids = {
  miner: '',
  guardedMiner: '',
  busyMiner: '',
  plainMiner: '',
  plainSpare: '',
  wallet: '',
  guardedWallet: '',
  plainWallet: '',
};
const tokens = { payments: 'watcher-with-payments-0001', monitoringOnly: 'watcher-monitoring-only-01' };

function asWatcher(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return testApp.app.inject({
    method,
    url: `/api/backend/v0.1${url}`,
    cookies: { 'XSRF-TOKEN': 'x' },
    headers: { 'x-xsrf-token': 'x', 'x-watcher-token': token },
    ...(payload ? { payload } : {}),
  });
}

async function walletOf(userId: string, minerId: string) {
  const response = await call(userId, 'GET', `/miners/${minerId}`);
  expect(response.statusCode).toBe(200);
  return minerDetailSchema.parse(response.json()).wallets;
}

function fieldsOf(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  return errorResponseSchema.parse(response.json()).error.fields;
}

async function rowCount(table: 'wallets' | 'wallet_addresses' | 'wallet_limits') {
  const { rows } = await testApp.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]!.n;
}

beforeAll(async () => {
  const { pool } = testApp.database;
  const poolId = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;
  const account = async (name: string) =>
    (
      await pool.query<{ id: string }>(
        'INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, $2) RETURNING id',
        [poolId, name],
      )
    ).rows[0]!.id;
  const operatorId = (
    await pool.query<{ id: string }>(
      "INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Hub', 'wallethub') RETURNING id",
      [poolId],
    )
  ).rows[0]!.id;
  ids.miner = await account('wallet_owner');
  // The account is an operator's customer too: its staff reach it, as the pool's do.
  await pool.query('UPDATE miner_accounts SET operator_id = $1 WHERE id = $2', [operatorId, ids.miner]);
  await pool.query("INSERT INTO permissions (identity_id, type, pool_id, role) VALUES ($1, 'pool', $2, 'admin')", [
    poolAdmin.id,
    poolId,
  ]);
  await pool.query(
    "INSERT INTO permissions (identity_id, type, operator_id, role) VALUES ($1, 'operator', $2, 'owner')",
    [operatorOwner.id, operatorId],
  );
  ids.guardedMiner = await account('guarded_rigs');
  ids.busyMiner = await account('busy_rigs');
  ids.plainMiner = await account('plain_rigs');
  ids.plainSpare = await account('plain_spare');
  const grant = (userId: string, minerId: string, role: string) =>
    pool.query("INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, $3)", [
      userId,
      minerId,
      role,
    ]);
  await grant(owner.id, ids.miner, 'owner');
  await grant(accountant.id, ids.miner, 'accountant');
  await grant(viewer.id, ids.miner, 'viewer');
  await grant(guarded.id, ids.guardedMiner, 'owner');
  await grant(owner.id, ids.busyMiner, 'owner');
  await grant(plain.id, ids.plainMiner, 'owner');
  await grant(plain.id, ids.plainSpare, 'owner');
  await pool.query(
    `INSERT INTO watchers (token, miner_id, created_by, sections) VALUES
       ($1, $3, $4, ARRAY['section_payments_read']), ($2, $3, $4, ARRAY['section_workers_read'])`,
    [tokens.payments, tokens.monitoringOnly, ids.miner, owner.id],
  );
});

describe('GET /miners/{id}', () => {
  it('answers the account with its one wallet, made on first use with the default limits', async () => {
    const [wallet, ...more] = await walletOf(owner.id, ids.miner);
    expect(more).toEqual([]);
    const { id, ...rest } = wallet!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rest).toEqual({
      currency: 'BTC',
      network: 'mainnet',
      address: null,
      min_payment: defaultMinPayment,
      max_payment: 0,
      paused_until: null,
    });
    ids.wallet = id;
    const again = await call(owner.id, 'GET', `/miners/${ids.miner}`);
    expect(minerDetailSchema.parse(again.json())).toMatchObject({
      id: ids.miner,
      account_name: 'wallet_owner',
      wallets: [{ id: ids.wallet }],
    });
    expect(await rowCount('wallets')).toBe(1);
  });

  it('makes one wallet when the first reads come at once', async () => {
    const before = await rowCount('wallets');
    const reads = await Promise.all(Array.from({ length: 6 }, () => walletOf(owner.id, ids.busyMiner)));
    expect(new Set(reads.map(([wallet]) => wallet!.id)).size).toBe(1);
    expect(await rowCount('wallets')).toBe(before + 1);
  });

  it('shows the wallet only to those who may see payments (not to a viewer or a monitoring-only watcher)', async () => {
    expect((await walletOf(accountant.id, ids.miner)).map((wallet) => wallet.id)).toEqual([ids.wallet]);
    expect(await walletOf(viewer.id, ids.miner)).toEqual([]);
    const withPayments = await asWatcher('GET', `/miners/${ids.miner}`, tokens.payments);
    expect(minerDetailSchema.parse(withPayments.json()).wallets.map((wallet) => wallet.id)).toEqual([ids.wallet]);
    const monitoringOnly = await asWatcher('GET', `/miners/${ids.miner}`, tokens.monitoringOnly);
    expect(monitoringOnly.statusCode).toBe(200);
    expect(minerDetailSchema.parse(monitoringOnly.json()).wallets).toEqual([]);
  });

  it('answers 401 without a session, 403 for a stranger and 404 for an unknown account', async () => {
    expect((await call(undefined, 'GET', `/miners/${ids.miner}`)).statusCode).toBe(401);
    expect((await call(stranger.id, 'GET', `/miners/${ids.miner}`)).statusCode).toBe(403);
    expect((await call(owner.id, 'GET', '/miners/00000000-0000-4000-8000-00000000ffff')).statusCode).toBe(404);
  });
});

describe('payout addresses', () => {
  it('refuses an invalid address or one of another network with crypto_address_invalid', async () => {
    for (const address of ['not-an-address', testnetAddress, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5']) {
      const fields = fieldsOf(await call(owner.id, 'POST', `/wallets/${ids.wallet}/addresses`, { address }));
      expect(fields).toEqual([
        { name: 'address', code: 'crypto_address_invalid', currency: 'BTC', network: 'mainnet' },
      ]);
    }
    expect(fieldsOf(await call(owner.id, 'POST', `/wallets/${ids.wallet}/addresses`, { address: '' }))).toEqual([
      { name: 'body.address', code: 'invalid_input' },
    ]);
    expect(await rowCount('wallet_addresses')).toBe(0);
  });

  it('sets the first address without a pause; the same address again (in any case) changes nothing', async () => {
    const first = await call(owner.id, 'POST', `/wallets/${ids.wallet}/addresses`, { address: segwit });
    expect(first.statusCode).toBe(201);
    expect(walletSchema.parse(first.json())).toMatchObject({ address: segwit, paused_until: null });
    now = new Date(now.getTime() + hours(1));
    const same = await call(owner.id, 'POST', `/wallets/${ids.wallet}/addresses`, { address: segwit.toUpperCase() });
    expect(same.statusCode).toBe(200);
    expect(walletSchema.parse(same.json())).toMatchObject({ address: segwit, paused_until: null });
    expect(await rowCount('wallet_addresses')).toBe(1);
  });

  it('pauses payouts for 24 hours after a change, then resumes', async () => {
    const changedAt = now;
    const changed = await call(owner.id, 'POST', `/wallets/${ids.wallet}/addresses`, { address: taproot });
    expect(changed.statusCode).toBe(201);
    const pausedUntil = new Date(changedAt.getTime() + hours(24)).toISOString();
    expect(walletSchema.parse(changed.json())).toMatchObject({ address: taproot, paused_until: pausedUntil });
    now = new Date(changedAt.getTime() + hours(23));
    expect((await walletOf(owner.id, ids.miner))[0]?.paused_until).toBe(pausedUntil);
    now = new Date(changedAt.getTime() + hours(24));
    expect((await walletOf(owner.id, ids.miner))[0]?.paused_until).toBeNull();
  });

  it('lists the history newest first, the current one marked, paginated', async () => {
    now = new Date(now.getTime() + hours(1));
    expect((await call(owner.id, 'POST', `/wallets/${ids.wallet}/addresses`, { address: legacy })).statusCode).toBe(
      201,
    );
    const list = walletAddressesResponseSchema.parse(
      (await call(owner.id, 'GET', `/wallets/${ids.wallet}/addresses`)).json(),
    );
    expect(list.data.map(({ address, current }) => [address, current])).toEqual([
      [legacy, true],
      [taproot, false],
      [segwit, false],
    ]);
    expect(list.data[0]?.created_at).toBe(now.toISOString());
    expect(list.pagination).toEqual({ page: 1, per_page: 50, total: 3 });
    const second = walletAddressesResponseSchema.parse(
      (await call(owner.id, 'GET', `/wallets/${ids.wallet}/addresses?per-page=1&page=2`)).json(),
    );
    expect(second.data).toEqual([expect.objectContaining({ address: taproot, current: false })]);
  });
});

describe('payout limits', () => {
  const post = (kind: 'min' | 'max', amount: number, userId = owner.id) =>
    call(userId, 'POST', `/wallets/${ids.wallet}/${kind}-payments`, { amount });

  it('keeps the minimum at or above the floor', async () => {
    expect(fieldsOf(await post('min', minimumPayoutFloor - 1))).toEqual([
      { name: 'amount', code: 'min_threshold', value: minimumPayoutFloor },
    ]);
    const set = await post('min', minimumPayoutFloor);
    expect(set.statusCode).toBe(201);
    expect(walletSchema.parse(set.json())).toMatchObject({ min_payment: minimumPayoutFloor, max_payment: 0 });
    expect(fieldsOf(await post('min', -1))).toEqual([{ name: 'body.amount', code: 'invalid_input' }]);
  });

  it('allows a maximum of 0 (no limit) or at least the minimum, and no minimum above a set maximum', async () => {
    expect((await post('min', 200_000)).statusCode).toBe(201);
    expect(fieldsOf(await post('max', 199_999))).toEqual([{ name: 'amount', code: 'min_threshold', value: 200_000 }]);
    expect(walletSchema.parse((await post('max', 300_000)).json())).toMatchObject({
      min_payment: 200_000,
      max_payment: 300_000,
    });
    expect(fieldsOf(await post('min', 300_001))).toEqual([{ name: 'amount', code: 'max_threshold', value: 300_000 }]);
    expect((await post('min', 300_000)).statusCode).toBe(201);
    expect(walletSchema.parse((await post('max', 0)).json())).toMatchObject({ min_payment: 300_000, max_payment: 0 });
    expect((await post('min', 5_000_000)).statusCode).toBe(201);
  });

  it('refuses one of a minimum and a maximum sent at once that would cross each other', async () => {
    expect((await post('min', 500_000)).statusCode).toBe(201);
    // Each is valid against the state before: together they would leave min > max.
    const [max, min] = await Promise.all([post('max', 600_000), post('min', 700_000)]);
    expect([max.statusCode, min.statusCode].sort()).toEqual([201, 400]);
    const [wallet] = await walletOf(owner.id, ids.miner);
    expect(wallet!.max_payment === 0 || wallet!.min_payment <= wallet!.max_payment).toBe(true);
  });

  it('lists each limit newest first with the current one marked', async () => {
    const mins = walletLimitsResponseSchema.parse(
      (await call(owner.id, 'GET', `/wallets/${ids.wallet}/min-payments?per_page=3`)).json(),
    );
    expect(mins.data.map((row) => row.current)).toEqual([true, false, false]);
    expect(mins.pagination.total).toBeGreaterThanOrEqual(5);
    const [wallet] = await walletOf(owner.id, ids.miner);
    expect(mins.data[0]?.amount).toBe(wallet!.min_payment);
    const maxes = walletLimitsResponseSchema.parse(
      (await call(owner.id, 'GET', `/wallets/${ids.wallet}/max-payments`)).json(),
    );
    expect(maxes.data[0]).toEqual({ amount: wallet!.max_payment, created_at: now.toISOString(), current: true });
    expect(maxes.data.slice(1).map((row) => row.current)).not.toContain(true);
  });
});

describe('who may read and change a wallet', () => {
  it('answers 401 without a session (even for an unknown wallet), 404 for an unknown wallet, 403 for a stranger', async () => {
    const unknown = '00000000-0000-4000-8000-00000000ffff';
    expect((await call(undefined, 'GET', `/wallets/${unknown}/addresses`)).statusCode).toBe(401);
    expect((await call(undefined, 'POST', `/wallets/${ids.wallet}/addresses`, { address: segwit })).statusCode).toBe(
      401,
    );
    expect((await call(owner.id, 'GET', `/wallets/${unknown}/min-payments`)).statusCode).toBe(404);
    for (const [method, url, body] of [
      ['GET', `/wallets/${ids.wallet}/addresses`, undefined],
      ['GET', `/wallets/${ids.wallet}/max-payments`, undefined],
      ['POST', `/wallets/${ids.wallet}/addresses`, { address: segwit }],
      ['POST', `/wallets/${ids.wallet}/min-payments`, { amount: 100_000 }],
    ] as const) {
      const response = await call(stranger.id, method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('access_denied');
    }
  });

  it('lets an accountant read but not change, and keeps a viewer out of both', async () => {
    expect((await call(accountant.id, 'GET', `/wallets/${ids.wallet}/addresses`)).statusCode).toBe(200);
    const change = await call(accountant.id, 'POST', `/wallets/${ids.wallet}/addresses`, { address: segwit });
    expect(change.statusCode).toBe(403);
    expect((await call(viewer.id, 'GET', `/wallets/${ids.wallet}/min-payments`)).statusCode).toBe(403);
  });

  it("lets the pool's admin and the operator's owner read a customer's wallet but never change it", async () => {
    for (const staff of [poolAdmin, operatorOwner]) {
      expect((await call(staff.id, 'GET', `/wallets/${ids.wallet}/addresses`)).statusCode, staff.email).toBe(200);
      for (const [url, body] of [
        [`/wallets/${ids.wallet}/addresses`, { address: segwit }],
        [`/wallets/${ids.wallet}/min-payments`, { amount: 100_000 }],
        [`/wallets/${ids.wallet}/max-payments`, { amount: 0 }],
      ] as const) {
        const response = await call(staff.id, 'POST', url, body);
        expect(response.statusCode, `${staff.email} ${url}`).toBe(403);
        expect(errorResponseSchema.parse(response.json()).error.code).toBe('access_denied');
      }
    }
  });

  it('lets a watcher with the payments section read, never write', async () => {
    expect((await asWatcher('GET', `/wallets/${ids.wallet}/addresses`, tokens.payments)).statusCode).toBe(200);
    expect((await asWatcher('GET', `/wallets/${ids.wallet}/addresses`, tokens.monitoringOnly)).statusCode).toBe(403);
    for (const [url, body] of [
      [`/wallets/${ids.wallet}/addresses`, { address: segwit }],
      [`/wallets/${ids.wallet}/max-payments`, { amount: 0 }],
    ] as const) {
      expect((await asWatcher('POST', url, tokens.payments, body)).statusCode, url).toBe(403);
    }
  });

  it('asks a user with a second factor for a fresh one (mfa_required), then goes through', async () => {
    const [wallet] = await walletOf(guarded.id, ids.guardedMiner);
    ids.guardedWallet = wallet!.id;
    const url = `/wallets/${ids.guardedWallet}/addresses`;
    const refused = await call(guarded.id, 'POST', url, { address: segwit });
    expect(refused.statusCode).toBe(403);
    expect(errorResponseSchema.parse(refused.json()).error.code).toBe('mfa_required');
    guarded.secondFactorAge = 301;
    const stale = await call(guarded.id, 'POST', `/wallets/${ids.guardedWallet}/min-payments`, { amount: 100_000 });
    expect(errorResponseSchema.parse(stale.json()).error.code).toBe('mfa_required');
    guarded.secondFactorAge = 30;
    expect((await call(guarded.id, 'POST', url, { address: segwit })).statusCode).toBe(201);
    // Reading never needs the second factor.
    guarded.secondFactorAge = undefined;
    expect((await call(guarded.id, 'GET', url)).statusCode).toBe(200);
  });
});

describe('a change confirmed by an e-mailed code (users without a second factor)', () => {
  const codeUrl = () => `/wallets/${ids.plainWallet}/confirmation-codes`;
  const addressUrl = () => `/wallets/${ids.plainWallet}/addresses`;

  /** Asks for a code for the change and reads it from the e-mail sent to plain@example.com. */
  async function mailedCode(body: object, walletId = ids.plainWallet): Promise<string> {
    const sent = await call(plain.id, 'POST', `/wallets/${walletId}/confirmation-codes`, body);
    expect(sent.statusCode).toBe(201);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe('plain@example.com');
    return /Your code: (\d{6})/.exec(mail.text)![1]!;
  }

  function errorOf(response: { json: () => unknown }) {
    return errorResponseSchema.parse(response.json()).error;
  }

  beforeAll(async () => {
    ids.plainWallet = (await walletOf(plain.id, ids.plainMiner))[0]!.id;
  });

  it('refuses the change without a code (confirmation_code_required), then makes it with the mailed one', async () => {
    const refused = await call(plain.id, 'POST', addressUrl(), { address: segwit });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('confirmation_code_required');

    const sent = await call(plain.id, 'POST', codeUrl(), { kind: 'address', address: segwit.toUpperCase() });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      email: 'plain@example.com',
      expires_at: new Date(now.getTime() + 15 * 60_000).toISOString(),
    });
    // The e-mail names the change in full: the new address (canonical) and the account.
    expect(mails.at(-1)!.text).toContain(segwit);
    expect(mails.at(-1)!.text).toContain('plain_rigs');
    // A first address replaces nothing, so nothing pauses: the e-mail must not say it does.
    expect(mails.at(-1)!.text).not.toMatch(/pause/);
    const code = /Your code: (\d{6})/.exec(mails.at(-1)!.text)![1]!;
    const changed = await call(plain.id, 'POST', addressUrl(), { address: segwit, code });
    expect(changed.statusCode).toBe(201);
    expect(walletSchema.parse(changed.json()).address).toBe(segwit);
    // Used once: the same code again confirms nothing.
    const again = await call(plain.id, 'POST', addressUrl(), { address: taproot, code });
    expect(fieldsOf(again)).toEqual([{ name: 'code', code: 'confirmation_code_expired' }]);
  });

  it('confirms only the change it was sent for, and only on its wallet', async () => {
    const code = await mailedCode({ kind: 'address', address: taproot });
    expect(mails.at(-1)!.text).toContain('payouts then pause for 24 hours');
    // Another address with this code: a wrong try.
    expect(fieldsOf(await call(plain.id, 'POST', addressUrl(), { address: legacy, code }))).toEqual([
      { name: 'code', code: 'confirmation_code_invalid', attempts_left: 4 },
    ]);
    // The user's other wallet has no code open: the code of this one does not carry over.
    const spareWallet = (await walletOf(plain.id, ids.plainSpare))[0]!.id;
    const elsewhere = await call(plain.id, 'POST', `/wallets/${spareWallet}/addresses`, { address: taproot, code });
    expect(fieldsOf(elsewhere)).toEqual([{ name: 'code', code: 'confirmation_code_expired' }]);
    // A limit with the address's code: wrong too.
    const limit = await call(plain.id, 'POST', `/wallets/${ids.plainWallet}/max-payments`, { amount: 0, code });
    expect(fieldsOf(limit)).toEqual([{ name: 'code', code: 'confirmation_code_invalid', attempts_left: 3 }]);
    expect((await call(plain.id, 'POST', addressUrl(), { address: taproot, code })).statusCode).toBe(201);
  });

  it('confirms the minimum and the maximum the same way', async () => {
    const url = `/wallets/${ids.plainWallet}/min-payments`;
    expect(errorOf(await call(plain.id, 'POST', url, { amount: 200_000 })).code).toBe('confirmation_code_required');
    // The floor is checked before any code is sent.
    expect(fieldsOf(await call(plain.id, 'POST', codeUrl(), { kind: 'min_payment', amount: 1 }))).toEqual([
      { name: 'amount', code: 'min_threshold', value: minimumPayoutFloor },
    ]);
    const code = await mailedCode({ kind: 'min_payment', amount: 200_000 });
    expect(mails.at(-1)!.text).toContain('minimum payout to 0.00200000 BTC');
    expect(walletSchema.parse((await call(plain.id, 'POST', url, { amount: 200_000, code })).json())).toMatchObject({
      min_payment: 200_000,
    });
    const maxCode = await mailedCode({ kind: 'max_payment', amount: 0 });
    const max = await call(plain.id, 'POST', `/wallets/${ids.plainWallet}/max-payments`, { amount: 0, code: maxCode });
    expect(max.statusCode).toBe(201);
  });

  it('expires after 15 minutes', async () => {
    const code = await mailedCode({ kind: 'address', address: legacy });
    now = new Date(now.getTime() + 15 * 60_000);
    expect(fieldsOf(await call(plain.id, 'POST', addressUrl(), { address: legacy, code }))).toEqual([
      { name: 'code', code: 'confirmation_code_expired' },
    ]);
  });

  it('counts concurrent wrong tries atomically: five at most, then even the right code is void', async () => {
    now = new Date(now.getTime() + hours(1)); // a new hour of sends
    const code = await mailedCode({ kind: 'address', address: legacy });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => call(plain.id, 'POST', addressUrl(), { address: legacy, code: wrong })),
    );
    const codes = tries.map((response) => fieldsOf(response)![0]!);
    const invalid = codes.filter((field) => field.code === 'confirmation_code_invalid');
    expect(invalid.map((field) => field.attempts_left).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(codes.filter((field) => field.code === 'confirmation_code_expired')).toHaveLength(3);
    expect(fieldsOf(await call(plain.id, 'POST', addressUrl(), { address: legacy, code }))).toEqual([
      { name: 'code', code: 'confirmation_code_expired' },
    ]);
    const { rows } = await testApp.database.pool.query<{ attempts: number }>(
      'SELECT attempts FROM wallet_change_codes WHERE wallet_id = $1',
      [ids.plainWallet],
    );
    expect(rows).toEqual([{ attempts: 5 }]);
    // A new code starts the tries again.
    const fresh = await mailedCode({ kind: 'address', address: legacy });
    expect((await call(plain.id, 'POST', addressUrl(), { address: legacy, code: fresh })).statusCode).toBe(201);
  });

  it('sends at most five codes an hour to a session for a wallet, sent at once or not', async () => {
    now = new Date(now.getTime() + hours(2));
    const before = mails.length;
    const sends = await Promise.all(
      Array.from({ length: 7 }, () => call(plain.id, 'POST', codeUrl(), { kind: 'max_payment', amount: 0 })),
    );
    expect(sends.map((response) => response.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(mails.length - before).toBe(5);
    now = new Date(now.getTime() + hours(1));
    expect((await call(plain.id, 'POST', codeUrl(), { kind: 'max_payment', amount: 0 })).statusCode).toBe(201);
  });

  /** Moves the clock into the next UTC day, so a test sees one whole day of tries. */
  function startOfNextDay() {
    now = new Date(Math.floor(now.getTime() / hours(24)) * hours(24) + hours(25));
  }

  /** A code that is not the session's open one for the wallet (its hash differs). */
  async function wrongCodeOf(session: string, walletId: string) {
    const { rows } = await testApp.database.pool.query<{ code_hash: string }>(
      'SELECT code_hash FROM wallet_change_codes WHERE session_id = $1 AND wallet_id = $2',
      [session, walletId],
    );
    return createHash('sha256').update('000000').digest('hex') === rows[0]!.code_hash ? '111111' : '000000';
  }

  /** What a try answered: the field error's code, or `limited` (429). */
  function answerOf(response: { statusCode: number; json: () => unknown }) {
    if (response.statusCode === 429) {
      expect(errorOf(response).code).toBe('rate_limited');
      return 'limited';
    }
    return fieldsOf(response)![0]!.code;
  }

  it('gives a session that guesses across resends 20 tries a day; the owner confirms in his own session', async () => {
    startOfNextDay();
    const stolen = `${plain.id}#stolen`;
    const answers: string[] = [];
    for (let send = 0; send < walletChangeCodesPerHour; send++) {
      const sent = await call(stolen, 'POST', codeUrl(), { kind: 'address', address: segwit });
      expect(sent.statusCode).toBe(201);
      const wrong = await wrongCodeOf(`session-${stolen.replace('#', '-')}`, ids.plainWallet);
      for (let i = 0; i < walletChangeCodeTries.perCode; i++) {
        answers.push(answerOf(await call(stolen, 'POST', addressUrl(), { address: segwit, code: wrong })));
      }
    }
    const code = await mailedCode({ kind: 'address', address: segwit });
    expect((await call(plain.id, 'POST', addressUrl(), { address: segwit, code })).statusCode).toBe(201);
    const tried = walletChangeCodesPerHour * walletChangeCodeTries.perCode;
    expect(answers.filter((answer) => answer === 'confirmation_code_invalid')).toHaveLength(
      walletChangeCodeTries.perSessionPerDay,
    );
    expect(answers.filter((answer) => answer === 'limited')).toHaveLength(
      tried - walletChangeCodeTries.perSessionPerDay,
    );
  });

  it("counts a user's tries over every session and wallet: 100 a day (1 chance in 10,000), even all at once", async () => {
    startOfNextDay();
    const spareWallet = (await walletOf(plain.id, ids.plainSpare))[0]!.id;
    const devices = Array.from({ length: 6 }, (_, index) => ({
      session: `${plain.id}#device${index}`,
      walletId: index % 2 ? spareWallet : ids.plainWallet,
    }));
    const codesPerDevice = walletChangeCodeTries.perSessionPerDay / walletChangeCodeTries.perCode;
    const answers = await Promise.all(
      devices.map(async ({ session, walletId }) => {
        const mine: string[] = [];
        for (let round = 0; round < codesPerDevice; round++) {
          const sent = await call(session, 'POST', `/wallets/${walletId}/confirmation-codes`, {
            kind: 'max_payment',
            amount: 0,
          });
          expect(sent.statusCode).toBe(201);
          const wrong = await wrongCodeOf(`session-${session.replace('#', '-')}`, walletId);
          const tries = await Promise.all(
            Array.from({ length: walletChangeCodeTries.perCode }, () =>
              call(session, 'POST', `/wallets/${walletId}/max-payments`, { amount: 0, code: wrong }),
            ),
          );
          mine.push(...tries.map(answerOf));
        }
        return mine;
      }),
    );
    const all = answers.flat();
    expect(walletChangeCodeTries.perUserPerDay / 1_000_000).toBeLessThanOrEqual(1 / 10_000);
    expect(all.filter((answer) => answer === 'confirmation_code_invalid')).toHaveLength(
      walletChangeCodeTries.perUserPerDay,
    );
    expect(all.filter((answer) => answer === 'limited')).toHaveLength(all.length - walletChangeCodeTries.perUserPerDay);
    // The day is used up for the owner too; the next day his code works.
    const today = await mailedCode({ kind: 'address', address: taproot });
    expect(answerOf(await call(plain.id, 'POST', addressUrl(), { address: taproot, code: today }))).toBe('limited');
    startOfNextDay();
    const code = await mailedCode({ kind: 'address', address: taproot });
    expect((await call(plain.id, 'POST', addressUrl(), { address: taproot, code })).statusCode).toBe(201);
  });

  it('sends codes only to those who may change the wallet', async () => {
    expect((await call(stranger.id, 'POST', codeUrl(), { kind: 'max_payment', amount: 0 })).statusCode).toBe(403);
    expect((await call(undefined, 'POST', codeUrl(), { kind: 'max_payment', amount: 0 })).statusCode).toBe(401);
    const invalid = await call(plain.id, 'POST', codeUrl(), { kind: 'address', address: testnetAddress });
    expect(fieldsOf(invalid)).toEqual([
      { name: 'address', code: 'crypto_address_invalid', currency: 'BTC', network: 'mainnet' },
    ]);
  });

  it('writes the e-mail in the user’s language', async () => {
    plain.language = 'ru';
    try {
      // In a session of its own: the codes an hour are counted per session.
      const sent = await call(`${plain.id}#russian`, 'POST', codeUrl(), { kind: 'address', address: legacy });
      expect(sent.statusCode).toBe(201);
      const mail = mails.at(-1)!;
      expect(mail.subject).toMatch(/^Ваш код \d{6} для изменения кошелька для выплат plain_rigs$/);
      expect(mail.text).toMatch(/^Ваш код: \d{6}/);
      expect(mail.text).toContain('выплаты приостанавливаются на 24 ч');
    } finally {
      plain.language = null;
    }
  });
});
