import { rewardHourUtc } from '@pool/contract';

/** A pool day is 'YYYY-MM-DD', 00:00–00:00 UTC (product §9). */
export type PoolDay = string;

const dayMs = 86_400_000;

/** The pool day a moment falls in. */
export function poolDayOf(time: Date): PoolDay {
  return time.toISOString().slice(0, 10);
}

/** 00:00 UTC of a pool day. */
export function dayStart(day: PoolDay): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function addDays(day: PoolDay, days: number): PoolDay {
  return poolDayOf(new Date(dayStart(day).getTime() + days * dayMs));
}

/** When a day's rewards are due: 09:00 UTC of the next day (product §9). */
export function rewardDueAt(day: PoolDay): Date {
  return new Date(dayStart(addDays(day, 1)).getTime() + rewardHourUtc * 3_600_000);
}
