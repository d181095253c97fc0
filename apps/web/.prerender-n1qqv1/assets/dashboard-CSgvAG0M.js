import { i as Button, p as accessOf, r as usePageTitle, u as activePermissionOf } from "../prerender.mjs";
import { c as usePendingCurrencies, l as useUnavailableCurrencies, s as useExchangeRates } from "./money-amount-D6nFUVSj.js";
import { n as stratumAddressesOf, t as configStore } from "./config-store-B3rmA-zg.js";
import { n as AccountDashboard, r as accountStatsQueryOptions, t as BalanceCards } from "./balance-cards-Dh3Du8Gu.js";
import { t as StatCard } from "./stat-card-DtmL6sb5.js";
import { c as formatPercent, n as formatCount, o as formatHashrate } from "./format-D03P3Guj.js";
import { n as accountPath, t as accountOf } from "./account-DrRMVZ2i.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { n as monitoringKeys } from "./get-account-CAcQgvIX.js";
import { c as liveRefreshMs, s as monitoring_module_default } from "./worker-status-CzyZ5hlb.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as canOpenPage } from "./permissions-POdjbPKM.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { n as card_grid_module_default } from "./stats-cards-C07JtTyZ.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
/**
* GET /operators/{id}/miners or /pools/{id}/miners, sorted by 24-hour hashrate on the
* server: the first few accounts and, in the pagination, how many there are in all.
*/
async function getTopMiners(owner, signal) {
	return apiRequest(`${accountPath(owner)}/miners`, {
		query: {
			per_page: 5,
			sort: "hash_rate_24h",
			order: "desc"
		},
		signal
	});
}
var topMinersQueryOptions = (owner) => queryOptions({
	queryKey: monitoringKeys.topMiners(owner),
	queryFn: ({ signal }) => getTopMiners(owner, signal),
	refetchInterval: liveRefreshMs
});
// src/features/monitoring/components/top-miners-card.tsx
/**
* The dashboard card of a pool or an operator: how many miner accounts it has (an
* operator's customers, the pool's accounts) and the largest of them by 24-hour hashrate
* with their share of its own, each linking to its page.
*/
function TopMinersCard({ owner, className }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const miners = useQuery(topMinersQueryOptions(owner));
	const stats = useQuery(accountStatsQueryOptions(owner));
	const pool = owner.kind === "pools";
	const total = miners.data?.pagination.total;
	const title = total === void 0 ? t(pool ? "monitoring.overview.minersTitle" : "monitoring.overview.customersTitle") : t(pool ? "monitoring.overview.miners" : "monitoring.overview.customers", { count: formatCount(total, language) });
	const ownHashrate = stats.data?.hash_rate_24h ?? 0;
	let body;
	if (miners.data && miners.data.data.length === 0) body = /* @__PURE__ */ jsx("p", {
		className: page_module_default.muted,
		children: t(pool ? "monitoring.overview.noMiners" : "monitoring.overview.noCustomers")
	});
	else if (miners.data) body = /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("span", {
			className: monitoring_module_default.topHeading,
			children: t("monitoring.overview.topByHashrate")
		}),
		/* @__PURE__ */ jsx("ol", {
			className: monitoring_module_default.topList,
			children: miners.data.data.map((miner) => {
				const name = miner.title ?? miner.account_name;
				const share = ownHashrate > 0 ? Math.min(100, 100 * miner.hash_rate_24h / ownHashrate) : 0;
				return /* @__PURE__ */ jsxs("li", {
					className: monitoring_module_default.topItem,
					children: [
						/* @__PURE__ */ jsx(Link, {
							to: `/customers/${miner.id}`,
							className: monitoring_module_default.topName,
							title: name,
							children: name
						}),
						/* @__PURE__ */ jsx("span", {
							className: monitoring_module_default.topFigure,
							children: formatHashrate(miner.hash_rate_24h, language)
						}),
						/* @__PURE__ */ jsx("span", {
							className: monitoring_module_default.topShare,
							children: formatPercent(share, language, 1)
						}),
						/* @__PURE__ */ jsx("span", {
							className: monitoring_module_default.topBar,
							"aria-hidden": "true",
							children: /* @__PURE__ */ jsx("span", { style: { width: `${share}%` } })
						})
					]
				}, miner.id);
			})
		}),
		/* @__PURE__ */ jsx(Link, {
			to: "/customers",
			className: monitoring_module_default.topAll,
			children: t(pool ? "monitoring.overview.allMiners" : "monitoring.overview.allCustomers")
		})
	] });
	else if (miners.isError) body = /* @__PURE__ */ jsxs("span", {
		className: page_module_default.stateText,
		role: "alert",
		children: [
			t("monitoring.overview.error"),
			" ",
			/* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				onClick: () => void miners.refetch(),
				children: t("monitoring.retry")
			})
		]
	});
	else body = /* @__PURE__ */ jsx("span", {
		className: `${page_module_default.skeleton} ${monitoring_module_default.topSkeleton}`,
		role: "status",
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("monitoring.loading")
		})
	});
	return /* @__PURE__ */ jsx(StatCard, {
		title,
		className,
		children: body
	});
}
// src/app/routes/dashboard.tsx
/**
* /: the dashboard of the active account, with its money where its access opens payments.
* A pool or an operator also sees its miner accounts (how many, the largest by hashrate),
* leading the row of its fee income, or in a row of its own without payments.
*/
function Component() {
	const { t } = useTranslation();
	const title = t("pages.dashboard.title");
	usePageTitle(title);
	const { data: identity } = useQuery(identityQueryOptions);
	const permission = identity && activePermissionOf(identity.permissions);
	const account = accountOf(permission);
	const showMoney = Boolean(account && permission && canOpenPage(accessOf(permission), "payments"));
	const rates = useExchangeRates(showMoney);
	const pendingCurrencies = usePendingCurrencies(showMoney);
	const unavailableCurrencies = useUnavailableCurrencies(showMoney);
	if (!account) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.dashboard" });
	const accounts = account.kind === "miners" ? null : /* @__PURE__ */ jsx(TopMinersCard, {
		owner: account,
		className: showMoney ? card_grid_module_default.lead : card_grid_module_default.full
	});
	let overview = null;
	if (showMoney) overview = /* @__PURE__ */ jsx(BalanceCards, {
		account,
		rates,
		pendingCurrencies,
		lead: accounts,
		unavailableCurrencies
	});
	else if (accounts) overview = /* @__PURE__ */ jsx("div", {
		className: card_grid_module_default.area,
		children: /* @__PURE__ */ jsx("div", {
			className: card_grid_module_default.grid,
			children: accounts
		})
	});
	return /* @__PURE__ */ jsx(AccountDashboard, {
		account,
		title,
		workersPath: "/workers",
		stratumAddresses: stratumAddressesOf(configStore.snapshot.pool),
		children: overview
	}, `${account.kind}:${account.id}`);
}
export { Component };
