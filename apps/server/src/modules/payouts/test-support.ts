import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { sql } from 'kysely';
import { ledgerAccountId, postTransfer, postTransfers } from '../ledger/index.js';
import { sats } from '../../domain/sats.js';

/** A logger that writes nothing, for jobs run outside an app. */
export const quietLog: FastifyBaseLogger = Fastify({ logger: false }).log;

/**
 * Test fixtures of the payout desk on a real database: pools, miner accounts with a
 * wallet, addresses and limits as the wallets module writes them, and balances credited
 * through the ledger (from the reward fund, as the reward run does).
 */
export class PayoutFixtures {
  private names = 0;

  constructor(private readonly db: Db) {}

  /** A new pool, made the current one (the platform area manages the current pool). */
  async pool(): Promise<string> {
    const { id } = await this.db
      .insertInto('pools')
      .values({ name: `Pool ${++this.names}`, is_current: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db.updateTable('pools').set({ is_current: false }).where('is_current', '=', true).execute();
    await this.db.updateTable('pools').set({ is_current: true }).where('id', '=', id).execute();
    return id;
  }

  async miner(
    poolId: string,
    wallet: {
      balance?: number;
      addresses?: { address: string; at: Date }[];
      min?: number[];
      max?: number[];
      deleted?: boolean;
    } = {},
  ): Promise<{ minerId: string; walletId: string; accountId: string }> {
    const { id: minerId } = await this.db
      .insertInto('miner_accounts')
      .values({
        pool_id: poolId,
        account_name: `miner_${++this.names}`,
        deleted_at: wallet.deleted ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: walletId } = await this.db
      .insertInto('wallets')
      .values({ miner_id: minerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const { address, at } of wallet.addresses ?? []) {
      await this.db.insertInto('wallet_addresses').values({ wallet_id: walletId, address, created_at: at }).execute();
    }
    for (const kind of ['min', 'max'] as const) {
      for (const amount of wallet[kind] ?? []) {
        await this.db.insertInto('wallet_limits').values({ wallet_id: walletId, kind, amount }).execute();
      }
    }
    const accountId = await ledgerAccountId(this.db, { kind: 'miner', poolId, minerId });
    if (wallet.balance) await this.credit(poolId, accountId, wallet.balance);
    return { minerId, walletId, accountId };
  }

  /**
   * `count` miner accounts with a wallet of one address (bc1qbulk<n>) set at `addressAt`,
   * each credited `balance` from the reward fund: miner() in a few statements.
   */
  async payableWallets(
    poolId: string,
    count: number,
    balance: number,
    addressAt: Date,
  ): Promise<{ minerId: string; walletId: string; accountId: string }[]> {
    const fund = await ledgerAccountId(this.db, { kind: 'reward_fund', poolId });
    const first = this.names + 1;
    this.names += count;
    const { rows } = await sql<{ minerId: string; walletId: string; accountId: string; n: number }>`
      WITH miners AS (
             INSERT INTO miner_accounts (pool_id, account_name)
             SELECT ${poolId}, 'miner_' || n FROM generate_series(${first}::int, ${first + count - 1}::int) AS n
             RETURNING id, substr(account_name, 7)::int AS n),
           wallets AS (INSERT INTO wallets (miner_id) SELECT id FROM miners RETURNING id, miner_id),
           addresses AS (
             INSERT INTO wallet_addresses (wallet_id, address, created_at)
             SELECT w.id, 'bc1qbulk' || m.n, ${addressAt}::timestamptz FROM wallets w JOIN miners m ON m.id = w.miner_id),
           accounts AS (
             INSERT INTO ledger_accounts (kind, pool_id, miner_id) SELECT 'miner', ${poolId}, id FROM miners
             RETURNING id, miner_id)
      SELECT m.id AS "minerId", w.id AS "walletId", a.id AS "accountId", m.n
        FROM miners m JOIN wallets w ON w.miner_id = m.id JOIN accounts a ON a.miner_id = m.id`.execute(this.db);
    await this.db.transaction().execute((trx) =>
      postTransfers(
        trx,
        rows.map((row) => ({
          key: `test-credit:bulk:${row.n}`,
          kind: 'test_credit',
          postings: [
            { account: fund, amount: sats(-balance) },
            { account: row.accountId, amount: sats(balance) },
          ],
        })),
      ),
    );
    return rows.map(({ minerId, walletId, accountId }) => ({ minerId, walletId, accountId }));
  }

  /** Credits a miner's ledger account from the pool's reward fund. */
  async credit(poolId: string, accountId: string, amount: number): Promise<void> {
    const fund = await ledgerAccountId(this.db, { kind: 'reward_fund', poolId });
    await this.db.transaction().execute((trx) =>
      postTransfer(trx, `test-credit:${++this.names}`, 'test_credit', [
        { account: fund, amount: sats(-amount) },
        { account: accountId, amount: sats(amount) },
      ]),
    );
  }

  async balance(accountId: string): Promise<number> {
    return (
      await this.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).balance;
  }

  async poolBalance(poolId: string, kind: 'payout_clearing' | 'chain' | 'unallocated'): Promise<number> {
    return this.balance(await ledgerAccountId(this.db, { kind, poolId }));
  }

  /**
   * Accounts whose balance differs from the sum of their entries, and the sum of all
   * entries (0 when every transfer balances): both must be empty and zero.
   */
  async ledgerDiscrepancies(): Promise<{ accounts: string[]; total: number }> {
    const accounts = await this.db
      .selectFrom('ledger_accounts as a')
      .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
      .select('a.id')
      .groupBy(['a.id', 'a.balance'])
      .having((eb) => eb('a.balance', '<>', eb.fn.coalesce(eb.fn.sum<number>('e.amount'), eb.lit(0))))
      .execute();
    const { total } = await this.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .executeTakeFirstOrThrow();
    return { accounts: accounts.map((row) => row.id), total: Number(total) };
  }
}
