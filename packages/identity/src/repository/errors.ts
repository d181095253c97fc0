import { randomUUID } from 'node:crypto';
import type { IdentityDb } from './database.js';

/** Errors shown to a browser on the error page (`/self-service/errors?id=`). */
export async function insertFlowError(db: IdentityDb, error: unknown, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('identity_errors')
    .values({ id, error: JSON.stringify(error), created_at: now })
    .execute();
  return id;
}

export async function findFlowError(db: IdentityDb, id: string) {
  return db.selectFrom('identity_errors').selectAll().where('id', '=', id).executeTakeFirst();
}
