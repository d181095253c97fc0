import type { ExportRange, FieldError } from '@pool/contract';
import { ApiError } from './api-error.js';

const dayMs = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** An export's pool days as instants: from the first day's 00:00 UTC up to the day after the last. */
export interface ExportDays {
  from: Date;
  /** 00:00 UTC of the day after `to`: the range's end, not included. */
  until: Date;
  /** The last day, for file names. */
  to: Date;
}

/**
 * The pool days an export asked for (`from`–`to`, both included), or undefined when it
 * asked for none. Refused with field errors, all at once: one end without the other, `from`
 * after `to`, `to` after today, a span over `maxDays`, or `from` more than `maxDaysBack`
 * days before today (data that is no longer kept).
 */
export function exportDaysOf(
  range: ExportRange,
  now: Date,
  bounds: { maxDays?: number; maxDaysBack?: number },
): ExportDays | undefined {
  if (range.from === undefined && range.to === undefined) return undefined;
  if (range.from === undefined || range.to === undefined) {
    throw ApiError.invalidFields([{ name: range.from === undefined ? 'from' : 'to', code: 'required' }]);
  }
  const today = dayOf(now.getTime());
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  const fields: FieldError[] = [];
  if (range.to > today) fields.push({ name: 'to', code: 'max_threshold', max: today });
  const earliest =
    bounds.maxDaysBack === undefined ? undefined : dayOf(Date.parse(`${today}T00:00:00Z`) - bounds.maxDaysBack * dayMs);
  if (range.from > range.to) fields.push({ name: 'from', code: 'max_threshold', max: range.to });
  else if (earliest !== undefined && range.from < earliest)
    fields.push({ name: 'from', code: 'min_threshold', min: earliest });
  else if (bounds.maxDays !== undefined && (to - from) / dayMs + 1 > bounds.maxDays) {
    fields.push({ name: 'from', code: 'min_threshold', min: dayOf(to - (bounds.maxDays - 1) * dayMs) });
  }
  if (fields.length > 0) throw ApiError.invalidFields(fields);
  return { from: new Date(from), until: new Date(to + dayMs), to: new Date(to) };
}
