import { describe, expect, it } from 'vitest';
import { kopecksToInput, parseRubles } from './rubles';

describe('parseRubles', () => {
  it.each([
    ['', 0n],
    ['  ', 0n],
    ['0', 0n],
    ['1234', 123_400n],
    ['1234.5', 123_450n],
    ['1234,56', 123_456n],
    ['1 234,56', 123_456n],
    ['1\u00a0234\u202f567,89', 123_456_789n],
    ['1,234.56', 123_456n],
    ['1.234,56', 123_456n],
    ['1,234', 123_400n],
    ["1'000'000", 100_000_000n],
    ['0.01', 1n],
  ])('%j → %s kopecks', (text, kopecks) => {
    expect(parseRubles(text)).toBe(kopecks);
  });

  it.each(['-5', 'abc', '1.234.5', '1,23,456', '1e5', '1.', '.5', '12345678901234'])('refuses %j', (text) => {
    expect(parseRubles(text)).toBeNull();
  });
});

describe('kopecksToInput', () => {
  it('writes an editable amount with the language decimal mark', () => {
    expect(kopecksToInput(123_456n, 'en')).toBe('1234.56');
    expect(kopecksToInput(123_456n, 'ru')).toBe('1234,56');
    expect(kopecksToInput(100n, 'cn')).toBe('1');
    expect(kopecksToInput(105n, 'en')).toBe('1.05');
  });
});
