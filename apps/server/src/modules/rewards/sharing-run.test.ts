import fc from 'fast-check';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { computeFpps, deducted, poolIncomeOf } from './fpps.js';
import { RewardsJob } from './rewards-job.js';

/**
 * The reward run with profit splits and referrals on a real database: the documented order
 * (a split is a share of the donor's own reward after fees; a referral is a share of the
 * pool fee), the transfers and payments it writes, and a property over random accounts,
 * fees, promo codes, splits and referrals: every satoshi of gross lands once, nothing is negative, a
 * rerun moves nothing and the ledger sums to zero.
 */

const silent = () => undefined;
const log = { info: silent, warn: silent, debug: silent, error: silent } as unknown as FastifyBaseLogger;
const clock = () => new Date('2026-11-20T09:00:00.000Z');
const day = '2026-11-19';
/** About 1 PH/s for a whole day, in share difficulty. */
const petahashDay = 20_116_567_472;
const rate = 50_000;

let database: TestDatabase;
let db: Db;
let poolCount = 0;

async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}
const one = async (text: string, values: unknown[] = []) => (await query<{ id: string }>(text, values))[0]!.id;

/** A pool of its own per scenario, with its rate: runs of one scenario never see another's accounts. */
async function newPool(): Promise<string> {
  const poolId = await one('INSERT INTO pools (name) VALUES ($1) RETURNING id', [`sharing ${++poolCount}`]);
  await query("INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, '2026-01-01', $2, 'manual')", [
    poolId,
    rate,
  ]);
  return poolId;
}

async function account(poolId: string, name: string, work: number, referrer: string | null = null): Promise<string> {
  // Made on the 1st: referrals count their days from the account's first pool day.
  const id = await one(
    "INSERT INTO miner_accounts (pool_id, account_name, referrer_id, created_at) VALUES ($1, $2, $3, '2026-11-01') RETURNING id",
    [poolId, `${name}_${poolCount}`, referrer],
  );
  await query(
    `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id) VALUES ('miner', $1, $2) RETURNING id)
     INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at) SELECT id, $1, false, '2026-11-01' FROM s`,
    [poolId, id],
  );
  if (work > 0) {
    await query(
      `INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
       SELECT id, $2::date, $3, 0, 1 FROM hashrate_series WHERE kind = 'miner' AND miner_id = $1`,
      [id, day, work],
    );
  }
  return id;
}

const split = (donor: string, recipient: string, percent: string, start = '2026-11-01') =>
  query('INSERT INTO profit_sharing_schedules (donor_id, recipient_id, percent, start_date) VALUES ($1, $2, $3, $4)', [
    donor,
    recipient,
    percent,
    start,
  ]);

async function balanceOf(minerId: string): Promise<number> {
  const rows = await query<{ balance: number }>(
    "SELECT balance FROM ledger_accounts WHERE kind = 'miner' AND miner_id = $1",
    [minerId],
  );
  return Number(rows[0]?.balance ?? 0);
}

async function poolIncome(poolId: string): Promise<number> {
  const rows = await query<{ balance: number }>(
    "SELECT balance FROM ledger_accounts WHERE kind = 'pool_income' AND pool_id = $1",
    [poolId],
  );
  return Number(rows[0]?.balance ?? 0);
}

async function expectLedgerBalanced(): Promise<void> {
  const [sums] = await query(
    `SELECT (SELECT coalesce(sum(amount), 0) FROM ledger_entries)::bigint AS entries,
            (SELECT count(*) FROM (SELECT transfer_id FROM ledger_entries GROUP BY 1 HAVING sum(amount) <> 0) t)::int AS unbalanced,
            (SELECT count(*) FROM ledger_accounts a
              WHERE balance <> (SELECT coalesce(sum(amount), 0) FROM ledger_entries e WHERE e.account_id = a.id))::int AS drifted`,
  );
  expect(sums).toEqual({ entries: 0, unbalanced: 0, drifted: 0 });
}

const sharingPayments = (minerId: string) =>
  query<{
    direction: string;
    sharing_type: string;
    counterparty_miner_id: string;
    amount: number;
    share_percent: string;
  }>(
    `SELECT p.direction, p.sharing_type, p.counterparty_miner_id, p.amount::float8 AS amount, trim_scale(p.share_percent)::text AS share_percent
       FROM payments p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.kind = 'miner' AND a.miner_id = $1 AND p.type = 'profit_sharing'
      ORDER BY p.direction, p.counterparty_miner_id`,
    [minerId],
  );

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database.drop();
});

