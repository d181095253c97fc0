// src/lib/format.ts
/**
* Number, hashrate, percent and time formatting shared by the screens. Language
* codes are the app's (`en`, `ru`, `cn`); Intl gets a real locale (DESIGN "Front end").
*/
var intlLocales = {
	en: "en-US",
	ru: "ru-RU",
	cn: "zh-CN"
};
/** The Intl locale of an app language (`cn` → `zh-CN`); unknown codes fall back to en-US. */
function intlLocaleOf(language) {
	return intlLocales[language] ?? intlLocales[language.split("-")[0] ?? ""] ?? "en-US";
}
/** SI prefixes up to quetta (10^30). */
var hashrateUnits = [
	"H/s",
	"kH/s",
	"MH/s",
	"GH/s",
	"TH/s",
	"PH/s",
	"EH/s",
	"ZH/s",
	"YH/s",
	"RH/s",
	"QH/s"
];
var formatters = /* @__PURE__ */ new Map();
/**
* Intl formatters are slow to build and quick to use (on a phone, building one for each
* date of the dashboard cost tens of milliseconds; issue 17 §6): each is built once per
* locale and options.
*/
function cachedFormatter(key, build) {
	let format = formatters.get(key);
	if (!format) {
		format = build();
		formatters.set(key, format);
	}
	return format;
}
/** `new Intl.NumberFormat(locale, options)`, built once. */
function numberFormatOf(locale, options = {}) {
	return cachedFormatter(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}
/** `new Intl.DateTimeFormat(locale, options)`, built once. */
function dateTimeFormatOf(locale, options = {}) {
	return cachedFormatter(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
function numberFormat(locale, digits) {
	return numberFormatOf(locale, {
		minimumFractionDigits: 0,
		maximumFractionDigits: digits
	});
}
/** The unit index a value in H/s reads best in: the largest prefix keeping it at or above 1. */
function hashrateUnitIndex(hashesPerSecond) {
	if (!Number.isFinite(hashesPerSecond) || hashesPerSecond <= 0) return 0;
	const index = Math.floor(Math.log10(hashesPerSecond) / 3);
	return Math.min(Math.max(index, 0), hashrateUnits.length - 1);
}
/**
* Splits a hashrate in H/s into a localised number and its unit, e.g. 1.5e15 → "1.5" "PH/s".
* `unitIndex` forces a unit (chart axes keep one unit for every tick).
*/
function hashrateParts(hashesPerSecond, language, options = {}) {
	if (!Number.isFinite(hashesPerSecond)) return void 0;
	const index = options.unitIndex ?? hashrateUnitIndex(Math.abs(hashesPerSecond));
	const scaled = hashesPerSecond / 1e3 ** index;
	return {
		value: numberFormat(intlLocaleOf(language), options.digits ?? 2).format(scaled),
		unit: hashrateUnits[index] ?? "H/s"
	};
}
/** A hashrate in H/s with a scaled unit: 0 → "0 H/s", 1.5e15 → "1.5 PH/s", non-finite → "—". */
function formatHashrate(hashesPerSecond, language, options = {}) {
	if (hashesPerSecond === null || hashesPerSecond === void 0) return "—";
	const parts = hashrateParts(hashesPerSecond, language, options);
	return parts ? `${parts.value} ${parts.unit}` : "—";
}
/** A percentage given as 0–100, e.g. 1.25 → "1.25%" (en) or "1,25 %" (ru). */
function formatPercent(percent, language, digits = 2) {
	if (percent === null || percent === void 0 || !Number.isFinite(percent)) return "—";
	return numberFormatOf(intlLocaleOf(language), {
		style: "percent",
		minimumFractionDigits: 0,
		maximumFractionDigits: digits
	}).format(percent / 100);
}
/** A whole number with the language's grouping: 10000 → "10,000" (en). */
function formatCount(value, language) {
	if (!Number.isFinite(value)) return "—";
	return numberFormat(intlLocaleOf(language), 0).format(value);
}
function toDate(value) {
	if (value === null || value === void 0) return void 0;
	const date = value instanceof Date ? value : new Date(value);
	return Number.isNaN(date.getTime()) ? void 0 : date;
}
var dateTimeOptions = {
	year: "numeric",
	month: "short",
	day: "numeric",
	hour: "2-digit",
	minute: "2-digit",
	timeZoneName: "short"
};
/**
* A date and time in the language's format with its time zone, e.g. "Nov 20, 2026, 10:00 AM
* UTC" or "20 нояб. 2026 г., 13:00 GMT+3": a time without its zone is ambiguous to a
* miner comparing it with the 09:00 and 14:00 UTC runs.
*/
function formatDateTime(value, language) {
	const date = toDate(value);
	if (!date) return "—";
	return dateTimeFormatOf(intlLocaleOf(language), dateTimeOptions).format(date);
}
/** A pool day (`YYYY-MM-DD`, a UTC day) as a date in the language's format, e.g. "Nov 20, 2026". */
function formatDay(day, language) {
	const date = toDate(day ? `${day}T00:00:00Z` : void 0);
	if (!date) return "—";
	return dateTimeFormatOf(intlLocaleOf(language), {
		dateStyle: "medium",
		timeZone: "UTC"
	}).format(date);
}
/**
* An hour of the pool's day (the 09:00 reward and 14:00 payout runs) in UTC, as the pool
* states it, with the viewer's local time beside it when the viewer is not on UTC:
* 9 → "09:00 UTC (12:00 GMT+3)". The offset is today's, so summer time counts. `timeZone`
* is the viewer's (tests pass one).
*/
function formatUtcHour(hour, { now = /* @__PURE__ */ new Date(), timeZone } = {}) {
	const clock = `${String(hour).padStart(2, "0")}:00`;
	const utc = `${clock} UTC`;
	const moment = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
	const local = dateTimeFormatOf("en-GB", {
		hour: "2-digit",
		minute: "2-digit",
		hourCycle: "h23",
		timeZoneName: "shortOffset",
		timeZone
	}).format(moment);
	return local.startsWith(`${clock} `) ? utc : `${utc} (${local})`;
}
/**
* A chart's time tick, short enough never to crowd the axis: `utcDay` a pool day ("Nov 20",
* the 7-day chart's ticks at 00:00 UTC); `clock` the local time ("14:00"), or the local date
* at local midnight, where a day begins.
*/
function formatChartTick(value, language, kind) {
	const date = toDate(value);
	if (!date) return "—";
	const locale = intlLocaleOf(language);
	if (kind === "utcDay") return dateTimeFormatOf(locale, {
		month: "short",
		day: "numeric",
		timeZone: "UTC"
	}).format(date);
	if (date.getHours() === 0 && date.getMinutes() === 0) return dateTimeFormatOf(locale, {
		month: "short",
		day: "numeric"
	}).format(date);
	return dateTimeFormatOf(locale, {
		hour: "2-digit",
		minute: "2-digit",
		hourCycle: "h23"
	}).format(date);
}
var relativeSteps = [
	["second", 60],
	["minute", 60],
	["hour", 24],
	["day", 7]
];
/**
* How long ago a moment was, e.g. "5 minutes ago"; past a week the date and time.
* `now` is injected so tests hold the clock.
*/
function formatRelativeTime(value, language, now = Date.now()) {
	const date = toDate(value);
	if (!date) return "—";
	let amount = Math.round((date.getTime() - now) / 1e3);
	if (Math.abs(amount) < 5) amount = 0;
	const format = new Intl.RelativeTimeFormat(intlLocaleOf(language), { numeric: "auto" });
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
function formatRubles(kopecks, language) {
	const magnitude = kopecks < 0n ? -kopecks : kopecks;
	const decimal = `${kopecks < 0n ? "-" : ""}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, "0")}`;
	return numberFormatOf(intlLocaleOf(language), {
		style: "currency",
		currency: "RUB",
		currencyDisplay: "narrowSymbol",
		minimumFractionDigits: 2,
		maximumFractionDigits: 2
	}).format(decimal);
}
/** A month (1–12) by name in the language: 3 → "March", "март", "三月". */
function formatMonthName(month, language) {
	return dateTimeFormatOf(intlLocaleOf(language), {
		month: "long",
		timeZone: "UTC"
	}).format(new Date(Date.UTC(2025, month - 1, 1)));
}
/**
* A month `YYYY-MM` with its year, as the language writes it: "November 2026",
* "ноябрь 2026 г.", "2026年11月" (not the month's name and the year side by side).
*/
function formatYearMonth(month, language) {
	const [year = 0, number = 1] = month.split("-").map(Number);
	return dateTimeFormatOf(intlLocaleOf(language), {
		year: "numeric",
		month: "long",
		timeZone: "UTC"
	}).format(new Date(Date.UTC(year, number - 1, 1)));
}
/** A duration in whole units, in the language's words: (10, 'minute') → "10 minutes", "10 минут", "10分钟". */
function formatDuration(value, unit, language) {
	return numberFormatOf(intlLocaleOf(language), {
		style: "unit",
		unit,
		unitDisplay: "long"
	}).format(value);
}
export { formatDuration as a, formatPercent as c, formatUtcHour as d, formatYearMonth as f, numberFormatOf as h, formatDay as i, formatRelativeTime as l, intlLocaleOf as m, formatCount as n, formatHashrate as o, hashrateUnitIndex as p, formatDateTime as r, formatMonthName as s, formatChartTick as t, formatRubles as u };
