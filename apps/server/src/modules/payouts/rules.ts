import { addressChangePauseHours, payoutHourUtc } from '@pool/contract';
import { addDays, dayStart, poolDayOf } from '../rewards/pool-day.js';

const hourMs = 3_600_000;

/** The schedule's "time in UTC" (product §3): every payout runs at 14:00 UTC (product §9). */
export const payoutTimeOfDay = `${String(payoutHourUtc).padStart(2, '0')}:00`;

/** When the payout of a date runs: 14:00 UTC that day. */
export function payoutMoment(date: string): Date {
  return new Date(dayStart(date).getTime() + payoutHourUtc * hourMs);
}

/** The latest date whose 14:00 UTC has passed: the payout that should have run by now. */
export function duePayoutDate(now: Date): string {
  const today = poolDayOf(now);
  return now >= payoutMoment(today) ? today : addDays(today, -1);
}

/**
 * The schedule item the platform edits: today's while its payout has not run (before
 * 14:00, or after it until the run is done), then tomorrow's.
 */
export function currentPayoutDate(now: Date, todayProcessed: boolean): string {
  const today = poolDayOf(now);
  return now < payoutMoment(today) || !todayProcessed ? today : addDays(today, 1);
}

/**
 * A wallet whose address changed (it had an earlier one) less than a day ago is not paid
 * (product §9): the owner has a day to notice a change they did not make. Addresses set
 * since this moment pause a payout run at `now`.
 */
export function addressChangePauseStart(now: Date): Date {
  return new Date(now.getTime() - addressChangePauseHours * hourMs);
}

/** What a wallet is paid: its whole balance, capped by its maximum (0: no cap, product §5). */
export function payoutAmount(balance: number, maxPayment: number): number {
  return maxPayment > 0 ? Math.min(balance, maxPayment) : balance;
}

/** A wallet is paid once its balance reaches its minimum payout. */
export function reachesMinimum(balance: number, minPayment: number): boolean {
  return balance > 0 && balance >= minPayment;
}

/**
 * How long a started send (a payout request, a refund) belongs to whoever started it. A
 * claim older than this was left by a crash, and another run may take it over: by then
 * the first caller's chain call has long timed out (rpcTimeoutMs), so the two never
 * overlap.
 */
export const sendLeaseMs = 5 * 60_000;

/** Claims of sends started before this moment were left by a crash (see sendLeaseMs). */
export function sendLeaseStart(now: Date): Date {
  return new Date(now.getTime() - sendLeaseMs);
}
