import type { Db } from '../../db/database.js';

/** Removal requests of miner accounts. */
export class RemovalRequestsRepository {
  constructor(private readonly db: Db) {}

  /** Records an open request; a second request for the same account is the same request. */
  async open(identityId: string, minerId: string): Promise<{ created: boolean }> {
    const row = await this.db
      .insertInto('account_deletion_requests')
      .values({ identity_id: identityId, miner_id: minerId })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return { created: row !== undefined };
  }
}
