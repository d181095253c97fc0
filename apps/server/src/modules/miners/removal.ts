import type { Db } from '../../db/database.js';

/** Removal requests of miner accounts. */
export class RemovalRequestsRepository {
  constructor(private readonly db: Db) {}

  /** The miner account, if the identity owns it. */
  ownedAccount(identityId: string, minerId: string) {
    return this.db
      .selectFrom('permissions as p')
      .innerJoin('miner_accounts as m', 'm.id', 'p.miner_id')
      .select(['m.id', 'm.account_name'])
      .where('p.identity_id', '=', identityId)
      .where('p.miner_id', '=', minerId)
      .where('p.role', '=', 'owner')
      .where('m.deleted_at', 'is', null)
      .executeTakeFirst();
  }

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
