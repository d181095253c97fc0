import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { day, floorTo, hour, resolutions, workerFourHourKeepMs } from '../../domain/hashrate.js';

/** Batch ids are remembered this long: a sender retrying later than that would count twice. */
const batchIdsKeptMs = 7 * day;

/**
 * How the bucket tables are cut into time partitions (range on `bucket`; migration 020
 * made the first ones with the same figures). A partition goes once all of it is past
 * the table's retention, so a table holds up to one width more than it keeps; the widths
 * weigh that against how many partitions there are (at 100,000 workers):
 * - 1m, kept 3 h, 100,000 rows a minute: hourly, so at most 4 h of rows stay (daily
 *   partitions would hold up to 27 h, nine times the rows the reads need).
 * - 20m, kept 2 days, 7.2 M rows a day: daily, at most 3 days.
 * - 4h, kept 400 days for accounts: 30 days, about 15 partitions. These rows still go at
 *   the edge, row by row (below), so a partition is empty by the time it is dropped.
 * Partitions are made `aheadMs` ahead of the clock, so writes land in them even while the
 * job is late or down; a row of any other time goes to the table's DEFAULT partition.
 */
export const bucketPartitions = {
  hashrate_1m: { widthMs: hour, aheadMs: 3 * hour, keepMs: resolutions['1m'].keepMs },
  hashrate_20m: { widthMs: day, aheadMs: 2 * day, keepMs: resolutions['20m'].keepMs },
  hashrate_4h: { widthMs: 30 * day, aheadMs: 30 * day, keepMs: resolutions['4h'].keepMs },
} as const;
export type BucketTable = keyof typeof bucketPartitions;

/** A DDL statement waits at most this long for its lock, so the queries queued behind it do too; the next run retries. */
const partitionLockTimeout = '500ms';

export interface PartitionChanges {
  created: string[];
  /** Taken out of their table, for dropDetachedPartitions to drop after the run. */
  detached: string[];
}

/**
 * Drops buckets and batch ids past their retention (the per-minute job, after the
 * figures, in its transaction): rows where it must, whole partitions where it can, those
 * detached here and dropped after the run (dropDetachedPartitions). Returns the
 * partitions made and detached, or null when another transaction is at it.
 */
export async function dropExpired(trx: Transaction<Database>, now: Date): Promise<PartitionChanges | null> {
  const t = now.getTime();
  // Minute and 20-minute rows past retention but in a partition that is not (yet) are
  // read by no query (each bounds its window within retention, and the earnings read
  // only what the job has not carried over), so they wait for their partition. Rows of
  // times without a partition (a clock far from the server's, a late backfill) sit in
  // the DEFAULT partitions and go row by row, as every row went before; a minute row
  // only once the roll-up has taken its minute and has no late gain of it waiting.
  await sql`
    DELETE FROM hashrate_1m_default d
     WHERE bucket < ${new Date(t - resolutions['1m'].keepMs)}
       AND bucket < (SELECT coalesce(rolled_to, '-infinity') FROM hashrate_1m_rollup)
       AND NOT EXISTS (SELECT 1 FROM hashrate_1m_late l WHERE l.series_id = d.series_id AND l.bucket = d.bucket)`.execute(
    trx,
  );
  await sql`DELETE FROM hashrate_20m_default WHERE bucket < ${new Date(t - resolutions['20m'].keepMs)}`.execute(trx);
  // The mining report reads 4-hour rows of any month, so they go exactly at the edge, as
  // before: by then only the accounts' rows are left, a few per account and 4 hours, in
  // the partition at the edge (the planner skips the others) and the DEFAULT one.
  await sql`DELETE FROM hashrate_4h WHERE bucket < ${new Date(t - resolutions['4h'].keepMs)}`.execute(trx);
  // Worker rows expire sooner than the accounts' rows in the same 4-hour partitions (a
  // time partition cannot tell them apart: the kind is in hashrate_series), so they go
  // row by row; only the last day's worth is looked at, so the cost does not grow with
  // the accounts' longer history.
  const workerEdge = t - workerFourHourKeepMs;
  await sql`
    DELETE FROM hashrate_4h h USING hashrate_series s
     WHERE h.series_id = s.id AND s.kind = 'worker'
       AND h.bucket < ${new Date(workerEdge)} AND h.bucket >= ${new Date(workerEdge - day)}`.execute(trx);
  await sql`DELETE FROM share_batches WHERE received_at < ${new Date(t - batchIdsKeptMs)}`.execute(trx);
  // Last: a detach holds its table exclusively until the transaction ends.
  return maintainPartitions(trx, now);
}

