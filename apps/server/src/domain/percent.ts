/** Percents as decimal strings ("0.9", "10") and the exact fractions the money runs compute with. */

/** An exact non-negative fraction. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** A percent text that is no percent: a programming error (the contract validates user input before). */
export class PercentError extends Error {}

const hundred = 100n;

/** A recipient's percent: an operator's fee, a profit split, a referral. */
export interface Share {
  recipient: string;
  percent: string;
}

const percentPattern = /^(\d{1,3})(?:\.(\d{1,8}))?$/;

/** "0.9" → 9/10. Accepts 0–100 with up to 8 decimals (PostgreSQL's numeric gives "0.90"). */
export function parsePercent(text: string): Ratio {
  const match = percentPattern.exec(text);
  if (!match) throw new PercentError(`Not a percent: ${JSON.stringify(text)}`);
  const decimals = match[2] ?? '';
  const ratio = { num: BigInt(match[1]! + decimals), den: 10n ** BigInt(decimals.length) };
  if (ratio.num > hundred * ratio.den) throw new PercentError(`Percent above 100: ${text}`);
  return ratio;
}

/** An exact decimal string of a percent whose denominator divides a power of ten. */
export function formatPercent(ratio: Ratio): string {
  let scale = 1n;
  let digits = 0;
  while (scale % ratio.den !== 0n) {
    if (++digits > 32) throw new PercentError('Percent has no short decimal form');
    scale *= 10n;
  }
  const scaled = (ratio.num * scale) / ratio.den;
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(digits, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** "0.90" (PostgreSQL numeric) → "0.9". */
export function normalizePercent(percent: string): string {
  return formatPercent(parsePercent(percent));
}
