import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { day, resolutions, workerFourHourKeepMs } from './rules.js';

/** Batch ids are remembered this long: a sender retrying later than that would count twice. */
const batchIdsKeptMs = 7 * day;

/** Drops buckets and batch ids past their retention (the per-minute job, after the figures). */
export async function dropExpired(db: Kysely<Database>, now: Date): Promise<void> {
  const t = now.getTime();
  // A minute row goes only once the job has carried all of it over.
  await sql`
    DELETE FROM hashrate_1m WHERE bucket < ${new Date(t - resolutions['1m'].keepMs)} AND rolled_shares > 0 AND NOT dirty`.execute(
    db,
  );
  for (const { table, keepMs } of [resolutions['20m'], resolutions['4h']]) {
    await sql`DELETE FROM ${sql.table(table)} WHERE bucket < ${new Date(t - keepMs)}`.execute(db);
  }
  // Worker rows expire sooner; only the last day's worth is looked at, so the cost
  // does not grow with the accounts' longer history.
  const workerEdge = t - workerFourHourKeepMs;
  await sql`
    DELETE FROM hashrate_4h h USING hashrate_series s
     WHERE h.series_id = s.id AND s.kind = 'worker'
       AND h.bucket < ${new Date(workerEdge)} AND h.bucket >= ${new Date(workerEdge - day)}`.execute(db);
  await sql`DELETE FROM share_batches WHERE received_at < ${new Date(t - batchIdsKeptMs)}`.execute(db);
}