/**
 * Makes the partitions from the retention edge to `aheadMs` ahead of `now` and detaches
 * those wholly past retention. Each change is a catalogue change (a new partition is
 * attached, which leaves reads and writes running; a detach holds the table until the
 * transaction commits, which has no files to remove), except when rows of a new
 * partition's range wait in the DEFAULT partition: those move into it first. It depends
 * only on the catalogue and `now`, so a second run, or a second instance, finds nothing
 * to do; one transaction at a time (an advisory lock), the other returns null.
 */
export async function maintainPartitions(trx: Transaction<Database>, now: Date): Promise<PartitionChanges | null> {
  const { rows } = await sql<{ locked: boolean }>`
    SELECT pg_try_advisory_xact_lock(hashtext('hashrate_partitions')) AS locked`.execute(trx);
  if (!rows[0]?.locked) return null;
  const { rows: setting } = await sql<{ value: string }>`SELECT current_setting('lock_timeout') AS value`.execute(trx);
  await sql`SELECT set_config('lock_timeout', ${partitionLockTimeout}, true)`.execute(trx);
  const changes: PartitionChanges = { created: [], detached: [] };
  const t = now.getTime();
  for (const table of Object.keys(bucketPartitions) as BucketTable[]) {
    const { widthMs, aheadMs, keepMs } = bucketPartitions[table];
    const existing = await partitionsOf(trx, table);
    for (let from = floorTo(t - keepMs, widthMs); from <= t + aheadMs; from += widthMs) {
      const to = from + widthMs;
      if (existing.some((partition) => partition.from.getTime() < to && partition.to.getTime() > from)) continue;
      const name = partitionName(table, new Date(from));
      if (await attempt(trx, () => createPartition(trx, table, name, new Date(from), new Date(to)))) {
        changes.created.push(name);
      }
    }
    for (const partition of existing) {
      // Every row of it is older than the retention edge: the old row deletes took each.
      if (partition.to.getTime() > t - keepMs) continue;
      if (table === 'hashrate_1m' && (await hasPendingMinutes(trx, partition))) continue;
      if (await attempt(trx, () => detachPartition(trx, table, partition))) changes.detached.push(partition.name);
    }
  }
  await sql`SELECT set_config('lock_timeout', ${setting[0]!.value}, true)`.execute(trx);
  return changes;
}

export interface Partition {
  name: string;
  from: Date;
  to: Date;
}

/** The range partitions of a table, oldest first (the DEFAULT partition is not among them). */
export async function partitionsOf(db: Kysely<Database>, table: BucketTable): Promise<Partition[]> {
  const { rows } = await sql<Partition>`
    SELECT c.relname AS name, b.bounds[1]::timestamptz AS "from", b.bounds[2]::timestamptz AS "to"
      FROM pg_inherits i
      JOIN pg_class c ON c.oid = i.inhrelid
     CROSS JOIN LATERAL (
           SELECT regexp_match(pg_get_expr(c.relpartbound, c.oid), 'FROM \\(''([^'']+)''\\) TO \\(''([^'']+)''\\)') AS bounds
           ) b
     WHERE i.inhparent = ${table}::regclass AND b.bounds IS NOT NULL
     ORDER BY 2`.execute(db);
  return rows;
}

/** hashrate_1m_p2026112513: the table and the partition's start in UTC, to the hour (as migration 020 names them). */
export function partitionName(table: BucketTable, from: Date): string {
  return `${table}_p${from.toISOString().slice(0, 13).replace(/[-T]/g, '')}`;
}

/**
 * Runs one partition change under a savepoint: a change that cannot get its lock in
 * time, or meets another session's locks in a deadlock, is undone and left to the next
 * run (false); `change` may also decline (false), which undoes it too. Any other
 * failure fails the run.
 */
