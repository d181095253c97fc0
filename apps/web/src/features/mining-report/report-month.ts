import { firstReportMonth } from '@pool/contract';

/** `YYYY-MM` of a moment, in UTC (pool days are UTC). */
export function monthOf(time: Date): string {
  return time.toISOString().slice(0, 7);
}

function previousMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** The months a report exists for, newest first: the current one back to January 2025. */
export function reportMonths(now: Date): string[] {
  const months: string[] = [];
  for (let month = monthOf(now); month >= firstReportMonth; month = previousMonth(month)) months.push(month);
  return months;
}

/**
 * The month of the address (`?month=YYYY-MM`) when a report exists for it; otherwise the
 * last complete month (the current one in January 2025, when there was none).
 */
export function parseReportMonth(search: URLSearchParams, now: Date): string {
  const months = reportMonths(now);
  const asked = search.get('month');
  if (asked && months.includes(asked)) return asked;
  return months[1] ?? months[0]!;
}

/** Writes the month into the address, other parameters kept. */
export function serializeReportMonth(month: string, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  next.set('month', month);
  return next;
}
