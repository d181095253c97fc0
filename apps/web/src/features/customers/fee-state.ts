import type { Fee } from '@pool/contract';

/** Where a schedule item stands on a pool day: over, in force, or starting later. */
export type FeeState = 'past' | 'current' | 'scheduled';

/** A UTC pool day (`YYYY-MM-DD`), `offset` days from `now`'s. */
export function utcDay(now: Date, offset: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
}

/** An item starts at 00:00 UTC of its start day and ends where the next one starts. */
export function feeState(fee: Pick<Fee, 'start_date' | 'end_date'>, today: string): FeeState {
  if (fee.start_date > today) return 'scheduled';
  if (fee.end_date !== null && fee.end_date <= today) return 'past';
  return 'current';
}
