import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

export const windowStartOf = (now: Date, windowSeconds: number) =>
  new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);

/**
 * Counts a hit in the fixed window containing `now` and returns the window's total. The
 * upsert is atomic, so concurrent instances sharing the database agree on the count.
 */
export async function hitRateLimit(db: Queryable, key: string, now: Date, windowSeconds: number): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO identity_rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = identity_rate_limits.hits + 1 RETURNING hits`,
    [key, windowStartOf(now, windowSeconds)],
  );
  return rows[0]!.hits;
}

/**
 * Counts a hit in the window starting at `windowStart` only while the window holds fewer than
 * `max`, in one statement; true when it was counted. Concurrent hits queue on the row and
 * each sees the others' counts, so no more than `max` are ever counted.
 */
export async function claimHit(db: Queryable, key: string, windowStart: Date, max: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO identity_rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = identity_rate_limits.hits + 1
       WHERE identity_rate_limits.hits < $3`,
    [key, windowStart, max],
  );
  return rowCount === 1;
}

/** Takes one hit back from the window containing `now` (an attempt that turned out to be fine). */
export async function takeBackHit(db: Queryable, key: string, now: Date, windowSeconds: number): Promise<void> {
  await db.query('UPDATE identity_rate_limits SET hits = hits - 1 WHERE key = $1 AND window_start = $2 AND hits > 0', [
    key,
    windowStartOf(now, windowSeconds),
  ]);
}

/** Forgets every counter whose key starts with the prefix, in every window. */
export async function clearRateLimits(db: Queryable, prefix: string): Promise<void> {
  await db.query('DELETE FROM identity_rate_limits WHERE left(key, length($1)) = $1', [prefix]);
}
