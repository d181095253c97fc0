import { i as Button, r as usePageTitle, u as activePermissionOf } from "../prerender.mjs";
import { d as formatUtcHour, n as formatCount, r as formatDateTime } from "./format-D03P3Guj.js";
import { r as useSearchState } from "./search-params-CSvgaw7A.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { Ct as updatePayoutScheduleBodySchema, X as blockchainPayoutStatusSchema, Y as blockchainPayoutRequestsResponseSchema, ht as payoutWalletSchema, mt as payoutScheduleResponseSchema, ot as nextRunPreviewSchema, pt as payoutRequestPaymentsResponseSchema, tt as feeLevelSchema } from "./src-BvrlxL-H.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { a as useActionToasts, c as parsePayoutsParams, d as serializePayoutsParams, m as platformKeys, n as optionalWholeNumberField, o as useShowFieldErrors, r as useValidationErrorMap, s as platform_module_default, t as errorMessages } from "./form-validation-D1Xec6ET.js";
import { t as formatPoolDay } from "./pool-day-CRH1y1VW.js";
import { n as Table, t as DataTable } from "./data-table-myK0ubUn.js";
import { t as ChainReference } from "./chain-reference-DNd3ad65.js";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { n as formatBtc } from "./format-btc-BPO6RemO.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as card_module_default } from "./card.module-fGcW3Z9K.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { t as Tabs } from "./tabs-DwP2z2C6.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { t as ConfirmDialog } from "./confirm-dialog-DwHy-7lB.js";
import { t as Dialog } from "./dialog-CN_269BG.js";
import { t as SelectField } from "./select-field-Dl7lSUxY.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
// src/features/platform/api/get-payout-schedule.ts
/** GET /platform/payouts/schedule: the daily payout runs, newest first, the current one included. */
async function getPayoutSchedule(params, signal) {
	const body = await apiRequest("/platform/payouts/schedule", {
		query: { ...params },
		signal
	});
	return parseList(payoutScheduleResponseSchema, body);
}
var payoutScheduleQueryOptions = (params) => queryOptions({
	queryKey: platformKeys.payoutSchedulePage(params),
	queryFn: ({ signal }) => getPayoutSchedule(params, signal),
	placeholderData: keepPreviousData
});
// src/features/platform/api/get-next-payout-run.ts
/** GET /platform/payouts/next-run: what the next 14:00 UTC run would pay at today's balances. */
async function getNextPayoutRun(signal) {
	return nextRunPreviewSchema.parse(await apiRequest("/platform/payouts/next-run", { signal }));
}
var nextPayoutRunQueryOptions = queryOptions({
	queryKey: platformKeys.nextPayoutRun,
	queryFn: ({ signal }) => getNextPayoutRun(signal)
});
// src/features/platform/api/get-payout-wallet.ts
/** GET /platform/payouts/wallet: the hot wallet's balance against what is owed, and the last run's problem. */
async function getPayoutWallet(signal) {
	return payoutWalletSchema.parse(await apiRequest("/platform/payouts/wallet", { signal }));
}
var payoutWalletQueryOptions = queryOptions({
	queryKey: platformKeys.payoutWallet,
	queryFn: ({ signal }) => getPayoutWallet(signal)
});
// src/features/platform/components/payout-desk.tsx
/** What stands in a run's way, in the desk's words, with the chain's own when it said something. */
function Problems({ problems }) {
	const { t } = useTranslation();
	if (problems.length === 0) return null;
	return /* @__PURE__ */ jsx("ul", {
		className: platform_module_default.problems,
		children: problems.map((problem) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(FormMessage, {
			type: "error",
			children: [t(`platform.desk.problems.${problem.reason}`), problem.message ? ` (${problem.message})` : ""]
		}) }, problem.reason))
	});
}
function Figure({ label, children }) {
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: label }), /* @__PURE__ */ jsx("dd", { children })] });
}
function LoadState({ error, onRetry }) {
	const { t } = useTranslation();
	if (error) return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.state,
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", {
			className: page_module_default.stateText,
			children: t("platform.desk.error")
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			onClick: onRetry,
			children: t("common.retry")
		})]
	});
	return /* @__PURE__ */ jsx("div", {
		className: page_module_default.skeleton,
		style: { height: 96 },
		role: "status",
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("common.loading")
		})
	});
}
/** The hot wallet against what is owed, and whether the last run paid nothing that was due. */
function PayoutWalletCard() {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const headingId = useId();
	const wallet = useQuery(payoutWalletQueryOptions);
	const data = wallet.data;
	let balance = "—";
	if (data?.chain === "simulated") balance = t("platform.desk.simulated");
	else if (data?.balance != null) balance = formatBtc(data.balance, language);
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: card_module_default.heading,
			children: t("platform.desk.walletTitle")
		}), !data ? /* @__PURE__ */ jsx(LoadState, {
			error: wallet.isError,
			onRetry: () => void wallet.refetch()
		}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsxs("dl", {
				className: platform_module_default.figures,
				children: [
					/* @__PURE__ */ jsx(Figure, {
						label: t("platform.desk.balance"),
						children: balance
					}),
					/* @__PURE__ */ jsx(Figure, {
						label: t("platform.desk.balancesDue"),
						children: formatBtc(data.balances_due, language)
					}),
					/* @__PURE__ */ jsx(Figure, {
						label: t("platform.desk.pendingPayouts"),
						children: formatBtc(data.pending_payouts, language)
					}),
					/* @__PURE__ */ jsx(Figure, {
						label: t("platform.desk.shortfall"),
						children: data.shortfall === null ? "—" : /* @__PURE__ */ jsx("span", {
							className: data.shortfall > 0 ? platform_module_default.danger : void 0,
							children: formatBtc(data.shortfall, language)
						})
					})
				]
			}),
			data.chain_error ? /* @__PURE__ */ jsxs(FormMessage, {
				type: "error",
				children: [
					t("platform.desk.problems.node_down"),
					" (",
					data.chain_error,
					")"
				]
			}) : null,
			data.last_run ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", {
				className: page_module_default.stateText,
				children: t("platform.desk.lastRun", {
					date: formatPoolDay(data.last_run.date, language),
					count: data.last_run.payouts,
					formatted: formatCount(data.last_run.payouts, language),
					amount: formatBtc(data.last_run.amount, language)
				})
			}), data.last_run.problem ? /* @__PURE__ */ jsxs(FormMessage, {
				type: "error",
				children: [
					t("platform.desk.lastRunStopped"),
					" ",
					t(`platform.desk.problems.${data.last_run.problem.reason}`),
					data.last_run.problem.message ? ` (${data.last_run.problem.message})` : ""
				]
			}) : null] }) : null
		] })]
	});
}
/** The next 14:00 UTC run at today's balances, by the run's own rules, with what stands in its way. */
function NextPayoutRunCard() {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const headingId = useId();
	const next = useQuery(nextPayoutRunQueryOptions);
	const data = next.data;
	const columns = [
		{
			key: "account",
			header: t("platform.requests.payments.columns.account"),
			cell: (row) => row.account_name
		},
		{
			key: "amount",
			header: t("platform.requests.payments.columns.amount"),
			numeric: true,
			cell: (row) => formatBtc(row.amount, language)
		},
		{
			key: "address",
			header: t("platform.requests.payments.columns.address"),
			cell: (row) => /* @__PURE__ */ jsx(ChainReference, {
				kind: "address",
				value: row.address,
				compact: true
			})
		}
	];
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: card_module_default.heading,
			children: t("platform.desk.nextTitle")
		}), !data ? /* @__PURE__ */ jsx(LoadState, {
			error: next.isError,
			onRetry: () => void next.refetch()
		}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx("p", {
				className: page_module_default.stateText,
				children: t("platform.desk.nextRule", { at: formatDateTime(data.run_at, language) })
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: platform_module_default.figures,
				children: [
					/* @__PURE__ */ jsx(Figure, {
						label: t("platform.desk.total"),
						children: formatBtc(data.total, language)
					}),
					/* @__PURE__ */ jsx(Figure, {
						label: t("platform.desk.accounts"),
						children: t("platform.desk.accountsOf", {
							count: data.at_minimum,
							paid: formatCount(data.payouts.length, language),
							formatted: formatCount(data.at_minimum, language)
						})
					}),
					/* @__PURE__ */ jsx(Figure, {
						label: t("platform.desk.feeRate"),
						children: data.fee_rate === null ? "—" : t("platform.desk.satPerVbyte", { rate: formatCount(data.fee_rate, language) })
					}),
					/* @__PURE__ */ jsx(Figure, {
						label: t("platform.desk.feeEstimate"),
						children: data.fee_estimate === null ? "—" : t("platform.desk.feeEstimateValue", {
							count: data.transactions,
							fee: formatBtc(data.fee_estimate, language),
							formatted: formatCount(data.transactions, language)
						})
					})
				]
			}),
			data.below_dust > 0 ? /* @__PURE__ */ jsx("p", {
				className: page_module_default.stateText,
				children: t("platform.desk.belowDust", {
					count: data.below_dust,
					formatted: formatCount(data.below_dust, language)
				})
			}) : null,
			/* @__PURE__ */ jsx(Problems, { problems: data.problems }),
			data.payouts.length > 0 ? /* @__PURE__ */ jsx(Table, {
				caption: t("platform.desk.nextCaption"),
				columns,
				rows: data.payouts,
				rowKey: (row) => row.miner_id,
				busy: next.isFetching
			}) : /* @__PURE__ */ jsx("p", {
				className: page_module_default.stateText,
				children: t("platform.desk.nextEmpty")
			})
		] })]
	});
}
// src/features/platform/api/get-blockchain-payout-requests.ts
/** GET /platform/payouts/blockchain-requests: the payout transactions, newest first, optionally of one status. */
async function getBlockchainPayoutRequests(params, signal) {
	const body = await apiRequest("/platform/payouts/blockchain-requests", {
		query: { ...params },
		signal
	});
	return parseList(blockchainPayoutRequestsResponseSchema, body);
}
var blockchainPayoutRequestsQueryOptions = (params) => queryOptions({
	queryKey: platformKeys.payoutRequestPage(params),
	queryFn: ({ signal }) => getBlockchainPayoutRequests(params, signal),
	placeholderData: keepPreviousData
});
// src/features/platform/api/resend-blockchain-payout-request.ts
/** POST /platform/payouts/blockchain-requests/{id}/resend: sends a failed (or never sent) request to the chain again. */
async function resendBlockchainPayoutRequest(requestId) {
	await apiRequest(`/platform/payouts/blockchain-requests/${encodeURIComponent(requestId)}/resend`, { method: "POST" });
}
/** Resends a request; refused or not, its status may have moved on, so the list follows. */
function useResendBlockchainPayoutRequest(config) {
	return useApiMutation(resendBlockchainPayoutRequest, [platformKeys.payoutRequests, platformKeys.payoutWallet], config);
}
// src/features/platform/api/reverse-blockchain-payout-request.ts
/** POST /platform/payouts/blockchain-requests/{id}/reverse: cancels an unsent request and returns its payouts to the balances. */
async function reverseBlockchainPayoutRequest(requestId) {
	await apiRequest(`/platform/payouts/blockchain-requests/${encodeURIComponent(requestId)}/reverse`, { method: "POST" });
}
/** Reverses a request; refused or not, its status may have moved on, so the list follows. */
function useReverseBlockchainPayoutRequest(config) {
	return useApiMutation(reverseBlockchainPayoutRequest, [
		platformKeys.payoutRequests,
		platformKeys.payoutWallet,
		platformKeys.nextPayoutRun
	], config);
}
// src/features/platform/api/get-payout-request-payments.ts
/** GET /platform/payouts/blockchain-requests/{request_id}/payments: who the request paid what, in which transaction. */
async function getPayoutRequestPayments(requestId, params, signal) {
	const body = await apiRequest(`/platform/payouts/blockchain-requests/${encodeURIComponent(requestId)}/payments`, {
		query: { ...params },
		signal
	});
	return parseList(payoutRequestPaymentsResponseSchema, body);
}
var payoutRequestPaymentsQueryOptions = (requestId, params) => queryOptions({
	queryKey: platformKeys.payoutRequestPayments(requestId, params),
	queryFn: ({ signal }) => getPayoutRequestPayments(requestId, params, signal),
	placeholderData: keepPreviousData
});
// src/features/platform/components/payout-request-payments.tsx
var statusTones$1 = {
	pending: "info",
	completed: "success",
	canceled: "neutral"
};
/** One payout request opened: who it paid what, to which address, in which chain transaction. */
function PayoutRequestPayments({ request, onClose }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	return /* @__PURE__ */ jsx(Dialog, {
		open: request !== void 0,
		onClose,
		title: request ? t("platform.requests.payments.title", { date: formatPoolDay(request.date, language) }) : "",
		children: request ? /* @__PURE__ */ jsx(PaymentsTable, { requestId: request.id }, request.id) : null
	});
}
function PaymentsTable({ requestId }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const [page, setPage] = useState(1);
	const payments = useQuery(payoutRequestPaymentsQueryOptions(requestId, {
		page,
		per_page: 20
	}));
	const columns = [
		{
			key: "account",
			header: t("platform.requests.payments.columns.account"),
			cell: (row) => row.account_name
		},
		{
			key: "amount",
			header: t("platform.requests.payments.columns.amount"),
			numeric: true,
			cell: (row) => formatBtc(row.amount, language)
		},
		{
			key: "address",
			header: t("platform.requests.payments.columns.address"),
			cell: (row) => /* @__PURE__ */ jsx(ChainReference, {
				kind: "address",
				value: row.address,
				compact: true
			})
		},
		{
			key: "transaction",
			header: t("platform.requests.payments.columns.transaction"),
			cell: (row) => row.part === null ? "—" : /* @__PURE__ */ jsxs("span", { children: [
				t("platform.requests.transactions.part", { number: formatCount(row.part + 1, language) }),
				" ",
				/* @__PURE__ */ jsx(ChainReference, {
					kind: "tx",
					value: row.tx_id,
					compact: true
				})
			] })
		},
		{
			key: "status",
			header: t("platform.requests.payments.columns.status"),
			cell: (row) => /* @__PURE__ */ jsx("span", { children: /* @__PURE__ */ jsx(Badge, {
				tone: statusTones$1[row.status],
				children: t(`platform.requests.payments.status.${row.status}`)
			}) })
		}
	];
	return /* @__PURE__ */ jsx(DataTable, {
		caption: t("platform.requests.payments.caption"),
		columns,
		rowKey: (row) => row.miner_id,
		query: payments,
		emptyText: t("platform.requests.payments.empty"),
		errorText: t("platform.requests.payments.error"),
		onPage: setPage
	});
}
// src/features/platform/components/payout-transactions.tsx
var stateTones = {
	planned: "neutral",
	mempool: "info",
	confirmed: "success",
	replaced: "neutral",
	returned: "danger"
};
/**
* The chain transactions of one payout request, under it: a run goes out in as many
* standard transactions as it takes, and a fee bump shows as the replaced transaction
* followed by its replacement.
*/
function PayoutTransactions({ transactions }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	return /* @__PURE__ */ jsx("ul", {
		className: platform_module_default.transactions,
		"aria-label": t("platform.requests.transactions.label"),
		children: transactions.map((transaction) => /* @__PURE__ */ jsxs("li", {
			className: platform_module_default.transaction,
			children: [
				/* @__PURE__ */ jsxs("span", {
					className: platform_module_default.transactionHead,
					children: [t("platform.requests.transactions.part", { number: formatCount(transaction.part + 1, language) }), /* @__PURE__ */ jsx(Badge, {
						tone: stateTones[transaction.state],
						children: t(`platform.requests.transactions.state.${transaction.state}`)
					})]
				}),
				/* @__PURE__ */ jsx(ChainReference, {
					kind: "tx",
					value: transaction.tx_id,
					compact: true
				}),
				/* @__PURE__ */ jsx("span", { children: t("platform.requests.transactions.outputs", {
					count: transaction.outputs,
					formatted: formatCount(transaction.outputs, language),
					amount: formatBtc(transaction.amount, language)
				}) }),
				transaction.vsize !== null && transaction.fee_rate !== null && transaction.fee !== null ? /* @__PURE__ */ jsx("span", { children: t("platform.requests.transactions.size", {
					vsize: formatCount(transaction.vsize, language),
					rate: formatCount(transaction.fee_rate, language),
					fee: formatBtc(transaction.fee, language)
				}) }) : null,
				transaction.tx_id ? /* @__PURE__ */ jsx("span", { children: t("platform.requests.transactions.confirmations", {
					count: transaction.confirmations,
					formatted: formatCount(transaction.confirmations, language)
				}) }) : null,
				transaction.replaced_by ? /* @__PURE__ */ jsxs("span", {
					className: platform_module_default.transactionHead,
					children: [t("platform.requests.transactions.replacedBy"), /* @__PURE__ */ jsx(ChainReference, {
						kind: "tx",
						value: transaction.replaced_by,
						compact: true
					})]
				}) : null
			]
		}, `${transaction.part}:${transaction.tx_id ?? "planned"}`))
	});
}
// src/features/platform/components/payout-requests.tsx
var statusTones = {
	created: "info",
	sent: "info",
	completed: "success",
	canceled: "danger",
	failed: "danger"
};
/** A run that found no wallet to pay: done, with no transaction to follow. */
function nothingPaid(request) {
	return request.status === "completed" && request.payouts === 0;
}
/** Requests the chain has not taken yet: the server resends or reverses only these. */
var actionable = /* @__PURE__ */ new Set(["created", "failed"]);
function PayoutRequests({ status, page, onChange }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const headingId = useId();
	const toasts = useActionToasts();
	const [pending, setPending] = useState();
	const [opened, setOpened] = useState();
	const requests = useQuery(blockchainPayoutRequestsQueryOptions({
		page,
		per_page: 20,
		status: status === "all" ? void 0 : status
	}));
	const feedback = {
		onSuccess: toasts.succeeded,
		onError: toasts.failed,
		onSettled: () => setPending(void 0)
	};
	const mutations = {
		resend: useResendBlockchainPayoutRequest(feedback),
		reverse: useReverseBlockchainPayoutRequest(feedback)
	};
	const act = pending ? mutations[pending.action] : void 0;
	const describe = (request) => ({
		date: formatPoolDay(request.date, language),
		amount: formatBtc(request.amount, language),
		payouts: formatCount(request.payouts, language)
	});
	const columns = [
		{
			key: "date",
			header: t("platform.requests.columns.date"),
			cell: (row) => formatPoolDay(row.date, language)
		},
		{
			key: "status",
			header: t("platform.requests.columns.status"),
			cell: (row) => nothingPaid(row) ? /* @__PURE__ */ jsx(Badge, {
				tone: "neutral",
				children: t("platform.requests.nothingToPay")
			}) : /* @__PURE__ */ jsx(Badge, {
				tone: statusTones[row.status],
				children: t(`platform.requests.status.${row.status}`)
			})
		},
		{
			key: "amount",
			header: t("platform.requests.columns.amount"),
			numeric: true,
			cell: (row) => nothingPaid(row) ? "—" : formatBtc(row.amount, language)
		},
		{
			key: "payouts",
			header: t("platform.requests.columns.payouts"),
			numeric: true,
			cell: (row) => formatCount(row.payouts, language)
		},
		{
			key: "transactions",
			header: t("platform.requests.columns.transactions"),
			cell: (row) => row.transactions.length > 0 ? /* @__PURE__ */ jsx(PayoutTransactions, { transactions: row.transactions }) : /* @__PURE__ */ jsx(ChainReference, {
				kind: "tx",
				value: row.tx_id,
				compact: true
			})
		},
		{
			key: "confirmations",
			header: t("platform.requests.columns.confirmations"),
			numeric: true,
			cell: (row) => nothingPaid(row) ? "—" : formatCount(row.confirmations, language)
		},
		{
			key: "error",
			header: t("platform.requests.columns.error"),
			cell: (row) => row.error ? /* @__PURE__ */ jsx("span", {
				className: platform_module_default.danger,
				children: row.error
			}) : "—"
		},
		{
			key: "actions",
			header: t("platform.columns.actions"),
			cell: (row) => row.payouts > 0 || actionable.has(row.status) ? /* @__PURE__ */ jsxs("div", {
				className: platform_module_default.rowActions,
				children: [row.payouts > 0 ? /* @__PURE__ */ jsx(Button, {
					kind: "transparent",
					size: "xs",
					"aria-label": t("platform.requests.paymentsLabel", describe(row)),
					onClick: () => setOpened(row),
					children: t("platform.requests.paymentsOpen")
				}) : null, actionable.has(row.status) ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Button, {
					kind: "transparent",
					size: "xs",
					"aria-label": t("platform.requests.resendLabel", describe(row)),
					onClick: () => setPending({
						action: "resend",
						request: row
					}),
					children: t("platform.requests.resend")
				}), /* @__PURE__ */ jsx(Button, {
					kind: "transparent",
					size: "xs",
					"aria-label": t("platform.requests.reverseLabel", describe(row)),
					onClick: () => setPending({
						action: "reverse",
						request: row
					}),
					children: t("platform.requests.reverse")
				})] }) : null]
			}) : null
		}
	];
	const tabs = [{
		value: "all",
		label: t("platform.requests.status.all")
	}, ...blockchainPayoutStatusSchema.options.map((value) => ({
		value,
		label: t(`platform.requests.status.${value}`)
	}))];
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: card_module_default.heading,
				children: t("platform.requests.title")
			}),
			/* @__PURE__ */ jsx(Tabs, {
				label: t("platform.requests.filterLabel"),
				items: tabs,
				value: status,
				onChange: (value) => onChange(value, 1),
				children: /* @__PURE__ */ jsx(DataTable, {
					caption: t("platform.requests.title"),
					columns,
					rowKey: (row) => row.id,
					query: requests,
					emptyText: t(status === "all" ? "platform.requests.empty" : "platform.requests.emptyStatus"),
					errorText: t("platform.requests.error"),
					onPage: (next) => onChange(status, next)
				})
			}),
			/* @__PURE__ */ jsx(PayoutRequestPayments, {
				request: opened,
				onClose: () => setOpened(void 0)
			}),
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: pending !== void 0,
				title: t(pending?.action === "reverse" ? "platform.requests.reverseTitle" : "platform.requests.resendTitle"),
				confirmLabel: t(pending?.action === "reverse" ? "platform.requests.reverse" : "platform.requests.resend"),
				pending: act?.isPending ?? false,
				onConfirm: () => pending && act?.mutate(pending.request.id),
				onClose: () => setPending(void 0),
				children: pending ? /* @__PURE__ */ jsx("p", { children: t(pending.action === "reverse" ? "platform.requests.reverseText" : "platform.requests.resendText", describe(pending.request)) }) : null
			})
		]
	});
}
// src/features/platform/api/clear-current-fee-per-vbyte.ts
/** DELETE /platform/payouts/schedule/current/fee-per-vbyte: the next payout run goes back to its fee level. */
async function clearCurrentFeePerVbyte() {
	await apiRequest("/platform/payouts/schedule/current/fee-per-vbyte", { method: "DELETE" });
}
/** Goes back to the fee level; the schedule follows. */
function useClearCurrentFeePerVbyte(config) {
	return useApiMutation(clearCurrentFeePerVbyte, [platformKeys.payoutSchedule, platformKeys.nextPayoutRun], config);
}
// src/features/platform/api/update-current-payout-schedule.ts
/** PUT /platform/payouts/schedule/current: the fee level and/or fee per vbyte of the next payout run. */
async function updateCurrentPayoutSchedule(body) {
	await apiRequest("/platform/payouts/schedule/current", {
		method: "PUT",
		body
	});
}
/** Saves the next payout run's fees; the schedule follows. */
function useUpdateCurrentPayoutSchedule(config) {
	return useApiMutation(updateCurrentPayoutSchedule, [platformKeys.payoutSchedule, platformKeys.nextPayoutRun], config);
}
// src/features/platform/schedule-form.ts
/** The next payout run's settings: a fee level, and a fee per vbyte that overrides it when given. */
var scheduleFormSchema = z.object({
	fee_level: feeLevelSchema,
	fee_per_vbyte: optionalWholeNumberField(updatePayoutScheduleBodySchema.shape.fee_per_vbyte)
});
/** The form follows the run it edits: when the schedule reloads, the fields show what the server holds. */
function useScheduleForm(current) {
	const error = useValidationErrorMap();
	return useForm({
		resolver: zodResolver(scheduleFormSchema, { error }),
		values: {
			fee_level: current?.fee_level ?? "MEDIUM",
			fee_per_vbyte: current?.fee_per_vbyte === null || !current ? "" : String(current.fee_per_vbyte)
		},
		mode: "onTouched"
	});
}
// src/features/platform/components/payout-settings.tsx
/**
* The next payout run (daily at 14:00 UTC): its fee level, or a fee per vbyte that
* overrides the level until it is removed.
*/
function PayoutSettings({ current, loading }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const headingId = useId();
	const toasts = useActionToasts();
	const form = useScheduleForm(current);
	const showFieldErrors = useShowFieldErrors(form.setError, ["fee_level", "fee_per_vbyte"]);
	const save = useUpdateCurrentPayoutSchedule({
		onSuccess: toasts.succeeded,
		onError: (error) => {
			if (!showFieldErrors(error)) toasts.failed(error);
		}
	});
	const backToFeeLevel = useClearCurrentFeePerVbyte({
		onSuccess: toasts.succeeded,
		onError: toasts.failed
	});
	const { errors } = form.formState;
	const pending = loading || save.isPending || backToFeeLevel.isPending;
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: card_module_default.heading,
				children: t("platform.payouts.settings.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				children: current ? t("platform.payouts.settings.next", {
					date: formatPoolDay(current.date, language),
					time: current.time,
					level: t(`platform.feeLevels.${current.fee_level}`)
				}) : t("platform.payouts.settings.noneScheduled", { time: formatUtcHour(14) })
			}),
			/* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				children: current?.fee_per_vbyte ? t("platform.payouts.settings.feeRateOverride", { rate: formatCount(current.fee_per_vbyte, language) }) : t("platform.payouts.settings.explanation")
			}),
			/* @__PURE__ */ jsxs("form", {
				className: platform_module_default.form,
				noValidate: true,
				"aria-labelledby": headingId,
				onSubmit: (event) => void form.handleSubmit((values) => save.mutate(values))(event),
				children: [
					/* @__PURE__ */ jsx(SelectField, {
						label: t("platform.payouts.settings.feeLevel"),
						options: feeLevelSchema.options.map((level) => ({
							value: level,
							label: t(`platform.feeLevels.${level}`)
						})),
						error: errors.fee_level?.message,
						...form.register("fee_level")
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: t("platform.payouts.settings.feePerVbyte"),
						inputMode: "numeric",
						autoComplete: "off",
						placeholder: t("platform.payouts.settings.feePerVbytePlaceholder"),
						messages: errorMessages(errors.fee_per_vbyte?.message),
						...form.register("fee_per_vbyte")
					}),
					/* @__PURE__ */ jsx(Button, {
						type: "submit",
						disabled: pending,
						className: platform_module_default.submit,
						children: t("platform.payouts.settings.submit")
					}),
					current?.fee_per_vbyte ? /* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						disabled: pending,
						className: platform_module_default.submit,
						onClick: () => backToFeeLevel.mutate(),
						children: t("platform.payouts.settings.backToFeeLevel")
					}) : null
				]
			})
		]
	});
}
// src/features/platform/components/payouts-page.tsx
/**
* /platform/payouts: the hot wallet against what is owed, the next run's preview and fee settings, the daily payout schedule and the
* blockchain payout requests; the lists' pages and the requests' status live in the address.
*/
function PayoutsPage({ title }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const scheduleId = useId();
	const [params, setParams] = useSearchState(parsePayoutsParams, serializePayoutsParams);
	const schedule = useQuery(payoutScheduleQueryOptions({
		page: params.page,
		per_page: 20
	}));
	const firstPage = useQuery(payoutScheduleQueryOptions({
		page: 1,
		per_page: 20
	}));
	const current = firstPage.data?.data.find((item) => !item.processed);
	const columns = [
		{
			key: "date",
			header: t("platform.schedule.columns.date"),
			cell: (item) => formatPoolDay(item.date, language)
		},
		{
			key: "time",
			header: t("platform.schedule.columns.time"),
			cell: (item) => t("platform.schedule.utc", { time: item.time })
		},
		{
			key: "level",
			header: t("platform.schedule.columns.feeLevel"),
			cell: (item) => t(`platform.feeLevels.${item.fee_level}`)
		},
		{
			key: "rate",
			header: t("platform.schedule.columns.feePerVbyte"),
			numeric: true,
			cell: (item) => item.fee_per_vbyte === null ? "—" : formatCount(item.fee_per_vbyte, language)
		},
		{
			key: "processed",
			header: t("platform.schedule.columns.processed"),
			cell: (item) => t(item.processed ? "platform.schedule.processed" : "platform.schedule.pending")
		}
	];
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "page-title",
				className: page_module_default.title,
				children: title
			}),
			/* @__PURE__ */ jsx(PayoutWalletCard, {}),
			/* @__PURE__ */ jsx(NextPayoutRunCard, {}),
			/* @__PURE__ */ jsx(PayoutSettings, {
				current,
				loading: firstPage.isPending
			}),
			/* @__PURE__ */ jsxs("section", {
				className: `${card_module_default.card} ${card_module_default.stack}`,
				"aria-labelledby": scheduleId,
				children: [/* @__PURE__ */ jsx("h2", {
					id: scheduleId,
					className: card_module_default.heading,
					children: t("platform.schedule.title")
				}), /* @__PURE__ */ jsx(DataTable, {
					caption: t("platform.schedule.title"),
					columns,
					rowKey: (item) => item.date,
					query: schedule,
					emptyText: t("platform.schedule.empty"),
					errorText: t("platform.schedule.error"),
					onPage: (page) => setParams({
						...params,
						page
					})
				})]
			}),
			/* @__PURE__ */ jsx(PayoutRequests, {
				status: params.requestStatus,
				page: params.requestPage,
				onChange: (status, page) => setParams({
					...params,
					requestStatus: status,
					requestPage: page
				})
			})
		]
	});
}
// src/app/routes/platform-payouts.tsx
/** /platform/payouts: the payout desk (next run's fees, schedule, blockchain payout requests). Platform staff only; the server checks it too. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.platformPayouts.title");
	usePageTitle(title);
	const { data: identity } = useQuery(identityQueryOptions);
	if (!identity || activePermissionOf(identity.permissions)?.type !== "platform") return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.platformPayouts" });
	return /* @__PURE__ */ jsx(PayoutsPage, { title });
}
export { Component };
