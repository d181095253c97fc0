import { Q as dailyEarningsResponseSchema, ct as paymentExportFormatSchema, dt as paymentTypeSchema, ft as paymentsResponseSchema, lt as paymentPeriodSchema, st as paymentDirectionSchema, ut as paymentStatusSchema } from "./src-BvrlxL-H.js";
import { i as Button, v as toast } from "../prerender.mjs";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { c as formatPercent, d as formatUtcHour, i as formatDay, m as intlLocaleOf, n as formatCount, o as formatHashrate, r as formatDateTime } from "./format-D03P3Guj.js";
import { i as writePage, r as useSearchState, t as readPage } from "./search-params-CSvgaw7A.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { n as accountPath } from "./account-DrRMVZ2i.js";
import { n as apiDownload, r as apiRequest, t as ApiError } from "./api-client-CtLTCvq4.js";
import { a as useMoneyRefresh, i as payments_module_default, o as paymentKeys, r as FiatNote, t as MoneyAmount } from "./money-amount-D6nFUVSj.js";
import { n as formatBtc } from "./format-btc-BPO6RemO.js";
import { t as card_module_default } from "./card.module-fGcW3Z9K.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { t as useFormErrors } from "./form-errors-CaZgPLgQ.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { t as saveFile } from "./save-file-C-U1NrbY.js";
import { t as SelectField } from "./select-field-Dl7lSUxY.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { t as ChainReference } from "./chain-reference-DNd3ad65.js";
import { n as Table } from "./data-table-myK0ubUn.js";
import { Suspense, lazy, useCallback, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/features/payments/payments-search-params.ts
/** The page sizes a reader may choose; the first is the default (a miner has about two payments a day). */
var paymentsPageSizes = [
	25,
	50,
	100
];
var defaultPaymentsPageSize = paymentsPageSizes[0];
var filterKeys = [
	"type",
	"direction",
	"status",
	"period"
];
/** Reads the page state from the query string; unknown values are left out. */
function parsePaymentsParams(search) {
	const type = paymentTypeSchema.safeParse(search.get("type"));
	const direction = paymentDirectionSchema.safeParse(search.get("direction"));
	const status = paymentStatusSchema.safeParse(search.get("status"));
	const period = paymentPeriodSchema.safeParse(search.get("period"));
	const perPage = paymentsPageSizes.find((size) => String(size) === search.get("per_page"));
	return {
		...type.success ? { type: type.data } : {},
		...direction.success ? { direction: direction.data } : {},
		...status.success ? { status: status.data } : {},
		...period.success ? { period: period.data } : {},
		page: readPage(search),
		...perPage && perPage !== defaultPaymentsPageSize ? { per_page: perPage } : {}
	};
}
/** The rows per page the state asks for. */
function pageSizeOf(params) {
	return params.per_page ?? defaultPaymentsPageSize;
}
/** Another page size starts again at the first page. */
function withPageSize(params, size) {
	const { per_page: _, ...rest } = params;
	return {
		...rest,
		page: 1,
		...size !== defaultPaymentsPageSize ? { per_page: size } : {}
	};
}
/** Writes the page state into a query string, leaving out page 1 and the filters not set; other parameters stay. */
function serializePaymentsParams(params, base) {
	const next = new URLSearchParams(base);
	for (const key of [
		...filterKeys,
		"page",
		"per_page"
	]) next.delete(key);
	for (const key of filterKeys) {
		const value = params[key];
		if (value) next.set(key, value);
	}
	writePage(next, params.page);
	if (params.per_page) next.set("per_page", String(params.per_page));
	return next;
}
/** A changed filter (empty: cleared) starts again at the first page; a value the filter does not know clears it. */
function withFilter(params, key, value) {
	const search = serializePaymentsParams({
		...params,
		page: 1
	});
	if (value) search.set(key, value);
	else search.delete(key);
	return parsePaymentsParams(search);
}
function isFiltered(params) {
	return filterKeys.some((key) => params[key] !== void 0);
}
// src/features/payments/api/get-payments.ts
/** GET …/{id}/payments: one page of the account's payments, newest first, filtered on the server. */
async function getPayments(account, params, signal) {
	const body = await apiRequest(`${accountPath(account)}/payments`, {
		query: {
			...params,
			per_page: pageSizeOf(params)
		},
		signal
	});
	return parseList(paymentsResponseSchema, body);
}
var paymentsQueryOptions = (account, params) => queryOptions({
	queryKey: paymentKeys.list(account, params),
	queryFn: ({ signal }) => getPayments(account, params, signal),
	placeholderData: keepPreviousData
});
// src/features/payments/api/get-daily-earnings.ts
/**
* GET …/{id}/daily-earnings: what the account earned per pool day (UTC), every day of the
* period up to yesterday, summed on the server (a long period is a few hundred rows, not every payment).
*/
async function getDailyEarnings(account, period, signal) {
	const body = await apiRequest(`${accountPath(account)}/daily-earnings`, {
		query: period ? { period } : {},
		signal
	});
	return parseList(dailyEarningsResponseSchema, body);
}
var dailyEarningsQueryOptions = (account, period) => queryOptions({
	queryKey: paymentKeys.dailyEarnings(account, period),
	queryFn: ({ signal }) => getDailyEarnings(account, period, signal),
	placeholderData: keepPreviousData
});
// src/features/payments/components/daily-earnings-chart.tsx
/** uPlot loads with the chart, never in the entry chunk. */
var EarningsBars = lazy(() => import("./earnings-bars-95-eFAaE.js"));
var chartHeight = 220;
/** A pool day's start in Unix seconds. */
var daySeconds = (day) => Date.parse(`${day}T00:00:00Z`) / 1e3;
/**
* /payments: a bar per pool day (UTC) of what the account earned over the period the filters
* choose, summed on the server, with the period's total, daily average and best day in words
* and a table for screen readers.
*/
function DailyEarningsChart({ account, period }) {
	const { t } = useTranslation();
	const headingId = useId();
	const earnings = useQuery(dailyEarningsQueryOptions(account, period));
	let body;
	if (earnings.data) body = /* @__PURE__ */ jsx(EarningsView, {
		days: earnings.data.data,
		busy: earnings.isPlaceholderData
	});
	else if (earnings.isError) body = /* @__PURE__ */ jsxs("div", {
		className: page_module_default.state,
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", {
			className: page_module_default.stateText,
			children: t("money.chart.error")
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			onClick: () => void earnings.refetch(),
			children: t("common.retry")
		})]
	});
	else body = /* @__PURE__ */ jsx("div", {
		className: page_module_default.skeleton,
		style: { height: chartHeight },
		role: "status",
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("common.loading")
		})
	});
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: card_module_default.heading,
			children: t("money.chart.title")
		}), body]
	});
}
function EarningsView({ days, busy }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const [hovered, setHovered] = useState();
	const series = useMemo(() => ({
		days: days.map((day) => daySeconds(day.pool_day)),
		amounts: days.map((day) => day.amount)
	}), [days]);
	const formatAxisValue = useCallback((satoshi) => new Intl.NumberFormat(intlLocaleOf(language), { maximumSignificantDigits: 3 }).format(satoshi / 1e8), [language]);
	const formatAxisDay = useCallback((seconds) => new Intl.DateTimeFormat(intlLocaleOf(language), {
		month: "short",
		day: "numeric",
		timeZone: "UTC"
	}).format(seconds * 1e3), [language]);
	const total = days.reduce((sum, day) => sum + day.amount, 0);
	if (days.length === 0 || total === 0) return /* @__PURE__ */ jsx("p", {
		className: page_module_default.muted,
		children: t("money.chart.empty")
	});
	const best = days.reduce((top, day) => day.amount > top.amount ? day : top);
	const summary = t("money.chart.summary", {
		count: days.length,
		total: formatBtc(total, language),
		average: formatBtc(Math.round(total / days.length), language),
		best: formatBtc(best.amount, language),
		bestDay: formatDay(best.pool_day, language)
	});
	const shown = days[hovered ?? days.length - 1];
	return /* @__PURE__ */ jsxs("div", {
		className: payments_module_default.chartBody,
		"aria-busy": busy || void 0,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				children: summary
			}),
			/* @__PURE__ */ jsxs("div", {
				role: "img",
				"aria-label": summary,
				children: [/* @__PURE__ */ jsx("p", {
					className: payments_module_default.readout,
					children: t("money.chart.readout", {
						day: formatDay(shown.pool_day, language),
						amount: formatBtc(shown.amount, language)
					})
				}), /* @__PURE__ */ jsx(Suspense, {
					fallback: /* @__PURE__ */ jsx("div", {
						className: page_module_default.skeleton,
						style: { height: chartHeight }
					}),
					children: /* @__PURE__ */ jsx(EarningsBars, {
						days: series.days,
						amounts: series.amounts,
						seriesLabel: t("money.chart.title"),
						formatAxisValue,
						formatAxisDay,
						onHover: setHovered,
						height: chartHeight
					})
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "visually-hidden",
				children: /* @__PURE__ */ jsxs("table", { children: [
					/* @__PURE__ */ jsx("caption", { children: t("money.chart.title") }),
					/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("money.chart.day")
					}), /* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("money.chart.amount")
					})] }) }),
					/* @__PURE__ */ jsx("tbody", { children: days.map((day) => /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("td", { children: formatDay(day.pool_day, language) }), /* @__PURE__ */ jsx("td", { children: formatBtc(day.amount, language) })] }, day.pool_day)) })
				] })
			})
		]
	});
}
// src/features/payments/api/export-payments.ts
/** GET …/{id}/payments/export?period=P30D&format=csv: the payments of the period as a CSV or XLSX file. */
function exportPayments(account, query) {
	return apiDownload(`${accountPath(account)}/payments/export`, { query: { ...query } });
}
/** Downloads the export; it changes nothing on the server, so nothing is refetched. */
function useExportPayments(account, config) {
	return useApiMutation((query) => exportPayments(account, query), [], config);
}
// src/features/payments/components/export-payments.tsx
var todayUtc = () => (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
/** Product §7: the payments of the last 7, 30 or 90 days, or of any pool days, as a CSV or XLSX file. */
function ExportPayments({ account, type, status }) {
	const { t } = useTranslation();
	const headingId = useId();
	const [choice, setChoice] = useState("P30D");
	const [from, setFrom] = useState("");
	const [to, setTo] = useState("");
	const [format, setFormat] = useState("csv");
	const [errors, setErrors] = useState({ fields: {} });
	const formErrors = useFormErrors();
	const download = useExportPayments(account, {
		onSuccess: (file, query) => saveFile(file, `payments-${query.period ?? `${query.from}-${query.to}`}.${query.format}`),
		onError: (error) => {
			const { fields } = formErrors(error);
			if (fields.from || fields.to) return setErrors({ fields });
			const code = error instanceof ApiError ? error.code : "unexpected";
			toast.error(t(`errors.codes.${code}`, { defaultValue: t("toasts.error") }), { description: t("money.export.failed") });
		}
	});
	const submit = (event) => {
		event.preventDefault();
		setErrors({ fields: {} });
		download.mutate(choice === "range" ? {
			from: from || void 0,
			to: to || void 0,
			format,
			type,
			status
		} : {
			period: choice,
			format,
			type,
			status
		});
	};
	const fieldMessages = (name) => errors.fields[name] ? [{
		key: "error",
		text: errors.fields[name],
		type: "error"
	}] : [];
	return /* @__PURE__ */ jsxs("form", {
		className: payments_module_default.export,
		"aria-labelledby": headingId,
		onSubmit: submit,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: payments_module_default.exportTitle,
				children: t("money.export.title")
			}),
			/* @__PURE__ */ jsx(SelectField, {
				label: t("money.export.period"),
				value: choice,
				options: [...paymentPeriodSchema.options.map((value) => ({
					value,
					label: t(`money.periods.${value}`)
				})), {
					value: "range",
					label: t("money.export.range")
				}],
				onChange: (event) => setChoice(event.target.value === "range" ? "range" : paymentPeriodSchema.parse(event.target.value))
			}),
			choice === "range" ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(TextField, {
				label: t("money.export.from"),
				type: "date",
				value: from,
				max: to || todayUtc(),
				onChange: (event) => setFrom(event.target.value),
				messages: fieldMessages("from")
			}), /* @__PURE__ */ jsx(TextField, {
				label: t("money.export.to"),
				type: "date",
				value: to,
				min: from || void 0,
				max: todayUtc(),
				onChange: (event) => setTo(event.target.value),
				messages: fieldMessages("to")
			})] }) : null,
			/* @__PURE__ */ jsx(SelectField, {
				label: t("money.export.format"),
				value: format,
				options: paymentExportFormatSchema.options.map((value) => ({
					value,
					label: t(`money.export.formats.${value}`)
				})),
				onChange: (event) => setFormat(paymentExportFormatSchema.parse(event.target.value))
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: download.isPending,
				className: payments_module_default.exportButton,
				children: download.isPending ? t("money.export.downloading") : t("money.export.download")
			})
		]
	});
}
// src/features/payments/components/payments-filters.tsx
/** Type, direction, status and period of the payments shown; "all" leaves a filter out. */
function PaymentsFilters({ params, onChange, onReset }) {
	const { t } = useTranslation();
	const all = {
		value: "",
		label: t("money.filters.all")
	};
	const filters = [
		{
			key: "type",
			label: t("money.filters.type"),
			options: [all, ...paymentTypeSchema.options.map((value) => ({
				value,
				label: t(`money.types.${value}`)
			}))]
		},
		{
			key: "direction",
			label: t("money.filters.direction"),
			options: [all, ...paymentDirectionSchema.options.map((value) => ({
				value,
				label: t(`money.directions.${value}`)
			}))]
		},
		{
			key: "status",
			label: t("money.filters.status"),
			options: [all, ...paymentStatusSchema.options.map((value) => ({
				value,
				label: t(`money.statuses.${value}`)
			}))]
		},
		{
			key: "period",
			label: t("money.filters.period"),
			options: [{
				value: "",
				label: t("money.filters.allTime")
			}, ...paymentPeriodSchema.options.map((value) => ({
				value,
				label: t(`money.periods.${value}`)
			}))]
		}
	];
	return /* @__PURE__ */ jsxs("div", {
		role: "group",
		"aria-label": t("money.filters.label"),
		className: payments_module_default.filters,
		children: [filters.map(({ key, label, options }) => /* @__PURE__ */ jsx(SelectField, {
			label,
			options,
			value: params[key] ?? "",
			onChange: (event) => onChange(key, event.target.value)
		}, key)), isFiltered(params) ? /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			onClick: onReset,
			className: payments_module_default.resetButton,
			children: t("money.filters.reset")
		}) : null]
	});
}
// src/features/payments/page-numbers.ts
/**
* The page buttons of a long list: the first and the last page, the current one with a
* neighbour on each side, and a gap where pages are left out (a gap of one page shows the
* page instead), so the row keeps about seven items whatever the count.
*/
function pageItems(page, pages) {
	const sorted = [...new Set([
		1,
		pages,
		page - 1,
		page,
		page + 1
	].filter((n) => n >= 1 && n <= pages))].sort((a, b) => a - b);
	const items = [];
	for (const n of sorted) {
		const previous = items.at(-1);
		if (typeof previous === "number" && n - previous === 2) items.push(n - 1);
		else if (typeof previous === "number" && n - previous > 2) items.push("gap");
		items.push(n);
	}
	return items;
}
// src/features/payments/components/payments-pager.tsx
/**
* The payments' pages: previous, the page numbers (the ends and around the current one) and
* next, with the rows per page to choose. A page past the end still offers the way back.
*/
function PaymentsPager({ page, pageSize, total, onPage, onPageSize }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const pages = Math.max(1, Math.ceil(total / pageSize));
	return /* @__PURE__ */ jsxs("div", {
		className: payments_module_default.pager,
		children: [/* @__PURE__ */ jsx(SelectField, {
			label: t("money.pager.pageSize"),
			className: payments_module_default.pageSize,
			value: String(pageSize),
			options: paymentsPageSizes.map((size) => ({
				value: String(size),
				label: formatCount(size, language)
			})),
			onChange: (event) => onPageSize(Number(event.target.value))
		}), pages > 1 || page > 1 ? /* @__PURE__ */ jsx("nav", {
			"aria-label": t("common.pagination.label", { list: t("money.payments.tableLabel") }),
			children: /* @__PURE__ */ jsxs("ul", {
				className: payments_module_default.pageList,
				children: [
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						size: "xs",
						disabled: page <= 1,
						onClick: () => onPage(Math.min(page - 1, pages)),
						children: t("common.pagination.previous")
					}) }),
					pageItems(page, pages).map((item, index) => item === "gap" ? /* @__PURE__ */ jsx("li", {
						className: payments_module_default.pageGap,
						"aria-hidden": "true",
						children: "…"
					}, `gap-${index}`) : /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Button, {
						kind: item === page ? "primary" : "transparent",
						size: "xs",
						className: payments_module_default.pageNumber,
						"aria-current": item === page ? "page" : void 0,
						"aria-label": t("money.pager.page", { page: formatCount(item, language) }),
						onClick: () => onPage(item),
						children: formatCount(item, language)
					}) }, item)),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						size: "xs",
						disabled: page >= pages,
						onClick: () => onPage(page + 1),
						children: t("common.pagination.next")
					}) })
				]
			})
		}) : null]
	});
}
// src/features/payments/components/payments-table.tsx
var statusTones = {
	completed: "success",
	pending: "info",
	canceled: "danger"
};
/** The payments of one page: columns on wide screens, a card per payment up to 1023 px. */
function PaymentsTable({ rows, rates, busy }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const columns = [
		{
			key: "date",
			header: t("money.payments.columns.date"),
			cell: (payment) => /* @__PURE__ */ jsxs("span", {
				className: payments_module_default.cellStack,
				children: [/* @__PURE__ */ jsx("time", {
					dateTime: payment.created_at,
					children: formatDateTime(payment.created_at, language)
				}), payment.pool_day && payment.type !== "payout" ? /* @__PURE__ */ jsx("span", {
					className: page_module_default.muted,
					children: t("money.payments.forDay", { day: formatDay(payment.pool_day, language) })
				}) : null]
			})
		},
		{
			key: "type",
			header: t("money.payments.columns.type"),
			cell: (payment) => payment.sharing?.sharing_type === "referral" ? t("money.sharing.referral") : t(`money.types.${payment.type}`)
		},
		{
			key: "direction",
			header: t("money.payments.columns.direction"),
			cell: (payment) => /* @__PURE__ */ jsx("span", {
				className: payments_module_default[payment.direction],
				children: t(`money.directions.${payment.direction}`)
			})
		},
		{
			key: "status",
			header: t("money.payments.columns.status"),
			className: payments_module_default.statusCell,
			cell: (payment) => /* @__PURE__ */ jsx(Badge, {
				tone: statusTones[payment.status],
				children: t(`money.statuses.${payment.status}`)
			})
		},
		{
			key: "amount",
			header: t("money.payments.columns.amount"),
			numeric: true,
			cell: (payment) => /* @__PURE__ */ jsx(MoneyAmount, {
				satoshi: payment.amount,
				rates,
				direction: payment.direction
			})
		},
		{
			key: "details",
			header: t("money.payments.columns.details"),
			className: payments_module_default.details,
			cell: (payment) => /* @__PURE__ */ jsx(PaymentDetails, { payment })
		}
	];
	return /* @__PURE__ */ jsx(Table, {
		caption: t("money.payments.tableLabel"),
		columns,
		rows,
		rowKey: (payment) => payment.id,
		busy
	});
}
/** What a payout was sent to and in which transaction; how a reward was computed; whom a share went to or came from. */
function PaymentDetails({ payment }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const items = [];
	if (payment.address) items.push({
		key: "address",
		label: t("money.payments.address"),
		value: /* @__PURE__ */ jsx(ChainReference, {
			kind: "address",
			value: payment.address,
			compact: "middle"
		})
	});
	if (payment.tx_id) items.push({
		key: "tx",
		label: t("money.payments.txId"),
		value: /* @__PURE__ */ jsx(ChainReference, {
			kind: "tx",
			value: payment.tx_id,
			compact: "middle"
		})
	});
	if (payment.reward) {
		const reward = payment.reward;
		items.push({
			key: "hashrate",
			label: t("money.payments.hashrate"),
			value: formatHashrate(reward.hash_rate, language)
		}, {
			key: "rate",
			label: t("money.payments.rate"),
			value: t("money.payments.rateValue", { rate: formatCount(reward.rate, language) })
		}, {
			key: "gross",
			label: t("money.payments.gross"),
			value: formatBtc(reward.gross, language)
		}, {
			key: "fee",
			label: t("money.payments.fee"),
			value: t("money.payments.feeValue", {
				percent: formatPercent(Number(reward.fee_percent), language),
				amount: formatBtc(reward.fee, language)
			})
		});
		if (reward.promo_code) items.push({
			key: "promo",
			label: t("promocodes.rewardLabel"),
			value: reward.promo_code,
			code: true
		});
	}
	if (payment.sharing) {
		const { sharing } = payment;
		const role = sharing.sharing_type === "referral" ? "referred" : payment.direction === "outgoing" ? "recipient" : "donor";
		items.push({
			key: "account",
			label: t(`money.sharing.${role}`),
			value: sharing.counterparty.account_name
		}, {
			key: "share",
			label: t(sharing.sharing_type === "referral" ? "money.sharing.shareOfFee" : "money.sharing.shareOfReward"),
			value: formatPercent(Number(sharing.percent), language)
		});
	}
	if (items.length === 0) return /* @__PURE__ */ jsx("span", {
		className: page_module_default.muted,
		children: "—"
	});
	return /* @__PURE__ */ jsx("dl", {
		className: payments_module_default.detailList,
		children: items.map((item) => /* @__PURE__ */ jsxs("div", {
			className: payments_module_default.detailItem,
			children: [/* @__PURE__ */ jsx("dt", { children: item.label }), /* @__PURE__ */ jsx("dd", { children: item.code ? /* @__PURE__ */ jsx("code", {
				className: payments_module_default.code,
				children: item.value
			}) : item.value })]
		}, item.key))
	});
}
// src/features/payments/components/payments-totals.tsx
/** What the filtered payments add up to over every page: money in and money out apart (canceled ones in neither). */
function PaymentsTotals({ totals, rates }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("dl", {
		className: payments_module_default.totals,
		"aria-label": t("money.totals.label"),
		children: [/* @__PURE__ */ jsxs("div", {
			className: payments_module_default.total,
			children: [/* @__PURE__ */ jsx("dt", { children: t("money.totals.incoming") }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(MoneyAmount, {
				satoshi: totals.incoming,
				rates,
				direction: "incoming"
			}) })]
		}), /* @__PURE__ */ jsxs("div", {
			className: payments_module_default.total,
			children: [/* @__PURE__ */ jsx("dt", { children: t("money.totals.outgoing") }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(MoneyAmount, {
				satoshi: totals.outgoing,
				rates,
				direction: "outgoing"
			}) })]
		})]
	});
}
// src/features/payments/components/payments-page.tsx
/**
* /payments: the account's rewards, payouts and transfers, filtered and paged on the
* server, with the period's totals in and out, its daily earnings as bars, and the export of
* a period. Filters, page and page size live in the address.
*/
function PaymentsPage({ account, title, accountName, rates, unavailableCurrencies = [] }) {
	const { t, i18n } = useTranslation();
	useMoneyRefresh(account);
	const [params, update] = useSearchState(parsePaymentsParams, serializePaymentsParams);
	const payments = useQuery(paymentsQueryOptions(account, params));
	const total = payments.data?.pagination.total ?? 0;
	let body;
	if (payments.isError && !payments.data) body = /* @__PURE__ */ jsxs("div", {
		className: page_module_default.state,
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", {
			className: page_module_default.stateText,
			children: t("money.payments.error")
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			onClick: () => void payments.refetch(),
			children: t("common.retry")
		})]
	});
	else if (!payments.data) body = /* @__PURE__ */ jsx("div", {
		className: `${page_module_default.skeleton} ${payments_module_default.tableSkeleton}`,
		role: "status",
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("common.loading")
		})
	});
	else if (total === 0) body = /* @__PURE__ */ jsxs("div", {
		className: page_module_default.empty,
		children: [/* @__PURE__ */ jsx("p", {
			className: page_module_default.emptyTitle,
			children: isFiltered(params) ? t("money.payments.noMatch") : t("money.payments.empty")
		}), isFiltered(params) ? null : /* @__PURE__ */ jsx("p", {
			className: page_module_default.muted,
			children: t("money.payments.emptyHint", {
				rewardTime: formatUtcHour(9),
				payoutTime: formatUtcHour(14)
			})
		})]
	});
	else body = /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: payments_module_default.summary,
			children: [/* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				"aria-live": "polite",
				children: t("money.payments.shown", { count: formatCount(total, i18n.language) })
			}), /* @__PURE__ */ jsx(PaymentsTotals, {
				totals: payments.data.totals,
				rates
			})]
		}),
		/* @__PURE__ */ jsx(FiatNote, { unavailable: unavailableCurrencies }),
		/* @__PURE__ */ jsx(PaymentsTable, {
			rows: payments.data.data,
			rates,
			busy: payments.isPlaceholderData
		}),
		/* @__PURE__ */ jsx(PaymentsPager, {
			page: params.page,
			pageSize: pageSizeOf(params),
			total,
			onPage: (page) => update({
				...params,
				page
			}),
			onPageSize: (size) => update(withPageSize(params, size))
		})
	] });
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: accountName
			}),
			/* @__PURE__ */ jsxs("div", {
				className: payments_module_default.toolbar,
				children: [/* @__PURE__ */ jsx(PaymentsFilters, {
					params,
					onChange: (key, value) => update(withFilter(params, key, value)),
					onReset: () => update({ page: 1 })
				}), /* @__PURE__ */ jsx(ExportPayments, {
					account,
					type: params.type,
					status: params.status
				})]
			}),
			/* @__PURE__ */ jsx(DailyEarningsChart, {
				account,
				period: params.period
			}),
			/* @__PURE__ */ jsx("div", {
				className: payments_module_default.list,
				children: body
			})
		]
	});
}
export { PaymentsPage as t };