describe('reward run: profit splits and referrals', () => {
  it('splits only what an account mined itself: a chain A → B → C and a cycle B → A count nothing twice', async () => {
    const poolId = await newPool();
    const a = await account(poolId, 'a', petahashDay);
    const b = await account(poolId, 'b', petahashDay * 2);
    const c = await account(poolId, 'c', 0);
    await split(a, b, '10');
    await split(b, c, '50');
    await split(b, a, '25');
    const summary = (await new RewardsJob({ db, clock, log }).runDay(poolId, day))!;

    const rewardA = computeFpps({ accepted: petahashDay, rate, poolFeePercent: '0.9' });
    const rewardB = computeFpps({ accepted: petahashDay * 2, rate, poolFeePercent: '0.9' });
    const afterFeesA = BigInt(rewardA.afterFees);
    const afterFeesB = BigInt(rewardB.afterFees);
    const aToB = (afterFeesA * 10n) / 100n;
    const bToC = (afterFeesB * 50n) / 100n;
    const bToA = (afterFeesB * 25n) / 100n;
    expect(await balanceOf(a)).toBe(Number(afterFeesA - aToB + bToA));
    expect(await balanceOf(b)).toBe(Number(afterFeesB + aToB - bToC - bToA));
    expect(await balanceOf(c)).toBe(Number(bToC));
    expect(summary.profitSplits).toBe(Number(aToB + bToC + bToA));
    expect(await sharingPayments(b)).toEqual([
      {
        direction: 'incoming',
        sharing_type: 'profit_sharing',
        counterparty_miner_id: a,
        amount: Number(aToB),
        share_percent: '10',
      },
      ...[
        {
          direction: 'outgoing',
          sharing_type: 'profit_sharing',
          counterparty_miner_id: a,
          amount: Number(bToA),
          share_percent: '25',
        },
        {
          direction: 'outgoing',
          sharing_type: 'profit_sharing',
          counterparty_miner_id: c,
          amount: Number(bToC),
          share_percent: '50',
        },
      ].sort((x, y) => x.counterparty_miner_id.localeCompare(y.counterparty_miner_id)),
    ]);
    // Each split is its own transfer, beside the reward transfers.
    const [transfers] = await query<{ rewards: number; splits: number }>(
      `SELECT count(*) FILTER (WHERE key LIKE 'reward:%' AND key LIKE ANY($1))::int AS rewards,
              count(*) FILTER (WHERE key LIKE 'split:%' AND key LIKE ANY($1))::int AS splits
         FROM ledger_transfers`,
      [[`%:${a}:%`, `%:${b}:%`]],
    );
    expect(transfers).toEqual({ rewards: 2, splits: 3 });
    await expectLedgerBalanced();
  });

  it("pays the referrer its share of the pool fee, not of the miner's reward, while the referral lasts", async () => {
    const poolId = await newPool();
    const referrer = await account(poolId, 'referrer', 0);
    const referred = await account(poolId, 'referred', petahashDay, referrer);
    await new RewardsJob({ db, clock, log, referral: { sharePercent: '20', days: 365 } }).runDay(poolId, day);
    const reward = computeFpps({
      accepted: petahashDay,
      rate,
      poolFeePercent: '0.9',
      referral: { recipient: referrer, percent: '20' },
    });
    expect(BigInt(deducted(reward, 'referral'))).toBe((BigInt(deducted(reward, 'pool_fee')) * 20n) / 100n);
    expect(await balanceOf(referred)).toBe(Number(reward.afterFees));
    expect(await balanceOf(referrer)).toBe(Number(deducted(reward, 'referral')));
    expect(await poolIncome(poolId)).toBe(Number(poolIncomeOf(reward)));
    expect(await sharingPayments(referrer)).toEqual([
      {
        direction: 'incoming',
        sharing_type: 'referral',
        counterparty_miner_id: referred,
        amount: Number(deducted(reward, 'referral')),
        share_percent: '20',
      },
    ]);

    // Made on 1 November, a referral of 18 days ends before 19 November: the pool keeps its whole fee.
    const later = await newPool();
    const oldReferrer = await account(later, 'old_referrer', 0);
    await account(later, 'old_referred', petahashDay, oldReferrer);
    await new RewardsJob({ db, clock, log, referral: { sharePercent: '20', days: 18 } }).runDay(later, day);
    expect(await balanceOf(oldReferrer)).toBe(0);
    expect(await poolIncome(later)).toBe(Number(deducted(reward, 'pool_fee')));
    await expectLedgerBalanced();
  });

  it('skips a split to an account that was removed, and credits nothing on a rerun', async () => {
    const poolId = await newPool();
    const donor = await account(poolId, 'donor', petahashDay);
    const gone = await account(poolId, 'gone', 0);
    await split(donor, gone, '40');
    await query('UPDATE miner_accounts SET deleted_at = now() WHERE id = $1', [gone]);
    const job = new RewardsJob({ db, clock, log });
    await job.runDay(poolId, day);
    const reward = computeFpps({ accepted: petahashDay, rate, poolFeePercent: '0.9' });
    expect(await balanceOf(donor)).toBe(Number(reward.afterFees));
    const [before] = await query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries');
    await query('DELETE FROM reward_runs WHERE pool_id = $1', [poolId]); // as if the run had crashed before completing
    const rerun = (await job.runDay(poolId, day))!;
    expect(rerun.accounts).toBe(0);
    const [after] = await query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries');
    expect(after!.n).toBe(before!.n);
  });
});

