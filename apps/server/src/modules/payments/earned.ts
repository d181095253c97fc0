import { sql } from 'kysely';

/**
 * What an account earned, the one definition every figure of it uses: the balance's
 * "earned in all", the payments chart's days (daily-earnings) and the dashboard's
 * "Yesterday". Completed incoming rewards (a miner's after fees, a pool's or an
 * operator's fee income), plus profit splits and referral income received, less splits
 * given; a payment counts on its pool day (its creation day in UTC when it has none).
 * Fragments over the columns of `payments`, unqualified: use them where `payments` is
 * the only table with those names in scope.
 */
export const isEarning = sql<boolean>`(status = 'completed'
  AND (type = 'profit_sharing' OR (type = 'reward' AND direction = 'incoming')))`;
/** What a payment that counts as earned adds: a split given takes off. */
export const earnedAmount = sql<number>`(CASE WHEN direction = 'incoming' THEN amount ELSE -amount END)`;
/** The day a payment is earned on. */
export const earnedDay = sql<string>`coalesce(pool_day, (created_at AT TIME ZONE 'UTC')::date)`;
