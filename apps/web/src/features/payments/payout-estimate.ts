import { rewardHourUtc } from '@pool/contract';

/** Whether today's 09:00 UTC reward run, which credits yesterday, is due still at `now`. */
export function beforeTodaysRewardRun(now: Date): boolean {
  return now.getUTCHours() < rewardHourUtc;
}

/** Beyond this many days an estimate says nothing useful: the line is left out. */
const estimateMaxDays = 365;

/**
 * The pool day whose 14:00 UTC payout run would pay a balance below its minimum if every
 * 09:00 UTC credit from the next one on were `perDay` (the outlook's day estimate); null
 * when it would take more than a year, or nothing is earned.
 */
export function estimatedPayoutDay(balance: number, minimum: number, perDay: number, now: Date): string | null {
  if (perDay <= 0) return null;
  const credits = Math.max(1, Math.ceil((minimum - balance) / perDay));
  if (credits > estimateMaxDays) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstCreditDay = beforeTodaysRewardRun(now) ? today : today + 86_400_000;
  return new Date(firstCreditDay + (credits - 1) * 86_400_000).toISOString().slice(0, 10);
}
