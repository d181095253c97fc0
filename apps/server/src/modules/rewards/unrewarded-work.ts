import { sql, type RawBuilder } from 'kysely';
import { addDays, dayStart, poolDayOf } from '../../domain/pool-day.js';
import { rewardLookbackDays } from './rewards-job.js';

/**
 * The pool days on which a miner account worked (accepted shares in its 4-hour buckets, the
 * figures the reward run credits from, or in its 20-minute or minute buckets, which reach
 * the 4-hour ones only as each is carried, or in the late gains the per-minute job has not
 * folded into those yet) that its pool's reward run has not completed yet,
 * within the days the run still looks back on. The run credits only accounts that are not
 * closed, so closing an account with such a day would lose that day's reward: the removal
 * desk waits for it. A 4-hour bucket lies within one pool day.
 */
export function unrewardedWorkDays(
  minerId: RawBuilder<unknown>,
  poolId: RawBuilder<unknown>,
  at: Date,
): RawBuilder<number> {
  const since = dayStart(addDays(poolDayOf(at), -rewardLookbackDays));
  return sql<number>`(
    SELECT count(DISTINCT (h.bucket AT TIME ZONE 'UTC')::date)::int
      FROM hashrate_series s
      JOIN (SELECT series_id, bucket, accepted FROM hashrate_4h
            UNION ALL
            SELECT series_id, bucket, accepted FROM hashrate_20m
            UNION ALL
            SELECT series_id, bucket, accepted FROM hashrate_1m
            UNION ALL
            SELECT series_id, bucket, accepted FROM hashrate_1m_late) h ON h.series_id = s.id
     WHERE s.kind = 'miner' AND s.miner_id = ${minerId} AND h.accepted > 0 AND h.bucket >= ${since}
       AND NOT EXISTS (SELECT 1 FROM reward_runs r
                        WHERE r.pool_id = ${poolId} AND r.pool_day = (h.bucket AT TIME ZONE 'UTC')::date
                          AND r.completed_at IS NOT NULL))`;
}
