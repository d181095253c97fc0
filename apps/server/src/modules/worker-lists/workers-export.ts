import { decimalCell, type SheetCell } from '../../http/spreadsheet.js';
import type { WorkerRow } from './repository.js';

/**
 * The workers CSV: the columns and how each figure is written. Figures are plain decimals
 * with a fixed number of places, never exponent notation (String(1.05e-16) is "1.05e-16"
 * and a spreadsheet reads "61089655305556130" H/s as a 17-digit integer nobody can read),
 * hashrate in TH/s, the unit a miner's rig states, named in the header.
 */
export const workersExportColumns = [
  'Worker',
  'Account',
  'Status',
  'Behaviour',
  'Hashrate 15 min (TH/s)',
  'Hashrate 1 hour (TH/s)',
  'Hashrate 24 hours (TH/s)',
  'Rejected 15 min (%)',
  'Last share (UTC)',
] as const;

const hashesPerTerahash = 1e12;

/** Intl never switches to exponent notation, whatever the magnitude; no thousands separators. */
const decimals = (places: number) =>
  new Intl.NumberFormat('en-US', { useGrouping: false, minimumFractionDigits: places, maximumFractionDigits: places });
const terahashFormat = decimals(3);
const percentFormat = decimals(2);

/**
 * A figure that is 0 or above as a plain decimal: a value that is not (NaN, a float residue
 * of −1e-16) is written as 0, never as "-0.00" or "NaN".
 */
function plain(format: Intl.NumberFormat, value: number): string {
  return format.format(Number.isFinite(value) && value > 0 ? value : 0);
}

export const formatTerahashes = (hashesPerSecond: number) => plain(terahashFormat, hashesPerSecond / hashesPerTerahash);
export const formatPercentFigure = (percent: number) => plain(percentFormat, Math.min(100, percent));

/** The columns of a range's averages, after workersExportColumns: the days in the header. */
export function workersRangeColumns(from: string, to: string): string[] {
  return [`Hashrate ${from} to ${to} (TH/s)`, `Rejected ${from} to ${to} (%)`];
}

/** A worker's averages over the range, in the order of workersRangeColumns. */
export function workersRangeCells(hashRate: number, rejectPercent: number): SheetCell[] {
  return [decimalCell(formatTerahashes(hashRate)), decimalCell(formatPercentFigure(rejectPercent))];
}

/** One worker's line, in the order of workersExportColumns: names as text, figures as numbers. */
export function workersExportRow(row: WorkerRow): SheetCell[] {
  return [
    row.worker_name,
    row.account_name,
    row.status,
    row.behaviour,
    decimalCell(formatTerahashes(row.hash_rate_15m)),
    decimalCell(formatTerahashes(row.hash_rate_1h)),
    decimalCell(formatTerahashes(row.hash_rate_24h)),
    decimalCell(formatPercentFigure(row.reject_pct_15m)),
    row.last_share_at ?? '',
  ];
}
