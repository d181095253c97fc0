/**
 * Ruble amounts typed by a user, read exactly into kopecks (bigint). Spaces and apostrophes
 * group digits; the last `.` or `,` followed by one or two digits is the decimal point, the
 * other mark may group three digits ("1,234.56", "1 234,56", "1.234,5", "1234").
 */

/** The longest whole part accepted: a trillion rubles is beyond any miner. */
const maxWholeDigits = 13;

/** Kopecks of a typed amount; an empty field is 0, anything unreadable or negative is null. */
export function parseRubles(text: string): bigint | null {
  const compact = text.replace(/[\s\u00a0\u202f'’]/g, '');
  if (compact === '') return 0n;
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  // One mark cannot both group and separate the decimals ("1.234.5").
  if (match[2] && match[1]!.includes(match[2])) return null;
  const whole = match[1]!.replace(/[.,]/g, '');
  if (whole.replace(/^0+/, '').length > maxWholeDigits) return null;
  const fraction = (match[3] ?? '').padEnd(2, '0');
  return BigInt(whole) * 100n + BigInt(fraction);
}

/** Kopecks as an editable amount without grouping, with the language's decimal mark: "1234,5" → "1234,50" (ru). */
export function kopecksToInput(kopecks: bigint, language: string): string {
  const mark = language === 'ru' ? ',' : '.';
  const fraction = kopecks % 100n;
  const whole = kopecks / 100n;
  return fraction === 0n ? String(whole) : `${whole}${mark}${String(fraction).padStart(2, '0')}`;
}
