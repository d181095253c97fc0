import type { Db } from '../../db/database.js';
import { notifyRemoval } from '../notifications/index.js';

/** Removal requests of miner accounts. */
export class RemovalRequestsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records an open request; a second request for the same account is the same request. A
   * new one queues its delete-miner notice in the same transaction.
   */
  async open(identityId: string, minerId: string): Promise<{ created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('account_deletion_requests')
        .values({ identity_id: identityId, miner_id: minerId })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) await notifyRemoval(trx, { minerId, requestId: row.id, stage: 'requested' });
      return { created: row !== undefined };
    });
  }
}
