import { i as Button, r as usePageTitle, u as activePermissionOf } from "../prerender.mjs";
import { St as unallocatedFundsStatusSchema, vt as refundBodySchema, xt as unallocatedFundsResponseSchema } from "./src-BvrlxL-H.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { t as Tabs } from "./tabs-DwP2z2C6.js";
import { n as formatBtc } from "./format-btc-BPO6RemO.js";
import { r as formatDateTime } from "./format-D03P3Guj.js";
import { r as useSearchState } from "./search-params-CSvgaw7A.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { a as useActionToasts, m as platformKeys, o as useShowFieldErrors, p as serializeUnallocatedFundsParams, r as useValidationErrorMap, s as platform_module_default, t as errorMessages, u as parseUnallocatedFundsParams } from "./form-validation-D1Xec6ET.js";
import { t as DataTable } from "./data-table-myK0ubUn.js";
import { t as ChainReference } from "./chain-reference-DNd3ad65.js";
import { t as Dialog } from "./dialog-CN_269BG.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as card_module_default } from "./card.module-fGcW3Z9K.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
// src/features/platform/api/get-unallocated-funds.ts
/** GET /platform/rewards/unallocated-funds: coins the pool received that belong to no account, newest first. */
async function getUnallocatedFunds(params, signal) {
	const body = await apiRequest("/platform/rewards/unallocated-funds", {
		query: { ...params },
		signal
	});
	return parseList(unallocatedFundsResponseSchema, body);
}
var unallocatedFundsQueryOptions = (params) => queryOptions({
	queryKey: platformKeys.unallocatedFundsPage(params),
	queryFn: ({ signal }) => getUnallocatedFunds(params, signal),
	placeholderData: keepPreviousData
});
// src/features/platform/api/refund-unallocated-funds.ts
/** POST /platform/rewards/unallocated-funds/{id}/refund: sends the coins back, to `address` or where they came from. */
async function refundUnallocatedFunds(transactionId, address) {
	await apiRequest(`/platform/rewards/unallocated-funds/${encodeURIComponent(transactionId)}/refund`, {
		method: "POST",
		body: { address }
	});
}
/** Refunds a deposit; the unallocated funds list follows. */
function useRefundUnallocatedFunds(config) {
	return useApiMutation(({ transactionId, address }) => refundUnallocatedFunds(transactionId, address), [platformKeys.unallocatedFunds], config);
}
// src/features/platform/refund-form.ts
/** A refund goes to an address the platform confirms: where the coins came from, unless changed. */
var refundFormSchema = z.object({ address: refundBodySchema.shape.address.unwrap() });
function useRefundForm(fromAddress) {
	const error = useValidationErrorMap();
	return useForm({
		resolver: zodResolver(refundFormSchema, { error }),
		defaultValues: { address: fromAddress ?? "" },
		mode: "onTouched"
	});
}
// src/features/platform/components/refund-dialog.tsx
/**
* Confirms a refund and the address it goes to (where the coins came from, editable).
* An address the server refuses is shown at the field; the dialog stays open for a fix.
*/
function RefundDialog({ funds, onClose }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const toasts = useActionToasts();
	const form = useRefundForm(funds.from_address);
	const showFieldErrors = useShowFieldErrors(form.setError, ["address"]);
	const refund = useRefundUnallocatedFunds({
		onSuccess: () => {
			toasts.succeeded();
			onClose();
		},
		onError: (error) => {
			if (showFieldErrors(error)) return;
			toasts.failed(error);
			onClose();
		}
	});
	const { errors } = form.formState;
	return /* @__PURE__ */ jsx(Dialog, {
		open: true,
		onClose,
		title: t("platform.unallocated.refundTitle"),
		size: "s",
		children: /* @__PURE__ */ jsxs("form", {
			className: platform_module_default.dialogForm,
			noValidate: true,
			onSubmit: (event) => void form.handleSubmit((values) => refund.mutate({
				transactionId: funds.id,
				address: values.address
			}))(event),
			children: [
				/* @__PURE__ */ jsx("p", {
					className: platform_module_default.dialogText,
					children: t("platform.unallocated.refundText", {
						amount: formatBtc(funds.amount, language),
						time: formatDateTime(funds.received_at, language)
					})
				}),
				/* @__PURE__ */ jsxs("p", {
					className: platform_module_default.dialogText,
					children: [/* @__PURE__ */ jsxs("span", {
						className: page_module_default.muted,
						children: [t("platform.unallocated.columns.txId"), ": "]
					}), /* @__PURE__ */ jsx("code", {
						className: platform_module_default.breakAll,
						children: funds.tx_id
					})]
				}),
				/* @__PURE__ */ jsx(TextField, {
					label: t("platform.unallocated.refundAddress"),
					autoComplete: "off",
					spellCheck: false,
					messages: errorMessages(errors.address?.message),
					...form.register("address")
				}),
				/* @__PURE__ */ jsxs("div", {
					className: platform_module_default.dialogActions,
					children: [/* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						onClick: onClose,
						disabled: refund.isPending,
						children: t("platform.cancel")
					}), /* @__PURE__ */ jsx(Button, {
						type: "submit",
						disabled: refund.isPending,
						children: t("platform.unallocated.refundConfirm")
					})]
				})
			]
		})
	});
}
// src/features/platform/components/unallocated-funds-page.tsx
var statusTones = {
	unallocated: "info",
	refunded: "success"
};
/**
* /platform/unallocated: coins the pool received that belong to no account, with a
* refund to where they came from (or another address) after confirmation.
*/
function UnallocatedFundsPage({ title }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const [{ status, page }, setParams] = useSearchState(parseUnallocatedFundsParams, serializeUnallocatedFundsParams);
	const [refunding, setRefunding] = useState();
	const funds = useQuery(unallocatedFundsQueryOptions({
		page,
		per_page: 20,
		status: status === "all" ? void 0 : status
	}));
	const columns = [
		{
			key: "tx",
			header: t("platform.unallocated.columns.txId"),
			cell: (row) => /* @__PURE__ */ jsx(ChainReference, {
				kind: "tx",
				value: row.tx_id,
				compact: true
			})
		},
		{
			key: "amount",
			header: t("platform.unallocated.columns.amount"),
			numeric: true,
			cell: (row) => formatBtc(row.amount, language)
		},
		{
			key: "from",
			header: t("platform.unallocated.columns.from"),
			cell: (row) => /* @__PURE__ */ jsx(ChainReference, {
				kind: "address",
				value: row.from_address,
				compact: true
			})
		},
		{
			key: "received",
			header: t("platform.unallocated.columns.receivedAt"),
			cell: (row) => formatDateTime(row.received_at, language)
		},
		{
			key: "status",
			header: t("platform.unallocated.columns.status"),
			cell: (row) => /* @__PURE__ */ jsx(Badge, {
				tone: statusTones[row.status],
				children: t(`platform.unallocated.status.${row.status}`)
			})
		},
		{
			key: "refund",
			header: t("platform.unallocated.columns.refundTx"),
			cell: (row) => /* @__PURE__ */ jsx(ChainReference, {
				kind: "tx",
				value: row.refund_tx_id,
				compact: true
			})
		},
		{
			key: "actions",
			header: t("platform.columns.actions"),
			cell: (row) => row.status === "unallocated" ? /* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				"aria-label": t("platform.unallocated.refundLabel", {
					amount: formatBtc(row.amount, language),
					time: formatDateTime(row.received_at, language)
				}),
				onClick: () => setRefunding(row),
				children: t("platform.unallocated.refund")
			}) : null
		}
	];
	const tabs = [...unallocatedFundsStatusSchema.options.map((value) => ({
		value,
		label: t(`platform.unallocated.status.${value}`)
	})), {
		value: "all",
		label: t("platform.unallocated.status.all")
	}];
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "page-title",
				className: page_module_default.title,
				children: title
			}),
			/* @__PURE__ */ jsxs("section", {
				className: `${card_module_default.card} ${card_module_default.stack}`,
				"aria-labelledby": "page-title",
				children: [/* @__PURE__ */ jsx("p", {
					className: page_module_default.muted,
					children: t("platform.unallocated.explanation")
				}), /* @__PURE__ */ jsx(Tabs, {
					label: t("platform.unallocated.filterLabel"),
					items: tabs,
					value: status,
					onChange: (value) => setParams({
						status: value,
						page: 1
					}),
					children: /* @__PURE__ */ jsx(DataTable, {
						caption: t("platform.unallocated.tableLabel"),
						columns,
						rowKey: (row) => row.id,
						query: funds,
						emptyText: t(`platform.unallocated.empty.${status}`),
						errorText: t("platform.unallocated.error"),
						onPage: (next) => setParams({
							status,
							page: next
						})
					})
				})]
			}),
			refunding ? /* @__PURE__ */ jsx(RefundDialog, {
				funds: refunding,
				onClose: () => setRefunding(void 0)
			}, refunding.id) : null
		]
	});
}
// src/app/routes/platform-unallocated.tsx
/** /platform/unallocated: coins that belong to no account, and their refunds. Platform staff only; the server checks it too. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.platformUnallocated.title");
	usePageTitle(title);
	const { data: identity } = useQuery(identityQueryOptions);
	if (!identity || activePermissionOf(identity.permissions)?.type !== "platform") return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.platformUnallocated" });
	return /* @__PURE__ */ jsx(UnallocatedFundsPage, { title });
}
export { Component };