async function attempt(trx: Transaction<Database>, change: () => Promise<boolean>): Promise<boolean> {
  await sql`SAVEPOINT partition_change`.execute(trx);
  try {
    if (await change()) {
      await sql`RELEASE SAVEPOINT partition_change`.execute(trx);
      return true;
    }
    await sql`ROLLBACK TO SAVEPOINT partition_change`.execute(trx);
    return false;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT partition_change`.execute(trx);
    // lock_not_available, deadlock_detected
    if (['55P03', '40P01'].includes((error as { code?: string }).code ?? '')) return false;
    throw error;
  }
}

/**
 * A new table attached as a partition: ATTACH leaves the table's reads and writes
 * running (CREATE TABLE … PARTITION OF would hold the whole table exclusively). It
 * takes the DEFAULT partition exclusively to check that no row there belongs to the
 * range; taken first, so none arrives between the move of those rows and the check.
 */
async function createPartition(
  trx: Transaction<Database>,
  table: BucketTable,
  name: string,
  from: Date,
  to: Date,
): Promise<boolean> {
  const fallback = sql.table(`${table}_default`);
  await sql`LOCK TABLE ${fallback} IN ACCESS EXCLUSIVE MODE`.execute(trx);
  // The table's storage options (the minute table's half-empty pages) live on its partitions.
  const { rows } = await sql<{ options: string | null }>`
    SELECT array_to_string(reloptions, ', ') AS options FROM pg_class WHERE oid = ${`${table}_default`}::regclass`.execute(
    trx,
  );
  const options = rows[0]?.options ? sql.raw(` WITH (${rows[0].options})`) : sql``;
  // A table of the name is one retention detached and has not dropped yet, by the clock of
  // another instance a little ahead, or of a run before the clock was set back: past
  // retention by that clock, it goes now.
  await sql`DROP TABLE IF EXISTS ${sql.table(name)}`.execute(trx);
  await sql`CREATE TABLE ${sql.table(name)} (LIKE ${sql.table(table)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)${options}`.execute(
    trx,
  );
  await sql`
    WITH moved AS (DELETE FROM ${fallback} WHERE bucket >= ${from} AND bucket < ${to} RETURNING *)
    INSERT INTO ${sql.table(name)} SELECT * FROM moved`.execute(trx);
  await sql`
    ALTER TABLE ${sql.table(table)} ATTACH PARTITION ${sql.table(name)}
      FOR VALUES FROM (${sql.lit(from.toISOString())}) TO (${sql.lit(to.toISOString())})`.execute(trx);
  return true;
}

/**
 * Detached; dropped after the run (dropDetachedPartitions). DETACH … CONCURRENTLY is not
 * allowed beside a DEFAULT partition; the plain one holds the table exclusively until the
 * run commits (and waits at most the lock timeout for it). A minute partition is looked
 * at again once detached (nothing can write to it then): it goes only if the job has
 * carried over all of its rows.
 */
async function detachPartition(trx: Transaction<Database>, table: BucketTable, partition: Partition): Promise<boolean> {
  await sql`ALTER TABLE ${sql.table(table)} DETACH PARTITION ${sql.table(partition.name)}`.execute(trx);
  return !(table === 'hashrate_1m' && (await hasPendingMinutes(trx, partition)));
}

/**
 * Drops the partitions retention detached (tables named as partitions that are no longer
 * attached), each in a transaction of its own, after the run that detached them has
 * committed. A drop's commit removes the table's files and its pages from shared buffers:
 * for an hour of minute rows at 100,000 workers (about a gigabyte) 0.4–0.5 s, which in the
 * run's transaction held back its commit, and with it ingestion, which the detach's lock
 * on the whole table keeps waiting until then. A drop that finds its table locked
 * (another instance dropping it) leaves it to the next run. Returns the tables dropped.
 */
export async function dropDetachedPartitions(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
     WHERE c.relkind = 'r' AND NOT c.relispartition AND c.relnamespace = current_schema()::regnamespace
       AND c.relname ~ ${`^(${Object.keys(bucketPartitions).join('|')})_p[0-9]{10}$`}
     ORDER BY 1`.execute(db);
  const dropped: string[] = [];
  for (const { name } of rows) {
    const gone = await db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('lock_timeout', ${partitionLockTimeout}, true)`.execute(trx);
      try {
        await sql`DROP TABLE IF EXISTS ${sql.table(name)}`.execute(trx);
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === '55P03') return false;
        throw error;
      }
    });
    if (gone) dropped.push(name);
  }
  return dropped;
}

/**
 * Whether a minute partition holds rows the job has not carried over yet: late gains of its
 * minutes waiting to be folded in (hashrate_1m_late, a few rows between runs), rows of
 * minutes the roll-up has not taken, or rows of 20-minute buckets some slice has not
 * carried. The last two are looked for only when the partition reaches past the roll-up's
 * or the carry's watermark (never, for one past retention once the job runs): the planner,
 * not knowing the watermark, read the whole partition to find no such row (1.7 s for an
 * hour of 100,000 workers' minutes).
 */
async function hasPendingMinutes(trx: Transaction<Database>, { name, from, to }: Partition): Promise<boolean> {
  const { rows } = await sql<{ pending: boolean }>`
    WITH edges AS (
      SELECT (SELECT coalesce(rolled_to, '-infinity') FROM hashrate_1m_rollup) AS rolled,
             (SELECT min(carried_to) FROM hashrate_carry) AS carried
    )
    SELECT EXISTS (SELECT 1 FROM hashrate_1m_late WHERE bucket >= ${from} AND bucket < ${to})
           OR CASE WHEN rolled < ${to}
                   THEN EXISTS (SELECT 1 FROM ${sql.table(name)} WHERE bucket >= rolled)
                   ELSE false END
           OR CASE WHEN carried < ${to}
                   THEN EXISTS (SELECT 1 FROM ${sql.table(name)} WHERE bucket >= carried)
                   ELSE false END AS pending
      FROM edges`.execute(trx);
  return rows[0]!.pending;
}
