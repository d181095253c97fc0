import { Et as walletChangeCodeSentSchema, M as profitSharingsResponseSchema, Tt as walletChangeCodeSchema, W as accountLookupSchema, gt as percentSchema } from "./src-BvrlxL-H.js";
import { a as walletManagingRoles } from "./access-CR-J5voB.js";
import { i as Button, r as usePageTitle, u as activePermissionOf, v as toast } from "../prerender.mjs";
import { t as accountQueryOptions } from "./get-account-CAcQgvIX.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { n as Table } from "./data-table-myK0ubUn.js";
import { t as ConfirmChangeDialog } from "./confirm-change-dialog-DbjDem1N.js";
import { t as ConfirmDialog } from "./confirm-dialog-DwHy-7lB.js";
import { t as Dialog } from "./dialog-CN_269BG.js";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { t as StatCard } from "./stat-card-DtmL6sb5.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { r as apiRequest, t as ApiError } from "./api-client-CtLTCvq4.js";
import { c as formatPercent, i as formatDay } from "./format-D03P3Guj.js";
import { t as useFormErrors } from "./form-errors-CaZgPLgQ.js";
import { n as sharingKeys, t as sharing_module_default } from "./sharing.module-DHYi1us9.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { t as card_module_default } from "./card.module-fGcW3Z9K.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as form_layout_module_default } from "./form-layout.module-B43TtZ6F.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as accountOf } from "./account-DrRMVZ2i.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/sharing/api/get-profit-sharings.ts
/** GET /miners/{donor}/profit-sharings: every split item of the donor, with today's and tomorrow's totals. */
async function getProfitSharings(donorId, signal) {
	const body = await apiRequest(`/miners/${encodeURIComponent(donorId)}/profit-sharings`, { signal });
	return profitSharingsResponseSchema.parse(body);
}
var profitSharingsQueryOptions = (donorId) => queryOptions({
	queryKey: sharingKeys.splits(donorId),
	queryFn: ({ signal }) => getProfitSharings(donorId, signal)
});
// src/features/sharing/api/lookup-account.ts
/** GET /miners/lookup-by-account-name: the account of that exact name (any case), or a 404 ApiError. */
async function lookupAccount(accountName, signal) {
	const body = await apiRequest("/miners/lookup-by-account-name", {
		query: { account_name: accountName },
		signal
	});
	return accountLookupSchema.parse(body);
}
// src/features/sharing/api/send-profit-sharing-code.ts
/**
* POST /miners/{donor}/profit-sharings/{recipient}/confirmation-codes: e-mails the user a
* six-digit code for this new or raised split (users without a second factor confirm with it).
*/
async function sendProfitSharingCode(donorId, recipientId, percent) {
	const answer = await apiRequest(`/miners/${encodeURIComponent(donorId)}/profit-sharings/${encodeURIComponent(recipientId)}/confirmation-codes`, {
		method: "POST",
		body: { percent }
	});
	return walletChangeCodeSentSchema.parse(answer);
}
// src/features/sharing/api/set-profit-sharing.ts
/**
* PUT /miners/{donor}/profit-sharings/{recipient}: the percent from 00:00 UTC tomorrow. A new
* or raised split wants a fresh second factor (the api client asks for it) or, from a user
* without one, the code e-mailed for it (403 confirmation_code_required without).
*/
async function setProfitSharing(donorId, change) {
	const body = await apiRequest(`/miners/${encodeURIComponent(donorId)}/profit-sharings/${encodeURIComponent(change.recipientId)}`, {
		method: "PUT",
		body: {
			percent: change.percent,
			...change.code ? { code: change.code } : {}
		}
	});
	return profitSharingsResponseSchema.parse(body);
}
// src/features/sharing/api/stop-profit-sharing.ts
/** DELETE /miners/{donor}/profit-sharings/{recipient}: the split stops from 00:00 UTC tomorrow. */
async function stopProfitSharing(donorId, recipientId) {
	const body = await apiRequest(`/miners/${encodeURIComponent(donorId)}/profit-sharings/${encodeURIComponent(recipientId)}`, { method: "DELETE" });
	return profitSharingsResponseSchema.parse(body);
}
function useStopProfitSharing(donorId, config) {
	return useApiMutation((recipientId) => stopProfitSharing(donorId, recipientId), [sharingKeys.splits(donorId)], config);
}
// src/features/sharing/components/profit-sharing-page.tsx
var statusTones = {
	scheduled: "info",
	current: "success",
	past: "neutral"
};
/** "12,5" or " 12.5 " as the contract's percent text, or undefined. */
function percentText(input) {
	const value = input.trim().replace(",", ".");
	return percentSchema.safeParse(value).success ? value : void 0;
}
/**
* /profit-sharing (product §3 "Profit split", §5, §9): what the account gives of its daily
* reward after fees, to whom, from when and until when; adding, changing and stopping a
* split, each from 00:00 UTC the next day, as the page says before anything is saved.
*/
function ProfitSharingPage({ donorId, title, accountName, canManage }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const splits = useQuery(profitSharingsQueryOptions(donorId));
	const [changing, setChanging] = useState();
	const [stopping, setStopping] = useState();
	const [confirming, setConfirming] = useState();
	const [refusal, setRefusal] = useState();
	const confirm = (request) => {
		setChanging(void 0);
		setRefusal(void 0);
		setConfirming({
			...request,
			attempt: (confirming?.attempt ?? 0) + 1
		});
	};
	const stop = useStopProfitSharing(donorId, {
		onSuccess: () => {
			setStopping(void 0);
			toast.success(t("toasts.success"));
		},
		onError: () => toast.error(t("toasts.error"), { description: t("toasts.errorDescription") })
	});
	const data = splits.data;
	const startDay = data ? formatDay(data.changes_start, language) : "";
	const latest = /* @__PURE__ */ new Map();
	for (const item of data?.data ?? []) {
		const seen = latest.get(item.recipient_id);
		if (item.status !== "past" && (!seen || seen.start_date < item.start_date)) latest.set(item.recipient_id, item);
	}
	const dayStart = (day) => t("profitSharing.dayStart", { day: formatDay(day, language) });
	const columns = [
		{
			key: "recipient",
			header: t("profitSharing.columns.recipient"),
			cell: (item) => item.recipient_account_name
		},
		{
			key: "percent",
			header: t("profitSharing.columns.percent"),
			numeric: true,
			cell: (item) => formatPercent(Number(item.percent), language)
		},
		{
			key: "start",
			header: t("profitSharing.columns.start"),
			cell: (item) => dayStart(item.start_date)
		},
		{
			key: "end",
			header: t("profitSharing.columns.end"),
			cell: (item) => item.end_date ? dayStart(item.end_date) : t("profitSharing.open")
		},
		{
			key: "type",
			header: t("profitSharing.columns.type"),
			cell: (item) => t(`profitSharing.types.${item.sharing_type}`)
		},
		{
			key: "status",
			header: t("profitSharing.columns.status"),
			cell: (item) => /* @__PURE__ */ jsx("span", { children: /* @__PURE__ */ jsx(Badge, {
				tone: statusTones[item.status],
				children: t(`profitSharing.statuses.${item.status}`)
			}) })
		},
		...canManage ? [{
			key: "actions",
			header: t("profitSharing.columns.actions"),
			cell: (item) => latest.get(item.recipient_id) === item ? /* @__PURE__ */ jsxs("span", {
				className: sharing_module_default.actions,
				children: [/* @__PURE__ */ jsx(Button, {
					kind: "transparent",
					size: "xs",
					onClick: () => setChanging(item),
					"aria-label": t("profitSharing.changeFor", { name: item.recipient_account_name }),
					children: t("profitSharing.change")
				}), item.end_date === null ? /* @__PURE__ */ jsx(Button, {
					kind: "transparent",
					size: "xs",
					onClick: () => setStopping(item),
					"aria-label": t("profitSharing.stopFor", { name: item.recipient_account_name }),
					children: t("profitSharing.stop")
				}) : null]
			}) : null
		}] : []
	];
	let body;
	if (splits.isError && !data) body = /* @__PURE__ */ jsxs("div", {
		className: page_module_default.state,
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", {
			className: page_module_default.stateText,
			children: t("profitSharing.error")
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			onClick: () => void splits.refetch(),
			children: t("common.retry")
		})]
	});
	else if (!data) body = /* @__PURE__ */ jsx("div", {
		className: page_module_default.skeleton,
		style: { height: 160 },
		role: "status",
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("common.loading")
		})
	});
	else if (data.data.length === 0) body = /* @__PURE__ */ jsx("div", {
		className: page_module_default.empty,
		children: /* @__PURE__ */ jsx("p", {
			className: page_module_default.emptyTitle,
			children: t("profitSharing.empty")
		})
	});
	else body = /* @__PURE__ */ jsx(Table, {
		caption: t("profitSharing.tableLabel"),
		columns,
		rows: data.data,
		rowKey: (item) => `${item.recipient_id}:${item.start_date}`,
		busy: splits.isFetching
	});
	return /* @__PURE__ */ jsxs("section", {
		className: page_module_default.page,
		"aria-labelledby": "page-title",
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: accountName
			}),
			/* @__PURE__ */ jsx("p", {
				className: form_layout_module_default.hint,
				children: t("profitSharing.about")
			}),
			data ? /* @__PURE__ */ jsxs("div", {
				className: sharing_module_default.cards,
				children: [/* @__PURE__ */ jsx(StatCard, {
					title: t("profitSharing.totalToday"),
					children: /* @__PURE__ */ jsx("span", {
						className: sharing_module_default.value,
						children: formatPercent(Number(data.total_today), language)
					})
				}), /* @__PURE__ */ jsx(StatCard, {
					title: t("profitSharing.totalFrom", { day: startDay }),
					children: /* @__PURE__ */ jsx("span", {
						className: sharing_module_default.value,
						children: formatPercent(Number(data.total_tomorrow), language)
					})
				})]
			}) : null,
			body,
			canManage && data ? /* @__PURE__ */ jsx(NewSplitForm, {
				startDay,
				left: 100 - Number(data.total_tomorrow),
				onRequest: confirm
			}) : null,
			refusal ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: refusal
			}) : null,
			changing && data ? /* @__PURE__ */ jsx(ChangeSplitDialog, {
				item: changing,
				startDay,
				onRequest: confirm,
				onClose: () => setChanging(void 0)
			}) : null,
			confirming ? /* @__PURE__ */ jsx(ConfirmSplitDialog, {
				donorId,
				request: confirming,
				startDay,
				onRefused: setRefusal,
				onClose: () => setConfirming(void 0)
			}, confirming.attempt) : null,
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: stopping !== void 0,
				title: t("profitSharing.stopTitle", { name: stopping?.recipient_account_name ?? "" }),
				confirmLabel: t("profitSharing.stopConfirm"),
				pending: stop.isPending,
				onConfirm: () => stopping && stop.mutate(stopping.recipient_id),
				onClose: () => setStopping(void 0),
				children: /* @__PURE__ */ jsx("p", { children: t("profitSharing.stopText", {
					name: stopping?.recipient_account_name ?? "",
					day: startDay
				}) })
			})
		]
	});
}
/** Adds a split: the recipient by account name, the percent, from 00:00 UTC tomorrow (after its confirmation). */
function NewSplitForm({ startDay, left, onRequest }) {
	const { t, i18n } = useTranslation();
	const [name, setName] = useState("");
	const [percent, setPercent] = useState("");
	const [errors, setErrors] = useState({ fields: {} });
	const [looking, setLooking] = useState(false);
	const toErrors = useFormErrors();
	const submit = async (event) => {
		event.preventDefault();
		const value = percentText(percent);
		const fields = {};
		if (!name.trim()) fields.recipient = t("validation.required");
		if (!value) fields.percent = t("profitSharing.percentInvalid");
		setErrors({ fields });
		if (Object.keys(fields).length > 0 || !value) return;
		setLooking(true);
		try {
			const recipient = await lookupAccount(name.trim());
			onRequest({
				recipientId: recipient.id,
				recipientName: recipient.account_name,
				percent: value
			});
		} catch (error) {
			setErrors(error instanceof ApiError && error.status === 404 ? { fields: { recipient: t("fieldErrors.recipient_not_found") } } : toErrors(error));
		} finally {
			setLooking(false);
		}
	};
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "new-split-heading",
		className: `${card_module_default.card} ${card_module_default.stack}`,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "new-split-heading",
				className: card_module_default.heading,
				children: t("profitSharing.newHeading")
			}),
			/* @__PURE__ */ jsxs("p", {
				className: form_layout_module_default.hint,
				children: [
					t("profitSharing.rule", { day: startDay }),
					" ",
					t("profitSharing.left", { percent: formatPercent(Math.max(0, left), i18n.language) })
				]
			}),
			/* @__PURE__ */ jsxs("form", {
				onSubmit: (event) => void submit(event),
				noValidate: true,
				className: form_layout_module_default.row,
				children: [
					/* @__PURE__ */ jsx(TextField, {
						label: t("profitSharing.recipientLabel"),
						value: name,
						autoComplete: "off",
						messages: errors.fields.recipient ? [{
							key: "error",
							text: errors.fields.recipient,
							type: "error"
						}] : [],
						onChange: (event) => setName(event.target.value)
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: t("profitSharing.percentLabel"),
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
					/* @__PURE__ */ jsx(Button, {
						type: "submit",
						disabled: looking,
						children: t("profitSharing.submit", { day: startDay })
					})
				]
			}),
			errors.form ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: errors.form
			}) : null
		]
	});
}
/** Changes a split's percent from 00:00 UTC tomorrow (a split with a stop scheduled goes on), after its confirmation. */
function ChangeSplitDialog({ item, startDay, onRequest, onClose }) {
	const { t } = useTranslation();
	const [percent, setPercent] = useState(item.percent);
	const [error, setError] = useState();
	const submit = (event) => {
		event.preventDefault();
		const value = percentText(percent);
		if (!value) {
			setError(t("profitSharing.percentInvalid"));
			return;
		}
		onRequest({
			recipientId: item.recipient_id,
			recipientName: item.recipient_account_name,
			percent: value
		});
	};
	return /* @__PURE__ */ jsx(Dialog, {
		open: true,
		onClose,
		title: t("profitSharing.changeTitle", { name: item.recipient_account_name }),
		size: "s",
		children: /* @__PURE__ */ jsxs("form", {
			onSubmit: submit,
			noValidate: true,
			className: card_module_default.stack,
			children: [
				/* @__PURE__ */ jsx("p", {
					className: form_layout_module_default.hint,
					children: t("profitSharing.rule", { day: startDay })
				}),
				/* @__PURE__ */ jsx(TextField, {
					label: t("profitSharing.percentLabel"),
					inputMode: "decimal",
					value: percent,
					autoComplete: "off",
					autoFocus: true,
					messages: error ? [{
						key: "error",
						text: error,
						type: "error"
					}] : [],
					onChange: (event) => setPercent(event.target.value)
				}),
				/* @__PURE__ */ jsx(Button, {
					type: "submit",
					children: t("profitSharing.submit", { day: startDay })
				})
			]
		})
	});
}
/**
* The split in full, then Confirm: a fresh second factor (the api client asks for it), or for
* a user without one the code e-mailed for exactly this split. A refusal of the split itself
* (over 100 %) closes the dialog and hands its reason to the page.
*/
function ConfirmSplitDialog({ donorId, request, startDay, onRefused, onClose }) {
	const { t, i18n } = useTranslation();
	const queryClient = useQueryClient();
	const toErrors = useFormErrors();
	const refresh = () => queryClient.invalidateQueries({ queryKey: sharingKeys.splits(donorId) });
	return /* @__PURE__ */ jsx(ConfirmChangeDialog, {
		title: t("profitSharing.confirmTitle"),
		requestCode: () => sendProfitSharingCode(donorId, request.recipientId, request.percent),
		isCode: (text) => walletChangeCodeSchema.safeParse(text).success,
		submit: (code) => setProfitSharing(donorId, {
			...request,
			code
		}),
		onDone: () => {
			onClose();
			toast.success(t("toasts.success"), { description: t("profitSharing.saved", { day: startDay }) });
			refresh();
		},
		onValueError: (field) => {
			onClose();
			onRefused(Object.values(toErrors(new ApiError(400, "invalid_input", [field])).fields)[0] ?? t("toasts.error"));
			refresh();
		},
		onClose,
		children: /* @__PURE__ */ jsx("p", { children: t("profitSharing.confirmText", {
			day: startDay,
			percent: formatPercent(Number(request.percent), i18n.language),
			name: request.recipientName
		}) })
	});
}
// src/app/routes/profit-sharing.tsx
/** /profit-sharing: the active miner account's profit splits; its owners and admins change them. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.profitSharing.title");
	usePageTitle(title);
	const { data: identity } = useQuery(identityQueryOptions);
	const permission = identity && activePermissionOf(identity.permissions);
	const account = accountOf(permission);
	const details = useQuery({
		...accountQueryOptions(account ?? {
			kind: "miners",
			id: ""
		}),
		enabled: account?.kind === "miners"
	});
	if (account?.kind !== "miners" || !permission) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.profitSharing" });
	return /* @__PURE__ */ jsx(ProfitSharingPage, {
		donorId: account.id,
		title,
		accountName: details.data?.name,
		canManage: walletManagingRoles.includes(permission.role)
	}, account.id);
}
export { Component };
