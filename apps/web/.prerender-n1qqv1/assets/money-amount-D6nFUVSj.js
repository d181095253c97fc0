import { Ot as exchangeRatesPath, fn as priceServiceSpotUrls } from "./src-BvrlxL-H.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as getPageSettings } from "./page-settings-2BwVYlQR.js";
import { n as accountPath } from "./account-DrRMVZ2i.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { m as intlLocaleOf } from "./format-D03P3Guj.js";
import { i as noFiatRates, n as formatBtc, r as formatFiat, t as fiatValue } from "./format-btc-BPO6RemO.js";
import { createContext, useContext, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/exchange-rates/rate.ts
/** Product §5: an exchange rate is accepted only if finite and above 0; anything else is no rate. */
function acceptRate(value) {
	const rate = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
	return typeof rate === "number" && Number.isFinite(rate) && rate > 0 ? rate : null;
}
// src/features/exchange-rates/api/get-proxy-rates.ts
var symbolOf = {
	USDT: "BTCUSDT",
	RUB: "BTCRUB"
};
/** GET /exchange-rates?symbols=["BTCUSDT","BTCRUB"]: the pool's own proxy of a price source (product §7). */
async function getProxyRates(currencies, signal) {
	const wanted = currencies.includes("RUB") ? ["USDT", "RUB"] : ["USDT"];
	const items = await apiRequest(exchangeRatesPath, {
		query: { symbols: JSON.stringify(wanted.map((currency) => symbolOf[currency])) },
		signal
	});
	const rateOf = (currency) => wanted.includes(currency) ? acceptRate(items.find((item) => item.symbol === symbolOf[currency])?.price) : null;
	return {
		USDT: rateOf("USDT"),
		RUB: rateOf("RUB")
	};
}
// src/features/exchange-rates/api/get-public-rates.ts
/**
* The amount of Coinbase's spot price answer, `GET {url}/v2/prices/{pair}/spot`:
* `{ "data": { "amount": "…" } }`. Read by hand, not with the schema library, which the
* dashboard's first visit would otherwise load for this one check.
*/
function spotAmount(body) {
	const data = typeof body === "object" && body !== null ? body.data : void 0;
	const amount = typeof data === "object" && data !== null ? data.amount : void 0;
	return typeof amount === "string" ? amount : void 0;
}
async function spotPrice(url, signal) {
	const response = await fetch(url, {
		credentials: "same-origin",
		signal
	});
	if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
	const rate = acceptRate(spotAmount(await response.json()));
	if (rate === null) throw new Error(`${url}: no valid price`);
	return rate;
}
/**
* Product §7: the public price service. BTC in USDT is the BTC-USD price divided by the
* tether's USD price; the RUB pair is asked only when RUB is shown. Throws when any
* pair fails or has no valid price, so the caller can ask the pool's proxy instead.
*/
async function getPublicRates(serviceUrl, currencies, signal) {
	const [btcUsd = 0, usdtUsd = 0, btcRub = null] = await Promise.all(priceServiceSpotUrls(serviceUrl, currencies).map((url) => spotPrice(url, signal)));
	return {
		USDT: acceptRate(btcUsd / usdtUsd),
		RUB: btcRub
	};
}
// src/features/exchange-rates/api/keys.ts
/** Query keys of the exchange-rate domain: one per price service and currency list, shared by every screen. */
var exchangeRateKeys = { rates: (source) => [
	"exchange-rates",
	source.priceServiceUrl,
	source.currencies
] };
// src/features/exchange-rates/api/get-exchange-rates.ts
/** Product §9: the rates are asked for again every 5 minutes, the first time at once. */
var exchangeRatesRefreshMs = 3e5;
/** Product §7: the public price service first; when it fails (or is not set), the pool's proxy. */
async function getExchangeRates(source, signal) {
	if (source.priceServiceUrl) try {
		return await getPublicRates(source.priceServiceUrl, source.currencies, signal);
	} catch (error) {
		if (signal?.aborted) throw error;
	}
	return getProxyRates(source.currencies, signal);
}
var exchangeRatesQueryOptions = (source) => queryOptions({
	queryKey: exchangeRateKeys.rates(source),
	queryFn: ({ signal }) => getExchangeRates(source, signal),
	staleTime: exchangeRatesRefreshMs,
	refetchInterval: exchangeRatesRefreshMs,
	retry: false
});
// src/features/exchange-rates/use-exchange-rates.ts
/** The one rates query of the pool's extra currencies; a pool that shows none asks for none. */
function useRatesQuery(enabled) {
	const { price_service_url, extra_currencies } = getPageSettings();
	return {
		rates: useQuery({
			...exchangeRatesQueryOptions({
				priceServiceUrl: price_service_url,
				currencies: extra_currencies
			}),
			enabled: enabled && extra_currencies.length > 0
		}),
		currencies: extra_currencies
	};
}
/**
* The USDT and RUB value of one BTC, polled while a screen that shows money is open
* (product §4: first at once, then every 5 minutes). A failed round keeps the last rates;
* a pool that shows no extra currency asks for none, nor a screen that shows no money now.
*/
function useExchangeRates(enabled = true) {
	return useRatesQuery(enabled).rates.data ?? noFiatRates;
}
/**
* The pool's extra currencies that have no rate although one was asked for: both sources
* failed, or answered no valid price. Empty while the first answer is on its way, so a screen
* says "unavailable" only once it is so (the same query as useExchangeRates: no second fetch).
*/
function useUnavailableCurrencies(enabled = true) {
	const { rates, currencies } = useRatesQuery(enabled);
	if (rates.data) return currencies.filter((currency) => rates.data[currency] === null);
	return rates.isError ? [...currencies] : [];
}
/**
* The pool's extra currencies whose first rate is on its way: a screen keeps a line for each
* of their values, so that nothing moves when the rates come (the same query: no second fetch).
*/
function usePendingCurrencies(enabled = true) {
	const { rates, currencies } = useRatesQuery(enabled);
	return rates.isLoading ? [...currencies] : [];
}
// src/features/payments/api/keys.ts
/**
* Query keys of the money reads of an account. They hang off the account and share one
* prefix (`['miners', id, 'money', …]`), so a change of the account's money version
* reloads them all at once (use-money-refresh.ts). The version itself is outside it.
*/
var paymentKeys = {
	/** Every money read of the account. */
	money: (account) => [
		account.kind,
		account.id,
		"money"
	],
	moneyVersion: (account) => [
		account.kind,
		account.id,
		"money-version"
	],
	payments: (account) => [
		account.kind,
		account.id,
		"money",
		"payments"
	],
	list: (account, params) => [
		account.kind,
		account.id,
		"money",
		"payments",
		params
	],
	/** `all`: since the first earning. */
	dailyEarnings: (account, period) => [
		account.kind,
		account.id,
		"money",
		"daily-earnings",
		period ?? "all"
	],
	balance: (account) => [
		account.kind,
		account.id,
		"money",
		"balance"
	],
	processingEarnings: (account) => [
		account.kind,
		account.id,
		"money",
		"processing-earnings"
	],
	earnedAllTime: (account) => [
		account.kind,
		account.id,
		"money",
		"earned-all-time"
	],
	nextPayout: (account) => [
		account.kind,
		account.id,
		"money",
		"next-payout"
	],
	earningsOutlook: (account) => [
		account.kind,
		account.id,
		"money",
		"earnings-outlook"
	]
};
// src/features/payments/api/get-money-version.ts
/**
* How often an open money page asks whether the account's money changed: one small read
* (an index lookup on the server) instead of every money figure polling on its own clock.
*/
var moneyVersionPollMs = 15e3;
/**
* GET …/{id}/money-version: a value that changes whenever the account's money does. The
* dashboard polls it, so it is taken as the server wrote it through the contract's schema,
* without the schema library on the first visit.
*/
async function getMoneyVersion(account, signal) {
	return apiRequest(`${accountPath(account)}/money-version`, { signal });
}
var moneyVersionQueryOptions = (account) => queryOptions({
	queryKey: paymentKeys.moneyVersion(account),
	queryFn: ({ signal }) => getMoneyVersion(account, signal),
	refetchInterval: moneyVersionPollMs
});
// src/features/payments/use-money-refresh.ts
/**
* Keeps every money figure of the account on a page in step: the account's money version
* is polled, and when it changes (a reward or payout run, a split, a payout confirmed)
* all its money reads are reloaded together, so the balance never shows the old amount
* beside a next payout that already has the new one.
*/
function useMoneyRefresh(account) {
	const queryClient = useQueryClient();
	const version = useQuery(moneyVersionQueryOptions(account)).data?.version;
	const seen = useRef(version);
	useEffect(() => {
		if (version === void 0) return;
		if (seen.current !== void 0 && seen.current !== version) queryClient.invalidateQueries({ queryKey: paymentKeys.money(account) });
		seen.current = version;
	}, [
		version,
		queryClient,
		account
	]);
}
var payments_module_default = {
	list: "_list_h54o3_1",
	toolbar: "_toolbar_h54o3_10",
	filters: "_filters_h54o3_18",
	"export": "_export_h54o3_19",
	exportTitle: "_exportTitle_h54o3_35",
	cellStack: "_cellStack_h54o3_41",
	money: "_money_h54o3_42",
	moneySkeleton: "_moneySkeleton_h54o3_49",
	btc: "_btc_h54o3_55",
	btcLarge: "_btcLarge_h54o3_60",
	fiat: "_fiat_h54o3_66",
	details: "_details_h54o3_71",
	detailList: "_detailList_h54o3_75",
	detailItem: "_detailItem_h54o3_83",
	code: "_code_h54o3_104",
	tableSkeleton: "_tableSkeleton_h54o3_126",
	valueSkeleton: "_valueSkeleton_h54o3_133",
	noteSkeleton: "_noteSkeleton_h54o3_142",
	fiatSkeleton: "_fiatSkeleton_h54o3_143",
	balanceSection: "_balanceSection_h54o3_153",
	cards: "_cards_h54o3_157",
	cardNote: "_cardNote_h54o3_163",
	cardStatus: "_cardStatus_h54o3_176",
	outlookList: "_outlookList_h54o3_181",
	cardError: "_cardError_h54o3_205",
	incoming: "_incoming_h54o3_219",
	outgoing: "_outgoing_h54o3_223",
	statusCell: "_statusCell_h54o3_227",
	summary: "_summary_h54o3_233",
	totals: "_totals_h54o3_245",
	total: "_total_h54o3_245",
	pager: "_pager_h54o3_266",
	pageSize: "_pageSize_h54o3_274",
	pageList: "_pageList_h54o3_279",
	pageNumber: "_pageNumber_h54o3_289",
	pageGap: "_pageGap_h54o3_294",
	chartBody: "_chartBody_h54o3_301",
	readout: "_readout_h54o3_311",
	chartCanvas: "_chartCanvas_h54o3_318"
};
// src/features/payments/components/fiat-note.tsx
/**
* Says once, quietly, how the fiat beside the amounts is valued: at today's rate (a payment of
* the past is worth what it is now), or that a currency has no rate now, so its values are left
* out rather than silently missing. Nothing for a pool that shows no extra currency.
*/
function FiatNote({ unavailable }) {
	const { t, i18n } = useTranslation();
	const shown = getPageSettings().extra_currencies;
	if (shown.length === 0) return null;
	const list = (currencies) => new Intl.ListFormat(intlLocaleOf(i18n.language), { type: "conjunction" }).format(currencies);
	const priced = shown.filter((currency) => !unavailable.includes(currency));
	return /* @__PURE__ */ jsxs("p", {
		className: page_module_default.muted,
		role: "note",
		children: [
			priced.length > 0 ? t("money.fiat.todaysRate", { currencies: list(priced) }) : null,
			priced.length > 0 && unavailable.length > 0 ? " " : null,
			unavailable.length > 0 ? t("money.fiat.unavailable", {
				count: unavailable.length,
				currencies: list(unavailable)
			}) : null
		]
	});
}
// src/features/payments/components/pending-currencies.ts
/**
* The extra currencies whose rate is on its way, for the amounts inside (the dashboard's
* cards): each large MoneyAmount keeps a line for their values, so the cards do not grow,
* and move what is under them, when the rates come.
*/
var PendingCurrencies = createContext([]);
// src/features/payments/components/money-amount.tsx
/** An amount in BTC with its value in each extra currency of the pool that has a rate now. */
function MoneyAmount({ satoshi, rates, direction, large, atTodaysRate }) {
	const { t, i18n } = useTranslation();
	const pending = useContext(PendingCurrencies);
	const language = i18n.language;
	const sign = direction === "incoming" ? "+" : "";
	const btc = formatBtc(direction === "outgoing" ? -satoshi : satoshi, language);
	/** Each extra currency's value, null while its rate is on its way (a line is kept). */
	const equivalents = getPageSettings().extra_currencies.flatMap((currency) => {
		const value = fiatValue(satoshi, rates[currency]);
		if (value !== null) return [{
			currency,
			text: formatFiat(value, currency, language)
		}];
		return large && pending.includes(currency) ? [{
			currency,
			text: null
		}] : [];
	});
	const btcClass = `${large ? payments_module_default.btcLarge : payments_module_default.btc} ${direction ? payments_module_default[direction] : ""}`;
	return /* @__PURE__ */ jsxs("span", {
		className: payments_module_default.money,
		children: [/* @__PURE__ */ jsx("span", {
			className: btcClass,
			children: `${sign}${btc}`
		}), equivalents.map(({ currency, text }) => text === null ? /* @__PURE__ */ jsx("span", {
			className: `${page_module_default.skeleton} ${payments_module_default.fiatSkeleton}`,
			"aria-hidden": "true"
		}, currency) : /* @__PURE__ */ jsx("span", {
			className: payments_module_default.fiat,
			children: t(atTodaysRate ? "money.atTodaysRate" : "money.approximately", { amount: text })
		}, currency))]
	});
}
export { useMoneyRefresh as a, usePendingCurrencies as c, payments_module_default as i, useUnavailableCurrencies as l, PendingCurrencies as n, paymentKeys as o, FiatNote as r, useExchangeRates as s, MoneyAmount as t };
