import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Resolution } from '../../domain/hashrate.js';
import { minuteRollupLockShared } from '../../db/minute-rollup.js';

/** A miner account and the series its shares count towards (its own, its operator's, the pool's). */
export interface AccountChain {
  minerId: string;
  poolId: string;
  operatorId: string | null;
  minerSeries: number;
  operatorSeries: number | null;
  poolSeries: number;
}

/** Bucket sums of one resolution, as parallel columns sorted by (series, bucket). */
export interface BucketColumns {
  resolution: Resolution;
  seriesIds: number[];
  buckets: string[];
  accepted: number[];
  rejected: number[];
  shares: number[];
}

/** Bucket sums with the first and last share time of each, sorted by (series, bucket). */
export interface MinuteColumns extends Omit<BucketColumns, 'resolution'> {
  first: string[];
  last: string[];
}

export interface BatchCounts {
  accepted: number;
  rejected: number;
  ignored: number;
}

/** Writes of share ingestion: account and worker resolution, and the batch's bucket sums. */
export class IngestRepository {
  constructor(private readonly db: Db) {}

  /** Live miner accounts by lower-case name, with their series (created on first use). */
  async accountChains(lowerNames: string[]): Promise<Map<string, AccountChain>> {
    const accounts = await this.db
      .selectFrom('miner_accounts')
      .select(['id', 'pool_id', 'operator_id', sql<string>`lower(account_name)`.as('key')])
      .where(sql<string>`lower(account_name)`, 'in', lowerNames)
      .where('deleted_at', 'is', null)
      .execute();
    if (accounts.length === 0) return new Map();
    const minerIds = accounts.map((account) => account.id);
    const poolIds = [...new Set(accounts.map((account) => account.pool_id))];
    const operators = accounts.filter((account) => account.operator_id !== null);

    await sql`
      INSERT INTO hashrate_series (kind, pool_id)
      SELECT 'pool', pool_id FROM unnest(${poolIds}::uuid[]) AS p (pool_id)
      ON CONFLICT (pool_id) WHERE kind = 'pool' DO NOTHING`.execute(this.db);
    if (operators.length > 0) {
      await sql`
        INSERT INTO hashrate_series (kind, pool_id, operator_id)
        SELECT DISTINCT 'operator'::series_kind, pool_id, operator_id
          FROM unnest(${operators.map((a) => a.pool_id)}::uuid[], ${operators.map((a) => a.operator_id)}::uuid[])
            AS o (pool_id, operator_id)
        ON CONFLICT (operator_id) WHERE kind = 'operator' DO NOTHING`.execute(this.db);
    }
    await sql`
      INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id)
      SELECT 'miner', pool_id, operator_id, miner_id
        FROM unnest(${accounts.map((a) => a.pool_id)}::uuid[], ${accounts.map((a) => a.operator_id)}::uuid[],
                    ${minerIds}::uuid[]) AS m (pool_id, operator_id, miner_id)
      ON CONFLICT (miner_id) WHERE kind = 'miner' DO NOTHING`.execute(this.db);

    const series = await this.db
      .selectFrom('hashrate_series')
      .select(['id', 'kind', 'pool_id', 'operator_id', 'miner_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'pool'), eb('pool_id', 'in', poolIds)]),
          eb.and([eb('kind', '=', 'miner'), eb('miner_id', 'in', minerIds)]),
          ...(operators.length
            ? [
                eb.and([
                  eb('kind', '=', 'operator'),
                  eb(
                    'operator_id',
                    'in',
                    operators.map((a) => a.operator_id!),
                  ),
                ]),
              ]
            : []),
        ]),
      )
      .execute();
    const seriesOf = (kind: string, id: string | null) =>
      series.find((row) => row.kind === kind && (row.miner_id ?? row.operator_id ?? row.pool_id) === id)?.id ?? null;
    const poolSeries = (poolId: string) => series.find((row) => row.kind === 'pool' && row.pool_id === poolId)!.id;
    return new Map(
      accounts.map((account) => [
        account.key,
        {
          minerId: account.id,
          poolId: account.pool_id,
          operatorId: account.operator_id,
          minerSeries: seriesOf('miner', account.id)!,
          operatorSeries: account.operator_id ? seriesOf('operator', account.operator_id) : null,
          poolSeries: poolSeries(account.pool_id),
        },
      ]),
    );
  }

  /**
   * Worker series ids by `${minerId}/${name}`, creating those marked `create` that are seen
   * for the first time; an unmarked worker without a series is left out of the answer.
   */
  async workerSeries(workers: { chain: AccountChain; name: string; create: boolean }[]): Promise<Map<string, number>> {
    const created = workers.filter((worker) => worker.create);
    if (created.length > 0) {
      await sql`
        INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id, worker_name)
        SELECT 'worker', pool_id, operator_id, miner_id, worker_name
          FROM unnest(${created.map((w) => w.chain.poolId)}::uuid[], ${created.map((w) => w.chain.operatorId)}::uuid[],
                      ${created.map((w) => w.chain.minerId)}::uuid[], ${created.map((w) => w.name)}::text[])
            AS w (pool_id, operator_id, miner_id, worker_name)
        ON CONFLICT (miner_id, worker_name) WHERE kind = 'worker' DO NOTHING`.execute(this.db);
    }
    const { rows } = await sql<{ id: number; miner_id: string; worker_name: string }>`
      SELECT s.id, s.miner_id, s.worker_name
        FROM hashrate_series s
        JOIN unnest(${workers.map((w) => w.chain.minerId)}::uuid[], ${workers.map((w) => w.name)}::text[])
          AS w (miner_id, worker_name)
          ON s.kind = 'worker' AND s.miner_id = w.miner_id AND s.worker_name = w.worker_name`.execute(this.db);
    return new Map(rows.map((row) => [`${row.miner_id}/${row.worker_name}`, Number(row.id)]));
  }

  /**
   * Counts a batch once: the batch id and its sums are written in one transaction, so a
   * batch sent again (or by two senders at once) is either wholly counted or recognised
   * as a duplicate. Recent shares go to the 1-minute buckets only (the job carries them
   * on); shares too old for those go straight to the coarse buckets, and what they add to
   * the figures with them (`lateFigures`, with the shares' times: the figures job claims
   * them and carries the times into the series' share times): to their 20-minute bucket
   * while it is kept and to their 4-hour bucket, or to the 4-hour bucket alone
   * (`fourHoursAlone`). The job's carry reads only minute rows, so it never adds these twice.
   * Returns the counts stored for the batch id and whether this call stored them.
   */
  async writeBatch(
    batchId: string,
    counts: BatchCounts,
    minutes: MinuteColumns,
    coarse: { twentyMinutes: BucketColumns; fourHoursAlone: BucketColumns },
    lateFigures: MinuteColumns,
    receivedAt: Date,
  ): Promise<{ fresh: boolean; counts: BatchCounts }> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('share_batches')
        .values({ batch_id: batchId, ...counts, received_at: receivedAt })
        .onConflict((oc) => oc.column('batch_id').doNothing())
        .returning('batch_id')
        .executeTakeFirst();
      if (!inserted) {
        const stored = await trx
          .selectFrom('share_batches')
          .select(['accepted', 'rejected', 'ignored'])
          .where('batch_id', '=', batchId)
          .executeTakeFirstOrThrow();
        return { fresh: false, counts: stored };
      }
      if (minutes.seriesIds.length > 0) {
        // Held until commit, from before the watermark is read: the roll-up waits for this
        // batch before it takes the minutes below its new watermark (stats-refresh rollUp).
        await sql`SELECT ${minuteRollupLockShared()}`.execute(trx);
        // A minute the roll-up has taken (before its watermark) has its rows read whole by
        // the job: what a late share adds to one waits apart until the next run folds it in.
        await sql`
          WITH minutes AS (
            SELECT m.*, m.bucket < coalesce((SELECT rolled_to FROM hashrate_1m_rollup), '-infinity') AS late
              FROM unnest(${minutes.seriesIds}::bigint[], ${minutes.buckets}::timestamptz[],
                          ${minutes.accepted}::float8[], ${minutes.rejected}::float8[], ${minutes.shares}::int[],
                          ${minutes.first}::timestamptz[], ${minutes.last}::timestamptz[])
                   AS m (series_id, bucket, accepted, rejected, shares, first_at, last_at)
          ),
          apart AS (
            INSERT INTO hashrate_1m_late (series_id, bucket, accepted, rejected, shares, first_at, last_at)
            SELECT series_id, bucket, accepted, rejected, shares, first_at, last_at FROM minutes WHERE late
          )
          INSERT INTO hashrate_1m AS t (series_id, bucket, accepted, rejected, shares, first_at, last_at)
          SELECT series_id, bucket, accepted, rejected, shares, first_at, last_at FROM minutes WHERE NOT late
          ON CONFLICT (series_id, bucket) DO UPDATE
            SET accepted = t.accepted + excluded.accepted,
                rejected = t.rejected + excluded.rejected,
                shares = t.shares + excluded.shares,
                first_at = least(t.first_at, excluded.first_at),
                last_at = greatest(t.last_at, excluded.last_at)`.execute(trx);
      }
      const { twentyMinutes, fourHoursAlone } = coarse;
      if (twentyMinutes.seriesIds.length > 0 || fourHoursAlone.seriesIds.length > 0) {
        // Shared with other batches: the job's carry holds the slices' watermarks
        // exclusively while it writes coarse rows, so this batch and the carry never lock
        // the same coarse rows in opposite orders (no deadlock).
        await trx.selectFrom('hashrate_carry').select('slice').orderBy('slice').forShare().execute();
        await sql`
          INSERT INTO hashrate_20m AS t (series_id, bucket, accepted, rejected, shares)
          SELECT * FROM ${unnestSums(twentyMinutes)}
          ON CONFLICT (series_id, bucket) DO UPDATE
            SET accepted = t.accepted + excluded.accepted,
                rejected = t.rejected + excluded.rejected,
                shares = t.shares + excluded.shares`.execute(trx);
        await sql`
          INSERT INTO hashrate_4h AS t (series_id, bucket, accepted, rejected, shares)
          SELECT series_id, date_bin('4 hours', bucket, TIMESTAMPTZ 'epoch'), sum(accepted), sum(rejected), sum(shares)
            FROM (SELECT * FROM ${unnestSums(twentyMinutes)}
                  UNION ALL
                  SELECT * FROM ${unnestSums(fourHoursAlone)}) AS late
           GROUP BY 1, 2 ORDER BY 1, 2
          ON CONFLICT (series_id, bucket) DO UPDATE
            SET accepted = t.accepted + excluded.accepted,
                rejected = t.rejected + excluded.rejected,
                shares = t.shares + excluded.shares`.execute(trx);
      }
      if (lateFigures.seriesIds.length > 0) {
        await sql`
          INSERT INTO hashrate_figure_deltas (series_id, at, accepted, rejected, shares, first_at, last_at)
          SELECT * FROM unnest(${lateFigures.seriesIds}::bigint[], ${lateFigures.buckets}::timestamptz[],
                               ${lateFigures.accepted}::float8[], ${lateFigures.rejected}::float8[],
                               ${lateFigures.shares}::int[], ${lateFigures.first}::timestamptz[],
                               ${lateFigures.last}::timestamptz[])`.execute(trx);
      }
      return { fresh: true, counts };
    });
  }
}

/** Bucket sums as a table of (series_id, bucket, accepted, rejected, shares). */
function unnestSums(columns: BucketColumns) {
  return sql`unnest(${columns.seriesIds}::bigint[], ${columns.buckets}::timestamptz[], ${columns.accepted}::float8[],
                    ${columns.rejected}::float8[], ${columns.shares}::int[]) AS c (series_id, bucket, accepted, rejected, shares)`;
}
