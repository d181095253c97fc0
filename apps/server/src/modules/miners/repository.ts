import type { Db } from '../../db/database.js';
import { startOperatorFee } from '../fees/index.js';

export class MinersRepository {
  constructor(private readonly db: Db) {}

  async nameTaken(accountName: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('miner_accounts')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['account_name']), '=', accountName.toLowerCase()))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Creates a miner account and its owner's permission in one transaction. Returns
   * undefined when the name was taken meanwhile (the unique index decides, not a race).
   * With a referral code, the referrer is the account of the pool that has it, if any. With
   * an operator, the account is its customer and the operator's fee starts with it.
   */
  async createWithOwner(input: {
    poolId: string;
    operatorId?: string | undefined;
    accountName: string;
    identityId: string;
    referralCode?: string | undefined;
  }) {
    return this.db.transaction().execute(async (trx) => {
      const referrer = input.referralCode
        ? trx
            .selectFrom('referrer_codes as c')
            .innerJoin('miner_accounts as r', 'r.id', 'c.miner_id')
            .select('r.id')
            .where('c.code', '=', input.referralCode)
            .where('r.pool_id', '=', input.poolId)
            .where('r.deleted_at', 'is', null)
        : null;
      const miner = await trx
        .insertInto('miner_accounts')
        .values({
          pool_id: input.poolId,
          operator_id: input.operatorId ?? null,
          account_name: input.accountName,
          referrer_id: referrer,
        })
        .onConflict((oc) => oc.doNothing())
        .returning(['id', 'account_name'])
        .executeTakeFirst();
      if (!miner) return undefined;
      const permission = await trx
        .insertInto('permissions')
        .values({ identity_id: input.identityId, type: 'miner', miner_id: miner.id, role: 'owner' })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (input.operatorId) {
        await startOperatorFee(trx, { minerId: miner.id, percent: undefined, createdBy: input.identityId });
      }
      return { id: miner.id, account_name: miner.account_name, permission_id: permission.id };
    });
  }
}
