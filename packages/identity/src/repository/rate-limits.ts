import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

/**
 * Counts a hit in the fixed window containing `now` and returns the window's total. The
 * upsert is atomic, so concurrent instances sharing the database agree on the count.
 */
export async function hitRateLimit(db: Queryable, key: string, now: Date, windowSeconds: number): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO identity_rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = identity_rate_limits.hits + 1 RETURNING hits`,
    [key, windowStart],
  );
  // Old windows are useless; prune a few opportunistically instead of running a job.
  await db.query('DELETE FROM identity_rate_limits WHERE key = $1 AND window_start < $2', [key, windowStart]);
  return rows[0]!.hits;
}
