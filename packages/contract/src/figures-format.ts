/**
 * Hashrates as a person reads them, in the app's languages (`en`, `ru`,
 * `cn`): one definition for the screens and for the e-mails and chat messages, so a
 * figure reads the same wherever it is shown. No schema library here: the dashboard's
 * first visit takes these.
 */

const intlLocales: Record<string, string> = { en: 'en-US', ru: 'ru-RU', cn: 'zh-CN' };

/** The Intl locale of an app language (`cn` → `zh-CN`); unknown codes fall back to en-US. */
export function intlLocaleOf(language: string): string {
  return intlLocales[language] ?? intlLocales[language.split('-')[0] ?? ''] ?? 'en-US';
}

/** Shown for a value that cannot be formatted. */
export const missingValue = '—';

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.RelativeTimeFormat;
const formatters = new Map<string, Formatter>();

/**
 * Intl formatters are slow to build and quick to use (on a phone, building one for each
 * figure of the dashboard cost tens of milliseconds): each is built once per locale and
 * options.
 */
function cachedFormatter<T extends Formatter>(key: string, build: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = build();
    formatters.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, built once. */
export function numberFormatOf(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cachedFormatter(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, built once. */
export function dateTimeFormatOf(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cachedFormatter(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.ListFormat(locale, options)`, built once. */
export function listFormatOf(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return cachedFormatter(`l|${locale}|${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));
}

/** `new Intl.RelativeTimeFormat(locale, options)`, built once. */
export function relativeTimeFormatOf(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cachedFormatter(`r|${locale}|${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(locale, options));
}

/** A time as a Date; undefined for none or one that is not a time. */
export function dateOf(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A date and time with its zone, to the minute (formatDateTime). */
export const dateTimeWithZone: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * A date and time in the language's format with its time zone, e.g. "Nov 20, 2026, 10:00 AM
 * UTC" or "20 нояб. 2026 г., 13:00 GMT+3": a time without its zone is ambiguous to a
 * miner comparing it with the 09:00 and 14:00 UTC runs.
 */
export function formatDateTime(value: string | number | Date | null | undefined, language: string): string {
  const date = dateOf(value);
  if (!date) return missingValue;
  return dateTimeFormatOf(intlLocaleOf(language), dateTimeWithZone).format(date);
}

/** A whole number with the language's grouping: 10000 → "10,000" (en). */
export function formatCount(value: number, language: string): string {
  if (!Number.isFinite(value)) return missingValue;
  return numberFormatOf(intlLocaleOf(language), { maximumFractionDigits: 0 }).format(value);
}

/** SI prefixes up to quetta (10^30). */
export const hashrateUnits = [
  'H/s',
  'kH/s',
  'MH/s',
  'GH/s',
  'TH/s',
  'PH/s',
  'EH/s',
  'ZH/s',
  'YH/s',
  'RH/s',
  'QH/s',
] as const;
export type HashrateUnit = (typeof hashrateUnits)[number];

/** The unit index a value in H/s reads best in: the largest prefix keeping it at or above 1. */
export function hashrateUnitIndex(hashesPerSecond: number): number {
  if (!Number.isFinite(hashesPerSecond) || hashesPerSecond <= 0) return 0;
  const index = Math.floor(Math.log10(hashesPerSecond) / 3);
  return Math.min(Math.max(index, 0), hashrateUnits.length - 1);
}

export interface HashrateParts {
  value: string;
  unit: HashrateUnit;
}

export interface HashrateFormat {
  /** Decimals (2 unless given). */
  digits?: number;
  /** Forces a unit: a chart's axis keeps one unit for every tick. */
  unitIndex?: number;
  /**
   * Leaves out trailing zeros ("8 PH/s" rather than "8.00 PH/s"), for a chart's ticks.
   * Elsewhere every figure keeps its decimals, so figures in a column line up and read alike.
   */
  trimZeros?: boolean;
}

/**
 * Splits a hashrate in H/s into a localised number and its unit, e.g. 1.5e15 → "1.50" "PH/s".
 * Zero is "0" in any case: "0.00 H/s" would suggest a measured trickle.
 */
export function hashrateParts(
  hashesPerSecond: number,
  language: string,
  { digits = 2, unitIndex, trimZeros = false }: HashrateFormat = {},
): HashrateParts | undefined {
  if (!Number.isFinite(hashesPerSecond)) return undefined;
  let index = unitIndex ?? hashrateUnitIndex(Math.abs(hashesPerSecond));
  // A hair under a unit's step (999.999… TH/s) would round to "1,000.00 TH/s": the next unit.
  const roundsToNextUnit = (value: number) =>
    Math.round(Math.abs(value) * 10 ** digits) >= 1000 * 10 ** digits && index < hashrateUnits.length - 1;
  if (unitIndex === undefined && roundsToNextUnit(hashesPerSecond / 1000 ** index)) index += 1;
  const scaled = hashesPerSecond / 1000 ** index;
  const minimumFractionDigits = trimZeros || scaled === 0 ? 0 : digits;
  return {
    value: numberFormatOf(intlLocaleOf(language), { minimumFractionDigits, maximumFractionDigits: digits }).format(
      scaled,
    ),
    unit: hashrateUnits[index] ?? 'H/s',
  };
}

/** A hashrate in H/s with a scaled unit: 0 → "0 H/s", 1.5e15 → "1.50 PH/s", non-finite → "—". */
export function formatHashrate(
  hashesPerSecond: number | null | undefined,
  language: string,
  options: HashrateFormat = {},
): string {
  if (hashesPerSecond === null || hashesPerSecond === undefined) return missingValue;
  const parts = hashrateParts(hashesPerSecond, language, options);
  return parts ? `${parts.value} ${parts.unit}` : missingValue;
}
