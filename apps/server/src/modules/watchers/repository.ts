import type { Db } from '../../db/database.js';
import type { WatcherGrant } from '../../auth/actor.js';

export interface WatcherRow {
  token: string;
  miner_id: string;
  account_name: string;
  name: string | null;
  sections: string[];
  created_at: Date;
}

export class WatchersRepository {
  constructor(private readonly db: Db) {}

  /** The grant of a live token (its account not deleted), for the actor resolver. */
  grant(token: string): Promise<WatcherGrant | undefined> {
    return this.db
      .selectFrom('watchers as w')
      .innerJoin('miner_accounts as m', 'm.id', 'w.miner_id')
      .select(['w.token', 'w.miner_id', 'w.sections'])
      .where('w.token', '=', token)
      .where('m.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  private list() {
    return this.db
      .selectFrom('watchers as w')
      .innerJoin('miner_accounts as m', 'm.id', 'w.miner_id')
      .select(['w.token', 'w.miner_id', 'm.account_name', 'w.name', 'w.sections', 'w.created_at'])
      .where('m.deleted_at', 'is', null)
      .orderBy('w.created_at', 'desc')
      .orderBy('w.token');
  }

  find(token: string): Promise<WatcherRow | undefined> {
    return this.list().where('w.token', '=', token).executeTakeFirst();
  }

  listForMiner(minerId: string): Promise<WatcherRow[]> {
    return this.list().where('w.miner_id', '=', minerId).execute();
  }

  /** Links to the given accounts (the ones a user may manage). */
  listForMiners(minerIds: string[]): Promise<WatcherRow[]> {
    if (minerIds.length === 0) return Promise.resolve([]);
    return this.list().where('w.miner_id', 'in', minerIds).execute();
  }

  async create(values: {
    token: string;
    miner_id: string;
    created_by: string;
    name: string | null;
    sections: string[];
  }): Promise<WatcherRow> {
    await this.db.insertInto('watchers').values(values).execute();
    return (await this.find(values.token))!;
  }

  async delete(token: string): Promise<boolean> {
    const result = await this.db.deleteFrom('watchers').where('token', '=', token).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
