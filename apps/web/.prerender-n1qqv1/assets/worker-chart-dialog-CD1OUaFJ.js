import { Jt as workerChartPeriods, Nt as chartResponseSchema, Rt as multiStatsResponseSchema } from "./src-BvrlxL-H.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { t as Dialog } from "./dialog-CN_269BG.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { n as monitoringKeys } from "./get-account-CAcQgvIX.js";
import { a as HashrateChart, c as liveRefreshMs, i as workerStatusTones, o as periodLabelKeys, s as monitoring_module_default, t as workerStatusBadgeKeys } from "./worker-status-CzyZ5hlb.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { c as formatPercent, l as formatRelativeTime, o as formatHashrate, r as formatDateTime } from "./format-D03P3Guj.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/monitoring/api/get-worker-chart.ts
/** GET /workers/charts?id=…&period=…: one worker's hashrate over the period. */
async function getWorkerChart(workerId, period, signal) {
	const body = await apiRequest("/workers/charts", {
		query: {
			id: workerId,
			period
		},
		signal
	});
	return chartResponseSchema.parse(body);
}
/** Keyed under the account the worker belongs to, so an account switch drops it too. */
var workerChartQueryOptions = (account, workerId, period) => queryOptions({
	queryKey: monitoringKeys.workerChart(account, workerId, period),
	queryFn: ({ signal }) => getWorkerChart(workerId, period, signal),
	refetchInterval: liveRefreshMs,
	placeholderData: keepPreviousData
});
// src/features/monitoring/api/get-worker-stats.ts
/** GET /workers/stats?id=…&period=…: a worker's name, average hashrate and rejects over the period. */
async function getWorkerStats(workerId, period, signal) {
	const body = await apiRequest("/workers/stats", {
		query: {
			id: workerId,
			period
		},
		signal
	});
	return parseList(multiStatsResponseSchema, body);
}
var workerStatsQueryOptions = (account, workerId, period) => queryOptions({
	queryKey: monitoringKeys.workerStats(account, workerId, period),
	queryFn: ({ signal }) => getWorkerStats(workerId, period, signal),
	refetchInterval: liveRefreshMs
});
// src/features/monitoring/components/worker-chart-dialog.tsx
/**
* One worker: its status and since when it is down (its last share), its hashrate and
* rejected-rate chart with the period switch (GET /workers/charts and /workers/stats).
*/
function WorkerChartDialog({ account, workerId, worker, now, onClose }) {
	const { t } = useTranslation();
	const [period, setPeriod] = useState("P1D");
	const id = workerId ?? "";
	const enabled = workerId !== void 0;
	const chart = useQuery({
		...workerChartQueryOptions(account, id, period),
		enabled
	});
	const stats = useQuery({
		...workerStatsQueryOptions(account, id, period),
		enabled
	});
	const item = stats.data?.data.find((entry) => entry.id === id) ?? stats.data?.data[0];
	const name = worker?.worker_name ?? item?.name;
	return /* @__PURE__ */ jsxs(Dialog, {
		open: enabled,
		onClose: () => {
			setPeriod("P1D");
			onClose();
		},
		title: name ? t("monitoring.workers.chartTitle", { name }) : t("monitoring.workers.chartTitleUnnamed"),
		children: [
			worker ? /* @__PURE__ */ jsx(WorkerState, {
				worker,
				now
			}) : null,
			/* @__PURE__ */ jsx(WorkerFigures, {
				average: item?.hash_rate,
				rejects: item?.reject_pct,
				period
			}),
			/* @__PURE__ */ jsx(HashrateChart, {
				query: chart,
				period,
				onPeriodChange: setPeriod,
				height: 220,
				subject: "worker",
				rejectsShown: true,
				periods: workerChartPeriods
			})
		]
	});
}
/** The worker's status and its last share: "down since" once it stopped sending shares. */
function WorkerState({ worker, now }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const last = worker.last_share_at;
	let when;
	if (!last) when = t("monitoring.workers.noShares");
	else {
		const values = {
			time: formatDateTime(last, language),
			ago: formatRelativeTime(last, language, now)
		};
		when = worker.status === "stable" ? t("monitoring.workers.lastShare", values) : t("monitoring.workers.downSince", values);
	}
	return /* @__PURE__ */ jsxs("p", {
		className: monitoring_module_default.workerState,
		children: [/* @__PURE__ */ jsx(Badge, {
			tone: workerStatusTones[worker.status],
			children: t(workerStatusBadgeKeys[worker.status])
		}), /* @__PURE__ */ jsx("span", { children: when })]
	});
}
function WorkerFigures({ average, rejects, period }) {
	const { t, i18n } = useTranslation();
	if (average === void 0) return null;
	return /* @__PURE__ */ jsx("p", {
		className: page_module_default.muted,
		children: t("monitoring.workers.periodFigures", {
			period: t(periodLabelKeys[period]),
			average: formatHashrate(average, i18n.language),
			rejects: formatPercent(rejects, i18n.language)
		})
	});
}
export { WorkerChartDialog as t };
