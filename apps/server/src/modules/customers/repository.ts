import type { AccessRole } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { startOperatorFee } from '../fees/index.js';

export interface NewAccount {
  poolId: string;
  operatorId: string | null;
  parentId: string | null;
  accountName: string;
  title: string | null;
  /** A permission on the new account for its creator (a sub-account's creator keeps their role). */
  grant?: { identityId: string; role: AccessRole };
  /** An owner invitation to record with the account. */
  invite?: { code: string; email: string; expiresAt: Date; createdBy: string };
  /** An operator's customer: its fee from the first day (`percent`, or the operator's fee for new customers). */
  operatorFee?: { percent: string | undefined; createdBy: string };
}

export interface CreatedAccount {
  id: string;
  account_name: string;
  title: string | null;
  pool_id: string;
  operator_id: string | null;
  parent_id: string | null;
  created_at: Date;
  permission_id: string | null;
}

/** Miner accounts made by operators, pool staff and owners of a parent account; titles; the lookup by name. */
export class CustomersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Creates the account, its wallet, the creator's permission and the owner invitation in
   * one transaction. Returns undefined when the name is taken: the unique index on
   * lower(account_name) decides, so two concurrent creations of a name make one account.
   */
  async create(input: NewAccount): Promise<CreatedAccount | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const account = await trx
        .insertInto('miner_accounts')
        .values({
          pool_id: input.poolId,
          operator_id: input.operatorId,
          parent_id: input.parentId,
          account_name: input.accountName,
          title: input.title,
        })
        .onConflict((oc) => oc.doNothing())
        .returning(['id', 'account_name', 'title', 'pool_id', 'operator_id', 'parent_id', 'created_at'])
        .executeTakeFirst();
      if (!account) return undefined;
      await trx.insertInto('wallets').values({ miner_id: account.id }).execute();
      let permissionId: string | null = null;
      if (input.grant) {
        permissionId = (
          await trx
            .insertInto('permissions')
            .values({
              identity_id: input.grant.identityId,
              type: 'miner',
              miner_id: account.id,
              role: input.grant.role,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      if (input.operatorFee) {
        await startOperatorFee(trx, { minerId: account.id, ...input.operatorFee });
      }
      if (input.invite) {
        await trx
          .insertInto('invites')
          .values({
            code: input.invite.code,
            email: input.invite.email,
            type: 'miner',
            miner_id: account.id,
            role: 'owner',
            created_by: input.invite.createdBy,
            expires_at: input.invite.expiresAt,
          })
          .execute();
      }
      return { ...account, permission_id: permissionId };
    });
  }

  /** Sets or clears the title of a live account; returns its name and title. */
  async setTitle(minerId: string, title: string | null) {
    return this.db
      .updateTable('miner_accounts')
      .set({ title })
      .where('id', '=', minerId)
      .where('deleted_at', 'is', null)
      .returning(['id', 'account_name', 'title'])
      .executeTakeFirstOrThrow();
  }

  /** The live account with exactly this name, whatever its case (the unique index's own expression). */
  async findByName(accountName: string) {
    return this.db
      .selectFrom('miner_accounts')
      .select(['id', 'account_name'])
      .where((eb) => eb(eb.fn('lower', ['account_name']), '=', accountName.toLowerCase()))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }
}
