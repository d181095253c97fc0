import { n as followContainerAndTheme, t as chartTheme } from "./chart-theme-D-Y5ErCi.js";
import { i as payments_module_default } from "./money-amount-D6nFUVSj.js";
import { useEffect, useRef } from "react";
import { jsx } from "react/jsx-runtime";
import uPlot from "uplot";
// src/features/payments/components/earnings-bars.tsx
var utc = (seconds) => uPlot.tzDate(/* @__PURE__ */ new Date(seconds * 1e3), "Etc/UTC");
/**
* A uPlot bar chart of one bar per pool day, its time axis in UTC (pool days are UTC days),
* following its container's width and the theme. Decorative for assistive technology: the
* caller gives the summary and the data table.
*/
function EarningsBars({ days, amounts, seriesLabel, formatAxisValue, formatAxisDay, onHover, height }) {
	const container = useRef(null);
	const plot = useRef(null);
	const current = useRef({
		formatAxisValue,
		formatAxisDay,
		onHover
	});
	const data = useRef([[], []]);
	useEffect(() => {
		current.current = {
			formatAxisValue,
			formatAxisDay,
			onHover
		};
		data.current = [days, amounts];
	});
	useEffect(() => {
		const element = container.current;
		if (!element) return;
		const build = () => {
			plot.current?.destroy();
			const { colours, axis } = chartTheme(element);
			plot.current = new uPlot({
				width: Math.max(element.clientWidth, 200),
				height,
				legend: { show: false },
				tzDate: utc,
				cursor: {
					drag: {
						x: false,
						y: false
					},
					points: { show: false }
				},
				scales: {
					x: {
						time: true,
						range: (_u, min, max) => [min - 43200, max + 43200]
					},
					y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] }
				},
				axes: [{
					...axis,
					space: 60,
					values: (_u, ticks) => ticks.map((tick) => current.current.formatAxisDay(tick))
				}, {
					...axis,
					size: 72,
					values: (_u, ticks) => ticks.map((tick) => current.current.formatAxisValue(tick))
				}],
				series: [{}, {
					label: seriesLabel,
					stroke: colours.line,
					fill: colours.line,
					width: 0,
					points: { show: false },
					paths: uPlot.paths.bars({
						size: [.7, 48],
						align: 0
					})
				}],
				hooks: { setCursor: [(u) => {
					const index = u.cursor.idx;
					current.current.onHover(index === null || index === void 0 ? void 0 : index);
				}] }
			}, data.current, element);
		};
		return followContainerAndTheme(element, plot, height, build);
	}, [height, seriesLabel]);
	useEffect(() => {
		plot.current?.setData([days, amounts]);
	}, [days, amounts]);
	return /* @__PURE__ */ jsx("div", {
		ref: container,
		className: payments_module_default.chartCanvas,
		onMouseLeave: () => onHover(void 0)
	});
}
export { EarningsBars, EarningsBars as default };
