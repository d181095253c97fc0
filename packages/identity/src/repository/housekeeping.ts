import type { IdentityDb } from './database.js';

const dayMs = 24 * 3600_000;

/**
 * Deletes rows nobody can use any more: flows and sessions a day after they expired, errors
 * after a week, finished rate-limit windows. Cheap (indexed) and idempotent, so any instance
 * may run it.
 */
export async function deleteExpiredRows(db: IdentityDb, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - dayMs);
  await db.deleteFrom('identity_flows').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('identity_sessions').where('expires_at', '<', dayAgo).execute();
  await db
    .deleteFrom('identity_errors')
    .where('created_at', '<', new Date(now.getTime() - 7 * dayMs))
    .execute();
  await db.deleteFrom('identity_rate_limits').where('window_start', '<', dayAgo).execute();
}

/** Runs `deleteExpiredRows` at most every `intervalMs` per instance, triggered by traffic. */
export function housekeeping(
  db: IdentityDb,
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
