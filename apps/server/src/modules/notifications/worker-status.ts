import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { statusBounds } from '../../domain/hashrate.js';
import { Notifier } from './notifier.js';

/** How worker changes are grouped: a change waits this long for others, and an account is told at most once per quiet period. */
export interface WorkerNoticeTiming {
  windowMs: number;
  quietMs: number;
}

export const defaultWorkerNoticeTiming: WorkerNoticeTiming = { windowMs: 2 * 60_000, quietMs: 30 * 60_000 };

/** How many worker names a notice lists before "…". */
const namesShown = 10;

const namesOf = (names: readonly string[]) =>
  names.length > namesShown ? `${names.slice(0, namesShown).join(', ')}, …` : names.join(', ');

/**
 * worker-status-changed: once a minute, compares each account's workers that are down
 * (unavailable or off, product §9) with those its last notice left down. A difference waits
 * for the grouping window (a power cut taking 300 rigs down within a minute is one notice)
 * and the account's quiet period (a rig flapping every five minutes is told at most once a
 * period); then one notice goes to every recipient with the workers that went down and those
 * that came back, and the account's reported set becomes the current one.
 */
export class WorkerStatusNotices {
  private readonly notifier: Notifier;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly timing: WorkerNoticeTiming = defaultWorkerNoticeTiming,
  ) {
    this.notifier = new Notifier(db);
  }

  /** Returns how many accounts were told. */
  async run(): Promise<number> {
    const now = this.clock();
    const bounds = statusBounds(now);
    const rows = await sql<{
      miner_id: string;
      account_name: string;
      down: string[];
      reported: string[];
      came_back: string[];
      pending_since: Date | null;
      last_sent_at: Date | null;
    }>`
      WITH down AS (
        SELECT s.miner_id, array_agg(s.worker_name ORDER BY s.worker_name) AS names
        FROM hashrate_series s JOIN hashrate_figures f ON f.series_id = s.id
        WHERE s.kind = 'worker' AND s.behaviour = 'hardware'
          AND f.last_share_at < ${bounds.stableFrom} AND f.last_share_at > ${bounds.removedThrough}
        GROUP BY s.miner_id
      ),
      accounts AS (
        SELECT miner_id FROM down
        UNION SELECT miner_id FROM worker_status_notices WHERE cardinality(reported_down) > 0 OR pending_since IS NOT NULL
      )
      SELECT a.miner_id, m.account_name,
        coalesce(d.names, '{}') AS down,
        coalesce(n.reported_down, '{}') AS reported,
        coalesce((
          SELECT array_agg(s.worker_name ORDER BY s.worker_name)
          FROM hashrate_series s JOIN hashrate_figures f ON f.series_id = s.id
          WHERE s.kind = 'worker' AND s.miner_id = a.miner_id AND s.worker_name = ANY(n.reported_down)
            AND f.last_share_at >= ${bounds.stableFrom}
        ), '{}') AS came_back,
        n.pending_since, n.last_sent_at
      FROM accounts a
      JOIN miner_accounts m ON m.id = a.miner_id AND m.deleted_at IS NULL
      LEFT JOIN down d ON d.miner_id = a.miner_id
      LEFT JOIN worker_status_notices n ON n.miner_id = a.miner_id
    `.execute(this.db);

    let told = 0;
    for (const row of rows.rows) {
      const reported = new Set(row.reported);
      const wentDown = row.down.filter((name) => !reported.has(name));
      const current = new Set(row.down);
      // Left the reported set: came back, or went on to "removed" (not news).
      const changed = wentDown.length > 0 || row.reported.some((name) => !current.has(name));
      if (!changed) {
        if (row.pending_since) await this.save(this.db, row.miner_id, row.reported, null, row.last_sent_at);
        continue;
      }
      const pendingSince = row.pending_since ?? now;
      const windowOver = now.getTime() - pendingSince.getTime() >= this.timing.windowMs;
      const quietOver = !row.last_sent_at || now.getTime() - row.last_sent_at.getTime() >= this.timing.quietMs;
      if (!windowOver || !quietOver) {
        if (!row.pending_since) await this.save(this.db, row.miner_id, row.reported, now, row.last_sent_at);
        continue;
      }
      const news = wentDown.length > 0 || row.came_back.length > 0;
      await this.db.transaction().execute(async (trx) => {
        // The notice and the account's new reported set commit together: a crash repeats neither.
        if (!news) return this.save(trx, row.miner_id, row.down, null, row.last_sent_at);
        await this.notifier.emitToAccounts(
          'worker-status-changed',
          [
            {
              minerId: row.miner_id,
              key: `worker-status:${row.miner_id}:${now.toISOString()}`,
              payload: {
                account_name: row.account_name,
                down: wentDown.length,
                down_names: namesOf(wentDown),
                up: row.came_back.length,
                up_names: namesOf(row.came_back),
              },
            },
          ],
          trx,
        );
        await this.save(trx, row.miner_id, row.down, null, now);
      });
      if (news) told += 1;
    }
    return told;
  }

  private async save(
    db: Db,
    minerId: string,
    reported: readonly string[],
    pendingSince: Date | null,
    lastSentAt: Date | null,
  ) {
    await db
      .insertInto('worker_status_notices')
      .values({
        miner_id: minerId,
        reported_down: [...reported],
        pending_since: pendingSince,
        last_sent_at: lastSentAt,
      })
      .onConflict((conflict) =>
        conflict
          .column('miner_id')
          .doUpdateSet({ reported_down: [...reported], pending_since: pendingSince, last_sent_at: lastSentAt }),
      )
      .execute();
  }
}