describe('reward run: a property over random splits, referrals, fees and promo codes', () => {
  const scenario = fc.record({
    works: fc.array(fc.integer({ min: 0, max: 3 * petahashDay }), { minLength: 2, maxLength: 5 }),
    fees: fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 5, maxLength: 5 }),
    splits: fc.array(
      fc.record({ donor: fc.nat(4), recipient: fc.nat(4), hundredths: fc.integer({ min: 1, max: 10_000 }) }),
      { maxLength: 8 },
    ),
    referrers: fc.array(fc.option(fc.nat(4), { nil: null }), { minLength: 5, maxLength: 5 }),
    referralHundredths: fc.integer({ min: 0, max: 10_000 }),
    promos: fc.array(
      fc.option(fc.record({ type: fc.constantFrom('abs', 'rel'), hundredths: fc.integer({ min: 0, max: 10_000 }) }), {
        nil: null,
      }),
      { minLength: 5, maxLength: 5 },
    ),
  });

  it('lands every satoshi of gross exactly once, with nothing negative, and a rerun moves nothing', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (value) => {
        const poolId = await newPool();
        const ids: string[] = [];
        for (const [index, work] of value.works.entries()) {
          const referrer = value.referrers[index];
          ids.push(
            await account(
              poolId,
              `m${index}`,
              work,
              referrer !== null && referrer! < ids.length ? ids[referrer!]! : null,
            ),
          );
          await query(
            "INSERT INTO fee_schedules (miner_id, kind, percent, start_date) VALUES ($1, 'pool', $2, '2026-11-01')",
            [ids[index], (value.fees[index]! / 100).toFixed(2)],
          );
          const promo = value.promos[index];
          if (promo) {
            const code = await one(
              `INSERT INTO promo_codes (code, effective_from, status, type, fee_type, value, perpetual)
               VALUES ($1, '2026-01-01', 'active', 'universal', $2, $3, true) RETURNING id`,
              [`P${poolCount}X${index}`, promo.type, (promo.hundredths / 100).toFixed(2)],
            );
            await query(
              `INSERT INTO promo_code_applications (promo_code_id, miner_id, identity_id, starts_on, applied_at)
               VALUES ($1, $2, gen_random_uuid(), '2026-11-01', '2026-11-01')`,
              [code, ids[index]],
            );
          }
        }
        // Each donor gives at most 100 % in all: later splits are cut to what is left.
        const given = new Map<string, number>();
        const pairs = new Set<string>();
        for (const { donor, recipient, hundredths } of value.splits) {
          const from = ids[donor % ids.length]!;
          const to = ids[recipient % ids.length]!;
          const left = 10_000 - (given.get(from) ?? 0);
          if (from === to || pairs.has(`${from}>${to}`) || left <= 0) continue;
          const percent = Math.min(hundredths, left);
          given.set(from, (given.get(from) ?? 0) + percent);
          pairs.add(`${from}>${to}`);
          await split(from, to, (percent / 100).toFixed(2));
        }
        const referral = { sharePercent: (value.referralHundredths / 100).toFixed(2), days: 365 };
        const job = new RewardsJob({ db, clock, log, referral });
        const summary = (await job.runDay(poolId, day))!;

        const [sums] = await query<{ miners: number; pool: number; negative: number }>(
          `SELECT coalesce(sum(balance) FILTER (WHERE kind = 'miner'), 0)::float8 AS miners,
                  coalesce(sum(balance) FILTER (WHERE kind = 'pool_income'), 0)::float8 AS pool,
                  count(*) FILTER (WHERE balance < 0 AND kind NOT IN ('reward_fund', 'chain'))::int AS negative
             FROM ledger_accounts WHERE pool_id = $1`,
          [poolId],
        );
        // What miners hold plus what the pool keeps is the gross, exactly: splits and referrals only move it.
        expect(sums!.miners + sums!.pool).toBe(summary.gross);
        expect(sums!.pool).toBe(summary.poolFees);
        expect(sums!.negative).toBe(0);
        // Each account's incoming payments less its outgoing ones are its balance.
        for (const id of ids) {
          const [flow] = await query<{ net: number }>(
            `SELECT coalesce(sum(CASE WHEN p.direction = 'incoming' THEN p.amount ELSE -p.amount END), 0)::float8 AS net
               FROM payments p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.kind = 'miner' AND a.miner_id = $1`,
            [id],
          );
          expect(flow!.net).toBe(await balanceOf(id));
        }
        const [before] = await query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries');
        await query('DELETE FROM reward_runs WHERE pool_id = $1', [poolId]);
        expect((await job.runDay(poolId, day))!.accounts).toBe(0);
        const [after] = await query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries');
        expect(after!.n).toBe(before!.n);
      }),
      { numRuns: 30 },
    );
    await expectLedgerBalanced();
  });
});
