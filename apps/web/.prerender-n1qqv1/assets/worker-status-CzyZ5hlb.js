import { qt as chartPeriods } from "./src-BvrlxL-H.js";
import { i as Button } from "../prerender.mjs";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { c as formatPercent, o as formatHashrate, p as hashrateUnitIndex, r as formatDateTime, t as formatChartTick } from "./format-D03P3Guj.js";
import { t as Checkbox } from "./checkbox-MnG9gR9I.js";
import { t as LazyLineChart } from "./lazy-line-chart-B0n6SbYu.js";
import { t as Tabs } from "./tabs-DwP2z2C6.js";
import { Suspense, useCallback, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/features/monitoring/api/refresh.ts
/** Hashrate figures are recomputed every minute on the server; the screens follow. */
var liveRefreshMs = 6e4;
var monitoring_module_default = {
	section: "_section_m2dys_1",
	statsBlock: "_statsBlock_m2dys_10",
	cardValue: "_cardValue_m2dys_16",
	cardSkeleton: "_cardSkeleton_m2dys_24",
	statusLinks: "_statusLinks_m2dys_29",
	statusLink: "_statusLink_m2dys_29",
	statusCount: "_statusCount_m2dys_53",
	dot: "_dot_m2dys_58",
	topHeading: "_topHeading_m2dys_69",
	topList: "_topList_m2dys_74",
	topItem: "_topItem_m2dys_85",
	topName: "_topName_m2dys_93",
	topFigure: "_topFigure_m2dys_99",
	topShare: "_topShare_m2dys_104",
	topBar: "_topBar_m2dys_111",
	topAll: "_topAll_m2dys_126",
	topSkeleton: "_topSkeleton_m2dys_132",
	chartBody: "_chartBody_m2dys_138",
	chartFigure: "_chartFigure_m2dys_145",
	chartTools: "_chartTools_m2dys_152",
	rejectsToggle: "_rejectsToggle_m2dys_160",
	chartNote: "_chartNote_m2dys_164",
	readout: "_readout_m2dys_170",
	chartMessage: "_chartMessage_m2dys_178",
	chartSkeleton: "_chartSkeleton_m2dys_186",
	panel: "_panel_m2dys_191",
	toolbar: "_toolbar_m2dys_198",
	search: "_search_m2dys_205",
	exportDays: "_exportDays_m2dys_210",
	exportDaysLegend: "_exportDaysLegend_m2dys_221",
	tableSkeleton: "_tableSkeleton_m2dys_227",
	workerState: "_workerState_m2dys_232",
	emptyConnect: "_emptyConnect_m2dys_241",
	connectAgain: "_connectAgain_m2dys_249"
};
// src/features/monitoring/chart-data.ts
/** The message each chart state shows instead of (or over) the chart (product §3, §9). */
var chartStatusMessageKeys = {
	collecting: "monitoring.chart.status.collecting",
	unavailable: "monitoring.chart.status.unavailable",
	stale: "monitoring.chart.status.stale",
	nodata: "monitoring.chart.status.nodata"
};
/** The same states said of one worker (its chart dialog), not of the whole account. */
var workerChartStatusMessageKeys = {
	collecting: "monitoring.chart.workerStatus.collecting",
	unavailable: "monitoring.chart.workerStatus.unavailable",
	stale: "monitoring.chart.workerStatus.stale",
	nodata: "monitoring.chart.workerStatus.nodata"
};
/** The message key of a chart state, or undefined when the chart is fine. */
function chartStatusMessageKey(status, subject = "account") {
	if (status === "ok") return void 0;
	return (subject === "worker" ? workerChartStatusMessageKeys : chartStatusMessageKeys)[status];
}
/** Whether the chart itself is drawn: there are points, and the state is not "nothing yet". */
function showsChart(chart) {
	return chart.points.length > 0 && chart.status !== "nodata" && chart.status !== "collecting";
}
var periodLabelKeys = {
	PT15M: "monitoring.periods.PT15M",
	PT1H: "monitoring.periods.PT1H",
	P1D: "monitoring.periods.P1D",
	P1W: "monitoring.periods.P1W",
	P30D: "monitoring.periods.P30D",
	P90D: "monitoring.periods.P90D"
};
/** The chart points as uPlot wants them, with the figures the accessible summary reads out. */
function chartSeries(chart) {
	const times = chart.points.map((point) => Date.parse(point.time) / 1e3);
	const values = chart.points.map((point) => point.hash_rate);
	const rejects = chart.points.map((point) => point.reject_pct);
	const sum = values.reduce((total, value) => total + value, 0);
	return {
		times,
		values,
		rejects,
		average: values.length ? sum / values.length : 0,
		peak: values.length ? Math.max(...values) : 0,
		latest: values.at(-1) ?? 0
	};
}
// src/lib/chart-scale.ts
/** The round step nearest above `raw`: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(raw) {
	if (!Number.isFinite(raw) || raw <= 0) return 1;
	const power = 10 ** Math.floor(Math.log10(raw));
	const fraction = Number((raw / power).toPrecision(12));
	return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10) * power;
}
/** Rounds away the float dust of repeated steps (0.1 + 0.2 → 0.3). */
function clean(value) {
	return Number(value.toPrecision(12));
}
/**
* A value axis fitted to the data (nulls and non-finite values ignored): it starts at zero
* only when the data come near it, pads the data a little, and never spans less than
* `minSpanRatio` of the largest value. With no positive data it is 0 to 1.
*/
function fitValueAxis(values, options = {}) {
	const targetTicks = Math.max(2, options.targetTicks ?? 5);
	const minSpanRatio = options.minSpanRatio ?? .2;
	let low = Infinity;
	let high = -Infinity;
	for (const value of values) {
		if (value === null || !Number.isFinite(value)) continue;
		if (value < low) low = value;
		if (value > high) high = value;
	}
	if (!(high > 0)) return {
		min: 0,
		max: 1,
		ticks: ticksOf(0, 1, .25),
		step: .25
	};
	low = Math.max(0, low);
	const minSpan = high * minSpanRatio;
	if (high - low < minSpan) {
		const middle = (high + low) / 2;
		low = middle - minSpan / 2;
		high = middle + minSpan / 2;
	}
	const pad = (high - low) * .1;
	low -= pad;
	high += pad;
	if (low < high * .25) low = 0;
	const step = niceStep((high - low) / (targetTicks - 1));
	const min = clean(Math.floor(low / step) * step);
	const max = clean(Math.ceil(high / step) * step);
	return {
		min,
		max,
		ticks: ticksOf(min, max, step),
		step
	};
}
function ticksOf(min, max, step) {
	const count = Math.round((max - min) / step);
	return Array.from({ length: count + 1 }, (_, index) => clean(min + index * step));
}
/** How many decimals show a step exactly once scaled by `scale` (2.5 → 1, 0.25 → 2), at most 3. */
function decimalsOf(step, scale = 1) {
	const scaled = step / scale;
	for (let digits = 0; digits < 3; digits += 1) {
		const shifted = scaled * 10 ** digits;
		if (Math.abs(shifted - Math.round(shifted)) < 1e-6 * Math.max(1, shifted)) return digits;
	}
	return 3;
}
var minute = 60;
var hour = 3600;
var daySeconds = 86400;
/** Clock steps for times within a day, the smallest first. */
var clockSteps = [
	minute,
	120,
	300,
	600,
	900,
	1800,
	hour,
	2 * hour,
	3 * hour,
	4 * hour,
	6 * hour,
	12 * hour,
	daySeconds
];
/** Steps of whole days (the 7-, 30- and 90-day charts: ticks on pool days, 00:00 UTC). */
var daySteps = [
	daySeconds,
	2 * daySeconds,
	3 * daySeconds,
	7 * daySeconds,
	14 * daySeconds,
	28 * daySeconds
];
/**
* Time ticks (unix seconds) from `start` to `end` on a plot `widthPx` wide: the smallest
* step whose ticks stay `minSpacePx` apart, each tick on a whole step of the zone.
*/
function timeTicks(start, end, widthPx, options) {
	if (!(end > start) || !(widthPx > 0)) return [];
	const offset = options.zoneOffsetSeconds ?? 0;
	const perSecond = widthPx / (end - start);
	const step = options.steps.find((candidate) => candidate * perSecond >= options.minSpacePx) ?? options.steps.at(-1);
	const ticks = [];
	for (let tick = Math.ceil((start + offset) / step) * step - offset; tick <= end; tick += step) ticks.push(tick);
	return ticks;
}
// src/features/monitoring/components/hashrate-chart.tsx
/** Periods whose points are pool days or longer: their ticks are pool days (00:00 UTC), not the local clock. */
function drawsPoolDays(period) {
	return period === "P1W" || period === "P30D" || period === "P90D";
}
/** The hashrate chart with its period switch, its state messages, loading and error states. */
function HashrateChart({ query, period, onPeriodChange, height, subject, rejectsShown, periods = chartPeriods }) {
	const { t } = useTranslation();
	const items = periods.map((value) => ({
		value,
		label: t(periodLabelKeys[value])
	}));
	return /* @__PURE__ */ jsx(Tabs, {
		label: t("monitoring.chart.periodLabel"),
		items,
		value: period,
		onChange: onPeriodChange,
		children: /* @__PURE__ */ jsx(ChartBody, {
			query,
			period,
			height,
			subject,
			rejectsShown
		})
	});
}
function ChartBody({ query, period, height = 260, subject = "account", rejectsShown = false }) {
	const { t } = useTranslation();
	if (query.data) return /* @__PURE__ */ jsx(ChartView, {
		chart: query.data,
		period,
		height,
		busy: query.isFetching,
		subject,
		rejectsShown
	});
	if (query.isError) return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.state,
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", {
			className: page_module_default.stateText,
			children: t("monitoring.chart.error")
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			onClick: () => void query.refetch(),
			children: t("monitoring.retry")
		})]
	});
	return /* @__PURE__ */ jsx("div", {
		className: `${page_module_default.skeleton} ${monitoring_module_default.chartSkeleton}`,
		style: { height },
		role: "status",
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("monitoring.loading")
		})
	});
}
/** Time ticks of a period: pool days (00:00 UTC) on the 7-, 30- and 90-day charts, the local clock otherwise. */
function timeSplitsOf(period) {
	return (start, end, widthPx) => drawsPoolDays(period) ? timeTicks(start, end, widthPx, {
		steps: daySteps,
		minSpacePx: 56
	}) : timeTicks(start, end, widthPx, {
		steps: clockSteps,
		minSpacePx: 56,
		zoneOffsetSeconds: -(/* @__PURE__ */ new Date(start * 1e3)).getTimezoneOffset() * 60
	});
}
function ChartView({ chart, period, height, busy, subject, rejectsShown }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const series = useMemo(() => chartSeries(chart), [chart]);
	const [hovered, setHovered] = useState();
	const [showRejects, setShowRejects] = useState(rejectsShown);
	const rejectsId = useId();
	const periodText = t(periodLabelKeys[period]);
	const messageKey = chartStatusMessageKey(chart.status, subject);
	const drawn = showsChart(chart);
	const targetTicks = Math.max(3, Math.round(height / 55));
	const valueScale = useMemo(() => fitValueAxis(series.values, { targetTicks }), [series.values, targetTicks]);
	const rejectScale = useMemo(() => fitValueAxis([0, ...series.rejects], {
		targetTicks,
		minSpanRatio: 1
	}), [series.rejects, targetTicks]);
	const formatAxisValues = useCallback((ticks) => {
		const unitIndex = hashrateUnitIndex(valueScale.max);
		const digits = decimalsOf(valueScale.step, 1e3 ** unitIndex);
		return ticks.map((tick) => formatHashrate(tick, language, {
			unitIndex,
			digits
		}));
	}, [language, valueScale]);
	const formatRejectTicks = useCallback((ticks) => ticks.map((tick) => formatPercent(tick, language, decimalsOf(rejectScale.step))), [language, rejectScale]);
	const formatAxisTime = useCallback((seconds) => formatChartTick(seconds * 1e3, language, drawsPoolDays(period) ? "utcDay" : "clock"), [language, period]);
	const timeSplits = useMemo(() => timeSplitsOf(period), [period]);
	const secondary = useMemo(() => showRejects ? {
		values: series.rejects,
		label: t("monitoring.chart.rejects"),
		scale: rejectScale,
		formatAxisValues: formatRejectTicks
	} : void 0, [
		showRejects,
		series.rejects,
		rejectScale,
		formatRejectTicks,
		t
	]);
	const summary = drawn ? t("monitoring.chart.summary", {
		period: periodText,
		average: formatHashrate(series.average, language),
		peak: formatHashrate(series.peak, language),
		latest: formatHashrate(series.latest, language)
	}) : void 0;
	const shownIndex = hovered ?? series.values.length - 1;
	const shownTime = series.times[shownIndex];
	const shownReject = series.rejects[shownIndex];
	return /* @__PURE__ */ jsxs("div", {
		className: monitoring_module_default.chartBody,
		"aria-busy": busy || void 0,
		children: [messageKey ? /* @__PURE__ */ jsx("p", {
			className: monitoring_module_default.chartMessage,
			role: "status",
			"data-chart-status": chart.status,
			children: t(messageKey)
		}) : null, drawn ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsxs("div", {
				className: monitoring_module_default.chartTools,
				children: [/* @__PURE__ */ jsx("p", {
					className: monitoring_module_default.readout,
					children: shownTime !== void 0 ? [
						formatDateTime(shownTime * 1e3, language),
						formatHashrate(series.values[shownIndex], language),
						...showRejects ? [t("monitoring.chart.rejectsAt", { value: formatPercent(shownReject ?? null, language) })] : []
					].join(" · ") : null
				}), /* @__PURE__ */ jsx(Checkbox, {
					id: rejectsId,
					className: monitoring_module_default.rejectsToggle,
					label: t("monitoring.chart.showRejects"),
					checked: showRejects,
					onChange: (event) => setShowRejects(event.target.checked)
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				role: "img",
				"aria-label": summary,
				className: monitoring_module_default.chartFigure,
				children: /* @__PURE__ */ jsx(Suspense, {
					fallback: /* @__PURE__ */ jsx("div", {
						className: page_module_default.skeleton,
						style: { height }
					}),
					children: /* @__PURE__ */ jsx(LazyLineChart, {
						times: series.times,
						values: series.values,
						seriesLabel: t("monitoring.chart.hashrate"),
						formatAxisValues,
						formatAxisTime,
						onHover: setHovered,
						height,
						valueScale,
						timeSplits,
						secondary
					})
				})
			}),
			drawsPoolDays(period) ? /* @__PURE__ */ jsx("p", {
				className: monitoring_module_default.chartNote,
				children: t("monitoring.chart.poolDays")
			}) : null,
			/* @__PURE__ */ jsx("div", {
				className: "visually-hidden",
				children: /* @__PURE__ */ jsxs("table", { children: [
					/* @__PURE__ */ jsx("caption", { children: t("monitoring.chart.tableCaption", { period: periodText }) }),
					/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: t("monitoring.chart.time")
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: t("monitoring.chart.hashrate")
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: t("monitoring.chart.rejects")
						})
					] }) }),
					/* @__PURE__ */ jsx("tbody", { children: chart.points.map((point) => /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("td", { children: formatDateTime(point.time, language) }),
						/* @__PURE__ */ jsx("td", { children: formatHashrate(point.hash_rate, language) }),
						/* @__PURE__ */ jsx("td", { children: formatPercent(point.reject_pct, language) })
					] }, point.time)) })
				] })
			})
		] }) : null]
	});
}
// src/features/monitoring/worker-status.ts
/** Labels of the worker statuses as groups of workers (product §3, §9), as in the dashboard's list. */
var workerStatusLabelKeys = {
	stable: "monitoring.status.stable",
	unavailable: "monitoring.status.unavailable",
	off: "monitoring.status.off",
	removed: "monitoring.status.removed"
};
/** The status of one worker (ru: «Стабилен», not the group's «Стабильные»). */
var workerStatusBadgeKeys = {
	stable: "monitoring.workerStatus.stable",
	unavailable: "monitoring.workerStatus.unavailable",
	off: "monitoring.workerStatus.off",
	removed: "monitoring.workerStatus.removed"
};
/** A status with its number of workers, in plural forms: `t(key, { count, value })` (ru: «1 стабильный», «5 стабильных»). */
var workerStatusCountKeys = {
	all: "monitoring.statusTabs.all",
	stable: "monitoring.statusTabs.stable",
	unavailable: "monitoring.statusTabs.unavailable",
	off: "monitoring.statusTabs.off",
	removed: "monitoring.statusTabs.removed"
};
/** The colour of each status: running is good, silent is a warning, off is bad, removed is gone. */
var workerStatusTones = {
	stable: "success",
	unavailable: "warning",
	off: "danger",
	removed: "neutral"
};
export { HashrateChart as a, liveRefreshMs as c, workerStatusTones as i, workerStatusCountKeys as n, periodLabelKeys as o, workerStatusLabelKeys as r, monitoring_module_default as s, workerStatusBadgeKeys as t };
