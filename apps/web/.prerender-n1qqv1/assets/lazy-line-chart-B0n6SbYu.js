import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { lazy, useEffect, useRef, useState } from "react";
import { jsx } from "react/jsx-runtime";
// src/components/ui/chart/use-near-screen.ts
/** How far below the screen a chart starts to load, so that a scroll finds it drawn. */
var nearScreenMargin = "100px";
/**
* A ref for an element, and whether that element has come near the screen (and stays so
* once it has): what a chart below the first screen waits for before it loads its data and uPlot
* and draws. Without IntersectionObserver, near at once.
*/
function useNearScreen() {
	const ref = useRef(null);
	const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
	useEffect(() => {
		const element = ref.current;
		if (near || !element) return;
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting)) setNear(true);
		}, { rootMargin: `0px 0px ${nearScreenMargin} 0px` });
		observer.observe(element);
		return () => observer.disconnect();
	}, [near]);
	return [ref, near];
}
// src/components/ui/chart/lazy-line-chart.tsx
/** uPlot loads with the first chart on screen, never in the entry chunk. */
var LineChart = lazy(() => import("./line-chart-Cxa1jHKl.js"));
/**
* A line chart that loads uPlot and draws once its place comes near the screen. On a phone
* the dashboard's chart sits below the first screen, and loading and drawing it (uPlot's
* 21 kB, about 200 ms of a phone's CPU) slowed the cards above it for a chart nobody could
* see yet. The chart's height is kept meanwhile, so nothing moves when it
* comes.
*/
function LazyLineChart(props) {
	const [placeRef, near] = useNearScreen();
	if (near) return /* @__PURE__ */ jsx(LineChart, { ...props });
	return /* @__PURE__ */ jsx("div", {
		ref: placeRef,
		className: page_module_default.skeleton,
		style: { height: props.height ?? 260 }
	});
}
export { useNearScreen as n, LazyLineChart as t };
