import { beforeAll, describe, expect, it } from 'vitest';
import { defaultMinPayment, nextPayoutSchema, type NextPayout } from '@pool/contract';
import { grantPermission } from '../../test/database.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { defaultMoneySettings } from '../module-deps.js';
import { SimulatedChain } from '../chain/index.js';
import { PayoutsJob } from './payouts-job.js';
import { nextPayout, type WalletPayoutState } from './rules.js';
import { sats } from '../../domain/sats.js';
import { PayoutFixtures } from './test-support.js';

/** GET /miners/{id}/next-payout: the dashboard's next payout, by the 14:00 UTC run's own rules. */

const at = (iso: string) => new Date(iso);
const wallet = (changes: Partial<WalletPayoutState> = {}): WalletPayoutState => ({
  address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  address_set_at: at('2026-03-01T00:00:00Z'),
  address_replaced: false,
  balance: sats(2_000_000),
  min_payment: sats(1_000_000),
  max_payment: sats(0),
  ...changes,
});

describe('nextPayout (the rule)', () => {
  it("is today's 14:00 UTC run until it has run, tomorrow's after", () => {
    expect(nextPayout(wallet(), at('2026-03-10T13:59:59.999Z'), false)).toMatchObject({
      status: 'scheduled',
      next_run_at: '2026-03-10T14:00:00.000Z',
      pays_at: '2026-03-10T14:00:00.000Z',
      amount: 2_000_000,
    });
    // At 14:00 the run is due: still today's until the schedule marks it processed.
    expect(nextPayout(wallet(), at('2026-03-10T14:00:00.000Z'), false).next_run_at).toBe('2026-03-10T14:00:00.000Z');
    expect(nextPayout(wallet(), at('2026-03-10T14:00:00.000Z'), true).next_run_at).toBe('2026-03-11T14:00:00.000Z');
    expect(nextPayout(wallet(), at('2026-12-31T14:30:00.000Z'), true).pays_at).toBe('2027-01-01T14:00:00.000Z');
  });

  it('pays min(balance, max), the whole balance with max 0', () => {
    const now = at('2026-03-10T10:00:00Z');
    expect(nextPayout(wallet({ max_payment: sats(1_500_000) }), now, false)).toMatchObject({
      status: 'scheduled',
      balance: 2_000_000,
      amount: 1_500_000,
      max_payment: 1_500_000,
    });
    expect(nextPayout(wallet({ max_payment: sats(3_000_000) }), now, false).amount).toBe(2_000_000);
    expect(nextPayout(wallet({ max_payment: sats(0) }), now, false).amount).toBe(2_000_000);
  });

  it('says below the minimum (the balance exactly at it is paid) and no address', () => {
    const now = at('2026-03-10T10:00:00Z');
    expect(nextPayout(wallet({ balance: sats(999_999) }), now, false)).toMatchObject({
      status: 'below_minimum',
      pays_at: null,
      amount: 0,
      balance: 999_999,
      min_payment: 1_000_000,
    });
    expect(nextPayout(wallet({ balance: sats(1_000_000) }), now, false).status).toBe('scheduled');
    expect(nextPayout(wallet({ balance: sats(0), min_payment: sats(0) }), now, false).status).toBe('below_minimum');
    expect(nextPayout(wallet({ address: null, address_set_at: null }), now, false)).toMatchObject({
      status: 'no_address',
      pays_at: null,
      amount: 0,
    });
  });

  it('pauses a changed address for 24 h: paid by the first run from the end of the pause', () => {
    const now = at('2026-03-10T10:00:00Z');
    // Changed at 13:00 yesterday: the pause ends 13:00 today, before today's run.
    expect(
      nextPayout(wallet({ address_replaced: true, address_set_at: at('2026-03-09T13:00:00Z') }), now, false),
    ).toMatchObject({
      status: 'scheduled',
      paused_until: '2026-03-10T13:00:00.000Z',
      pays_at: '2026-03-10T14:00:00.000Z',
    });
    // Changed at 14:00:00 yesterday: the pause ends exactly at the run, which pays (the run pauses only younger addresses).
    expect(
      nextPayout(wallet({ address_replaced: true, address_set_at: at('2026-03-09T14:00:00Z') }), now, false).status,
    ).toBe('scheduled');
    // Changed at 14:00:01 yesterday: today's run skips it, tomorrow's pays.
    expect(
      nextPayout(wallet({ address_replaced: true, address_set_at: at('2026-03-09T14:00:01Z') }), now, false),
    ).toMatchObject({
      status: 'paused',
      next_run_at: '2026-03-10T14:00:00.000Z',
      paused_until: '2026-03-10T14:00:01.000Z',
      pays_at: '2026-03-11T14:00:00.000Z',
      amount: 2_000_000,
    });
    // The first address pauses nothing.
    expect(nextPayout(wallet({ address_set_at: at('2026-03-10T09:00:00Z') }), now, false)).toMatchObject({
      status: 'scheduled',
      paused_until: null,
    });
    // Below the minimum says so even while paused; the pause stays visible.
    expect(
      nextPayout(
        wallet({ balance: sats(10), address_replaced: true, address_set_at: at('2026-03-10T09:00:00Z') }),
        now,
        false,
      ),
    ).toMatchObject({ status: 'below_minimum', paused_until: '2026-03-11T09:00:00.000Z' });
  });
});

