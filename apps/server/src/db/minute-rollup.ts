import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The lock between ingestion's batches and the roll-up's watermark
 * (hashrate_1m_rollup.rolled_to): a batch holds it shared from before it reads the
 * watermark until it commits. A transaction-scoped advisory lock (it writes nothing and is
 * released at commit), under a key of its own: the pair (6828397, 1).
 */
const key = [6828397, 1] as const;

/** Taken by a batch before it reads the watermark, held until it commits. */
export function minuteRollupLockShared() {
  return sql`pg_advisory_xact_lock_shared(${sql.lit(key[0])}, ${sql.lit(key[1])})`;
}

/**
 * Resolves once every batch holding the lock now has ended: after the watermark has moved,
 * those are the batches that may have read the old one. It watches the holders rather than
 * taking the lock exclusively, which would queue every new batch behind it, though a new
 * batch reads the new watermark and needs no waiting for.
 */
export async function waitForBatchesHoldingTheLock(db: Kysely<Database>): Promise<void> {
  const holders = (among?: string[]) => sql<{ held: string[] }>`
    SELECT coalesce(array_agg(virtualtransaction), '{}') AS held FROM pg_locks
     WHERE locktype = 'advisory' AND classid = ${sql.lit(key[0])}::oid AND objid = ${sql.lit(key[1])}::oid
       AND objsubid = 2 AND granted ${among ? sql`AND virtualtransaction = ANY(${among}::text[])` : sql``}`;
  let waiting = (await holders().execute(db)).rows[0]!.held;
  while (waiting.length > 0) {
    // A batch takes a few hundred milliseconds at most: look again shortly.
    await new Promise((resolve) => setTimeout(resolve, 5));
    waiting = (await holders(waiting).execute(db)).rows[0]!.held;
  }
}
