import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerAccountKind } from '../../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { LedgerError, ledgerAccountId, postTransfer } from './ledger.js';
import { sats } from '../../domain/sats.js';

/**
 * Property tests of the ledger's invariants on the real database: whatever sequence of
 * movements is attempted (credits, payouts, settlements, returns, replays of a key,
 * overdrafts, unbalanced transfers), every balance equals the sum of its entries and a
 * model kept here, the balances sum to zero, and only the reward fund and the chain are
 * ever below zero. A refused movement leaves nothing behind.
 */
let database: TestDatabase;
const accounts: Record<string, string> = {};
const miners = ['m0', 'm1', 'm2'] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const pool = await db.selectFrom('pools').select('id').where('is_current', '=', true).executeTakeFirstOrThrow();
  for (const name of miners) {
    const miner = await db
      .insertInto('miner_accounts')
      .values({ pool_id: pool.id, account_name: `ledger_${name}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    accounts[name] = await ledgerAccountId(db, { kind: 'miner', poolId: pool.id, minerId: miner.id });
  }
  for (const kind of ['reward_fund', 'payout_clearing', 'chain', 'pool_income'] as const) {
    accounts[kind] = await ledgerAccountId(db, { kind, poolId: pool.id });
  }
});

afterAll(async () => {
  await database.drop();
});

type Movement =
  | { op: 'reward'; miner: number; gross: number; feeBasisPoints: number }
  | { op: 'payout'; miner: number; amount: number }
  | { op: 'settle'; amount: number }
  | { op: 'return'; miner: number; amount: number }
  | { op: 'replay'; index: number }
  | { op: 'unbalanced'; miner: number; amount: number };

const amount = fc.integer({ min: 1, max: 5_000_000 });
const miner = fc.integer({ min: 0, max: miners.length - 1 });
const movement: fc.Arbitrary<Movement> = fc.oneof(
  fc.record({
    op: fc.constant('reward' as const),
    miner,
    gross: amount,
    feeBasisPoints: fc.integer({ min: 0, max: 10_000 }),
  }),
  fc.record({ op: fc.constant('payout' as const), miner, amount }),
  fc.record({ op: fc.constant('settle' as const), amount }),
  fc.record({ op: fc.constant('return' as const), miner, amount }),
  fc.record({ op: fc.constant('replay' as const), index: fc.nat() }),
  fc.record({ op: fc.constant('unbalanced' as const), miner, amount }),
);

/** The postings of a movement: what the engine's jobs post for the same event. */
function postingsOf(step: Exclude<Movement, { op: 'replay' }>) {
  switch (step.op) {
    case 'reward': {
      const fee = Math.floor((step.gross * step.feeBasisPoints) / 10_000);
      return [
        { account: accounts.reward_fund!, amount: sats(-step.gross) },
        { account: accounts[miners[step.miner]!]!, amount: sats(step.gross - fee) },
        { account: accounts.pool_income!, amount: sats(fee) },
      ];
    }
    case 'payout':
      return [
        { account: accounts[miners[step.miner]!]!, amount: sats(-step.amount) },
        { account: accounts.payout_clearing!, amount: sats(step.amount) },
      ];
    case 'settle':
      return [
        { account: accounts.payout_clearing!, amount: sats(-step.amount) },
        { account: accounts.chain!, amount: sats(step.amount) },
      ];
    case 'return':
      return [
        { account: accounts.payout_clearing!, amount: sats(-step.amount) },
        { account: accounts[miners[step.miner]!]!, amount: sats(step.amount) },
      ];
    case 'unbalanced':
      return [
        { account: accounts.reward_fund!, amount: sats(-step.amount) },
        { account: accounts[miners[step.miner]!]!, amount: sats(step.amount + 1) },
      ];
  }
}

const mayGoNegative = new Set<LedgerAccountKind>(['reward_fund', 'chain']);

async function balances(): Promise<Map<string, { kind: LedgerAccountKind; balance: number; entries: number }>> {
  const rows = await database.db
    .selectFrom('ledger_accounts as a')
    .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .select(['a.id', 'a.kind', 'a.balance', sql<string>`coalesce(sum(e.amount), 0)`.as('entries')])
    .where('a.id', 'in', Object.values(accounts))
    .groupBy(['a.id', 'a.kind', 'a.balance'])
    .execute();
  return new Map(rows.map((row) => [row.id, { kind: row.kind, balance: row.balance, entries: Number(row.entries) }]));
}

describe('ledger invariants (fast-check against PostgreSQL)', () => {
  it('keeps balances equal to their entries and to the model, summing to zero, never overdrawn', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 15 }), async (steps) => {
        run += 1;
        const model = new Map([...(await balances())].map(([id, row]) => [id, row.balance]));
        const posted: { key: string; step: Exclude<Movement, { op: 'replay' }> }[] = [];
        for (const [index, step] of steps.entries()) {
          const original = step.op === 'replay' ? posted[step.index % Math.max(posted.length, 1)] : undefined;
          if (step.op === 'replay' && !original) continue;
          const key = original?.key ?? `property:${run}:${index}`;
          const effective = original?.step ?? (step as Exclude<Movement, { op: 'replay' }>);
          const postings = postingsOf(effective);
          const overdraws = postings.some(
            (posting) =>
              !mayGoNegative.has(kindOf(posting.account)) && (model.get(posting.account) ?? 0) + posting.amount < 0,
          );
          let outcome: 'applied' | 'replayed' | 'refused';
          try {
            const id = await database.db.transaction().execute((trx) => postTransfer(trx, key, effective.op, postings));
            outcome = id === undefined ? 'replayed' : 'applied';
          } catch (error) {
            if (effective.op === 'unbalanced') expect(error).toBeInstanceOf(LedgerError);
            outcome = 'refused';
          }
          if (effective.op === 'unbalanced') expect(outcome).toBe('refused');
          else if (original) expect(outcome).toBe('replayed');
          else expect(outcome).toBe(overdraws ? 'refused' : 'applied');
          if (outcome === 'applied') {
            for (const posting of postings)
              model.set(posting.account, (model.get(posting.account) ?? 0) + posting.amount);
            posted.push({ key, step: effective });
          }
        }
        const actual = await balances();
        let total = 0;
        for (const [id, row] of actual) {
          expect(row.balance, `${row.kind} balance vs its entries`).toBe(row.entries);
          expect(row.balance, `${row.kind} balance vs the model`).toBe(model.get(id));
          if (!mayGoNegative.has(row.kind)) expect(row.balance).toBeGreaterThanOrEqual(0);
          total += row.balance;
        }
        expect(total).toBe(0);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('refuses at commit a transfer whose entries were written around postTransfer and do not balance', async () => {
    const before = await balances();
    await expect(
      database.db.transaction().execute(async (trx) => {
        const transfer = await trx
          .insertInto('ledger_transfers')
          .values({ key: 'raw-unbalanced', kind: 'test' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values({ transfer_id: transfer.id, account_id: accounts.m0!, amount: 1000 })
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await balances()).toEqual(before);
    await expect(database.db.deleteFrom('ledger_entries').execute()).rejects.toThrow(/never changed or removed/);
  });
});

function kindOf(accountId: string): LedgerAccountKind {
  const name = Object.entries(accounts).find(([, id]) => id === accountId)![0];
  return (miners as readonly string[]).includes(name) ? 'miner' : (name as LedgerAccountKind);
}
