import { i as Button, r as usePageTitle, v as toast } from "../prerender.mjs";
import { It as minerSortFieldSchema, Lt as minersResponseSchema, Z as customerFeeSchema, zt as sortOrderSchema } from "./src-BvrlxL-H.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { t as buttonClassName } from "./button-class-CQ0Jw8Dl.js";
import { t as DataTable } from "./data-table-myK0ubUn.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { t as SelectField } from "./select-field-Dl7lSUxY.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { c as formatPercent, n as formatCount, o as formatHashrate, r as formatDateTime } from "./format-D03P3Guj.js";
import { n as formatBtc } from "./format-btc-BPO6RemO.js";
import { i as writePage, r as useSearchState, t as readPage } from "./search-params-CSvgaw7A.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { n as accountPath } from "./account-DrRMVZ2i.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { n as customerKeys, t as NotAnOperator } from "./not-an-operator-DEutGC09.js";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as useFormErrors } from "./form-errors-CaZgPLgQ.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { n as customers_module_default, t as useCustomerAccess } from "./customer-access-C8K5NYu0.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as accountQueryOptions } from "./get-account-CAcQgvIX.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
/**
* GET /operators/{id}/miners or /pools/{id}/miners: one page of the accounts, searched,
* filtered and sorted on the server, with the sums of the whole list.
*/
async function getCustomers(owner, params, signal) {
	const body = await apiRequest(`${accountPath(owner)}/miners`, {
		query: {
			page: params.page,
			per_page: 25,
			sort: params.sort,
			order: params.order,
			...params.search.trim() ? { search: params.search.trim() } : {},
			...params.workersDown ? { workers_down: "true" } : {}
		},
		signal
	});
	return parseList(minersResponseSchema, body);
}
var customersQueryOptions = (owner, params) => queryOptions({
	queryKey: customerKeys.list(owner, params),
	queryFn: ({ signal }) => getCustomers(owner, params, signal),
	placeholderData: keepPreviousData
});
// src/features/customers/api/customer-fee.ts
var path = (operatorId) => `/operators/${encodeURIComponent(operatorId)}/customer-fee`;
/** GET /operators/{id}/customer-fee: the operator's fee for new customers. */
var customerFeeQueryOptions = (operatorId) => queryOptions({
	queryKey: customerKeys.customerFee(operatorId),
	queryFn: async ({ signal }) => customerFeeSchema.parse(await apiRequest(path(operatorId), { signal }))
});
/** PUT /operators/{id}/customer-fee: for the customers made from now on. */
function useSetCustomerFee(operatorId, config) {
	return useApiMutation(async (fee) => customerFeeSchema.parse(await apiRequest(path(operatorId), {
		method: "PUT",
		body: fee
	})), [customerKeys.customerFee(operatorId)], config);
}
// src/features/customers/components/customer-fee-form.tsx
/**
* The operator's fee for new customers (its hub's sign-ups and those created without one):
* what it is, and a field to change it for the customers made from now on.
*/
function CustomerFeeForm({ operatorId }) {
	const { t, i18n } = useTranslation();
	const current = useQuery(customerFeeQueryOptions(operatorId));
	const [percent, setPercent] = useState("");
	const [errors, setErrors] = useState({ fields: {} });
	const toErrors = useFormErrors();
	const save = useSetCustomerFee(operatorId, {
		onSuccess: (fee) => {
			setPercent("");
			toast.success(t("customers.customerFee.saved", { fee: formatPercent(Number(fee.percent), i18n.language) }));
		},
		onError: (error) => setErrors(toErrors(error))
	});
	const submit = (event) => {
		event.preventDefault();
		if (!percent.trim()) return;
		setErrors({ fields: {} });
		save.mutate({ percent: percent.trim().replace(",", ".") });
	};
	return /* @__PURE__ */ jsxs("form", {
		className: customers_module_default.customerFee,
		onSubmit: submit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx(TextField, {
				label: t("customers.customerFee.label"),
				value: percent,
				inputMode: "decimal",
				autoComplete: "off",
				placeholder: current.data ? current.data.percent : void 0,
				messages: [...errors.fields.percent ? [{
					key: "error",
					text: errors.fields.percent,
					type: "error"
				}] : [], {
					key: "hint",
					text: current.data ? t("customers.customerFee.hint", { fee: formatPercent(Number(current.data.percent), i18n.language) }) : ""
				}],
				onChange: (event) => setPercent(event.target.value)
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				kind: "transparent",
				disabled: save.isPending || !percent.trim(),
				children: t("customers.customerFee.save")
			}),
			errors.form ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: errors.form
			}) : null
		]
	});
}
var defaultCustomersParams = {
	sort: "account_name",
	order: "asc",
	search: "",
	workersDown: false,
	page: 1
};
/** Reads the state from the query string; unknown values fall back to the defaults. */
function parseCustomersParams(search) {
	const sort = minerSortFieldSchema.safeParse(search.get("sort"));
	const order = sortOrderSchema.safeParse(search.get("order"));
	return {
		sort: sort.success ? sort.data : defaultCustomersParams.sort,
		order: order.success ? order.data : defaultCustomersParams.order,
		search: (search.get("search") ?? "").slice(0, 64),
		workersDown: search.get("workers_down") === "true",
		page: readPage(search)
	};
}
/** Writes the state into a query string, leaving out the defaults; other parameters stay. */
function serializeCustomersParams(params, base) {
	const next = new URLSearchParams(base);
	for (const key of [
		"sort",
		"order",
		"search",
		"workers_down",
		"page"
	]) next.delete(key);
	if (params.sort !== defaultCustomersParams.sort || params.order !== defaultCustomersParams.order) {
		next.set("sort", params.sort);
		next.set("order", params.order);
	}
	if (params.search) next.set("search", params.search);
	if (params.workersDown) next.set("workers_down", "true");
	writePage(next, params.page);
	return next;
}
/**
* Sorting by a column: the same column flips the order; another starts at its natural
* order (names A→Z, figures and dates largest first). Either goes back to page 1.
*/
function sortedBy(params, field) {
	if (params.sort === field) return {
		...params,
		order: params.order === "asc" ? "desc" : "asc",
		page: 1
	};
	const ascending = field === "account_name" || field === "title";
	return {
		...params,
		sort: field,
		order: ascending ? "asc" : "desc",
		page: 1
	};
}
// src/features/customers/components/customers-page.tsx
var statusTones = {
	stable: "success",
	unavailable: "warning",
	off: "danger"
};
/**
* /customers: an operator's customers (and their sub-accounts) in a server-paged table,
* searched by name, narrowed to those with a worker down and sorted on the server, with
* the sums of the whole list; state in the address; cards up to 1023 px.
*/
function CustomersPage({ owner, title, accountName, showBalance, showFee, canCreate }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const [params, update] = useSearchState(parseCustomersParams, serializeCustomersParams);
	const customers = useQuery(customersQueryOptions(owner, params));
	const [input, setInput] = useState(params.search);
	const [seen, setSeen] = useState(params.search);
	if (seen !== params.search) {
		setSeen(params.search);
		setInput(params.search);
	}
	const sortable = (field) => ({
		order: params.sort === field ? params.order : void 0,
		onSort: () => update(sortedBy(params, field))
	});
	const submitSearch = (event) => {
		event.preventDefault();
		update({
			...params,
			search: input.trim(),
			page: 1
		});
	};
	const workerBadges = (workers) => [
		"stable",
		"unavailable",
		"off"
	].filter((status) => workers[status] > 0).map((status) => /* @__PURE__ */ jsx(Badge, {
		tone: statusTones[status],
		children: t(`customers.workers.${status}`, {
			count: workers[status],
			value: formatCount(workers[status], language)
		})
	}, status));
	const columns = [
		{
			key: "account_name",
			header: t("customers.columns.account"),
			sort: sortable("account_name"),
			cell: (row) => /* @__PURE__ */ jsxs("span", {
				className: customers_module_default.nameCell,
				children: [/* @__PURE__ */ jsx(Link, {
					to: `/customers/${row.id}`,
					className: customers_module_default.name,
					children: row.account_name
				}), row.parent_account_name ? /* @__PURE__ */ jsx("span", {
					className: customers_module_default.muted,
					children: t("customers.subAccountOf", { parent: row.parent_account_name })
				}) : null]
			})
		},
		{
			key: "title",
			header: t("customers.columns.title"),
			sort: sortable("title"),
			cell: (row) => row.title ?? "—"
		},
		{
			key: "hash_rate_15m",
			className: customers_module_default.wrapHead,
			header: t("customers.columns.hashrate15m"),
			numeric: true,
			sort: sortable("hash_rate_15m"),
			cell: (row) => formatHashrate(row.hash_rate_15m, language)
		},
		{
			key: "hash_rate_24h",
			className: customers_module_default.wrapHead,
			header: t("customers.columns.hashrate24h"),
			numeric: true,
			sort: sortable("hash_rate_24h"),
			cell: (row) => formatHashrate(row.hash_rate_24h, language)
		},
		{
			key: "workers",
			header: t("customers.columns.workers"),
			cell: (row) => /* @__PURE__ */ jsxs("span", {
				className: customers_module_default.workers,
				children: [row.workers.stable + row.workers.unavailable + row.workers.off === 0 ? /* @__PURE__ */ jsx("span", {
					className: customers_module_default.muted,
					children: t("customers.workers.none")
				}) : null, workerBadges(row.workers)]
			})
		},
		...showBalance ? [{
			key: "balance",
			className: customers_module_default.wrapHead,
			header: t("customers.columns.balance"),
			numeric: true,
			sort: sortable("balance"),
			cell: (row) => row.balance === void 0 ? "—" : formatBtc(row.balance, language)
		}] : [],
		...showFee ? [{
			key: "operator_fee",
			className: customers_module_default.wrapHead,
			header: t("customers.columns.fee"),
			numeric: true,
			sort: sortable("operator_fee"),
			cell: (row) => row.operator_fee === void 0 ? "—" : formatPercent(Number(row.operator_fee), language)
		}] : [],
		{
			key: "created_at",
			header: t("customers.columns.created"),
			sort: sortable("created_at"),
			cell: (row) => formatDateTime(row.created_at, language)
		}
	];
	const total = customers.data?.pagination.total;
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: accountName
			}),
			/* @__PURE__ */ jsxs("div", {
				className: customers_module_default.toolbar,
				children: [
					/* @__PURE__ */ jsxs("form", {
						role: "search",
						className: customers_module_default.search,
						onSubmit: submitSearch,
						children: [/* @__PURE__ */ jsx(TextField, {
							className: customers_module_default.searchField,
							label: t("customers.search"),
							type: "search",
							value: input,
							maxLength: 64,
							onChange: (event) => setInput(event.target.value)
						}), /* @__PURE__ */ jsx(Button, {
							type: "submit",
							kind: "transparent",
							children: t("customers.searchButton")
						})]
					}),
					/* @__PURE__ */ jsx("div", {
						className: customers_module_default.mobileSort,
						children: /* @__PURE__ */ jsx(SelectField, {
							label: t("customers.sortBy"),
							value: `${params.sort}:${params.order}`,
							options: minerSortFieldSchema.options.filter((field) => (field !== "balance" || showBalance) && (field !== "operator_fee" || showFee)).flatMap((field) => ["asc", "desc"].map((order) => ({
								value: `${field}:${order}`,
								label: t(`customers.sort.${order}`, { column: t(`customers.sortFields.${field}`) })
							}))),
							onChange: (event) => {
								const [sort, order] = event.target.value.split(":");
								update({
									...params,
									sort,
									order,
									page: 1
								});
							}
						})
					}),
					/* @__PURE__ */ jsxs("div", {
						className: customers_module_default.actions,
						children: [/* @__PURE__ */ jsx(Button, {
							kind: "transparent",
							"aria-pressed": params.workersDown,
							onClick: () => update({
								...params,
								workersDown: !params.workersDown,
								page: 1
							}),
							children: t("customers.workersDown")
						}), canCreate ? /* @__PURE__ */ jsx(Link, {
							to: "/customers/create-customer",
							className: buttonClassName(),
							children: t("customers.create")
						}) : null]
					})
				]
			}),
			total !== void 0 ? /* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				"aria-live": "polite",
				children: t("customers.shown", {
					count: total,
					value: formatCount(total, language)
				})
			}) : null,
			customers.data ? /* @__PURE__ */ jsx(Totals, {
				totals: customers.data.totals,
				badges: workerBadges
			}) : null,
			canCreate && owner.kind === "operators" ? /* @__PURE__ */ jsx(CustomerFeeForm, { operatorId: owner.id }) : null,
			/* @__PURE__ */ jsx(DataTable, {
				caption: t("customers.tableLabel"),
				columns,
				query: customers,
				rowKey: (row) => row.id,
				emptyText: params.workersDown ? t("customers.noneDown") : params.search ? t("customers.noMatch") : t("customers.empty"),
				errorText: t("customers.error"),
				onPage: (page) => update({
					...params,
					page
				})
			})
		]
	});
}
/** The sums of the whole list (every account the search and the filter keep), above the table. */
function Totals({ totals, badges }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const items = [
		[t("customers.columns.hashrate15m"), formatHashrate(totals.hash_rate_15m, language)],
		[t("customers.columns.hashrate24h"), formatHashrate(totals.hash_rate_24h, language)],
		[t("customers.columns.workers"), /* @__PURE__ */ jsx("span", {
			className: customers_module_default.workers,
			children: badges(totals.workers)
		})],
		...totals.balance === void 0 ? [] : [[t("customers.columns.balance"), formatBtc(totals.balance, language)]]
	];
	return /* @__PURE__ */ jsx("section", {
		className: customers_module_default.totals,
		"aria-label": t("customers.totals"),
		children: /* @__PURE__ */ jsx("dl", { children: items.map(([label, value]) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: label }), /* @__PURE__ */ jsx("dd", { children: value })] }, label)) })
	});
}
// src/app/routes/customers.tsx
/** /customers: the active operator's (or pool's) miner accounts. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.customers.title");
	usePageTitle(title);
	const { owner, showBalance, showFee, canManage } = useCustomerAccess();
	const details = useQuery({
		...accountQueryOptions(owner ?? {
			kind: "operators",
			id: ""
		}),
		enabled: Boolean(owner)
	});
	if (!owner) return /* @__PURE__ */ jsx(NotAnOperator, { title });
	return /* @__PURE__ */ jsx(CustomersPage, {
		owner,
		title,
		accountName: details.data?.name,
		showBalance,
		showFee,
		canCreate: canManage
	}, `${owner.kind}:${owner.id}`);
}
export { Component };
