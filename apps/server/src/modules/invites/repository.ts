import type { Db } from '../../db/database.js';
import { isStaffOver } from '../accounts/index.js';

/** An acceptance: the permission granted, or why none was. */
export type Acceptance = { permissionId: string } | { refused: 'not_open' | 'staff' };

export class InvitesRepository {
  constructor(private readonly db: Db) {}

  /** An invitation by its code, with the name of the account it opens. */
  findByCode(code: string) {
    return this.db
      .selectFrom('invites as i')
      .leftJoin('pools', 'pools.id', 'i.pool_id')
      .leftJoin('operators', 'operators.id', 'i.operator_id')
      .leftJoin('miner_accounts as m', 'm.id', 'i.miner_id')
      .select([
        'i.type',
        'i.email',
        'i.role',
        'i.sections',
        'i.created_by',
        'i.expires_at',
        'i.accepted_at',
        'pools.name as pool_name',
        'operators.name as operator_name',
        'm.account_name',
      ])
      .where('i.code', '=', code)
      .executeTakeFirst();
  }

  /**
   * Accepts an open invite for one identity: marks it used and grants its permission in
   * one transaction. The row lock makes a second acceptance of the same code wait and
   * then find it used. Refused when the code is unknown, used, expired or addressed to
   * someone else (`not_open`), or when it opens a miner account that the identity already
   * reaches as staff (`staff`: staff never become members of the accounts under them, so
   * that a staff role cannot be turned into a customer's own access to its money).
   */
  async accept(input: { code: string; identityId: string; email: string; now: Date }): Promise<Acceptance> {
    return this.db.transaction().execute(async (trx) => {
      const invite = await trx
        .selectFrom('invites')
        .selectAll()
        .where('code', '=', input.code)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', input.now)
        .forUpdate()
        .executeTakeFirst();
      if (!invite) return { refused: 'not_open' };
      if (invite.email && invite.email.toLowerCase() !== input.email.toLowerCase()) return { refused: 'not_open' };
      if (invite.miner_id && (await isStaffOver(trx, input.identityId, invite.miner_id))) return { refused: 'staff' };
      await trx
        .updateTable('invites')
        .set({ accepted_by: input.identityId, accepted_at: input.now })
        .where('id', '=', invite.id)
        .execute();
      const target = { pool_id: invite.pool_id, operator_id: invite.operator_id, miner_id: invite.miner_id };
      const granted = await trx
        .insertInto('permissions')
        .values({
          identity_id: input.identityId,
          type: invite.type,
          ...target,
          role: invite.role,
          sections: invite.sections,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (granted) return { permissionId: granted.id };
      // The user already had this access; the invite is used all the same.
      const existing = await trx
        .selectFrom('permissions')
        .select('id')
        .where('identity_id', '=', input.identityId)
        .where('type', '=', invite.type)
        .where('pool_id', 'is not distinct from', target.pool_id)
        .where('operator_id', 'is not distinct from', target.operator_id)
        .where('miner_id', 'is not distinct from', target.miner_id)
        .executeTakeFirstOrThrow();
      return { permissionId: existing.id };
    });
  }
}
