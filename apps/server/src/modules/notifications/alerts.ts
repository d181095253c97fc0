import { sql } from 'kysely';
import { defaultAlertSettings, type AlertKind } from '@pool/contract';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { hashRate } from '../../domain/hashrate.js';
import { Notifier } from './notifier.js';

/**
 * miner-alert: once a minute, the alerts whose condition holds on each miner account, from
 * the figures the per-minute job keeps (the 15-minute and 24-hour hashrate, the worker
 * counts, the last share). One statement ends the episodes whose condition ended and starts
 * the new ones: an episode's row is inserted once (ON CONFLICT DO NOTHING), and only the
 * run that inserted it queues the notice, in the same transaction. Two runs at once, or a
 * rerun after a crash, tell nobody twice; no read-then-write decides it.
 */
export class AlertEpisodes {
  private readonly notifier: Notifier;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.notifier = new Notifier(db);
  }

  /** Returns how many episodes started (each told to the account's people). */
  async run(): Promise<number> {
    const now = this.clock();
    const d = defaultAlertSettings;
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        miner_id: string;
        kind: AlertKind;
        started_at: Date;
        account_name: string;
        threshold: number;
        accepted_15m: number;
        accepted_24h: number;
        seconds_15m: number;
        seconds_24h: number;
        down: number;
        last_share_at: Date | null;
      }>`
        WITH clock AS (SELECT seconds_15m, seconds_24h FROM hashrate_figures_clock),
        accounts AS (
          SELECT m.id AS miner_id, m.account_name, f.last_share_at,
            coalesce(f.accepted_15m, 0) AS accepted_15m, coalesce(f.accepted_24h, 0) AS accepted_24h,
            coalesce(w.unavailable + w.off, 0) AS down,
            coalesce(a.hashrate_drop_enabled, ${d.hashrate_drop.enabled}) AS drop_on,
            coalesce(a.hashrate_drop_percent, ${d.hashrate_drop.percent}) AS drop_percent,
            coalesce(a.workers_down_enabled, ${d.workers_down.enabled}) AS down_on,
            coalesce(a.workers_down_count, ${d.workers_down.count}) AS down_count,
            coalesce(a.no_shares_enabled, ${d.no_shares.enabled}) AS silence_on,
            coalesce(a.no_shares_minutes, ${d.no_shares.minutes}) AS silence_minutes
          FROM hashrate_series s
          JOIN miner_accounts m ON m.id = s.miner_id AND m.deleted_at IS NULL
          JOIN hashrate_figures f ON f.series_id = s.id
          LEFT JOIN worker_status_counts w ON w.series_id = s.id
          LEFT JOIN alert_settings a ON a.miner_id = m.id
          WHERE s.kind = 'miner' AND f.last_share_at IS NOT NULL
        ),
        holding AS (
          SELECT x.miner_id, v.kind, v.threshold, x.account_name, x.last_share_at, x.down,
            x.accepted_15m, x.accepted_24h, c.seconds_15m, c.seconds_24h
          FROM accounts x CROSS JOIN clock c
          CROSS JOIN LATERAL (VALUES
            ('hashrate_drop', x.drop_percent,
              x.drop_on AND x.accepted_24h > 0 AND c.seconds_15m > 0 AND c.seconds_24h > 0
              AND x.accepted_15m * c.seconds_24h * 100 < x.drop_percent * x.accepted_24h * c.seconds_15m),
            ('workers_down', x.down_count, x.down_on AND x.down > x.down_count),
            ('no_shares', x.silence_minutes,
              x.silence_on AND x.last_share_at < ${now}::timestamptz - make_interval(mins => x.silence_minutes))
          ) AS v(kind, threshold, holds)
          WHERE v.holds
        ),
        ended AS (
          DELETE FROM alert_episodes e
          WHERE NOT EXISTS (SELECT 1 FROM holding h WHERE h.miner_id = e.miner_id AND h.kind = e.kind)
        ),
        started AS (
          INSERT INTO alert_episodes (miner_id, kind, started_at)
          SELECT miner_id, kind, ${now} FROM holding
          ON CONFLICT (miner_id, kind) DO NOTHING
          RETURNING miner_id, kind, started_at
        )
        SELECT st.miner_id, st.kind, st.started_at, h.account_name, h.threshold, h.down, h.last_share_at,
          h.accepted_15m, h.accepted_24h, h.seconds_15m, h.seconds_24h
        FROM started st JOIN holding h ON h.miner_id = st.miner_id AND h.kind = st.kind
      `.execute(trx);
      await this.notifier.emitToAccounts(
        'miner-alert',
        rows.map((row) => ({
          minerId: row.miner_id,
          key: `miner-alert:${row.miner_id}:${row.kind}:${row.started_at.toISOString()}`,
          payload: {
            account_name: row.account_name,
            kind: row.kind,
            threshold: Number(row.threshold),
            hash_rate_15m: hashRate(Number(row.accepted_15m), Number(row.seconds_15m)),
            hash_rate_24h: hashRate(Number(row.accepted_24h), Number(row.seconds_24h)),
            down: Number(row.down),
            last_share_at: row.last_share_at?.toISOString() ?? null,
          },
        })),
        trx,
      );
      return rows.length;
    });
  }
}
