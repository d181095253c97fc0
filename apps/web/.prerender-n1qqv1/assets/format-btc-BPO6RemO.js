import { jt as satoshiPerBtc, kt as formatBtc$1 } from "./src-BvrlxL-H.js";
import { h as numberFormatOf, m as intlLocaleOf } from "./format-D03P3Guj.js";
// src/lib/format-btc.ts
/**
* Money on the screens. Amounts arrive as integer satoshi; BTC is shown with all eight
* decimals, built from the integer's digits by the contract's `formatBtc` (never a float
* division). Fiat equivalents are estimates, so a float product is fine there.
*/
var btcDecimals = 8;
var noFiatRates = {
	USDT: null,
	RUB: null
};
var separators = /* @__PURE__ */ new Map();
function separatorsOf(locale) {
	let entry = separators.get(locale);
	if (!entry) {
		entry = {
			whole: numberFormatOf(locale, { maximumFractionDigits: 0 }),
			decimal: numberFormatOf(locale).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? "."
		};
		separators.set(locale, entry);
	}
	return entry;
}
/**
* Satoshi as BTC in the language's digit grouping and decimal separator, with the unit:
* 123456789012 → "1,234.56789012 BTC" (en), "1 234,56789012 BTC" (ru).
*/
function formatBtc(satoshi, language) {
	if (satoshi === null || satoshi === void 0 || !Number.isSafeInteger(satoshi)) return "—";
	const { whole, decimal } = separatorsOf(intlLocaleOf(language));
	const [integer = "0", fraction = ""] = formatBtc$1(Math.abs(satoshi)).split(".");
	return `${satoshi < 0 ? "-" : ""}${whole.format(Number(integer))}${decimal}${fraction} BTC`;
}
/**
* A BTC amount typed by a person ("0.005", "0,005", "1") as satoshi; undefined when it is
* not a non-negative number with at most eight decimals. Computed from the digits, so
* "0.1" is exactly 10000000.
*/
function parseBtc(text) {
	const match = /^(\d{1,8})(?:[.,](\d{0,8}))?$/.exec(text.trim());
	if (!match) return void 0;
	const [, integer = "0", fraction = ""] = match;
	return Number(integer) * satoshiPerBtc + Number(fraction.padEnd(btcDecimals, "0"));
}
/** What an amount of satoshi is worth in a fiat currency at a rate per BTC; null without a rate. */
function fiatValue(satoshi, rate) {
	if (rate === null || !Number.isFinite(rate) || rate <= 0) return null;
	return satoshi / satoshiPerBtc * rate;
}
/**
* A fiat amount with two decimals: RUB with its sign (₽), USDT, which has no ISO 4217
* code for Intl, with its ticker: "1,234.50 USDT".
*/
function formatFiat(value, currency, language) {
	if (value === null || value === void 0 || !Number.isFinite(value)) return "—";
	const locale = intlLocaleOf(language);
	if (currency === "RUB") return numberFormatOf(locale, {
		style: "currency",
		currency: "RUB",
		currencyDisplay: "narrowSymbol"
	}).format(value);
	return `${numberFormatOf(locale, {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2
	}).format(value)} ${currency}`;
}
export { parseBtc as a, noFiatRates as i, formatBtc as n, formatFiat as r, fiatValue as t };
