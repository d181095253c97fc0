import { n as followContainerAndTheme, t as chartTheme } from "./chart-theme-D-Y5ErCi.js";
import { useEffect, useRef } from "react";
import { jsx } from "react/jsx-runtime";
import uPlot from "uplot";
var chart_module_default = { canvas: "_canvas_rdrco_1" };
// src/components/ui/chart/line-chart.tsx
/** `#rrggbb` with an alpha; anything else is left to the canvas without a fill. */
function withAlpha(colour, alpha) {
	const match = /^#([0-9a-f]{6})$/i.exec(colour);
	if (!match) return "transparent";
	const value = Number.parseInt(match[1], 16);
	return `rgba(${value >> 16 & 255}, ${value >> 8 & 255}, ${value & 255}, ${alpha})`;
}
/**
* A uPlot area chart of one series that follows its container's width and the theme.
* Decorative for assistive technology: callers give the summary and the data table.
*/
function LineChart({ times, values, seriesLabel, formatAxisValues, formatAxisTime, onHover, height = 260, timeTickSpace = 80, valueScale, timeSplits, secondary }) {
	const container = useRef(null);
	const plot = useRef(null);
	const formatters = useRef({
		formatAxisValues,
		formatAxisTime,
		onHover,
		valueScale,
		timeSplits,
		secondary
	});
	const data = useRef([[], []]);
	const aligned = () => secondary ? [
		times,
		values,
		secondary.values
	] : [times, values];
	useEffect(() => {
		formatters.current = {
			formatAxisValues,
			formatAxisTime,
			onHover,
			valueScale,
			timeSplits,
			secondary
		};
		data.current = aligned();
	});
	const hasSecondary = Boolean(secondary);
	const secondaryLabel = secondary?.label;
	useEffect(() => {
		const element = container.current;
		if (!element) return;
		const build = () => {
			plot.current?.destroy();
			const { colours, axis } = chartTheme(element);
			/** The longest tick label in px, so the axis is as wide as its labels and never cuts one. */
			const labelsWidth = (u, labels) => {
				u.ctx.font = axis.font;
				const widest = Math.max(0, ...(labels ?? []).map((label) => u.ctx.measureText(label).width));
				return Math.ceil(widest) + 16;
			};
			const current = () => formatters.current;
			const options = {
				width: Math.max(element.clientWidth, 200),
				height,
				legend: { show: false },
				cursor: {
					drag: {
						x: false,
						y: false
					},
					points: { size: 8 }
				},
				scales: {
					x: { time: true },
					y: { range: (_u, _min, max) => {
						const scale = current().valueScale;
						return scale ? [scale.min, scale.max] : [0, max > 0 ? max * 1.15 : 1];
					} },
					...hasSecondary ? { secondary: { range: () => [0, current().secondary?.scale.max ?? 1] } } : {}
				},
				axes: [
					{
						...axis,
						space: timeTickSpace,
						...timeSplits ? { splits: (u, _index, min, max) => current().timeSplits?.(min, max, u.bbox.width / uPlot.pxRatio) ?? [] } : {},
						values: (_u, ticks) => ticks.map((tick) => current().formatAxisTime(tick))
					},
					{
						...axis,
						size: (u, labels) => labelsWidth(u, labels),
						...valueScale ? { splits: () => current().valueScale?.ticks ?? [] } : {},
						values: (_u, ticks) => current().formatAxisValues(ticks)
					},
					...hasSecondary ? [{
						...axis,
						scale: "secondary",
						side: 1,
						stroke: colours.secondary,
						grid: { show: false },
						size: (u, labels) => labelsWidth(u, labels),
						splits: () => current().secondary?.scale.ticks ?? [],
						values: (_u, ticks) => current().secondary?.formatAxisValues(ticks) ?? []
					}] : []
				],
				series: [
					{},
					{
						label: seriesLabel,
						stroke: colours.line,
						width: 2,
						fill: withAlpha(colours.line, .16),
						points: { show: false }
					},
					...hasSecondary ? [{
						label: secondaryLabel,
						scale: "secondary",
						stroke: colours.secondary,
						width: 1.5,
						dash: [4, 3],
						points: { show: false }
					}] : []
				],
				hooks: { setCursor: [(u) => {
					const index = u.cursor.idx;
					formatters.current.onHover?.(index === null || index === void 0 ? void 0 : index);
				}] }
			};
			plot.current = new uPlot(options, data.current, element);
		};
		return followContainerAndTheme(element, plot, height, build);
	}, [
		height,
		seriesLabel,
		timeTickSpace,
		hasSecondary,
		secondaryLabel
	]);
	useEffect(() => {
		plot.current?.setData(aligned());
	}, [
		times,
		values,
		secondary?.values,
		valueScale
	]);
	return /* @__PURE__ */ jsx("div", {
		ref: container,
		className: chart_module_default.canvas,
		onMouseLeave: () => onHover?.(void 0)
	});
}
export { LineChart, LineChart as default };
