import { i as Button, r as usePageTitle, u as activePermissionOf } from "../prerender.mjs";
import { n as monitoringKeys, t as accountQueryOptions } from "./get-account-CAcQgvIX.js";
import { Jt as workerChartPeriods, Kt as workersResponseSchema, Mt as accountStatsSchema, Nt as chartResponseSchema } from "./src-BvrlxL-H.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { t as DataTable } from "./data-table-myK0ubUn.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { t as Tabs } from "./tabs-DwP2z2C6.js";
import { o as formatHashrate, r as formatDateTime } from "./format-D03P3Guj.js";
import { i as writePage, r as useSearchState, t as readPage } from "./search-params-CSvgaw7A.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { n as accountPath, t as accountOf } from "./account-DrRMVZ2i.js";
import { a as HashrateChart, c as liveRefreshMs, i as workerStatusTones, s as monitoring_module_default, t as workerStatusBadgeKeys } from "./worker-status-CzyZ5hlb.js";
import { t as StatsCards } from "./stats-cards-C07JtTyZ.js";
import { t as WorkerChartDialog } from "./worker-chart-dialog-CD1OUaFJ.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
/** The boundary-worker calls of a direction: `…/workers/boundary` (incoming) or `…/workers/boundary/outgoing`. */
function transfersPath(account, direction) {
	return `${accountPath(account)}/workers/boundary${direction === "outgoing" ? "/outgoing" : ""}`;
}
/** GET /miners/{id}/workers/boundary[/outgoing]: one page of the account's hashrate transfers, by name. */
async function getTransfers(account, direction, page, signal) {
	const body = await apiRequest(transfersPath(account, direction), {
		query: {
			page,
			per_page: 20,
			sort: "worker_name",
			order: "asc"
		},
		signal
	});
	return parseList(workersResponseSchema, body);
}
var transfersQueryOptions = (account, direction, page) => queryOptions({
	queryKey: monitoringKeys.transfers(account, direction, page),
	queryFn: ({ signal }) => getTransfers(account, direction, page, signal),
	refetchInterval: liveRefreshMs,
	placeholderData: keepPreviousData
});
// src/features/monitoring/api/get-transfer-chart.ts
/** GET /miners/{id}/workers/boundary[/outgoing]/charts?period=…: the transfers' summed hashrate over the period. */
async function getTransferChart(account, direction, period, signal) {
	const body = await apiRequest(`${transfersPath(account, direction)}/charts`, {
		query: { period },
		signal
	});
	return chartResponseSchema.parse(body);
}
var transferChartQueryOptions = (account, direction, period) => queryOptions({
	queryKey: monitoringKeys.transferChart(account, direction, period),
	queryFn: ({ signal }) => getTransferChart(account, direction, period, signal),
	refetchInterval: liveRefreshMs,
	placeholderData: keepPreviousData
});
// src/features/monitoring/api/get-transfer-stats.ts
/** GET /miners/{id}/workers/boundary[/outgoing]/stats: the transfers' summed hashrate and their count by status. */
async function getTransferStats(account, direction, signal) {
	return accountStatsSchema.parse(await apiRequest(`${transfersPath(account, direction)}/stats`, { signal }));
}
var transferStatsQueryOptions = (account, direction) => queryOptions({
	queryKey: monitoringKeys.transferStats(account, direction),
	queryFn: ({ signal }) => getTransferStats(account, direction, signal),
	refetchInterval: liveRefreshMs
});
// src/features/monitoring/transfers-search-params.ts
var defaultPeriod = "P1D";
/** The transfers page's state from the address; unknown values fall back to the defaults. */
function parseTransfersParams(search) {
	const requested = search.get("period");
	return {
		direction: search.get("direction") === "outgoing" ? "outgoing" : "incoming",
		period: workerChartPeriods.find((known) => known === requested) ?? defaultPeriod,
		page: readPage(search)
	};
}
function serializeTransfersParams(params, base) {
	const next = new URLSearchParams(base);
	if (params.direction === "outgoing") next.set("direction", "outgoing");
	else next.delete("direction");
	if (params.period === defaultPeriod) next.delete("period");
	else next.set("period", params.period);
	writePage(next, params.page);
	return next;
}
// src/features/monitoring/components/transfers-page.tsx
var directions = ["incoming", "outgoing"];
/**
* /transfers (product §3 worker behaviour "boundary"): hashrate another account directs to
* this one (incoming) and hashrate this one directs elsewhere (outgoing), each with its
* summed figures, chart and the transfers one by one. Direction, period and page live in
* the address. An incoming transfer is a worker of this account: its own chart opens from
* the table.
*/
function TransfersPage({ account, title, accountName }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const [params, setParams] = useSearchState(parseTransfersParams, serializeTransfersParams);
	const { direction, period, page } = params;
	const stats = useQuery(transferStatsQueryOptions(account, direction));
	const chart = useQuery(transferChartQueryOptions(account, direction, period));
	const list = useQuery(transfersQueryOptions(account, direction, page));
	const [opened, setOpened] = useState();
	const columns = [
		{
			key: "name",
			header: t("transfers.columns.name"),
			cell: (row) => row.worker_name
		},
		{
			key: "account",
			header: t(direction === "incoming" ? "transfers.columns.from" : "transfers.columns.to"),
			cell: (row) => direction === "incoming" ? row.transfer_source?.account_name ?? t("transfers.unknownSource") : row.account_name
		},
		{
			key: "status",
			header: t("monitoring.workers.columns.status"),
			cell: (row) => /* @__PURE__ */ jsx("span", { children: /* @__PURE__ */ jsx(Badge, {
				tone: workerStatusTones[row.status],
				children: t(workerStatusBadgeKeys[row.status])
			}) })
		},
		...[
			"hash_rate_15m",
			"hash_rate_1h",
			"hash_rate_24h"
		].map((key) => ({
			key,
			header: t(`monitoring.workers.columns.${key}`),
			numeric: true,
			cell: (row) => formatHashrate(row[key], language)
		})),
		{
			key: "last",
			header: t("monitoring.workers.columns.last_share_at"),
			cell: (row) => row.last_share_at ? formatDateTime(row.last_share_at, language) : t("monitoring.workers.never")
		},
		...direction === "incoming" ? [{
			key: "chart",
			header: t("transfers.columns.chart"),
			cell: (row) => /* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				onClick: () => setOpened(row),
				"aria-label": t("transfers.openChart", { name: row.worker_name }),
				children: t("transfers.columns.chart")
			})
		}] : []
	];
	return /* @__PURE__ */ jsxs("section", {
		className: page_module_default.page,
		"aria-labelledby": "page-title",
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: accountName
			}),
			/* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				children: t(`transfers.about.${direction}`)
			}),
			/* @__PURE__ */ jsx(Tabs, {
				label: t("transfers.directionLabel"),
				items: directions.map((value) => ({
					value,
					label: t(`transfers.directions.${value}`)
				})),
				value: direction,
				onChange: (value) => setParams({
					...params,
					direction: value,
					page: 1
				}),
				children: /* @__PURE__ */ jsxs("div", {
					className: monitoring_module_default.section,
					children: [
						/* @__PURE__ */ jsx(StatsCards, {
							query: stats,
							countKey: "transfers.count"
						}),
						/* @__PURE__ */ jsx(HashrateChart, {
							query: chart,
							period,
							onPeriodChange: (value) => setParams({
								...params,
								period: value
							}),
							periods: workerChartPeriods
						}),
						/* @__PURE__ */ jsx(DataTable, {
							caption: t(`transfers.tableLabel.${direction}`),
							columns,
							query: list,
							rowKey: (row) => row.id,
							emptyText: t(`transfers.empty.${direction}`),
							errorText: t("transfers.error"),
							onPage: (value) => setParams({
								...params,
								page: value
							})
						})
					]
				})
			}),
			/* @__PURE__ */ jsx(WorkerChartDialog, {
				account,
				workerId: opened?.id,
				worker: opened,
				now: list.dataUpdatedAt,
				onClose: () => setOpened(void 0)
			})
		]
	});
}
// src/app/routes/transfers.tsx
/** /transfers: the active miner account's hashrate transfers (the route guard has checked the transfers page rule). */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.transfers.title");
	usePageTitle(title);
	const { data: identity } = useQuery(identityQueryOptions);
	const account = accountOf(identity && activePermissionOf(identity.permissions));
	const details = useQuery({
		...accountQueryOptions(account ?? {
			kind: "miners",
			id: ""
		}),
		enabled: account?.kind === "miners"
	});
	if (account?.kind !== "miners") return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.transfers" });
	return /* @__PURE__ */ jsx(TransfersPage, {
		account,
		title,
		accountName: details.data?.name
	}, `${account.kind}:${account.id}`);
}
export { Component };
