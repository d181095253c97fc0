import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageWithTotal, type Page } from '../../db/page.js';
import type { UnallocatedFunds } from '../../db/schema.js';
import { negateSats, sats } from '../../domain/sats.js';
import { poolAccounts, type PoolAccounts, postTransfer } from '../ledger/index.js';
import type { IncomingTransfer } from '../chain/index.js';

export type UnallocatedRow = Selectable<UnallocatedFunds>;

/** Coins the pool received that belong to no account: recorded once per output, and their refunds' claims. */
export class UnallocatedFundsRepository {
  constructor(private readonly db: Db) {}

  poolAccounts(poolId: string): Promise<PoolAccounts> {
    return poolAccounts(this.db, poolId);
  }

  /** A deposit nobody can be matched to, recorded once per output with its ledger movement. */
  async recordDeposit(poolId: string, deposit: IncomingTransfer, accounts: PoolAccounts): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('unallocated_funds')
        .values({
          pool_id: poolId,
          tx_id: deposit.txId,
          vout: deposit.vout,
          amount: deposit.amount,
          from_address: deposit.fromAddress,
          received_at: deposit.receivedAt,
        })
        .onConflict((oc) => oc.columns(['tx_id', 'vout']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      const { amount } = deposit;
      await postTransfer(
        trx,
        `deposit:${deposit.txId}:${deposit.vout}`,
        'deposit',
        [
          { account: accounts.chain, amount: negateSats(amount) },
          { account: accounts.unallocated, amount },
        ],
        deposit.receivedAt,
      );
      return true;
    });
  }

  async listUnallocated(
    poolId: string,
    query: Page & { status?: 'unallocated' | 'refunded' | undefined },
  ): Promise<{ rows: UnallocatedRow[]; total: number }> {
    let base = this.db.selectFrom('unallocated_funds').where('pool_id', '=', poolId);
    if (query.status) base = base.where('status', '=', query.status);
    return pageWithTotal(base, query, (rows) => rows.selectAll().orderBy('received_at', 'desc').orderBy('id'));
  }

  async findUnallocated(poolId: string, id: string): Promise<UnallocatedRow | undefined> {
    return this.db
      .selectFrom('unallocated_funds')
      .selectAll()
      .where('pool_id', '=', poolId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Takes the right to refund (see claimSend); undefined when refunded or a refund is under way. */
  async claimRefund(id: string, address: string, now: Date, leaseStart: Date): Promise<UnallocatedRow | undefined> {
    return this.db
      .updateTable('unallocated_funds')
      .set({ refund_started_at: now, refund_address: address })
      .where('id', '=', id)
      .where('status', '=', 'unallocated')
      .where((eb) => eb.or([eb('refund_started_at', 'is', null), eb('refund_started_at', '<', leaseStart)]))
      .returningAll()
      .executeTakeFirst();
  }

  /** The chain sent the refund: the funds leave the unallocated account for the chain. */
  async completeRefund(
    claimed: UnallocatedRow,
    txId: string,
    accounts: PoolAccounts,
    now: Date,
  ): Promise<UnallocatedRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const refunded = await trx
        .updateTable('unallocated_funds')
        .set({ status: 'refunded', refund_tx_id: txId, refunded_at: now })
        .where('id', '=', claimed.id)
        .where('status', '=', 'unallocated')
        .returningAll()
        .executeTakeFirst();
      if (refunded) {
        const amount = sats(claimed.amount);
        await postTransfer(
          trx,
          `refund:${claimed.id}`,
          'refund',
          [
            { account: accounts.unallocated, amount: negateSats(amount) },
            { account: accounts.chain, amount },
          ],
          now,
        );
      }
      return refunded;
    });
  }

  /** Gives a claim back when nothing was sent, so the platform may refund again. */
  async releaseRefund(claimed: UnallocatedRow): Promise<void> {
    await this.db
      .updateTable('unallocated_funds')
      .set({ refund_started_at: null, refund_address: null })
      .where('id', '=', claimed.id)
      .where('status', '=', 'unallocated')
      .where('refund_started_at', '=', claimed.refund_started_at)
      .execute();
  }

  /** Refunds a crash left claimed for longer than the lease. */
  async abandonedRefunds(leaseStart: Date): Promise<UnallocatedRow[]> {
    return this.db
      .selectFrom('unallocated_funds')
      .selectAll()
      .where('status', '=', 'unallocated')
      .where('refund_started_at', '<', leaseStart)
      .execute();
  }
}
