import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

const windowStartOf = (now: Date, windowSeconds: number) =>
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

/** The hits counted so far in the window containing `now`. */
export async function rateLimitHits(db: Queryable, key: string, now: Date, windowSeconds: number): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    'SELECT hits FROM identity_rate_limits WHERE key = $1 AND window_start = $2',
    [key, windowStartOf(now, windowSeconds)],
  );
  return rows[0]?.hits ?? 0;
}
