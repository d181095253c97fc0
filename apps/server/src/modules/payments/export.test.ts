import { describe, expect, it } from 'vitest';
import { csvField } from '../../http/csv.js';
import { exportFileName } from './export.js';

describe('csvField (RFC 4180)', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('')).toBe('');
  });
});

describe('exportFileName', () => {
  it('names the account and the UTC days of the period, keeping the header safe', () => {
    const from = new Date('2026-04-20T23:30:00Z');
    const to = new Date('2026-05-20T00:10:00Z');
    expect(exportFileName('main_rigs', from, to, 'csv')).toBe('payments-main_rigs-2026-04-20-2026-05-20.csv');
    expect(exportFileName('Pool "North"; x', from, to, 'xlsx')).toBe(
      'payments-Pool_North_x-2026-04-20-2026-05-20.xlsx',
    );
  });
});
