import { St as unallocatedFundsStatusSchema, X as blockchainPayoutStatusSchema } from "./src-BvrlxL-H.js";
import { t as ApiError } from "./api-client-CtLTCvq4.js";
import { v as toast } from "../prerender.mjs";
import { n as formatCount } from "./format-D03P3Guj.js";
import { i as writePage, t as readPage } from "./search-params-CSvgaw7A.js";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
// src/features/platform/api/keys.ts
/**
* Query keys of the platform area. Platform calls belong to no account, so everything
* hangs off `['platform']`; an action invalidates the prefix of the list it changed.
*/
var platformKeys = {
	rewardRates: [
		"platform",
		"rewards",
		"rates"
	],
	rewardRatePage: (params) => [
		"platform",
		"rewards",
		"rates",
		params
	],
	externalRateSources: [
		"platform",
		"rewards",
		"external-rate-sources"
	],
	payoutSchedule: [
		"platform",
		"payouts",
		"schedule"
	],
	payoutSchedulePage: (params) => [
		"platform",
		"payouts",
		"schedule",
		params
	],
	payoutRequests: [
		"platform",
		"payouts",
		"blockchain-requests"
	],
	payoutRequestPage: (params) => [
		"platform",
		"payouts",
		"blockchain-requests",
		params
	],
	payoutRequestPayments: (requestId, params) => [
		"platform",
		"payouts",
		"blockchain-requests",
		requestId,
		"payments",
		params
	],
	payoutWallet: [
		"platform",
		"payouts",
		"wallet"
	],
	nextPayoutRun: [
		"platform",
		"payouts",
		"next-run"
	],
	unallocatedFunds: [
		"platform",
		"rewards",
		"unallocated-funds"
	],
	unallocatedFundsPage: (params) => [
		"platform",
		"rewards",
		"unallocated-funds",
		params
	]
};
// src/features/platform/platform-search-params.ts
function parseRewardRatesParams(search) {
	return { page: readPage(search) };
}
function serializeRewardRatesParams(params, base) {
	const next = new URLSearchParams(base);
	writePage(next, params.page);
	return next;
}
function parsePayoutsParams(search) {
	const status = blockchainPayoutStatusSchema.safeParse(search.get("request_status"));
	return {
		page: readPage(search),
		requestStatus: status.success ? status.data : "all",
		requestPage: readPage(search, "request_page")
	};
}
function serializePayoutsParams(params, base) {
	const next = new URLSearchParams(base);
	writePage(next, params.page);
	if (params.requestStatus === "all") next.delete("request_status");
	else next.set("request_status", params.requestStatus);
	writePage(next, params.requestPage, "request_page");
	return next;
}
var defaultUnallocatedStatus = "unallocated";
function parseUnallocatedFundsParams(search) {
	const value = search.get("status");
	const status = unallocatedFundsStatusSchema.safeParse(value);
	return {
		status: value === "all" ? "all" : status.success ? status.data : defaultUnallocatedStatus,
		page: readPage(search)
	};
}
function serializeUnallocatedFundsParams(params, base) {
	const next = new URLSearchParams(base);
	if (params.status === defaultUnallocatedStatus) next.delete("status");
	else next.set("status", params.status);
	writePage(next, params.page);
	return next;
}
var platform_module_default = {
	columns: "_columns_kk373_2",
	danger: "_danger_kk373_9",
	form: "_form_kk373_15",
	submit: "_submit_kk373_26",
	listSkeleton: "_listSkeleton_kk373_34",
	hash: "_hash_kk373_38",
	breakAll: "_breakAll_kk373_48",
	rowActions: "_rowActions_kk373_53",
	dialogForm: "_dialogForm_kk373_61",
	dialogText: "_dialogText_kk373_67",
	dialogActions: "_dialogActions_kk373_76",
	transactions: "_transactions_kk373_91",
	transaction: "_transaction_kk373_91",
	transactionHead: "_transactionHead_kk373_115",
	figures: "_figures_kk373_122",
	problems: "_problems_kk373_154"
};
// src/features/platform/action-feedback.ts
/**
* The outcome of a platform action as a toast: "Success!", the §8 text of the refusal
* (payout already processed, not found, access denied …), or the generic error when the
* code has no text of its own.
*/
function useActionToasts() {
	const { t, i18n } = useTranslation();
	return useMemo(() => ({
		succeeded: () => toast.success(t("toasts.success")),
		failed: (error) => {
			const key = error instanceof ApiError ? `errors.codes.${error.code}` : void 0;
			if (key && i18n.exists(key)) toast.error(t(key));
			else toast.error(t("toasts.error"), { description: t("toasts.errorDescription") });
		}
	}), [t, i18n]);
}
/**
* Puts the §5 texts of a refusal's field errors (crypto address invalid, thresholds …)
* next to the form's own fields. Answers whether it showed any, so the caller toasts
* the rest.
*/
function useShowFieldErrors(setError, names) {
	const { t } = useTranslation();
	const textOf = (field) => t(`fieldErrors.${field.code}`, {
		...field,
		defaultValue: t("fieldErrors.invalid_input")
	});
	return (error) => {
		if (!(error instanceof ApiError)) return false;
		const shown = error.fields.filter((field) => names.includes(field.name));
		for (const field of shown) setError(field.name, {
			type: "server",
			message: textOf(field)
		});
		return shown.length > 0;
	};
}
// src/features/platform/form-validation.ts
/**
* The platform forms check their fields with the contract's own schemas, so a limit is
* written once; this turns each zod issue into its §5 client text.
*/
/** A text field holding a whole number: required, then checked by the contract's number schema. */
function wholeNumberField(schema) {
	return z.string().trim().min(1).transform(Number).pipe(schema);
}
/** A text field holding a whole number or nothing: empty means "not set". */
function optionalWholeNumberField(schema) {
	return z.string().trim().transform((text) => text === "" ? void 0 : Number(text)).pipe(schema);
}
/** The zod error map of the platform forms (pass it as the resolver's `error`). */
function useValidationErrorMap() {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	return useCallback((issue) => {
		const value = (bound) => formatCount(Number(bound), language);
		switch (issue.code) {
			case "invalid_type": return issue.expected === "number" || issue.expected === "int" ? t("platform.validation.wholeNumber") : t("validation.required");
			case "too_small":
				if (issue.origin === "string") return Number(issue.minimum) <= 1 ? t("validation.required") : t("validation.min", { value: value(issue.minimum) });
				return t(issue.inclusive ? "validation.gte" : "validation.gt", { value: value(issue.minimum) });
			case "too_big":
				if (issue.origin === "string") return t("validation.max", { value: value(issue.maximum) });
				return t(issue.inclusive ? "validation.lte" : "validation.lt", { value: value(issue.maximum) });
			default: return t("fieldErrors.invalid_input");
		}
	}, [t, language]);
}
/** A field's error message as the messages of a TextField. */
function errorMessages(message) {
	return message ? [{
		key: "error",
		text: message,
		type: "error"
	}] : [];
}
export { useActionToasts as a, parsePayoutsParams as c, serializePayoutsParams as d, serializeRewardRatesParams as f, wholeNumberField as i, parseRewardRatesParams as l, platformKeys as m, optionalWholeNumberField as n, useShowFieldErrors as o, serializeUnallocatedFundsParams as p, useValidationErrorMap as r, platform_module_default as s, errorMessages as t, parseUnallocatedFundsParams as u };
