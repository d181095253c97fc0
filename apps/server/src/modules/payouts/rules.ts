import { addressChangePauseHours, payoutHourUtc, type NextPayout } from '@pool/contract';
import { addDays, dayStart, poolDayOf } from '../../domain/pool-day.js';
import { minSats, type Sats } from '../../domain/sats.js';

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
export function payoutAmount(balance: Sats, maxPayment: Sats): Sats {
  return maxPayment > 0 ? minSats(balance, maxPayment) : balance;
}

/** A wallet is paid once its balance reaches its minimum payout. */
export function reachesMinimum(balance: Sats, minPayment: Sats): boolean {
  return balance > 0 && balance >= minPayment;
}

/** What the run pays a wallet at a balance: null below its minimum, else payoutAmount. */
export function walletPayout(limits: { min_payment: Sats; max_payment: Sats }, balance: Sats): Sats | null {
  return reachesMinimum(balance, limits.min_payment) ? payoutAmount(balance, limits.max_payment) : null;
}

/** What the payout run reads of one wallet: its newest address, its limits, the account's balance. */
export interface WalletPayoutState {
  address: string | null;
  address_set_at: Date | null;
  /** The newest address replaced an earlier one (a change, which pauses payouts). */
  address_replaced: boolean;
  balance: Sats;
  min_payment: Sats;
  /** 0: no cap. */
  max_payment: Sats;
}

/**
 * What the next payout run would do with a wallet at today's balance (GET
 * /miners/{id}/next-payout), by the run's own rules: the date currentPayoutDate gives (today's
 * until its run is done), a wallet paid only with an address and a balance at its minimum,
 * not while a changed address is younger than the pause at the run's moment, and paid
 * payoutAmount. A paused wallet is paid by the first run after the pause ends.
 */
export function nextPayout(wallet: WalletPayoutState, now: Date, todayProcessed: boolean): NextPayout {
  let date = currentPayoutDate(now, todayProcessed);
  const nextRun = payoutMoment(date);
  // A run that is due already decides at its own moment, now.
  const runAt = nextRun > now ? nextRun : now;
  const pauseEnd =
    wallet.address_replaced && wallet.address_set_at
      ? new Date(wallet.address_set_at.getTime() + addressChangePauseHours * hourMs)
      : null;
  const base = {
    next_run_at: nextRun.toISOString(),
    paused_until: pauseEnd && pauseEnd > now ? pauseEnd.toISOString() : null,
    balance: wallet.balance,
    min_payment: wallet.min_payment,
    max_payment: wallet.max_payment,
  };
  if (!wallet.address) return { ...base, status: 'no_address', pays_at: null, amount: 0 };
  if (!reachesMinimum(wallet.balance, wallet.min_payment)) {
    return { ...base, status: 'below_minimum', pays_at: null, amount: 0 };
  }
  const amount = payoutAmount(wallet.balance, wallet.max_payment);
  // The run pauses a wallet whose address was set after runAt − pause, i.e. while pauseEnd > runAt.
  if (pauseEnd && pauseEnd > runAt) {
    while (payoutMoment(date) < pauseEnd) date = addDays(date, 1);
    return { ...base, status: 'paused', pays_at: payoutMoment(date).toISOString(), amount };
  }
  return { ...base, status: 'scheduled', pays_at: nextRun.toISOString(), amount };
}
