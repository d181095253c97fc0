import { i as Button, r as usePageTitle } from "../prerender.mjs";
import { cn as permissionTypeSchema, f as poolUserSortFieldSchema, p as poolUsersResponseSchema } from "./src-BvrlxL-H.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { t as DataTable } from "./data-table-myK0ubUn.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { t as SelectField } from "./select-field-Dl7lSUxY.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { n as formatCount, r as formatDateTime } from "./format-D03P3Guj.js";
import { i as writePage, r as useSearchState, t as readPage } from "./search-params-CSvgaw7A.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { n as users_module_default, r as userKeys, t as useUsersPool } from "./users-access-CjkJahVX.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
/** GET /pools/{pool_id}/users: one page, searched, filtered and sorted on the server. */
async function getPoolUsers(poolId, params, signal) {
	const body = await apiRequest(`/pools/${poolId}/users`, {
		query: {
			page: params.page,
			per_page: 25,
			sort: params.sort,
			order: params.order,
			...params.search.trim() ? { search: params.search.trim() } : {},
			...params.type === "all" ? {} : { type: params.type },
			...params.secondFactor === "any" ? {} : { second_factor: params.secondFactor },
			...params.verified === "any" ? {} : { verified: params.verified }
		},
		signal
	});
	return parseList(poolUsersResponseSchema, body);
}
var poolUsersQueryOptions = (poolId, params) => queryOptions({
	queryKey: userKeys.list(poolId, params),
	queryFn: ({ signal }) => getPoolUsers(poolId, params, signal),
	placeholderData: keepPreviousData
});
var defaultUsersParams = {
	search: "",
	type: "all",
	secondFactor: "any",
	verified: "any",
	sort: "email",
	order: "asc",
	page: 1
};
var choiceOf = (value) => value === "true" || value === "false" ? value : "any";
function parseUsersParams(search) {
	const type = permissionTypeSchema.safeParse(search.get("type"));
	const sort = poolUserSortFieldSchema.safeParse(search.get("sort"));
	return {
		search: (search.get("search") ?? "").slice(0, 100),
		type: type.success ? type.data : "all",
		secondFactor: choiceOf(search.get("second_factor")),
		verified: choiceOf(search.get("verified")),
		sort: sort.success ? sort.data : defaultUsersParams.sort,
		order: search.get("order") === "desc" ? "desc" : "asc",
		page: readPage(search)
	};
}
function serializeUsersParams(params, base) {
	const next = new URLSearchParams(base);
	for (const key of [
		"search",
		"type",
		"second_factor",
		"verified",
		"sort",
		"order",
		"page"
	]) next.delete(key);
	if (params.search) next.set("search", params.search);
	if (params.type !== "all") next.set("type", params.type);
	if (params.secondFactor !== "any") next.set("second_factor", params.secondFactor);
	if (params.verified !== "any") next.set("verified", params.verified);
	if (params.sort !== defaultUsersParams.sort || params.order !== defaultUsersParams.order) {
		next.set("sort", params.sort);
		next.set("order", params.order);
	}
	writePage(next, params.page);
	return next;
}
/** The same column flips the order; another starts ascending (e-mail) or newest first (dates). */
function sortedBy(params, field) {
	if (params.sort === field) return {
		...params,
		order: params.order === "asc" ? "desc" : "asc",
		page: 1
	};
	return {
		...params,
		sort: field,
		order: field === "email" ? "asc" : "desc",
		page: 1
	};
}
// src/features/users/components/users-page.tsx
/** /users: the people with access to the pool's accounts, searched, filtered and sorted on the server; state in the address. */
function UsersPage({ poolId, title }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const [params, update] = useSearchState(parseUsersParams, serializeUsersParams);
	const users = useQuery(poolUsersQueryOptions(poolId, params));
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
	const sortable = (field) => ({
		order: params.sort === field ? params.order : void 0,
		onSort: () => update(sortedBy(params, field))
	});
	const choices = [
		{
			value: "any",
			label: t("users.filters.any")
		},
		{
			value: "true",
			label: t("users.filters.yes")
		},
		{
			value: "false",
			label: t("users.filters.no")
		}
	];
	const columns = [
		{
			key: "email",
			header: t("users.columns.email"),
			sort: sortable("email"),
			cell: (row) => /* @__PURE__ */ jsx(Link, {
				to: `/users/${row.id}`,
				className: users_module_default.strong,
				children: row.email
			})
		},
		{
			key: "security",
			header: t("users.columns.security"),
			cell: (row) => /* @__PURE__ */ jsxs("span", {
				className: users_module_default.badges,
				children: [/* @__PURE__ */ jsx(Badge, {
					tone: row.verified ? "success" : "warning",
					children: row.verified ? t("users.verified") : t("users.unverified")
				}), /* @__PURE__ */ jsx(Badge, {
					tone: row.second_factor ? "success" : "neutral",
					children: row.second_factor ? t("users.twoFactorOn") : t("users.twoFactorOff")
				})]
			})
		},
		{
			key: "access",
			header: t("users.columns.access"),
			cell: (row) => /* @__PURE__ */ jsxs("span", {
				className: users_module_default.stack,
				children: [/* @__PURE__ */ jsx("span", { children: row.permission_types.map((type) => t(`users.types.${type}`)).join(", ") }), /* @__PURE__ */ jsx("span", {
					className: users_module_default.muted,
					children: row.accounts.join(", ")
				})]
			})
		},
		{
			key: "last_sign_in_at",
			header: t("users.columns.lastSignIn"),
			sort: sortable("last_sign_in_at"),
			cell: (row) => row.last_sign_in_at ? formatDateTime(row.last_sign_in_at, language) : t("users.never")
		},
		{
			key: "created_at",
			header: t("users.columns.created"),
			sort: sortable("created_at"),
			cell: (row) => formatDateTime(row.created_at, language)
		}
	];
	const total = users.data?.pagination.total;
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: void 0
			}),
			/* @__PURE__ */ jsxs("form", {
				role: "search",
				className: users_module_default.toolbar,
				onSubmit: submitSearch,
				children: [
					/* @__PURE__ */ jsx(TextField, {
						className: users_module_default.searchField,
						label: t("users.search"),
						type: "search",
						value: input,
						maxLength: 100,
						onChange: (event) => setInput(event.target.value)
					}),
					/* @__PURE__ */ jsx(Button, {
						type: "submit",
						kind: "transparent",
						children: t("users.searchButton")
					}),
					/* @__PURE__ */ jsx(SelectField, {
						label: t("users.filters.type"),
						value: params.type,
						options: [{
							value: "all",
							label: t("users.filters.all")
						}, ...permissionTypeSchema.options.filter((type) => type !== "platform").map((type) => ({
							value: type,
							label: t(`users.types.${type}`)
						}))],
						onChange: (event) => update({
							...params,
							type: event.target.value,
							page: 1
						})
					}),
					/* @__PURE__ */ jsx(SelectField, {
						label: t("users.filters.twoFactor"),
						value: params.secondFactor,
						options: choices,
						onChange: (event) => update({
							...params,
							secondFactor: event.target.value,
							page: 1
						})
					}),
					/* @__PURE__ */ jsx(SelectField, {
						label: t("users.filters.verified"),
						value: params.verified,
						options: choices,
						onChange: (event) => update({
							...params,
							verified: event.target.value,
							page: 1
						})
					})
				]
			}),
			total !== void 0 ? /* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				"aria-live": "polite",
				children: t("users.shown", {
					count: total,
					value: formatCount(total, language)
				})
			}) : null,
			/* @__PURE__ */ jsx(DataTable, {
				caption: t("users.tableLabel"),
				columns,
				query: users,
				rowKey: (row) => row.id,
				emptyText: t("users.empty"),
				errorText: t("users.error"),
				onPage: (page) => update({
					...params,
					page
				})
			})
		]
	});
}
// src/app/routes/users.tsx
/** /users: pool staff's list of the people with access to the pool. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.users.title");
	usePageTitle(title);
	const poolId = useUsersPool();
	if (!poolId) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.users" });
	return /* @__PURE__ */ jsx(UsersPage, {
		poolId,
		title
	}, poolId);
}
export { Component };
