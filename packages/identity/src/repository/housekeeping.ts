import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

const dayMs = 24 * 3600_000;

/**
 * Deletes rows nobody can use any more: flows and sessions a day after they expired, errors
 * after a week, finished rate-limit windows. Cheap (indexed) and idempotent, so any instance
 * may run it.
 */
export async function deleteExpiredRows(db: Queryable, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - dayMs);
  await db.query('DELETE FROM identity_flows WHERE expires_at < $1', [dayAgo]);
  await db.query('DELETE FROM identity_sessions WHERE expires_at < $1', [dayAgo]);
  await db.query('DELETE FROM identity_errors WHERE created_at < $1', [new Date(now.getTime() - 7 * dayMs)]);
  await db.query('DELETE FROM identity_rate_limits WHERE window_start < $1', [dayAgo]);
}

/** Runs `deleteExpiredRows` at most every `intervalMs` per instance, triggered by traffic. */
export function housekeeping(
  db: Queryable,
  now: () => Date,
  onError: (error: Error) => void,
  intervalMs = 10 * 60_000,
) {
  let last = 0;
  return () => {
    const current = now().getTime();
    if (current - last < intervalMs) return;
    last = current;
    deleteExpiredRows(db, now()).catch(onError);
  };
}
