import type { ProfitSharing, ProfitSharingStatus } from '@pool/contract';
import { formatPercent, parsePercent } from '../../domain/percent.js';

/** One stored item of a donor's split schedule, with the recipient's name. */
export interface SplitItemRow {
  recipient_id: string;
  recipient_account_name: string;
  /** PostgreSQL numeric text ("10.00"); "0" for a stop. */
  percent: string;
  start_date: string;
}

/** A percent with at most two decimals as integer hundredths ("12.5" → 1250): exact sums and comparisons. */
export function hundredthsOf(percent: string): number {
  const { num, den } = parsePercent(percent);
  return Number((num * 100n) / den);
}

export function percentOfHundredths(hundredths: number): string {
  return formatPercent({ num: BigInt(hundredths), den: 100n });
}

const statusOrder: Record<ProfitSharingStatus, number> = { scheduled: 0, current: 1, past: 2 };

/**
 * The items users see, from the stored rows (any order): each pair's items oldest first get
 * the next item's start as their end; stops (0 %) are not items. Scheduled first, then
 * current, then past, the newest first within each.
 */
export function splitItemsOf(rows: readonly SplitItemRow[], today: string): ProfitSharing[] {
  const byPair = new Map<string, SplitItemRow[]>();
  for (const row of rows) byPair.set(row.recipient_id, [...(byPair.get(row.recipient_id) ?? []), row]);
  const items: ProfitSharing[] = [];
  for (const pair of byPair.values()) {
    pair.sort((a, b) => a.start_date.localeCompare(b.start_date));
    pair.forEach((row, index) => {
      if (hundredthsOf(row.percent) === 0) return;
      const end = pair[index + 1]?.start_date ?? null;
      const status: ProfitSharingStatus =
        row.start_date > today ? 'scheduled' : end !== null && end <= today ? 'past' : 'current';
      items.push({
        recipient_id: row.recipient_id,
        recipient_account_name: row.recipient_account_name,
        percent: percentOfHundredths(hundredthsOf(row.percent)),
        start_date: row.start_date,
        end_date: end,
        sharing_type: 'profit_sharing',
        status,
      });
    });
  }
  return items.sort(
    (a, b) =>
      statusOrder[a.status] - statusOrder[b.status] ||
      b.start_date.localeCompare(a.start_date) ||
      a.recipient_account_name.localeCompare(b.recipient_account_name),
  );
}

/** Per recipient, the percent (hundredths) in force on `day`: the newest item started by then. */
export function inForceOn(rows: readonly SplitItemRow[], day: string): Map<string, number> {
  const latest = new Map<string, SplitItemRow>();
  for (const row of rows) {
    if (row.start_date > day) continue;
    const seen = latest.get(row.recipient_id);
    if (!seen || seen.start_date < row.start_date) latest.set(row.recipient_id, row);
  }
  return new Map([...latest].map(([recipient, row]) => [recipient, hundredthsOf(row.percent)]));
}

export function totalOf(percents: Map<string, number>): number {
  return [...percents.values()].reduce((sum, value) => sum + value, 0);
}
