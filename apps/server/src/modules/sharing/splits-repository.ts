import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { SplitItemRow } from './schedule.js';

/** Profit split schedules (migration 015). */
export class SplitsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * Every stored item of a donor's splits, with the recipients' names. In a transaction
   * the donor's account row is locked first: two changes of one donor's splits run one
   * after the other, so their 100 % check sees each other.
   */
  async items(donorId: string, trx?: Transaction<Database>): Promise<SplitItemRow[]> {
    if (trx) await trx.selectFrom('miner_accounts').select('id').where('id', '=', donorId).forUpdate().execute();
    return (trx ?? this.db)
      .selectFrom('profit_sharing_schedules as s')
      .innerJoin('miner_accounts as r', 'r.id', 's.recipient_id')
      .select(['s.recipient_id', 'r.account_name as recipient_account_name', 's.percent', 's.start_date'])
      .where('s.donor_id', '=', donorId)
      .execute();
  }

  /** A recipient a donor of this pool may give to: an account of the pool that is not removed. */
  async recipient(poolId: string, recipientId: string): Promise<{ id: string; account_name: string } | undefined> {
    return this.db
      .selectFrom('miner_accounts')
      .select(['id', 'account_name'])
      .where('id', '=', recipientId)
      .where('pool_id', '=', poolId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** The people who own the account itself (directly, or through its parent): told of every new or raised split. */
  async ownersOf(account: { id: string; parent_id: string | null }): Promise<string[]> {
    const rows = await this.db
      .selectFrom('permissions')
      .select('identity_id')
      .distinct()
      .where('type', '=', 'miner')
      .where('role', '=', 'owner')
      .where('miner_id', 'in', account.parent_id ? [account.id, account.parent_id] : [account.id])
      .execute();
    return rows.map((row) => row.identity_id);
  }

  /** Has the reward run of this pool day started? Its splits are then fixed. */
  async rewardRunStarted(trx: Transaction<Database>, poolId: string, day: string): Promise<boolean> {
    const row = await trx
      .selectFrom('reward_runs')
      .select('pool_day')
      .where('pool_id', '=', poolId)
      .where('pool_day', '=', day)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Sets the pair's item starting on `startDate` (0: a stop), replacing one that starts that day already. */
  async upsert(
    trx: Transaction<Database>,
    item: { donorId: string; recipientId: string; percent: string; startDate: string; createdBy: string },
  ): Promise<void> {
    await trx
      .insertInto('profit_sharing_schedules')
      .values({
        donor_id: item.donorId,
        recipient_id: item.recipientId,
        percent: item.percent,
        start_date: item.startDate,
        created_by: item.createdBy,
      })
      .onConflict((oc) =>
        oc.columns(['donor_id', 'recipient_id', 'start_date']).doUpdateSet((eb) => ({
          percent: eb.ref('excluded.percent'),
          created_by: eb.ref('excluded.created_by'),
        })),
      )
      .execute();
  }
}
