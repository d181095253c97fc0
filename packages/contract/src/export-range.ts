import { z } from 'zod';

/**
 * The pool days (UTC) an export covers, both ends included, instead of one of the fixed
 * periods: both or neither, `from` not after `to`, `to` not after today. Each export bounds
 * the span (the server answers a field error beyond it).
 */
export const exportRangeSchema = z.object({ from: z.iso.date().optional(), to: z.iso.date().optional() });
export type ExportRange = z.infer<typeof exportRangeSchema>;

/** A payments export spans at most a year and a day (a whole tax year, whatever its leap day). */
export const paymentsExportMaxDays = 366;
/** A workers export reaches back at most 30 days: a worker's 4-hour buckets are kept 35. */
export const workersExportMaxDaysBack = 30;
