import { Gt as workerStatusSchema, Kt as workersResponseSchema, Ut as workerSortFieldSchema, Wt as workerStatusCountsSchema, Yt as workerStatuses, zt as sortOrderSchema } from "./src-BvrlxL-H.js";
import { i as Button, v as toast } from "../prerender.mjs";
import { t as Tabs } from "./tabs-DwP2z2C6.js";
import { t as copyToClipboard } from "./copy-to-clipboard-DFkQsQw4.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { t as useFormErrors } from "./form-errors-CaZgPLgQ.js";
import { n as accountPath } from "./account-DrRMVZ2i.js";
import { n as apiDownload, r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { n as monitoringKeys, t as accountQueryOptions } from "./get-account-CAcQgvIX.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { c as liveRefreshMs, i as workerStatusTones, n as workerStatusCountKeys, r as workerStatusLabelKeys, s as monitoring_module_default, t as workerStatusBadgeKeys } from "./worker-status-CzyZ5hlb.js";
import { c as formatPercent, l as formatRelativeTime, n as formatCount, o as formatHashrate, r as formatDateTime } from "./format-D03P3Guj.js";
import { t as saveFile } from "./save-file-C-U1NrbY.js";
import { t as ConnectMiner } from "./connect-miner-DGzUVdi_.js";
import { t as WorkerChartDialog } from "./worker-chart-dialog-CD1OUaFJ.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { n as ariaSortOf, t as SortButton } from "./sort-button-CDGxdfgW.js";
import { t as getPageSettings } from "./page-settings-2BwVYlQR.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
// src/features/monitoring/api/export-workers.ts
/** GET …/{id}/workers/export: the list as the page filters and sorts it, as a CSV file. */
function exportWorkers(account, { params, range }) {
	return apiDownload(`${accountPath(account)}/workers/export`, { query: {
		sort: params.sort,
		order: params.order,
		status: params.status,
		search: params.search || void 0,
		from: range.from || void 0,
		to: range.to || void 0
	} });
}
/** Downloads the export; it changes nothing on the server, so nothing is refetched. */
function useExportWorkers(account, config) {
	return useApiMutation((request) => exportWorkers(account, request), [], config);
}
/**
* GET …/{id}/workers: one page of workers, sorted and filtered on the server; with a
* cursor, the page after the one that gave it.
*/
async function getWorkers(account, params, signal) {
	const body = await apiRequest(`${accountPath(account)}/workers`, {
		query: {
			per_page: params.per_page,
			cursor: params.cursor ?? void 0,
			sort: params.sort,
			order: params.order,
			status: params.status,
			search: params.search || void 0
		},
		signal
	});
	return parseList(workersResponseSchema, body);
}
/**
* Pages load one after another as the table scrolls (useInfiniteQuery), each by the cursor
* of the one before: the server continues the list from its last row, so a deep page costs
* what the first does (a refetch walks the pages again from the first).
*/
var workersInfiniteQueryOptions = (account, params) => infiniteQueryOptions({
	queryKey: monitoringKeys.workerList(account, params),
	queryFn: ({ pageParam, signal }) => getWorkers(account, {
		...params,
		per_page: 200,
		cursor: pageParam
	}, signal),
	initialPageParam: null,
	getNextPageParam: (last) => last.pagination.next_cursor,
	refetchInterval: liveRefreshMs,
	placeholderData: keepPreviousData
});
// src/features/monitoring/api/get-worker-statuses.ts
/** GET …/{id}/workers/statuses: how many workers are in each status. */
async function getWorkerStatuses(account, signal) {
	const body = await apiRequest(`${accountPath(account)}/workers/statuses`, { signal });
	return workerStatusCountsSchema.parse(body);
}
var workerStatusesQueryOptions = (account) => queryOptions({
	queryKey: monitoringKeys.workerStatuses(account),
	queryFn: ({ signal }) => getWorkerStatuses(account, signal),
	refetchInterval: liveRefreshMs
});
// src/features/monitoring/use-debounced-callback.ts
/** Runs `effect` once `value` has stayed the same for `delayMs` (the search field's 300 ms). */
function useDebouncedEffect(value, delayMs, effect) {
	const latest = useRef(effect);
	useEffect(() => {
		latest.current = effect;
	});
	useEffect(() => {
		const timer = window.setTimeout(() => latest.current(value), delayMs);
		return () => window.clearTimeout(timer);
	}, [value, delayMs]);
}
// src/features/monitoring/workers-search-params.ts
var defaultWorkersParams = {
	sort: "worker_name",
	order: "asc",
	search: ""
};
/** Reads the page state from the query string; unknown values fall back to the defaults. */
function parseWorkersParams(search) {
	const sort = workerSortFieldSchema.safeParse(search.get("sort"));
	const order = sortOrderSchema.safeParse(search.get("order"));
	const status = workerStatusSchema.safeParse(search.get("status"));
	const worker = search.get("worker")?.trim();
	return {
		sort: sort.success ? sort.data : defaultWorkersParams.sort,
		order: order.success ? order.data : defaultWorkersParams.order,
		...status.success ? { status: status.data } : {},
		search: (search.get("search") ?? "").slice(0, 129),
		...worker ? { worker } : {}
	};
}
/**
* Writes the page state into a query string, leaving out defaults. Other parameters
* already in `base` are kept.
*/
function serializeWorkersParams(params, base) {
	const next = new URLSearchParams(base);
	for (const key of [
		"sort",
		"order",
		"status",
		"search",
		"removed",
		"worker"
	]) next.delete(key);
	if (params.sort !== defaultWorkersParams.sort || params.order !== defaultWorkersParams.order) {
		next.set("sort", params.sort);
		next.set("order", params.order);
	}
	if (params.status) next.set("status", params.status);
	if (params.search.trim()) next.set("search", params.search);
	if (params.worker) next.set("worker", params.worker);
	return next;
}
/** Names read best A→Z; hashrate and rejects highest first. */
function defaultOrderOf(field) {
	return field === "worker_name" ? "asc" : "desc";
}
/** A click on a column header: the same column flips its order, another starts at its default. */
function nextSort(params, field) {
	if (params.sort === field) return {
		sort: field,
		order: params.order === "asc" ? "desc" : "asc"
	};
	return {
		sort: field,
		order: defaultOrderOf(field)
	};
}
/** What the workers call gets: the page state less the open worker, search trimmed. */
function workersQueryOf(params) {
	return {
		sort: params.sort,
		order: params.order,
		...params.status ? { status: params.status } : {},
		search: params.search.trim()
	};
}
var workers_table_module_default = {
	table: "_table_16vc6_1",
	head: "_head_16vc6_12",
	row: "_row_16vc6_22",
	body: "_body_16vc6_28",
	bodyRow: "_bodyRow_16vc6_32",
	clickable: "_clickable_16vc6_40",
	cell: "_cell_16vc6_54",
	name: "_name_16vc6_72",
	account: "_account_16vc6_81",
	workerPart: "_workerPart_16vc6_82",
	numeric: "_numeric_16vc6_99",
	placeholder: "_placeholder_16vc6_103",
	large: "_large_16vc6_118",
	wide: "_wide_16vc6_128",
	medium: "_medium_16vc6_142"
};
// src/features/monitoring/components/workers-table.tsx
var workerRowHeight = 48;
var columns = [
	{
		key: "worker_name",
		labelKey: "monitoring.workers.columns.worker_name",
		sortable: true
	},
	{
		key: "status",
		labelKey: "monitoring.workers.columns.status",
		sortable: false
	},
	{
		key: "hash_rate_15m",
		labelKey: "monitoring.workers.columns.hash_rate_15m",
		sortable: true,
		numeric: true
	},
	{
		key: "hash_rate_1h",
		labelKey: "monitoring.workers.columns.hash_rate_1h",
		sortable: true,
		numeric: true,
		large: true
	},
	{
		key: "hash_rate_24h",
		labelKey: "monitoring.workers.columns.hash_rate_24h",
		sortable: true,
		numeric: true,
		medium: true
	},
	{
		key: "reject_pct_15m",
		labelKey: "monitoring.workers.columns.reject_pct_15m",
		sortable: true,
		numeric: true,
		wide: true
	},
	{
		key: "last_share_at",
		labelKey: "monitoring.workers.columns.last_share_at",
		sortable: false,
		large: true
	}
];
/**
* The workers table: an ARIA table whose rows are virtualized against the window, so
* 10,000+ workers scroll smoothly. Rows past the loaded pages show placeholders until
* their page arrives.
*/
function WorkersTable({ rows, total, sort, order, onSort, onOpen, onNeedMore, busy, showAccount, now }) {
	const { t, i18n } = useTranslation();
	const rejectWarning = getPageSettings().reject_warning_percent ?? 5;
	const language = i18n.language;
	const body = useRef(null);
	const [scrollMargin, setScrollMargin] = useState(0);
	useLayoutEffect(() => {
		const element = body.current;
		if (!element) return;
		const measure = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
		measure();
		const observer = new ResizeObserver(measure);
		observer.observe(document.body);
		return () => observer.disconnect();
	}, []);
	const virtualizer = useWindowVirtualizer({
		count: total,
		estimateSize: () => workerRowHeight,
		overscan: 12,
		scrollMargin
	});
	const items = virtualizer.getVirtualItems();
	const lastIndex = items.at(-1)?.index ?? -1;
	useEffect(() => {
		if (lastIndex >= rows.length - 1 && rows.length < total) onNeedMore();
	}, [
		lastIndex,
		rows.length,
		total,
		onNeedMore
	]);
	const [activeIndex, setActiveIndex] = useState(0);
	const orderOf = (column) => column.key === sort ? order : void 0;
	const focusRow = (index) => {
		const next = Math.min(Math.max(index, 0), Math.max(total - 1, 0));
		setActiveIndex(next);
		const rowAt = () => body.current?.querySelector(`[data-index="${next}"]`);
		const near = rowAt();
		if (near) {
			near.focus();
			return;
		}
		virtualizer.scrollToIndex(next, { align: "auto" });
		let frames = 0;
		const attempt = () => {
			const row = rowAt();
			if (row) row.focus({ preventScroll: true });
			else if (frames++ < 20) requestAnimationFrame(attempt);
		};
		requestAnimationFrame(attempt);
	};
	const onRowKeyDown = (event, index, worker) => {
		const moves = {
			ArrowDown: index + 1,
			ArrowUp: index - 1,
			PageDown: index + 10,
			PageUp: index - 10,
			Home: 0,
			End: total - 1
		};
		if (event.key in moves) {
			event.preventDefault();
			focusRow(moves[event.key]);
		} else if ((event.key === "Enter" || event.key === " ") && worker) {
			event.preventDefault();
			onOpen(worker);
		}
	};
	const focusIndex = Math.min(activeIndex, Math.max(total - 1, 0));
	return /* @__PURE__ */ jsxs("div", {
		role: "table",
		"aria-label": t("monitoring.workers.tableLabel"),
		"aria-rowcount": total + 1,
		"aria-busy": busy || void 0,
		className: workers_table_module_default.table,
		children: [/* @__PURE__ */ jsx("div", {
			role: "rowgroup",
			className: workers_table_module_default.head,
			children: /* @__PURE__ */ jsx("div", {
				role: "row",
				"aria-rowindex": 1,
				className: workers_table_module_default.row,
				children: columns.map((column) => /* @__PURE__ */ jsx("div", {
					role: "columnheader",
					"aria-sort": column.sortable ? ariaSortOf(orderOf(column)) : void 0,
					className: `${workers_table_module_default.cell} ${column.numeric ? workers_table_module_default.numeric : ""} ${column.large ? workers_table_module_default.large : ""} ${column.wide ? workers_table_module_default.wide : ""} ${column.medium ? workers_table_module_default.medium : ""}`,
					children: column.sortable ? /* @__PURE__ */ jsx(SortButton, {
						order: orderOf(column),
						numeric: column.numeric,
						onSort: () => onSort(column.key),
						children: t(column.labelKey)
					}) : t(column.labelKey)
				}, column.key))
			})
		}), /* @__PURE__ */ jsx("div", {
			role: "rowgroup",
			ref: body,
			className: workers_table_module_default.body,
			style: { height: virtualizer.getTotalSize() },
			children: items.map((item) => {
				const worker = rows[item.index];
				const style = {
					transform: `translateY(${item.start - scrollMargin}px)`,
					height: item.size
				};
				if (!worker) return /* @__PURE__ */ jsx("div", {
					role: "row",
					"aria-rowindex": item.index + 2,
					"data-index": item.index,
					className: `${workers_table_module_default.row} ${workers_table_module_default.bodyRow}`,
					style,
					tabIndex: item.index === focusIndex ? 0 : -1,
					onFocus: () => setActiveIndex(item.index),
					onKeyDown: (event) => onRowKeyDown(event, item.index, void 0),
					children: /* @__PURE__ */ jsxs("div", {
						role: "cell",
						className: workers_table_module_default.cell,
						children: [/* @__PURE__ */ jsx("span", { className: workers_table_module_default.placeholder }), /* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: t("monitoring.loading")
						})]
					})
				}, item.index);
				return /* @__PURE__ */ jsxs("div", {
					role: "row",
					"aria-rowindex": item.index + 2,
					"data-index": item.index,
					"data-worker-id": worker.id,
					className: `${workers_table_module_default.row} ${workers_table_module_default.bodyRow} ${workers_table_module_default.clickable}`,
					style,
					tabIndex: item.index === focusIndex ? 0 : -1,
					onFocus: () => setActiveIndex(item.index),
					onClick: () => onOpen(worker),
					onKeyDown: (event) => onRowKeyDown(event, item.index, worker),
					children: [
						/* @__PURE__ */ jsxs("div", {
							role: "cell",
							className: `${workers_table_module_default.cell} ${workers_table_module_default.name}`,
							title: showAccount ? `${worker.account_name}.${worker.worker_name}` : worker.worker_name,
							children: [showAccount ? /* @__PURE__ */ jsx("span", {
								className: workers_table_module_default.account,
								children: `${worker.account_name}.`
							}) : null, /* @__PURE__ */ jsx("span", {
								className: workers_table_module_default.workerPart,
								children: worker.worker_name
							})]
						}),
						/* @__PURE__ */ jsx("div", {
							role: "cell",
							className: workers_table_module_default.cell,
							children: /* @__PURE__ */ jsx(Badge, {
								tone: workerStatusTones[worker.status],
								children: t(workerStatusBadgeKeys[worker.status])
							})
						}),
						/* @__PURE__ */ jsx("div", {
							role: "cell",
							className: `${workers_table_module_default.cell} ${workers_table_module_default.numeric}`,
							children: formatHashrate(worker.hash_rate_15m, language)
						}),
						/* @__PURE__ */ jsx("div", {
							role: "cell",
							className: `${workers_table_module_default.cell} ${workers_table_module_default.numeric} ${workers_table_module_default.large}`,
							children: formatHashrate(worker.hash_rate_1h, language)
						}),
						/* @__PURE__ */ jsx("div", {
							role: "cell",
							className: `${workers_table_module_default.cell} ${workers_table_module_default.numeric} ${workers_table_module_default.medium}`,
							children: formatHashrate(worker.hash_rate_24h, language)
						}),
						/* @__PURE__ */ jsx("div", {
							role: "cell",
							className: `${workers_table_module_default.cell} ${workers_table_module_default.numeric} ${workers_table_module_default.wide}`,
							children: worker.reject_pct_15m >= rejectWarning ? /* @__PURE__ */ jsxs(Badge, {
								tone: "danger",
								children: [formatPercent(worker.reject_pct_15m, language), /* @__PURE__ */ jsxs("span", {
									className: "visually-hidden",
									children: [" ", t("monitoring.workers.highRejects")]
								})]
							}) : formatPercent(worker.reject_pct_15m, language)
						}),
						/* @__PURE__ */ jsx("div", {
							role: "cell",
							className: `${workers_table_module_default.cell} ${workers_table_module_default.large}`,
							children: worker.last_share_at ? /* @__PURE__ */ jsx("time", {
								dateTime: worker.last_share_at,
								title: formatDateTime(worker.last_share_at, language),
								children: formatRelativeTime(worker.last_share_at, language, now)
							}) : t("monitoring.workers.never")
						})
					]
				}, item.index);
			})
		})]
	});
}
// src/features/monitoring/components/workers-page.tsx
var searchDebounceMs = 300;
/**
* /workers: status tabs with counts, a name search and the virtualized table; a row
* opens the worker's chart. Sort, order, status, search and the open worker live in
* the address.
*/
function WorkersPage({ account, title, stratumAddresses }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const [searchParams, setSearchParams] = useSearchParams();
	const params = useMemo(() => parseWorkersParams(searchParams), [searchParams]);
	const update = useCallback((change, options = {}) => setSearchParams((current) => serializeWorkersParams({
		...parseWorkersParams(current),
		...change
	}, current), {
		replace: options.replace,
		preventScrollReset: true
	}), [setSearchParams]);
	const [input, setInput] = useState(params.search);
	const [seenSearch, setSeenSearch] = useState(params.search);
	const [committed, setCommitted] = useState(params.search);
	if (seenSearch !== params.search) {
		setSeenSearch(params.search);
		if (params.search !== committed) {
			setInput(params.search);
			setCommitted(params.search);
		}
	}
	useDebouncedEffect(input, searchDebounceMs, (value) => {
		if (value === params.search) return;
		setCommitted(value);
		update({
			search: value,
			worker: void 0
		}, { replace: true });
	});
	const listParams = workersQueryOf(params);
	const details = useQuery(accountQueryOptions(account));
	const statuses = useQuery(workerStatusesQueryOptions(account));
	const workers = useInfiniteQuery(workersInfiniteQueryOptions(account, listParams));
	const rows = useMemo(() => workers.data?.pages.flatMap((page) => page.data) ?? [], [workers.data]);
	const total = workers.data?.pages.at(-1)?.pagination.total ?? 0;
	const { hasNextPage, isFetchingNextPage, fetchNextPage } = workers;
	const loadMore = useCallback(() => {
		if (hasNextPage && !isFetchingNextPage) fetchNextPage();
	}, [
		hasNextPage,
		isFetchingNextPage,
		fetchNextPage
	]);
	const [range, setRange] = useState({
		from: "",
		to: ""
	});
	const [rangeErrors, setRangeErrors] = useState({});
	const formErrors = useFormErrors();
	const exportList = useExportWorkers(account, {
		onSuccess: (file) => saveFile(file, "workers.csv"),
		onError: (error) => {
			const { fields } = formErrors(error);
			if (fields.from || fields.to) return setRangeErrors({
				from: fields.from,
				to: fields.to
			});
			toast.error(t("toasts.error"), { description: t("toasts.errorDescription") });
		}
	});
	const rangeMessages = (name) => rangeErrors[name] ? [{
		key: "error",
		text: rangeErrors[name],
		type: "error"
	}] : [];
	const today = (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
	const counts = statuses.data;
	const allCount = counts?.total;
	const tabLabel = (status, count) => count === void 0 ? t(status === "all" ? "monitoring.status.all" : workerStatusLabelKeys[status]) : t(workerStatusCountKeys[status], {
		count,
		value: formatCount(count, language)
	});
	const tabs = [{
		value: "all",
		label: tabLabel("all", allCount)
	}, ...workerStatuses.map((status) => ({
		value: status,
		label: tabLabel(status, counts?.[status])
	}))];
	const openWorker = rows.find((worker) => worker.id === params.worker);
	const filtered = Boolean(params.status || listParams.search);
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: details.data?.name
			}),
			/* @__PURE__ */ jsxs("div", {
				className: monitoring_module_default.toolbar,
				children: [
					/* @__PURE__ */ jsx(TextField, {
						type: "search",
						label: t("monitoring.workers.searchLabel"),
						placeholder: t("monitoring.workers.searchPlaceholder"),
						value: input,
						maxLength: 129,
						autoComplete: "off",
						spellCheck: false,
						onChange: (event) => setInput(event.target.value),
						className: monitoring_module_default.search
					}),
					/* @__PURE__ */ jsxs("fieldset", {
						className: monitoring_module_default.exportDays,
						children: [
							/* @__PURE__ */ jsx("legend", {
								className: monitoring_module_default.exportDaysLegend,
								children: t("monitoring.workers.exportDays")
							}),
							/* @__PURE__ */ jsx(TextField, {
								type: "date",
								label: t("monitoring.workers.exportFrom"),
								value: range.from,
								max: range.to || today,
								onChange: (event) => setRange({
									...range,
									from: event.target.value
								}),
								messages: rangeMessages("from")
							}),
							/* @__PURE__ */ jsx(TextField, {
								type: "date",
								label: t("monitoring.workers.exportTo"),
								value: range.to,
								min: range.from || void 0,
								max: today,
								onChange: (event) => setRange({
									...range,
									to: event.target.value
								}),
								messages: rangeMessages("to")
							})
						]
					}),
					/* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						size: "xs",
						disabled: exportList.isPending,
						onClick: () => {
							setRangeErrors({});
							exportList.mutate({
								params: listParams,
								range
							});
						},
						children: t("monitoring.workers.export")
					})
				]
			}),
			/* @__PURE__ */ jsx(Tabs, {
				label: t("monitoring.workers.tabsLabel"),
				items: tabs,
				value: params.status ?? "all",
				onChange: (value) => update({
					status: value === "all" ? void 0 : value,
					worker: void 0
				}),
				children: workers.isError && !workers.data ? /* @__PURE__ */ jsxs("div", {
					className: page_module_default.state,
					role: "alert",
					children: [/* @__PURE__ */ jsx("p", {
						className: page_module_default.stateText,
						children: t("monitoring.workers.error")
					}), /* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						size: "xs",
						onClick: () => void workers.refetch(),
						children: t("monitoring.retry")
					})]
				}) : workers.isPending ? /* @__PURE__ */ jsx("div", {
					className: `${page_module_default.skeleton} ${monitoring_module_default.tableSkeleton}`,
					role: "status",
					"aria-busy": "true",
					children: /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("monitoring.loading")
					})
				}) : total === 0 ? /* @__PURE__ */ jsx(EmptyState, {
					filtered,
					accountName: details.data?.accountName,
					stratumAddresses
				}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", {
					className: page_module_default.muted,
					"aria-live": "polite",
					children: t("monitoring.workers.shown", { count: formatCount(total, language) })
				}), /* @__PURE__ */ jsx(WorkersTable, {
					rows,
					total,
					sort: params.sort,
					order: params.order,
					onSort: (field) => update(nextSort(params, field)),
					onOpen: (worker) => update({ worker: worker.id }),
					onNeedMore: loadMore,
					busy: workers.isFetching,
					showAccount: account.kind !== "miners",
					now: workers.dataUpdatedAt || 0
				})] })
			}),
			total > 0 && details.data?.accountName && stratumAddresses?.length ? /* @__PURE__ */ jsxs("details", {
				className: monitoring_module_default.connectAgain,
				children: [/* @__PURE__ */ jsx("summary", { children: t("monitoring.connect.again") }), /* @__PURE__ */ jsx(ConnectMiner, {
					accountName: details.data.accountName,
					stratumAddresses
				})]
			}) : null,
			/* @__PURE__ */ jsx(WorkerChartDialog, {
				account,
				workerId: params.worker,
				worker: openWorker,
				now: workers.dataUpdatedAt || 0,
				onClose: () => update({ worker: void 0 })
			})
		]
	});
}
function EmptyState({ filtered, accountName, stratumAddresses = [] }) {
	const { t } = useTranslation();
	if (filtered) return /* @__PURE__ */ jsx("div", {
		className: page_module_default.empty,
		children: /* @__PURE__ */ jsx("p", {
			className: page_module_default.emptyTitle,
			children: t("monitoring.workers.noMatch")
		})
	});
	if (accountName && stratumAddresses.length > 0) return /* @__PURE__ */ jsxs("div", {
		className: monitoring_module_default.emptyConnect,
		children: [/* @__PURE__ */ jsx("p", {
			className: page_module_default.emptyTitle,
			children: t("monitoring.workers.empty")
		}), /* @__PURE__ */ jsx(ConnectMiner, {
			accountName,
			stratumAddresses
		})]
	});
	const example = `${accountName ?? t("monitoring.workers.exampleAccount")}.${t("monitoring.workers.exampleWorker")}`;
	const [address] = stratumAddresses;
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.empty,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: page_module_default.emptyTitle,
				children: t("monitoring.workers.empty")
			}),
			/* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				children: address ? t("monitoring.workers.emptyHint", {
					example,
					address
				}) : t("monitoring.workers.emptyHintNoAddress", { example })
			}),
			address ? /* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				onClick: () => void copyToClipboard(address, t),
				children: t("monitoring.workers.copyAddress")
			}) : null
		]
	});
}
export { WorkersPage as t };
