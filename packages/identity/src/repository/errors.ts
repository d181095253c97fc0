import { randomUUID } from 'node:crypto';
import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

/** Errors shown to a browser on the error page (`/self-service/errors?id=`). */
export async function insertFlowError(db: Queryable, error: unknown, now: Date): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO identity_errors (id, error, created_at) VALUES ($1, $2, $3)', [
    id,
    JSON.stringify(error),
    now,
  ]);
  return id;
}

export async function findFlowError(db: Queryable, id: string) {
  const { rows } = await db.query<{ id: string; error: Record<string, unknown>; created_at: Date }>(
    'SELECT * FROM identity_errors WHERE id = $1',
    [id],
  );
  return rows[0];
}
