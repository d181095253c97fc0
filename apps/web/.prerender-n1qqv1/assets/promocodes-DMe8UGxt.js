import { i as Button, r as usePageTitle } from "../prerender.mjs";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { t as buttonClassName } from "./button-class-CQ0Jw8Dl.js";
import { t as DataTable } from "./data-table-myK0ubUn.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { t as Tabs } from "./tabs-DwP2z2C6.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { a as formatDuration, n as formatCount, r as formatDateTime } from "./format-D03P3Guj.js";
import { i as writePage, r as useSearchState, t as readPage } from "./search-params-CSvgaw7A.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { S as promoCodeStatusSchema, w as promoCodesResponseSchema } from "./src-BvrlxL-H.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as promoCodeKeys } from "./keys-D_9Zex1J.js";
import { t as PromoEffect } from "./promo-effect-CtLcMQqj.js";
import { t as promocodes_module_default } from "./promocodes.module-Cm1_R32N.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as useIsPlatform } from "./promo-access-CXErefjX.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
/** GET /platform/promocodes: one page, by status tab and search. */
async function getPromoCodes(params, signal) {
	const body = await apiRequest("/platform/promocodes", {
		query: {
			page: params.page,
			per_page: 25,
			...params.status === "all" ? {} : { status: params.status },
			...params.search ? { search: params.search } : {}
		},
		signal
	});
	return parseList(promoCodesResponseSchema, body);
}
var promoCodesQueryOptions = (params) => queryOptions({
	queryKey: promoCodeKeys.list(params),
	queryFn: ({ signal }) => getPromoCodes(params, signal),
	placeholderData: keepPreviousData
});
function parsePromoCodesParams(search) {
	const status = promoCodeStatusSchema.safeParse(search.get("status"));
	return {
		status: status.success ? status.data : "all",
		search: (search.get("search") ?? "").slice(0, 100),
		page: readPage(search)
	};
}
function serializePromoCodesParams(params, base) {
	const next = new URLSearchParams(base);
	for (const key of [
		"status",
		"search",
		"page"
	]) next.delete(key);
	if (params.status !== "all") next.set("status", params.status);
	if (params.search) next.set("search", params.search);
	writePage(next, params.page);
	return next;
}
// src/features/promocodes/components/promocodes-page.tsx
var tabs = [
	"all",
	"active",
	"inactive"
];
/** /promocodes: the platform's promo codes by status tab, searched, with how often each was applied. */
function PromoCodesPage({ title }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const [params, update] = useSearchState(parsePromoCodesParams, serializePromoCodesParams);
	const codes = useQuery(promoCodesQueryOptions(params));
	const [input, setInput] = useState(params.search);
	const [seen, setSeen] = useState(params.search);
	if (seen !== params.search) {
		setSeen(params.search);
		setInput(params.search);
	}
	const submitSearch = (event) => {
		event.preventDefault();
		update({
			...params,
			search: input.trim(),
			page: 1
		});
	};
	const columns = [
		{
			key: "code",
			header: t("promocodes.columns.code"),
			cell: (row) => /* @__PURE__ */ jsxs("span", {
				className: promocodes_module_default.codeCell,
				children: [/* @__PURE__ */ jsx(Link, {
					to: `/promocodes/${row.id}`,
					className: promocodes_module_default.code,
					children: row.code
				}), row.description ? /* @__PURE__ */ jsx("span", {
					className: promocodes_module_default.muted,
					children: row.description
				}) : null]
			})
		},
		{
			key: "status",
			header: t("promocodes.columns.status"),
			cell: (row) => /* @__PURE__ */ jsx(Badge, {
				tone: row.status === "active" ? "success" : "neutral",
				children: t(`promocodes.status.${row.status}`)
			})
		},
		{
			key: "type",
			header: t("promocodes.columns.type"),
			cell: (row) => t(`promocodes.type.${row.type}`)
		},
		{
			key: "fee",
			header: t("promocodes.columns.fee"),
			cell: (row) => /* @__PURE__ */ jsx(PromoEffect, { promo: row })
		},
		{
			key: "uses",
			header: t("promocodes.columns.uses"),
			numeric: true,
			cell: (row) => row.usage_limit === null ? formatCount(row.uses, language) : t("promocodes.usesOf", {
				uses: formatCount(row.uses, language),
				limit: formatCount(row.usage_limit, language)
			})
		},
		{
			key: "period",
			header: t("promocodes.columns.period"),
			cell: (row) => /* @__PURE__ */ jsxs("span", {
				className: promocodes_module_default.codeCell,
				children: [/* @__PURE__ */ jsx("span", { children: formatDateTime(row.effective_from, language) }), /* @__PURE__ */ jsx("span", {
					className: promocodes_module_default.muted,
					children: row.effective_to ? formatDateTime(row.effective_to, language) : t("promocodes.noEnd")
				})]
			})
		},
		{
			key: "duration",
			header: t("promocodes.columns.duration"),
			cell: (row) => row.perpetual || row.duration_days === null ? t("promocodes.perpetual") : formatDuration(row.duration_days, "day", language)
		}
	];
	const total = codes.data?.pagination.total;
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: void 0
			}),
			/* @__PURE__ */ jsxs("div", {
				className: promocodes_module_default.toolbar,
				children: [/* @__PURE__ */ jsxs("form", {
					role: "search",
					className: promocodes_module_default.search,
					onSubmit: submitSearch,
					children: [/* @__PURE__ */ jsx(TextField, {
						className: promocodes_module_default.searchField,
						label: t("promocodes.search"),
						type: "search",
						value: input,
						maxLength: 100,
						onChange: (event) => setInput(event.target.value)
					}), /* @__PURE__ */ jsx(Button, {
						type: "submit",
						kind: "transparent",
						children: t("promocodes.searchButton")
					})]
				}), /* @__PURE__ */ jsx(Link, {
					to: "/promocodes/create",
					className: buttonClassName(),
					children: t("promocodes.create")
				})]
			}),
			/* @__PURE__ */ jsxs(Tabs, {
				label: t("promocodes.tabsLabel"),
				items: tabs.map((value) => ({
					value,
					label: t(`promocodes.tabs.${value}`)
				})),
				value: params.status,
				onChange: (status) => update({
					...params,
					status,
					page: 1
				}),
				children: [total !== void 0 ? /* @__PURE__ */ jsx("p", {
					className: page_module_default.muted,
					"aria-live": "polite",
					children: t("promocodes.shown", {
						count: total,
						value: formatCount(total, language)
					})
				}) : null, /* @__PURE__ */ jsx(DataTable, {
					caption: t("promocodes.tableLabel"),
					columns,
					query: codes,
					rowKey: (row) => row.id,
					emptyText: params.search ? t("promocodes.noMatch") : t("promocodes.empty"),
					errorText: t("promocodes.error"),
					onPage: (page) => update({
						...params,
						page
					})
				})]
			})
		]
	});
}
// src/app/routes/promocodes.tsx
/** /promocodes: the platform's promo codes. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.promocodes.title");
	usePageTitle(title);
	if (!useIsPlatform()) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.promocodes" });
	return /* @__PURE__ */ jsx(PromoCodesPage, { title });
}
export { Component };
