/**
 * Number, percent and time formatting for the screens, in the app's languages (`en`, `ru`,
 * `cn`; Intl gets a real locale). Hashrates, the Intl caches and the locale map are the
 * contract's, shared with the e-mails and chat messages so a figure reads the same in both.
 */

import {
  dateOf,
  dateTimeFormatOf,
  dateTimeWithZone,
  formatDateTime,
  intlLocaleOf,
  missingValue,
  numberFormatOf,
  relativeTimeFormatOf,
} from '@pool/contract';

export {
  dateTimeFormatOf,
  formatCount,
  formatDateTime,
  formatHashrate,
  hashrateParts,
  hashrateUnitIndex,
  hashrateUnits,
  intlLocaleOf,
  listFormatOf,
  missingValue,
  numberFormatOf,
  type HashrateParts,
  type HashrateUnit,
} from '@pool/contract';

/**
 * Builds a language's number formatter and its date-and-time formatter before the first
 * figure needs them. The first Intl formatter of each kind loads the locale's data (for
 * numbers 60–80 ms in Chromium here); built while the page waits for the network, that
 * time is not added to the render that shows the first figures.
 */
export function prepareFormatters(language: string): void {
  const locale = intlLocaleOf(language);
  numberFormatOf(locale);
  dateTimeFormatOf(locale, dateTimeWithZone);
}

/** A percentage given as 0–100, e.g. 1.25 → "1.25%" (en) or "1,25 %" (ru). */
export function formatPercent(percent: number | null | undefined, language: string, digits = 2): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return missingValue;
  return numberFormatOf(intlLocaleOf(language), {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(percent / 100);
}

/** A pool day (`YYYY-MM-DD`, a UTC day) as a date in the language's format, e.g. "Nov 20, 2026". */
export function formatDay(day: string | null | undefined, language: string): string {
  const date = dateOf(day ? `${day}T00:00:00Z` : undefined);
  if (!date) return missingValue;
  return dateTimeFormatOf(intlLocaleOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * An hour of the pool's day (the 09:00 reward and 14:00 payout runs) in UTC, as the pool
 * states it, with the viewer's local time beside it when the viewer is not on UTC:
 * 9 → "09:00 UTC (12:00 GMT+3)". The offset is today's, so summer time counts. `timeZone`
 * is the viewer's (tests pass one).
 */
export function formatUtcHour(hour: number, { now = new Date(), timeZone }: { now?: Date; timeZone?: string } = {}) {
  const clock = `${String(hour).padStart(2, '0')}:00`;
  const utc = `${clock} UTC`;
  const moment = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  // en-GB and a 24-hour clock: the same "12:00 GMT+3" in every language, like the UTC part.
  const local = dateTimeFormatOf('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
    timeZone,
  }).format(moment);
  // The viewer's clock reads the same as UTC's (London in winter): nothing to add.
  return local.startsWith(`${clock} `) ? utc : `${utc} (${local})`;
}

/**
 * A chart's time tick, short enough never to crowd the axis: `utcDay` a pool day ("Nov 20",
 * the 7-day chart's ticks at 00:00 UTC); `clock` the local time ("14:00"), or the local date
 * at local midnight, where a day begins.
 */
export function formatChartTick(value: number | Date, language: string, kind: 'utcDay' | 'clock'): string {
  const date = dateOf(value);
  if (!date) return missingValue;
  const locale = intlLocaleOf(language);
  if (kind === 'utcDay')
    return dateTimeFormatOf(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
  if (date.getHours() === 0 && date.getMinutes() === 0)
    return dateTimeFormatOf(locale, { month: 'short', day: 'numeric' }).format(date);
  return dateTimeFormatOf(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * How long ago a moment was, e.g. "5 minutes ago"; past a week the date and time.
 * `now` is injected so tests hold the clock.
 */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  language: string,
  now: number = Date.now(),
): string {
  const date = dateOf(value);
  if (!date) return missingValue;
  let amount = Math.round((date.getTime() - now) / 1000);
  if (Math.abs(amount) < 5) amount = 0;
  const format = relativeTimeFormatOf(intlLocaleOf(language), { numeric: 'auto' });
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(amount) < size) return format.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return formatDateTime(date, language);
}

/**
 * An amount of rubles given in kopecks (bigint, exact), in the language's format with the
 * ruble sign: 123456789n → "₽1,234,567.89" (en), "1 234 567,89 ₽" (ru). Intl formats the
 * decimal string itself, so no amount passes through a float.
 */
export function formatRubles(kopecks: bigint, language: string): string {
  const magnitude = kopecks < 0n ? -kopecks : kopecks;
  const decimal = `${kopecks < 0n ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
  return numberFormatOf(intlLocaleOf(language), {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(decimal as Intl.StringNumericLiteral);
}

/** A month (1–12) by name in the language: 3 → "March", "март", "三月". */
export function formatMonthName(month: number, language: string): string {
  return dateTimeFormatOf(intlLocaleOf(language), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2025, month - 1, 1)),
  );
}

/**
 * A month `YYYY-MM` with its year, as the language writes it: "November 2026",
 * "ноябрь 2026 г.", "2026年11月" (not the month's name and the year side by side).
 */
export function formatYearMonth(month: string, language: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return dateTimeFormatOf(intlLocaleOf(language), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** A duration in whole units, in the language's words: (10, 'minute') → "10 minutes", "10 минут", "10分钟". */
export function formatDuration(value: number, unit: 'minute' | 'hour' | 'day', language: string): string {
  return numberFormatOf(intlLocaleOf(language), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
