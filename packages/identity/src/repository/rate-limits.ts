import { sql } from 'kysely';
import type { IdentityDb } from './database.js';

export const windowStartOf = (now: Date, windowSeconds: number) =>
  new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);

/**
 * Counts a hit in the fixed window containing `now` and returns the window's total. The
 * upsert is atomic, so concurrent instances sharing the database agree on the count.
 */
export async function hitRateLimit(db: IdentityDb, key: string, now: Date, windowSeconds: number): Promise<number> {
  const { hits } = await db
    .insertInto('identity_rate_limits')
    .values({ key, window_start: windowStartOf(now, windowSeconds), hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet((eb) => ({ hits: eb('identity_rate_limits.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return hits;
}

/**
 * Counts a hit in the window starting at `windowStart` only while the window holds fewer than
 * `max`, in one statement; true when it was counted. Concurrent hits queue on the row and
 * each sees the others' counts, so no more than `max` are ever counted.
 */
export async function claimHit(db: IdentityDb, key: string, windowStart: Date, max: number): Promise<boolean> {
  const { numInsertedOrUpdatedRows } = await db
    .insertInto('identity_rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet((eb) => ({ hits: eb('identity_rate_limits.hits', '+', 1) }))
        .where('identity_rate_limits.hits', '<', max),
    )
    .executeTakeFirstOrThrow();
  return numInsertedOrUpdatedRows === 1n;
}

/** Takes one hit back from the window containing `now` (an attempt that turned out to be fine). */
export async function takeBackHit(db: IdentityDb, key: string, now: Date, windowSeconds: number): Promise<void> {
  await db
    .updateTable('identity_rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', windowStartOf(now, windowSeconds))
    .where('hits', '>', 0)
    .execute();
}

/** Forgets every counter whose key starts with the prefix, in every window. */
export async function clearRateLimits(db: IdentityDb, prefix: string): Promise<void> {
  // left(…) = prefix, not LIKE: the prefix holds user input, in which % and _ would be wildcards.
  await db
    .deleteFrom('identity_rate_limits')
    .where(sql<boolean>`left(key, length(${prefix})) = ${prefix}`)
    .execute();
}
