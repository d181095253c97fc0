import { describe, expect, it } from 'vitest';
import { parseReportMonth, reportMonths, serializeReportMonth } from './report-month';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('the report month in the address', () => {
  it('lists the months from the current one back to January 2025', () => {
    const months = reportMonths(now);
    expect(months[0]).toBe('2026-03');
    expect(months.at(-1)).toBe('2025-01');
    expect(months).toHaveLength(15);
    expect(reportMonths(new Date('2025-01-05T00:00:00.000Z'))).toEqual(['2025-01']);
  });

  it('reads a listed month, else the last complete one', () => {
    expect(parseReportMonth(new URLSearchParams('month=2025-06'), now)).toBe('2025-06');
    for (const month of ['', 'month=2026-04', 'month=2024-12', 'month=june']) {
      expect(parseReportMonth(new URLSearchParams(month), now), month).toBe('2026-02');
    }
    expect(parseReportMonth(new URLSearchParams(), new Date('2025-01-05T00:00:00.000Z'))).toBe('2025-01');
  });

  it('writes the month and keeps other parameters', () => {
    expect(serializeReportMonth('2025-02', new URLSearchParams('x=1')).toString()).toBe('x=1&month=2025-02');
  });
});
