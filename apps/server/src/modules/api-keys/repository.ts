import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ApiKeyGrant } from '../../auth/actor.js';

export interface ApiKeyRow {
  id: string;
  name: string;
  hint: string;
  created_at: Date;
}

/** The SHA-256 of a token: what is stored and looked up (a token has 256 random bits, so no salt or slow hash is needed). */
export function tokenDigest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export class ApiKeysRepository {
  constructor(private readonly db: Db) {}

  /** The grant of a live key (its account not deleted), for the actor resolver. */
  grant(token: string): Promise<ApiKeyGrant | undefined> {
    return this.db
      .selectFrom('api_keys as k')
      .innerJoin('miner_accounts as m', 'm.id', 'k.miner_id')
      .select(['k.id', 'k.miner_id'])
      .where('k.token_sha256', '=', tokenDigest(token))
      .where('m.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  listForMiner(minerId: string): Promise<ApiKeyRow[]> {
    return this.db
      .selectFrom('api_keys')
      .select(['id', 'name', 'hint', 'created_at'])
      .where('miner_id', '=', minerId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /**
   * Adds a key unless the account already has `limit`. The account row is locked first
   * (FOR NO KEY UPDATE, which foreign-key checks do not wait for), so concurrent creations
   * count one after another: the count then sees every key committed before it.
   */
  async create(
    values: { miner_id: string; token: string; hint: string; name: string; created_by: string },
    limit: number,
  ): Promise<ApiKeyRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM miner_accounts WHERE id = ${values.miner_id} FOR NO KEY UPDATE`.execute(trx);
      return trx
        .insertInto('api_keys')
        .columns(['miner_id', 'token_sha256', 'hint', 'name', 'created_by'])
        .expression(
          trx
            .selectNoFrom([
              sql<string>`${values.miner_id}::uuid`.as('miner_id'),
              sql<Buffer>`${tokenDigest(values.token)}::bytea`.as('token_sha256'),
              sql<string>`${values.hint}`.as('hint'),
              sql<string>`${values.name}`.as('name'),
              sql<string>`${values.created_by}::uuid`.as('created_by'),
            ])
            .where(
              (eb) =>
                eb
                  .selectFrom('api_keys')
                  .select(eb.fn.countAll<number>().as('n'))
                  .where('miner_id', '=', values.miner_id),
              '<',
              limit,
            ),
        )
        .returning(['id', 'name', 'hint', 'created_at'])
        .executeTakeFirst();
    });
  }

  /** Deletes a key of this account; false when there is none (unknown, revoked, or another account's). */
  async delete(minerId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('api_keys')
      .where('id', '=', id)
      .where('miner_id', '=', minerId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
