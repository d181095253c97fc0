import { m as intlLocaleOf } from "./format-D03P3Guj.js";
// src/features/platform/pool-day.ts
/** A pool day (`YYYY-MM-DD`, 00:00–00:00 UTC) as a date of the language, never shifted by the viewer's time zone. */
function formatPoolDay(day, language) {
	return new Intl.DateTimeFormat(intlLocaleOf(language), {
		dateStyle: "medium",
		timeZone: "UTC"
	}).format(/* @__PURE__ */ new Date(`${day}T00:00:00Z`));
}
/** The pool day a moment falls in, and the one before it. */
function poolDaysAround(now) {
	const today = now.toISOString().slice(0, 10);
	return {
		today,
		yesterday: (/* @__PURE__ */ new Date(Date.parse(`${today}T00:00:00Z`) - 864e5)).toISOString().slice(0, 10)
	};
}
export { poolDaysAround as n, formatPoolDay as t };
