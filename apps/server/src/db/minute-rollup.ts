import { sql } from 'kysely';

/**
 * The lock between ingestion's batches and the roll-up's watermark
 * (hashrate_1m_rollup.rolled_to): a batch holds it shared from before it reads the
 * watermark until it commits, and the roll-up takes it exclusively, after moving the
 * watermark, only to wait for the batches that may have read the old one. A transaction-
 * scoped advisory lock: it writes nothing and is released at commit.
 */
export function minuteRollupLock(mode: 'shared' | 'exclusive') {
  return mode === 'shared'
    ? sql`pg_advisory_xact_lock_shared(hashtext('hashrate_1m_rollup'))`
    : sql`pg_advisory_xact_lock(hashtext('hashrate_1m_rollup'))`;
}
