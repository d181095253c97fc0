import { Yt as workerStatuses } from "./src-BvrlxL-H.js";
import { i as Button } from "../prerender.mjs";
import { t as StatCard } from "./stat-card-DtmL6sb5.js";
import { c as formatPercent, n as formatCount, o as formatHashrate, r as formatDateTime } from "./format-D03P3Guj.js";
import { i as workerStatusTones, r as workerStatusLabelKeys, s as monitoring_module_default } from "./worker-status-CzyZ5hlb.js";
import { t as tone_module_default } from "./tone.module-Cbc8iGOW.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var card_grid_module_default = {
	area: "_area_2u4mt_4",
	grid: "_grid_2u4mt_11",
	money: "_money_2u4mt_18",
	full: "_full_2u4mt_23",
	lead: "_lead_2u4mt_28"
};
// src/features/monitoring/components/stats-cards.tsx
function Card({ title, full, children }) {
	return /* @__PURE__ */ jsx(StatCard, {
		title,
		className: full ? card_grid_module_default.full : void 0,
		children
	});
}
/**
* Hashrate for 15 minutes, 1 hour and 24 hours, and workers by status, each status
* linking to the workers page filtered by it (when `workersHref` says where).
*/
function StatsCards({ query, workersHref, countKey = "monitoring.stats.workers" }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const stats = query.data;
	if (!stats && query.isError) return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.state,
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", {
			className: page_module_default.stateText,
			children: t("monitoring.stats.error")
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			onClick: () => void query.refetch(),
			children: t("monitoring.retry")
		})]
	});
	if (!stats) return /* @__PURE__ */ jsxs("div", {
		className: card_grid_module_default.area,
		role: "status",
		"aria-busy": "true",
		children: [/* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("monitoring.loading")
		}), /* @__PURE__ */ jsx("div", {
			className: card_grid_module_default.grid,
			children: [
				0,
				1,
				2,
				3
			].map((index) => /* @__PURE__ */ jsx("div", { className: `${page_module_default.skeleton} ${monitoring_module_default.cardSkeleton}` }, index))
		})]
	});
	const hashrates = [
		{
			title: t("monitoring.stats.hashrate15m"),
			value: stats.hash_rate_15m
		},
		{
			title: t("monitoring.stats.hashrate1h"),
			value: stats.hash_rate_1h
		},
		{
			title: t("monitoring.stats.hashrate24h"),
			value: stats.hash_rate_24h
		}
	];
	return /* @__PURE__ */ jsxs("div", {
		className: `${monitoring_module_default.statsBlock} ${card_grid_module_default.area}`,
		children: [/* @__PURE__ */ jsxs("div", {
			className: card_grid_module_default.grid,
			children: [
				hashrates.map((item) => /* @__PURE__ */ jsx(Card, {
					title: item.title,
					children: /* @__PURE__ */ jsx("span", {
						className: monitoring_module_default.cardValue,
						children: formatHashrate(item.value, language)
					})
				}, item.title)),
				/* @__PURE__ */ jsx(Card, {
					title: t("monitoring.stats.rejects15m"),
					children: /* @__PURE__ */ jsx("span", {
						className: monitoring_module_default.cardValue,
						children: formatPercent(stats.reject_pct_15m, language)
					})
				}),
				/* @__PURE__ */ jsx(Card, {
					title: t(countKey, { count: formatCount(stats.workers.total, language) }),
					full: true,
					children: /* @__PURE__ */ jsx("ul", {
						className: monitoring_module_default.statusLinks,
						children: workerStatuses.map((status) => {
							const content = /* @__PURE__ */ jsxs(Fragment, { children: [
								/* @__PURE__ */ jsx("span", {
									className: `${monitoring_module_default.dot} ${tone_module_default[workerStatusTones[status]]}`,
									"aria-hidden": "true"
								}),
								/* @__PURE__ */ jsx("span", { children: t(status === "removed" ? "monitoring.stats.removedApart" : workerStatusLabelKeys[status]) }),
								/* @__PURE__ */ jsx("strong", {
									className: monitoring_module_default.statusCount,
									children: formatCount(stats.workers[status], language)
								})
							] });
							return /* @__PURE__ */ jsx("li", { children: workersHref ? /* @__PURE__ */ jsx(Link, {
								to: workersHref(status),
								className: monitoring_module_default.statusLink,
								children: content
							}) : /* @__PURE__ */ jsx("span", {
								className: monitoring_module_default.statusLink,
								children: content
							}) }, status);
						})
					})
				})
			]
		}), stats.computed_at ? /* @__PURE__ */ jsx("p", {
			className: page_module_default.muted,
			children: t("monitoring.stats.updated", { time: formatDateTime(stats.computed_at, language) })
		}) : null]
	});
}
export { card_grid_module_default as n, StatsCards as t };
