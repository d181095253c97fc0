import { qt as chartPeriods } from "./src-BvrlxL-H.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as getPageSettings } from "./page-settings-2BwVYlQR.js";
import { i as Button } from "../prerender.mjs";
import { n as accountPath } from "./account-DrRMVZ2i.js";
import { n as monitoringKeys, t as accountQueryOptions } from "./get-account-CAcQgvIX.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { a as formatDuration, c as formatPercent, d as formatUtcHour, i as formatDay, n as formatCount, o as formatHashrate, r as formatDateTime } from "./format-D03P3Guj.js";
import { t as DataTable } from "./data-table-myK0ubUn.js";
import { t as card_module_default } from "./card.module-fGcW3Z9K.js";
import { n as formatBtc } from "./format-btc-BPO6RemO.js";
import { a as useMoneyRefresh, i as payments_module_default, n as PendingCurrencies, o as paymentKeys, r as FiatNote, t as MoneyAmount } from "./money-amount-D6nFUVSj.js";
import { t as ChainReference } from "./chain-reference-DNd3ad65.js";
import { a as HashrateChart, c as liveRefreshMs, s as monitoring_module_default } from "./worker-status-CzyZ5hlb.js";
import { n as useNearScreen } from "./lazy-line-chart-B0n6SbYu.js";
import { t as ConnectMiner } from "./connect-miner-DGzUVdi_.js";
import { t as StatCard } from "./stat-card-DtmL6sb5.js";
import { n as card_grid_module_default, t as StatsCards } from "./stats-cards-C07JtTyZ.js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/features/monitoring/api/get-account-chart.ts
/** GET …/{id}/charts?period=…: the account's hashrate over the period. */
async function getAccountChart(account, period, signal) {
	return apiRequest(`${accountPath(account)}/charts`, {
		query: { period },
		signal
	});
}
var accountChartQueryOptions = (account, period) => queryOptions({
	queryKey: monitoringKeys.chart(account, period),
	queryFn: ({ signal }) => getAccountChart(account, period, signal),
	refetchInterval: liveRefreshMs,
	placeholderData: keepPreviousData
});
// src/features/monitoring/api/get-account-stats.ts
/** GET …/{id}/stats: hashrate for 15m…30d, rejects, workers by status and the chart state. */
async function getAccountStats(account, signal) {
	return apiRequest(`${accountPath(account)}/stats`, { signal });
}
var accountStatsQueryOptions = (account) => queryOptions({
	queryKey: monitoringKeys.stats(account),
	queryFn: ({ signal }) => getAccountStats(account, signal),
	refetchInterval: liveRefreshMs
});
/** GET /pools/{id}/blocks or /miners/{id}/blocks: blocks found by the pool's miners or the account's workers, highest first. */
async function getBlocks(account, page, signal) {
	return apiRequest(`${accountPath(account)}/blocks`, {
		query: {
			page,
			per_page: 10
		},
		signal
	});
}
/** Refreshed with the dashboard: confirmations grow with every block on the chain. */
var blocksQueryOptions = (account, page) => queryOptions({
	queryKey: monitoringKeys.blocks(account, page),
	queryFn: ({ signal }) => getBlocks(account, page, signal),
	refetchInterval: liveRefreshMs,
	placeholderData: keepPreviousData
});
// src/features/monitoring/components/blocks-found.tsx
/** Confirmations after which a block's coinbase may be spent: an immature block's count goes up to it. */
var coinbaseMaturity = 100;
/**
* "Blocks found" of a pool's dashboard (every block its miners found) or of a miner
* account's (those its workers found): height, hash with its explorer link, finder, reward,
* confirmations and state. Asked for once it comes near the screen: it sits below the chart.
*/
function BlocksFound({ account }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const headingId = useId();
	const [page, setPage] = useState(1);
	const [sectionRef, near] = useNearScreen();
	const blocks = useQuery({
		...blocksQueryOptions(account, page),
		enabled: near
	});
	const stateText = (block) => {
		switch (block.state) {
			case "rejected": return t("monitoring.blocks.rejected", { reason: block.reject_reason });
			case "immature": return t("monitoring.blocks.states.immature", { count: coinbaseMaturity - block.confirmations });
			default: return t(`monitoring.blocks.states.${block.state}`);
		}
	};
	const columns = [
		{
			key: "height",
			header: t("monitoring.blocks.columns.height"),
			numeric: true,
			cell: (block) => block.height
		},
		{
			key: "hash",
			header: t("monitoring.blocks.columns.hash"),
			cell: (block) => /* @__PURE__ */ jsx(ChainReference, {
				kind: "block",
				value: block.hash,
				compact: "middle"
			})
		},
		{
			key: "finder",
			header: t("monitoring.blocks.columns.finder"),
			cell: (block) => `${block.account}.${block.worker}`
		},
		{
			key: "found",
			header: t("monitoring.blocks.columns.found"),
			cell: (block) => formatDateTime(block.found_at, language)
		},
		{
			key: "reward",
			header: t("monitoring.blocks.columns.reward"),
			numeric: true,
			cell: (block) => formatBtc(block.reward, language)
		},
		{
			key: "confirmations",
			header: t("monitoring.blocks.columns.confirmations"),
			numeric: true,
			cell: (block) => block.confirmations > 0 ? formatCount(block.confirmations, language) : "—"
		},
		{
			key: "state",
			header: t("monitoring.blocks.columns.state"),
			cell: stateText
		}
	];
	return /* @__PURE__ */ jsxs("section", {
		ref: sectionRef,
		"aria-labelledby": headingId,
		className: `${monitoring_module_default.section} ${card_module_default.card} ${card_module_default.stack}`,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: card_module_default.heading,
			children: t("monitoring.blocks.title")
		}), /* @__PURE__ */ jsx(DataTable, {
			caption: t("monitoring.blocks.title"),
			columns,
			rowKey: (block) => block.hash,
			query: blocks,
			emptyText: t("monitoring.blocks.empty"),
			errorText: t("monitoring.blocks.error"),
			onPage: setPage
		})]
	});
}
// src/features/monitoring/components/account-dashboard.tsx
/** The main dashboard of an account: hashrate and workers cards and the hashrate chart, refreshed every minute. */
function AccountDashboard({ account, title, workersPath, children, stratumAddresses }) {
	const { t } = useTranslation();
	const [searchParams, setSearchParams] = useSearchParams();
	const requested = searchParams.get("period");
	const period = chartPeriods.find((known) => known === requested) ?? "P1D";
	const setPeriod = (next) => setSearchParams((current) => {
		current.set("period", next);
		return current;
	}, { replace: true });
	const details = useQuery(accountQueryOptions(account));
	const stats = useQuery(accountStatsQueryOptions(account));
	const [chartRef, chartNear] = useNearScreen();
	const chart = useQuery({
		...accountChartQueryOptions(account, period),
		enabled: chartNear
	});
	const workersHref = (status) => `${workersPath}?status=${status}`;
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: details.data?.name
			}),
			details.data?.accountName && stratumAddresses?.length && stats.data?.workers.total === 0 ? /* @__PURE__ */ jsx(ConnectMiner, {
				accountName: details.data.accountName,
				stratumAddresses
			}) : null,
			children,
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "dashboard-stats",
				className: monitoring_module_default.section,
				children: [/* @__PURE__ */ jsx("h2", {
					id: "dashboard-stats",
					className: "visually-hidden",
					children: t("monitoring.stats.title")
				}), /* @__PURE__ */ jsx(StatsCards, {
					query: stats,
					workersHref
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				ref: chartRef,
				"aria-labelledby": "dashboard-chart",
				className: `${monitoring_module_default.section} ${card_module_default.card}`,
				children: [/* @__PURE__ */ jsx("h2", {
					id: "dashboard-chart",
					className: card_module_default.heading,
					children: t("monitoring.chart.title")
				}), /* @__PURE__ */ jsx(HashrateChart, {
					query: chart,
					period,
					onPeriodChange: setPeriod
				})]
			}),
			account.kind === "operators" ? null : /* @__PURE__ */ jsx(BlocksFound, { account })
		]
	});
}
// src/features/payments/api/get-balance.ts
/** GET …/{id}/balance: what the account holds and what is on its way out. */
async function getBalance(account, signal) {
	return apiRequest(`${accountPath(account)}/balance`, { signal });
}
var balanceQueryOptions = (account) => queryOptions({
	queryKey: paymentKeys.balance(account),
	queryFn: ({ signal }) => getBalance(account, signal)
});
// src/features/payments/api/get-earned-all-time.ts
/** GET …/{id}/earned-all-time: every reward credited to the account (a pool's or operator's fee income). */
async function getEarnedAllTime(account, signal) {
	return apiRequest(`${accountPath(account)}/earned-all-time`, { signal });
}
var earnedAllTimeQueryOptions = (account) => queryOptions({
	queryKey: paymentKeys.earnedAllTime(account),
	queryFn: ({ signal }) => getEarnedAllTime(account, signal)
});
// src/features/payments/api/get-processing-earnings.ts
/** The estimate grows with the day's hashrate, which the server rolls up every minute. */
var estimateRefreshMs = 6e4;
/** GET …/{id}/processing-earnings: today's estimated earnings, credited at 09:00 UTC tomorrow. */
async function getProcessingEarnings(account, signal) {
	return apiRequest(`${accountPath(account)}/processing-earnings`, { signal });
}
var processingEarningsQueryOptions = (account) => queryOptions({
	queryKey: paymentKeys.processingEarnings(account),
	queryFn: ({ signal }) => getProcessingEarnings(account, signal),
	refetchInterval: estimateRefreshMs
});
// src/features/payments/api/get-earnings-outlook.ts
/** GET /miners/{id}/earnings-outlook: yesterday's reward, today's estimate, a day's at the 24-hour hashrate. */
async function getEarningsOutlook(account, signal) {
	return apiRequest(`${accountPath(account)}/earnings-outlook`, { signal });
}
var earningsOutlookQueryOptions = (account) => queryOptions({
	queryKey: paymentKeys.earningsOutlook(account),
	queryFn: ({ signal }) => getEarningsOutlook(account, signal),
	refetchInterval: 6e4
});
// src/features/payments/api/get-next-payout.ts
/** GET /miners/{id}/next-payout: when the next payout run pays the account, and how much at today's balance. */
async function getNextPayout(account, signal) {
	return apiRequest(`${accountPath(account)}/next-payout`, { signal });
}
var nextPayoutQueryOptions = (account) => queryOptions({
	queryKey: paymentKeys.nextPayout(account),
	queryFn: ({ signal }) => getNextPayout(account, signal)
});
// src/features/payments/components/money-card.tsx
/**
* A dashboard money card: its figure once loaded, a skeleton while loading, the error with
* a retry. `noteLines`: the lines of notes the figure comes with, drawn as thin bars while
* it loads, with a bar for its value in each of the pool's extra currencies, so that the
* card keeps about its height and the cards under it do not jump when it arrives (a layout
* shift on every visit on a phone, issue 17 §6).
*/
function MoneyCard({ title, query, noteLines = 0, children }) {
	const { t } = useTranslation();
	let body;
	if (query.data !== void 0) body = children(query.data);
	else if (query.isError) body = /* @__PURE__ */ jsxs("span", {
		className: payments_module_default.cardError,
		role: "alert",
		children: [t("money.balance.error"), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			onClick: () => void query.refetch(),
			children: t("common.retry")
		})]
	});
	else body = /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("span", {
		className: payments_module_default.moneySkeleton,
		children: [/* @__PURE__ */ jsx("span", {
			className: `${page_module_default.skeleton} ${payments_module_default.valueSkeleton}`,
			role: "status",
			"aria-busy": "true",
			children: /* @__PURE__ */ jsx("span", {
				className: "visually-hidden",
				children: t("common.loading")
			})
		}), getPageSettings().extra_currencies.map((currency) => /* @__PURE__ */ jsx("span", {
			className: `${page_module_default.skeleton} ${payments_module_default.fiatSkeleton}`,
			"aria-hidden": "true"
		}, currency))]
	}), Array.from({ length: noteLines }, (_, line) => /* @__PURE__ */ jsx("span", {
		className: `${page_module_default.skeleton} ${payments_module_default.noteSkeleton}`,
		"aria-hidden": "true"
	}, line))] });
	return /* @__PURE__ */ jsx(StatCard, {
		title,
		children: body
	});
}
// src/features/payments/components/dashboard-money-cards.tsx
/** A moment in UTC, as the payout and reward runs are scheduled: "Nov 20, 2026, 14:00 UTC". */
function formatUtcMoment(iso, language) {
	return `${formatDay(iso.slice(0, 10), language)}, ${iso.slice(11, 16)} UTC`;
}
/** "in 3 hours", "in 20 minutes": how long until a moment, or nothing once it has come. */
function useTimeUntil() {
	const { t } = useTranslation();
	return (iso, now = Date.now()) => {
		const minutes = Math.ceil((new Date(iso).getTime() - now) / 6e4);
		if (minutes <= 0) return void 0;
		if (minutes < 60) return t("money.nextPayout.inMinutes", { count: minutes });
		return t("money.nextPayout.inHours", { count: Math.round(minutes / 60) });
	};
}
/**
* The dashboard's "Next payout" of a miner account (GET /miners/{id}/next-payout): when the
* 14:00 UTC run pays and how much at today's balance, or why it would not pay.
*/
function NextPayoutCard({ account, rates }) {
	const { t } = useTranslation();
	const query = useQuery(nextPayoutQueryOptions(account));
	return /* @__PURE__ */ jsx(MoneyCard, {
		title: t("money.nextPayout.title"),
		query,
		noteLines: 1,
		children: (data) => /* @__PURE__ */ jsx(NextPayoutBody, {
			data,
			rates
		})
	});
}
function NextPayoutBody({ data, rates }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const timeUntil = useTimeUntil();
	const when = (iso) => {
		const until = timeUntil(iso);
		const time = formatUtcMoment(iso, language);
		return until ? t("money.nextPayout.atIn", {
			time,
			until
		}) : t("money.nextPayout.at", { time });
	};
	switch (data.status) {
		case "no_address": return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("span", {
			className: payments_module_default.cardStatus,
			children: t("money.nextPayout.noAddress")
		}), /* @__PURE__ */ jsx("span", {
			className: payments_module_default.cardNote,
			children: /* @__PURE__ */ jsx(Link, {
				to: "/settings",
				children: t("money.nextPayout.setAddress")
			})
		})] });
		case "below_minimum": return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("span", {
			className: payments_module_default.cardStatus,
			children: t("money.nextPayout.belowMinimum", { amount: formatBtc(data.min_payment, language) })
		}), /* @__PURE__ */ jsxs("span", {
			className: payments_module_default.cardNote,
			children: [
				t("money.nextPayout.balance"),
				" ",
				/* @__PURE__ */ jsx(MoneyAmount, {
					satoshi: data.balance,
					rates
				})
			]
		})] });
		case "paused": return /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx(MoneyAmount, {
				satoshi: data.amount,
				rates,
				large: true
			}),
			/* @__PURE__ */ jsx("span", {
				className: payments_module_default.cardNote,
				children: t("money.nextPayout.paused", { time: formatUtcMoment(data.paused_until, language) })
			}),
			/* @__PURE__ */ jsx("span", {
				className: payments_module_default.cardNote,
				children: when(data.pays_at)
			})
		] });
		case "scheduled": return /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx(MoneyAmount, {
				satoshi: data.amount,
				rates,
				large: true
			}),
			/* @__PURE__ */ jsx("span", {
				className: payments_module_default.cardNote,
				children: when(data.pays_at)
			}),
			data.amount < data.balance ? /* @__PURE__ */ jsx("span", {
				className: payments_module_default.cardNote,
				children: t("money.nextPayout.capped", { amount: formatBtc(data.max_payment, language) })
			}) : null
		] });
	}
}
/**
* The dashboard's "Earnings outlook" of a miner account (GET /miners/{id}/earnings-outlook):
* a day's estimated reward at the 24-hour hashrate, with the rate and fees it uses, beside
* yesterday's credited reward and today's estimate so far.
*/
function EarningsOutlookCard({ account, rates }) {
	const { t } = useTranslation();
	const query = useQuery(earningsOutlookQueryOptions(account));
	return /* @__PURE__ */ jsx(MoneyCard, {
		title: t("money.outlook.title"),
		query,
		noteLines: 5,
		children: (data) => /* @__PURE__ */ jsx(OutlookBody, {
			data,
			rates
		})
	});
}
var secondsPerDay = 86400;
/** How long an account has mined, for the estimate's basis: minutes below two hours, else hours. */
function miningTime(seconds, language) {
	return seconds < 7200 ? formatDuration(Math.floor(seconds / 60), "minute", language) : formatDuration(Math.floor(seconds / 3600), "hour", language);
}
function OutlookBody({ data, rates }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const fee = data.operator_fee_percent === null ? t("money.outlook.fee", { pool: formatPercent(Number(data.pool_fee_percent), language) }) : t("money.outlook.fees", {
		pool: formatPercent(Number(data.pool_fee_percent), language),
		operator: formatPercent(Number(data.operator_fee_percent), language)
	});
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsx("span", {
			className: payments_module_default.cardNote,
			children: t("money.outlook.dayEstimate")
		}),
		/* @__PURE__ */ jsx(MoneyAmount, {
			satoshi: data.day_estimate.amount,
			rates,
			large: true
		}),
		/* @__PURE__ */ jsxs("span", {
			className: payments_module_default.cardNote,
			children: [data.rate === null ? t("money.outlook.noRate") : t(data.day_estimate.averaged_seconds < secondsPerDay ? "money.outlook.basisSince" : "money.outlook.basis", {
				hashrate: formatHashrate(data.day_estimate.hash_rate, language),
				rate: formatCount(data.rate, language),
				duration: miningTime(data.day_estimate.averaged_seconds, language)
			}), ` · ${fee}`]
		}),
		/* @__PURE__ */ jsxs("dl", {
			className: payments_module_default.outlookList,
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("money.outlook.today", { day: formatDay(data.today.pool_day, language) }) }), /* @__PURE__ */ jsx("dd", { children: formatBtc(data.today.amount, language) })] }), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("money.outlook.yesterday", { day: formatDay(data.yesterday.pool_day, language) }) }), /* @__PURE__ */ jsx("dd", { children: data.yesterday.amount === null ? t("money.outlook.yesterdayPending", { time: formatUtcHour(9) }) : formatBtc(data.yesterday.amount, language) })] })]
		})
	] });
}
// src/features/payments/components/balance-cards.tsx
/**
* The dashboard's money: for a miner account the balance with what is on its way out, the
* next payout, the earnings outlook and everything earned; for a pool or an operator, whose
* income is its fees and is never paid out, the fee income today (credited at 09:00 UTC) and
* all time. Each in BTC and the pool's extra currencies; shown only where the account's
* access opens payments. `lead` is a card of the route's placed first in the row. A currency
* with no rate now is said so once under the cards, not silently left out.
*/
function BalanceCards({ account, rates, lead, unavailableCurrencies = [], pendingCurrencies = [] }) {
	const { t } = useTranslation();
	const headingId = useId();
	const miner = account.kind === "miners";
	useMoneyRefresh(account);
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": headingId,
		className: `${payments_module_default.balanceSection} ${card_grid_module_default.area}`,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: "visually-hidden",
				children: t("money.balance.title")
			}),
			/* @__PURE__ */ jsx("div", {
				className: `${card_grid_module_default.grid} ${card_grid_module_default.money}`,
				children: /* @__PURE__ */ jsxs(PendingCurrencies.Provider, {
					value: pendingCurrencies,
					children: [lead, miner ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
						/* @__PURE__ */ jsx(BalanceCard, {
							account,
							rates
						}),
						/* @__PURE__ */ jsx(NextPayoutCard, {
							account,
							rates
						}),
						/* @__PURE__ */ jsx(EarningsOutlookCard, {
							account,
							rates
						}),
						/* @__PURE__ */ jsx(EarnedCard, {
							account,
							rates,
							title: t("money.balance.earned")
						})
					] }) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(ProcessingCard, {
						account,
						rates
					}), /* @__PURE__ */ jsx(EarnedCard, {
						account,
						rates,
						title: t("monitoring.overview.feeIncomeAllTime")
					})] })]
				})
			}),
			unavailableCurrencies.length > 0 ? /* @__PURE__ */ jsx(FiatNote, { unavailable: unavailableCurrencies }) : null
		]
	});
}
function BalanceCard({ account, rates }) {
	const { t } = useTranslation();
	const balance = useQuery(balanceQueryOptions(account));
	return /* @__PURE__ */ jsx(MoneyCard, {
		title: t("money.balance.balance"),
		noteLines: 1,
		query: balance,
		children: (data) => /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(MoneyAmount, {
			satoshi: data.balance,
			rates,
			large: true
		}), /* @__PURE__ */ jsxs("span", {
			className: payments_module_default.cardNote,
			children: [
				t("money.balance.pendingPayout"),
				" ",
				/* @__PURE__ */ jsx(MoneyAmount, {
					satoshi: data.pending_payout,
					rates
				})
			]
		})] })
	});
}
function EarnedCard({ account, rates, title }) {
	const earned = useQuery(earnedAllTimeQueryOptions(account));
	return /* @__PURE__ */ jsx(MoneyCard, {
		title,
		query: earned,
		children: (data) => /* @__PURE__ */ jsx(MoneyAmount, {
			satoshi: data.amount,
			rates,
			large: true,
			atTodaysRate: true
		})
	});
}
/** A pool's or operator's fee income of today so far, an estimate credited at 09:00 UTC. */
function ProcessingCard({ account, rates }) {
	const { t } = useTranslation();
	const processing = useQuery(processingEarningsQueryOptions(account));
	return /* @__PURE__ */ jsx(MoneyCard, {
		title: t("monitoring.overview.feeIncomeToday"),
		noteLines: 1,
		query: processing,
		children: (data) => /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(MoneyAmount, {
			satoshi: data.amount,
			rates,
			large: true
		}), /* @__PURE__ */ jsx("span", {
			className: payments_module_default.cardNote,
			children: t("money.balance.processingHint", { time: formatUtcHour(9) })
		})] })
	});
}
export { AccountDashboard as n, accountStatsQueryOptions as r, BalanceCards as t };
