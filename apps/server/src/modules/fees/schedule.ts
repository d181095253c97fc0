import { defaultPoolFeePercent, type Fee } from '@pool/contract';
import { formatPercent, normalizePercent, parsePercent } from '../../domain/percent.js';
import type { FeeItemRow, FeeKind } from './repository.js';

/** What an account pays while its schedule has no item: the advertised pool fee, no operator fee. */
export const defaultFeePercent: Record<FeeKind, string> = { pool: defaultPoolFeePercent, operator: '0' };

/**
 * A schedule as users see it, oldest first: each item with the day the next one starts
 * as its end date. Until the first stored item starts, the default is in force; it shows
 * as an item from `since` (the account's first day) without a comment.
 */
export function scheduleOf(items: readonly FeeItemRow[], kind: FeeKind, since: string): Fee[] {
  const first = items[0];
  const all =
    !first || first.start_date > since
      ? [{ percent: defaultFeePercent[kind], start_date: since, comment: null }, ...items]
      : items;
  return all.map((item, index) => ({
    percent: normalizePercent(item.percent),
    start_date: item.start_date,
    end_date: all[index + 1]?.start_date ?? null,
    comment: item.comment,
  }));
}

/** The item of a schedule (oldest first) in force on a day. */
export function feeOn(schedule: readonly Fee[], day: string): Fee {
  return schedule.findLast((item) => item.start_date <= day) ?? schedule[0]!;
}

/**
 * What an operator's customer pays in all, as the reward run takes it: the pool's fee of
 * the reward, then the operator's of what remains (p + o − p·o/100), exact.
 */
export function totalFeePercent(poolPercent: string, operatorPercent: string): string {
  const pool = parsePercent(poolPercent);
  const operator = parsePercent(operatorPercent);
  const den = pool.den * operator.den * 100n;
  const num = pool.num * operator.den * 100n + operator.num * pool.den * 100n - pool.num * operator.num;
  return formatPercent({ num, den });
}
