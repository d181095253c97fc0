import { i as Button, r as usePageTitle, v as toast } from "../prerender.mjs";
import { t as AccessList } from "./access-list-BdW2dcdC.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { n as customerQueryOptions, t as CustomerNav } from "./customer-nav-Ba23yxzi.js";
import { G as accountTitleLength, gt as percentSchema, nt as feeSchema, q as minerTitleSchema, rt as feesResponseSchema } from "./src-BvrlxL-H.js";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { n as customerKeys, t as NotAnOperator } from "./not-an-operator-DEutGC09.js";
import { t as useFormErrors } from "./form-errors-CaZgPLgQ.js";
import { t as fieldErrorKeyFor } from "./account-name-CUdhkUDj.js";
import { n as customers_module_default, t as useCustomerAccess } from "./customer-access-C8K5NYu0.js";
import { t as form_layout_module_default } from "./form-layout.module-B43TtZ6F.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { n as Table } from "./data-table-myK0ubUn.js";
import { c as formatPercent, i as formatDay } from "./format-D03P3Guj.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { n as usePageParam } from "./search-params-CSvgaw7A.js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/customers/api/clear-title.ts
/** DELETE /miners/{miner_id}/title. */
async function clearTitle(minerId) {
	const body = await apiRequest(`/miners/${encodeURIComponent(minerId)}/title`, { method: "DELETE" });
	return minerTitleSchema.parse(body);
}
function useClearTitle(minerId, config) {
	return useApiMutation(() => clearTitle(minerId), [customerKeys.customer(minerId)], config);
}
// src/features/customers/api/set-title.ts
/** PUT /miners/{miner_id}/title. */
async function setTitle(minerId, title) {
	const body = await apiRequest(`/miners/${encodeURIComponent(minerId)}/title`, {
		method: "PUT",
		body: { title }
	});
	return minerTitleSchema.parse(body);
}
/** Names the account; everything about it (its details, the lists it is in) follows. */
function useSetTitle(minerId, config) {
	return useApiMutation((title) => setTitle(minerId, title), [customerKeys.customer(minerId)], config);
}
// src/features/customers/components/customer-title.tsx
/** A customer's title: a label beside its account name, set or cleared by its owners and its operator's. */
function CustomerTitle({ minerId }) {
	const { t } = useTranslation();
	const customer = useQuery(customerQueryOptions(minerId));
	const [draft, setDraft] = useState();
	const [errors, setErrors] = useState({ fields: {} });
	const toErrors = useFormErrors(fieldErrorKeyFor("general"));
	const reactions = {
		onSuccess: () => {
			setDraft(void 0);
			toast.success(t("toasts.success"));
		},
		onError: (error) => setErrors(toErrors(error))
	};
	const save = useSetTitle(minerId, reactions);
	const clear = useClearTitle(minerId, reactions);
	const value = draft ?? customer.data?.title ?? "";
	const submit = (event) => {
		event.preventDefault();
		setErrors({ fields: {} });
		if (!value.trim()) {
			setErrors({ fields: { title: t("validation.required") } });
			return;
		}
		save.mutate(value.trim());
	};
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "customer-title-heading",
		className: customers_module_default.formCard,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "customer-title-heading",
				children: t("customers.settings.titleHeading")
			}),
			/* @__PURE__ */ jsx("p", {
				className: form_layout_module_default.hint,
				children: customer.data ? t("customers.settings.accountName", { name: customer.data.account_name }) : t("common.loading")
			}),
			/* @__PURE__ */ jsxs("form", {
				onSubmit: submit,
				noValidate: true,
				className: customers_module_default.form,
				children: [
					/* @__PURE__ */ jsx(TextField, {
						label: t("customers.settings.titleLabel"),
						value,
						maxLength: accountTitleLength.max,
						disabled: !customer.data,
						messages: errors.fields.title ? [{
							key: "error",
							text: errors.fields.title,
							type: "error"
						}] : [],
						onChange: (event) => setDraft(event.target.value)
					}),
					errors.form ? /* @__PURE__ */ jsx(FormMessage, {
						type: "error",
						children: errors.form
					}) : null,
					/* @__PURE__ */ jsxs("div", {
						className: customers_module_default.actions,
						children: [/* @__PURE__ */ jsx(Button, {
							type: "submit",
							disabled: !customer.data || save.isPending,
							children: t("customers.settings.saveTitle")
						}), /* @__PURE__ */ jsx(Button, {
							kind: "transparent",
							disabled: !customer.data?.title || clear.isPending,
							onClick: () => {
								setErrors({ fields: {} });
								clear.mutate();
							},
							children: t("customers.settings.clearTitle")
						})]
					})
				]
			})
		]
	});
}
// src/features/customers/api/get-operator-fees.ts
/** GET /operators/{id}/miners/{miner_id}/fees: the operator's fee schedule on its customer, newest first. */
async function getOperatorFees(operatorId, minerId, signal) {
	const body = await apiRequest(`/operators/${encodeURIComponent(operatorId)}/miners/${encodeURIComponent(minerId)}/fees`, { signal });
	return parseList(feesResponseSchema, body).data;
}
var operatorFeesQueryOptions = (operatorId, minerId) => queryOptions({
	queryKey: customerKeys.fees(operatorId, minerId),
	queryFn: ({ signal }) => getOperatorFees(operatorId, minerId, signal)
});
// src/features/customers/api/set-operator-fee.ts
/** POST /operators/{id}/miners/{miner_id}/fees: the operator's fee from 00:00 UTC tomorrow. */
async function setOperatorFee(operatorId, minerId, fee) {
	const body = await apiRequest(`/operators/${encodeURIComponent(operatorId)}/miners/${encodeURIComponent(minerId)}/fees`, {
		method: "POST",
		body: fee
	});
	return feeSchema.parse(body);
}
/** Schedules the fee; the schedule and the customers list (its fee column) follow. */
function useSetOperatorFee(operatorId, minerId, config) {
	return useApiMutation((fee) => setOperatorFee(operatorId, minerId, fee), [customerKeys.fees(operatorId, minerId), [
		"operators",
		operatorId,
		"miners"
	]], config);
}
// src/features/customers/api/get-pool-fees.ts
/** GET /miners/{miner_id}/fees: the pool's fee schedule of a miner account, newest first. */
async function getPoolFees(minerId, signal) {
	const body = await apiRequest(`/miners/${encodeURIComponent(minerId)}/fees`, { signal });
	return parseList(feesResponseSchema, body).data;
}
var poolFeesQueryOptions = (minerId) => queryOptions({
	queryKey: customerKeys.poolFees(minerId),
	queryFn: ({ signal }) => getPoolFees(minerId, signal)
});
// src/features/customers/api/set-pool-fee.ts
/** POST /miners/{miner_id}/fees: the pool's fee of the account from 00:00 UTC tomorrow. */
async function setPoolFee(minerId, fee) {
	const body = await apiRequest(`/miners/${encodeURIComponent(minerId)}/fees`, {
		method: "POST",
		body: fee
	});
	return feeSchema.parse(body);
}
/** Schedules the pool's fee; everything read of the account follows (its schedule among it). */
function useSetPoolFee(minerId, config) {
	return useApiMutation((fee) => setPoolFee(minerId, fee), [customerKeys.customer(minerId)], config);
}
// src/features/customers/fee-state.ts
/** A UTC pool day (`YYYY-MM-DD`), `offset` days from `now`'s. */
function utcDay(now, offset) {
	return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
}
/** An item starts at 00:00 UTC of its start day and ends where the next one starts. */
function feeState(fee, today) {
	if (fee.start_date > today) return "scheduled";
	if (fee.end_date !== null && fee.end_date <= today) return "past";
	return "current";
}
// src/features/customers/components/fee-schedule.tsx
var stateTones = {
	past: "neutral",
	current: "success",
	scheduled: "info"
};
/**
* The operator's fee on its customer (spec §3 "Fee", §5, §9): past, current and scheduled
* items, and the form that schedules a new fee from 00:00 UTC tomorrow.
*/
function FeeSchedule({ operatorId, minerId, canManage, now }) {
	const fees = useQuery(operatorFeesQueryOptions(operatorId, minerId));
	return /* @__PURE__ */ jsx(FeeScheduleCard, {
		fees,
		schedule: useSetOperatorFee(operatorId, minerId),
		canManage,
		texts: "customers.fees",
		now
	});
}
/**
* The pool's fee of a miner account, for pool staff: the same schedule and form as the
* operator's fee (a new fee from 00:00 UTC tomorrow), set by the pool's owners and admins.
*/
function PoolFeeSchedule({ minerId, canManage, now }) {
	const fees = useQuery(poolFeesQueryOptions(minerId));
	return /* @__PURE__ */ jsx(FeeScheduleCard, {
		fees,
		schedule: useSetPoolFee(minerId),
		canManage,
		texts: "customers.poolFees",
		now
	});
}
function FeeScheduleCard({ fees, schedule, canManage, texts, now = () => /* @__PURE__ */ new Date() }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const headingId = useId();
	const today = utcDay(now(), 0);
	const tomorrow = utcDay(now(), 1);
	const [percent, setPercent] = useState("");
	const [comment, setComment] = useState("");
	const [errors, setErrors] = useState({ fields: {} });
	const toErrors = useFormErrors(fieldErrorKeyFor("general"));
	const submit = (event) => {
		event.preventDefault();
		const value = percent.trim().replace(",", ".");
		if (!percentSchema.safeParse(value).success) {
			setErrors({ fields: { percent: t("customers.fees.percentInvalid") } });
			return;
		}
		setErrors({ fields: {} });
		schedule.mutate({
			percent: value,
			...comment.trim() ? { comment: comment.trim() } : {}
		}, {
			onSuccess: () => {
				setPercent("");
				setComment("");
				toast.success(t("toasts.success"));
			},
			onError: (error) => setErrors(toErrors(error))
		});
	};
	const columns = [
		{
			key: "start",
			header: t("customers.fees.columns.start"),
			cell: (fee) => t("customers.fees.dayStart", { day: formatDay(fee.start_date, language) })
		},
		{
			key: "end",
			header: t("customers.fees.columns.end"),
			cell: (fee) => fee.end_date ? t("customers.fees.dayStart", { day: formatDay(fee.end_date, language) }) : t("customers.fees.open")
		},
		{
			key: "percent",
			header: t("customers.fees.columns.percent"),
			numeric: true,
			cell: (fee) => formatPercent(Number(fee.percent), language)
		},
		{
			key: "comment",
			header: t("customers.fees.columns.comment"),
			cell: (fee) => fee.comment ?? "—"
		},
		{
			key: "state",
			header: t("customers.fees.columns.state"),
			cell: (fee) => {
				const state = feeState(fee, today);
				return /* @__PURE__ */ jsx("span", { children: /* @__PURE__ */ jsx(Badge, {
					tone: stateTones[state],
					children: t(`customers.fees.states.${state}`)
				}) });
			}
		}
	];
	let body;
	if (fees.isError && !fees.data) body = /* @__PURE__ */ jsxs("div", {
		className: page_module_default.state,
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", {
			className: page_module_default.stateText,
			children: t("customers.fees.error")
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			onClick: () => void fees.refetch(),
			children: t("common.retry")
		})]
	});
	else if (!fees.data) body = /* @__PURE__ */ jsx("div", {
		className: page_module_default.skeleton,
		style: { height: 120 },
		role: "status",
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("common.loading")
		})
	});
	else body = /* @__PURE__ */ jsx(Table, {
		caption: t(`${texts}.tableLabel`),
		columns,
		rows: fees.data,
		rowKey: (fee) => fee.start_date,
		busy: fees.isFetching
	});
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": headingId,
		className: customers_module_default.formCard,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				children: t(`${texts}.heading`)
			}),
			/* @__PURE__ */ jsx("p", {
				className: form_layout_module_default.hint,
				children: t("customers.fees.rule", { day: formatDay(tomorrow, language) })
			}),
			body,
			canManage ? /* @__PURE__ */ jsxs("form", {
				onSubmit: submit,
				noValidate: true,
				className: form_layout_module_default.row,
				"aria-label": t(`${texts}.formLabel`),
				children: [
					/* @__PURE__ */ jsx(TextField, {
						label: t("customers.fees.percentLabel"),
						inputMode: "decimal",
						value: percent,
						autoComplete: "off",
						messages: errors.fields.percent ? [{
							key: "error",
							text: errors.fields.percent,
							type: "error"
						}] : [],
						onChange: (event) => setPercent(event.target.value)
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: t("customers.fees.commentLabel"),
						value: comment,
						maxLength: 200,
						autoComplete: "off",
						messages: errors.fields.comment ? [{
							key: "error",
							text: errors.fields.comment,
							type: "error"
						}] : [],
						onChange: (event) => setComment(event.target.value)
					}),
					/* @__PURE__ */ jsx(Button, {
						type: "submit",
						disabled: schedule.isPending,
						children: t("customers.fees.submit", { day: formatDay(tomorrow, language) })
					})
				]
			}) : null,
			errors.form ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: errors.form
			}) : null
		]
	});
}
// src/features/customers/components/customer-settings-page.tsx
/** /customers/{id}/settings: the customer's title, the operator's or the pool's fee schedule and who has access. */
function CustomerSettingsPage({ minerId, title, sections, showFee, canManageFee, poolFee, accessList }) {
	const { t } = useTranslation();
	const customer = useQuery(customerQueryOptions(minerId));
	const name = customer.data ? customer.data.title || customer.data.account_name : void 0;
	const operatorId = customer.data?.operator_id;
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(CustomerNav, {
				minerId,
				current: "settings",
				sections
			}),
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: name
			}),
			customer.isError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: page_module_default.stateText,
				children: t("customers.error")
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: customers_module_default.settingsGrid,
				children: [
					/* @__PURE__ */ jsx(CustomerTitle, { minerId }),
					showFee && operatorId ? /* @__PURE__ */ jsx("div", {
						className: customers_module_default.wide,
						children: /* @__PURE__ */ jsx(FeeSchedule, {
							operatorId,
							minerId,
							canManage: canManageFee
						})
					}) : null,
					poolFee ? /* @__PURE__ */ jsx("div", {
						className: customers_module_default.wide,
						children: /* @__PURE__ */ jsx(PoolFeeSchedule, {
							minerId,
							canManage: poolFee.canManage
						})
					}) : null,
					accessList ? /* @__PURE__ */ jsx("div", {
						className: customers_module_default.wide,
						children: accessList
					}) : null
				]
			})
		]
	});
}
// src/app/routes/customer-settings.tsx
/** /customers/{id}/settings: the customer's title, the operator's fee schedule (the pool's for pool staff) and its access list. */
function Component() {
	const { t } = useTranslation();
	const { id = "" } = useParams();
	const title = t("pages.customerSettings.title");
	usePageTitle(title);
	const [page, onPage] = usePageParam();
	const { owner, sections, showFee, showAccess, canManage, permission } = useCustomerAccess();
	if (!owner) return /* @__PURE__ */ jsx(NotAnOperator, { title });
	return /* @__PURE__ */ jsx(CustomerSettingsPage, {
		minerId: id,
		title,
		sections,
		showFee,
		canManageFee: canManage && permission?.type === "operator",
		poolFee: owner.kind === "pools" && showFee ? { canManage } : void 0,
		accessList: showAccess ? /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "customer-access-heading",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "customer-access-heading",
				children: t("pages.accessControl.title")
			}), /* @__PURE__ */ jsx(AccessList, {
				kind: "miner",
				accountId: id,
				page,
				onPage
			})]
		}) : void 0
	}, id);
}
export { Component };
