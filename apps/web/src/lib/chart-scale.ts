/**
 * Axis scales of the charts: a value axis fitted to the data with round ticks, and time
 * ticks that keep their labels apart at any width. Pure, so tests can hold them to it.
 */

export interface ValueAxis {
  min: number;
  max: number;
  /** The tick values, `min` to `max` by `step`. */
  ticks: number[];
  step: number;
}

export interface FitOptions {
  /** About how many ticks the axis should have (its height decides). */
  targetTicks?: number;
  /**
   * The least span shown, as a share of the largest value: a steady 60 PH/s reads as
   * steady rather than as noise blown up to fill the chart.
   */
  minSpanRatio?: number;
}

/** The round step nearest above `raw`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(raw: number): number {
  if (!Number.isFinite(raw) || raw <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  // 2.5e-4 / 1e-4 is 2.5000000000000004: rounded, so a round step maps to itself.
  const fraction = Number((raw / power).toPrecision(12));
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Rounds away the float dust of repeated steps (0.1 + 0.2 → 0.3). */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/**
 * A value axis fitted to the data (nulls and non-finite values ignored): it starts at zero
 * only when the data come near it, pads the data a little, and never spans less than
 * `minSpanRatio` of the largest value. With no positive data it is 0 to 1.
 */
export function fitValueAxis(values: readonly (number | null)[], options: FitOptions = {}): ValueAxis {
  const targetTicks = Math.max(2, options.targetTicks ?? 5);
  const minSpanRatio = options.minSpanRatio ?? 0.2;
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (!(high > 0)) return { min: 0, max: 1, ticks: ticksOf(0, 1, 0.25), step: 0.25 };
  low = Math.max(0, low);
  const minSpan = high * minSpanRatio;
  if (high - low < minSpan) {
    const middle = (high + low) / 2;
    low = middle - minSpan / 2;
    high = middle + minSpan / 2;
  }
  const pad = (high - low) * 0.1;
  low -= pad;
  high += pad;
  // Data reaching down towards zero read best from zero.
  if (low < high * 0.25) low = 0;
  const step = niceStep((high - low) / (targetTicks - 1));
  const min = clean(Math.floor(low / step) * step);
  const max = clean(Math.ceil(high / step) * step);
  return { min, max, ticks: ticksOf(min, max, step), step };
}

function ticksOf(min: number, max: number, step: number): number[] {
  const count = Math.round((max - min) / step);
  return Array.from({ length: count + 1 }, (_, index) => clean(min + index * step));
}

/** How many decimals show a step exactly once scaled by `scale` (2.5 → 1, 0.25 → 2), at most 3. */
export function decimalsOf(step: number, scale = 1): number {
  const scaled = step / scale;
  for (let digits = 0; digits < 3; digits += 1) {
    const shifted = scaled * 10 ** digits;
    if (Math.abs(shifted - Math.round(shifted)) < 1e-6 * Math.max(1, shifted)) return digits;
  }
  return 3;
}

const minute = 60;
const hour = 3600;
export const daySeconds = 86_400;

/** Clock steps for times within a day, the smallest first. */
export const clockSteps = [
  minute,
  2 * minute,
  5 * minute,
  10 * minute,
  15 * minute,
  30 * minute,
  hour,
  2 * hour,
  3 * hour,
  4 * hour,
  6 * hour,
  12 * hour,
  daySeconds,
];
/** Steps of whole days (the 7-, 30- and 90-day charts: ticks on pool days, 00:00 UTC). */
export const daySteps = [daySeconds, 2 * daySeconds, 3 * daySeconds, 7 * daySeconds, 14 * daySeconds, 28 * daySeconds];

export interface TimeTickOptions {
  /** The steps to choose from, smallest first, in seconds. */
  steps: readonly number[];
  /** The least room between two ticks, in px: what the longest label needs. */
  minSpacePx: number;
  /** Ticks fall on whole steps of this zone (seconds east of UTC): 0 puts days on 00:00 UTC. */
  zoneOffsetSeconds?: number;
}

/**
 * Time ticks (unix seconds) from `start` to `end` on a plot `widthPx` wide: the smallest
 * step whose ticks stay `minSpacePx` apart, each tick on a whole step of the zone.
 */
export function timeTicks(start: number, end: number, widthPx: number, options: TimeTickOptions): number[] {
  if (!(end > start) || !(widthPx > 0)) return [];
  const offset = options.zoneOffsetSeconds ?? 0;
  const perSecond = widthPx / (end - start);
  const step = options.steps.find((candidate) => candidate * perSecond >= options.minSpacePx) ?? options.steps.at(-1)!;
  const ticks: number[] = [];
  for (let tick = Math.ceil((start + offset) / step) * step - offset; tick <= end; tick += step) ticks.push(tick);
  return ticks;
}
