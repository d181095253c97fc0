// src/components/ui/chart/chart-theme.ts
/** The theme's chart colours, read from the CSS variables of global.css, and the axes' look. */
function chartTheme(element) {
	const style = getComputedStyle(element);
	const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
	const colours = {
		line: read("--brand", "#435fff"),
		secondary: read("--danger", "#c81e1e"),
		text: read("--text-muted", "#4b5563"),
		grid: read("--border", "#e3e7f0")
	};
	return {
		colours,
		axis: {
			stroke: colours.text,
			grid: {
				stroke: colours.grid,
				width: 1
			},
			ticks: {
				stroke: colours.grid,
				width: 1
			},
			font: "12px system-ui, sans-serif"
		}
	};
}
/**
* Keeps a uPlot chart as wide as its container and in the theme's colours (the theme is an
* attribute on <html>; a change rebuilds the chart with `build`). Builds it once now and
* returns the clean-up for the effect.
*/
function followContainerAndTheme(element, plot, height, build) {
	build();
	const resize = new ResizeObserver(() => {
		plot.current?.setSize({
			width: Math.max(element.clientWidth, 200),
			height
		});
	});
	resize.observe(element);
	const theme = new MutationObserver(build);
	theme.observe(document.documentElement, {
		attributes: true,
		attributeFilter: ["data-theme"]
	});
	return () => {
		resize.disconnect();
		theme.disconnect();
		plot.current?.destroy();
		plot.current = null;
	};
}
export { followContainerAndTheme as n, chartTheme as t };