let now = at('2026-03-10T13:59:00.000Z');
const clock = () => now;
const identity = new TestIdentity();
const owner = identity.add({ id: '00000000-0000-4000-8000-0000000000c1', email: 'owner@example.com' });
const viewer = identity.add({ id: '00000000-0000-4000-8000-0000000000c2', email: 'viewer@example.com' });
const testApp = useTestApp(identity, { clock });
const ids = { pool: '', paid: '', paused: '', below: '', capped: '', none: '', paidAccount: '' };
const address = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const other = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';

async function next(minerId: string): Promise<NextPayout> {
  const response = await testApp.call(owner.id, 'GET', `/miners/${minerId}/next-payout`);
  expect(response.statusCode).toBe(200);
  return nextPayoutSchema.parse(response.json());
}

beforeAll(async () => {
  const fixtures = new PayoutFixtures(testApp.database.db);
  ids.pool = await fixtures.pool();
  const early = at('2026-03-01T00:00:00Z');
  const paid = await fixtures.miner(ids.pool, { balance: 2_000_000, addresses: [{ address, at: early }] });
  ids.paid = paid.minerId;
  ids.paidAccount = paid.accountId;
  ids.paused = (
    await fixtures.miner(ids.pool, {
      balance: 2_000_000,
      addresses: [
        { address, at: early },
        { address: other, at: at('2026-03-10T12:00:00Z') },
      ],
    })
  ).minerId;
  ids.below = (
    await fixtures.miner(ids.pool, { balance: 400_000, min: [450_000], addresses: [{ address, at: early }] })
  ).minerId;
  ids.capped = (
    await fixtures.miner(ids.pool, { balance: 3_000_000, max: [1_200_000], addresses: [{ address, at: early }] })
  ).minerId;
  ids.none = (await fixtures.miner(ids.pool, { balance: 3_000_000 })).minerId;
  for (const id of [ids.paid, ids.paused, ids.below, ids.capped, ids.none]) {
    await grantPermission(testApp.database.pool, owner.id, 'miner', id);
    await grantPermission(testApp.database.pool, viewer.id, 'miner', id, 'viewer');
  }
});

describe('GET /miners/{id}/next-payout', () => {
  it('answers what the run pays: scheduled, capped, paused until, below the minimum, no address', async () => {
    expect(await next(ids.paid)).toEqual({
      status: 'scheduled',
      next_run_at: '2026-03-10T14:00:00.000Z',
      pays_at: '2026-03-10T14:00:00.000Z',
      paused_until: null,
      balance: 2_000_000,
      amount: 2_000_000,
      min_payment: defaultMinPayment,
      max_payment: 0,
    });
    expect(await next(ids.capped)).toMatchObject({ status: 'scheduled', amount: 1_200_000, max_payment: 1_200_000 });
    expect(await next(ids.paused)).toMatchObject({
      status: 'paused',
      paused_until: '2026-03-11T12:00:00.000Z',
      pays_at: '2026-03-11T14:00:00.000Z',
      amount: 2_000_000,
    });
    expect(await next(ids.below)).toMatchObject({ status: 'below_minimum', min_payment: 450_000, amount: 0 });
    expect(await next(ids.none)).toMatchObject({ status: 'no_address', pays_at: null, balance: 3_000_000 });
  });

  it('agrees with the run at 14:00 UTC: it pays the scheduled wallets, skips the others, then says tomorrow', async () => {
    now = at('2026-03-10T14:00:00.000Z');
    expect((await next(ids.paid)).next_run_at).toBe('2026-03-10T14:00:00.000Z');
    const chain = new SimulatedChain(testApp.database.db, clock, defaultMoneySettings.simulatedBlockSeconds);
    const job = new PayoutsJob({
      db: testApp.database.db,
      clock,
      settings: defaultMoneySettings,
      log: testApp.app.log,
      chain,
    });
    await job.runDate(ids.pool, '2026-03-10');
    expect(await next(ids.paid)).toMatchObject({
      status: 'below_minimum',
      next_run_at: '2026-03-11T14:00:00.000Z',
      balance: 0,
    });
    // The capped wallet keeps the rest; still above its minimum (the default), paid again tomorrow.
    expect(await next(ids.capped)).toMatchObject({
      status: 'scheduled',
      balance: 1_800_000,
      amount: 1_200_000,
      pays_at: '2026-03-11T14:00:00.000Z',
    });
    // The paused and the unaddressed wallets were not paid.
    expect((await next(ids.paused)).balance).toBe(2_000_000);
    expect((await next(ids.none)).balance).toBe(3_000_000);
    expect((await next(ids.below)).balance).toBe(400_000);
  });

  it('answers 401 signed out, 403 without payments, 404 for an unknown account, 400 for a bad id', async () => {
    expect((await testApp.call(undefined, 'GET', `/miners/${ids.paid}/next-payout`)).statusCode).toBe(401);
    expect((await testApp.call(viewer.id, 'GET', `/miners/${ids.paid}/next-payout`)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-00000000ffff';
    expect((await testApp.call(owner.id, 'GET', `/miners/${unknown}/next-payout`)).statusCode).toBe(404);
    expect((await testApp.call(owner.id, 'GET', '/miners/nope/next-payout')).statusCode).toBe(400);
  });
});
