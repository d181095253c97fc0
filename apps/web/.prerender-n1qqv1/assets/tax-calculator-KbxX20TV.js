import { i as Button, p as accessOf, r as usePageTitle, u as activePermissionOf } from "../prerender.mjs";
import { t as accountQueryOptions } from "./get-account-CAcQgvIX.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as canOpenPage } from "./permissions-POdjbPKM.js";
import { B as taxIncomeSchema, F as computeIncomeTaxYear, I as firstTaxYear, L as russianIncomeTaxBrackets, R as taxIncomeBases, z as taxIncomeBasisSchema } from "./src-BvrlxL-H.js";
import { n as Table } from "./data-table-myK0ubUn.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { t as SelectField } from "./select-field-Dl7lSUxY.js";
import { t as StatCard } from "./stat-card-DtmL6sb5.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { c as formatPercent, s as formatMonthName, u as formatRubles } from "./format-D03P3Guj.js";
import { r as useSearchState } from "./search-params-CSvgaw7A.js";
import { n as accountPath, t as accountOf } from "./account-DrRMVZ2i.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/features/tax/api/get-tax-income.ts
/** GET /miners/{id}/tax-income?year=&basis=: the year's income per month, each day at its recorded BTC/RUB price. */
async function getTaxIncome(account, year, basis, signal) {
	const body = await apiRequest(`${accountPath(account)}/tax-income`, {
		query: {
			year,
			basis
		},
		signal
	});
	return taxIncomeSchema.parse(body);
}
var taxIncomeQueryOptions = (account, year, basis) => queryOptions({
	queryKey: [
		account.kind,
		account.id,
		"tax-income",
		year,
		basis
	],
	queryFn: ({ signal }) => getTaxIncome(account, year, basis, signal)
});
// src/features/tax/rubles.ts
/**
* Ruble amounts typed by a user, read exactly into kopecks (bigint). Spaces and apostrophes
* group digits; the last `.` or `,` followed by one or two digits is the decimal point, the
* other mark may group three digits ("1,234.56", "1 234,56", "1.234,5", "1234").
*/
/** The longest whole part accepted: a trillion rubles is beyond any miner. */
var maxWholeDigits = 13;
/** Kopecks of a typed amount; an empty field is 0, anything unreadable or negative is null. */
function parseRubles(text) {
	const compact = text.replace(/[\s\u00a0\u202f'’]/g, "");
	if (compact === "") return 0n;
	const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(compact);
	if (!match) return null;
	if (match[2] && match[1].includes(match[2])) return null;
	const whole = match[1].replace(/[.,]/g, "");
	if (whole.replace(/^0+/, "").length > maxWholeDigits) return null;
	const fraction = (match[3] ?? "").padEnd(2, "0");
	return BigInt(whole) * 100n + BigInt(fraction);
}
/** Kopecks as an editable amount without grouping, with the language's decimal mark: "1234,5" → "1234,50" (ru). */
function kopecksToInput(kopecks, language) {
	const mark = language === "ru" ? "," : ".";
	const fraction = kopecks % 100n;
	const whole = kopecks / 100n;
	return fraction === 0n ? String(whole) : `${whole}${mark}${String(fraction).padStart(2, "0")}`;
}
// src/features/tax/tax-years.ts
/** The years the calculator offers: 2025 (the progressive scale) to this one. */
function taxYears(currentYear) {
	const last = Math.max(currentYear, firstTaxYear);
	return Array.from({ length: last - firstTaxYear + 1 }, (_, index) => last - index);
}
var tax_calculator_module_default = {
	notice: "_notice_27oxd_2",
	form: "_form_27oxd_11",
	year: "_year_27oxd_18",
	basis: "_basis_27oxd_22",
	fieldset: "_fieldset_27oxd_29",
	legend: "_legend_27oxd_41",
	months: "_months_27oxd_46",
	expenses: "_expenses_27oxd_53",
	summary: "_summary_27oxd_57",
	figure: "_figure_27oxd_63",
	method: "_method_27oxd_69",
	methodTitle: "_methodTitle_27oxd_75",
	brackets: "_brackets_27oxd_80",
	wideOnly: "_wideOnly_27oxd_87"
};
// src/features/tax/components/tax-calculator.tsx
var parseYear = (years) => (search) => {
	const year = Number(search.get("year"));
	return years.includes(year) ? year : years[0];
};
function serializeYear(year, base) {
	const next = new URLSearchParams(base);
	next.set("year", String(year));
	return next;
}
var parseBasis = (search) => taxIncomeBasisSchema.safeParse(search.get("basis")).data ?? "credited";
function serializeBasis(basis, base) {
	const next = new URLSearchParams(base);
	if (basis === "credited") next.delete("basis");
	else next.set("basis", basis);
	return next;
}
var noEdits = () => ({
	months: Array.from({ length: 12 }, () => void 0),
	expenses: ""
});
/**
* /tax-calculator: Russian personal income tax on the year's mining income.
* Months are prefilled from the account's income, each day at its recorded BTC/RUB price
* (GET /miners/{id}/tax-income); every one can be overridden. The tax is the contract's exact function; nothing here computes money.
*/
function TaxCalculatorPage({ title, account, incomeHidden = false, accountName, currentYear = (/* @__PURE__ */ new Date()).getUTCFullYear() }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const years = useMemo(() => taxYears(currentYear), [currentYear]);
	const parse = useMemo(() => parseYear(years), [years]);
	const [year, setYear] = useSearchState(parse, serializeYear);
	const [basis, setBasis] = useSearchState(parseBasis, serializeBasis);
	const basisHintId = useId();
	const [editsByYear, setEditsByYear] = useState({});
	const edits = editsByYear[year] ?? noEdits();
	const minerAccount = account?.kind === "miners" ? account : void 0;
	const income = useQuery({
		...taxIncomeQueryOptions(minerAccount ?? {
			kind: "miners",
			id: ""
		}, year, basis),
		enabled: Boolean(minerAccount)
	});
	const prefill = income.data?.months.map((month) => month.satoshi > 0 ? BigInt(month.kopecks) : void 0);
	const hasPrefill = prefill?.some((kopecks) => kopecks !== void 0) ?? false;
	const unpriced = (income.data?.months ?? []).filter((month) => month.unpriced_satoshi > 0);
	const monthTexts = edits.months.map((text, index) => {
		if (text !== void 0) return text;
		const kopecks = prefill?.[index];
		return kopecks === void 0 ? "" : kopecksToInput(kopecks, language);
	});
	const monthValues = monthTexts.map(parseRubles);
	const expensesValue = parseRubles(edits.expenses);
	const incomes = monthValues.filter((value) => value !== null);
	const result = incomes.length === 12 && expensesValue !== null ? computeIncomeTaxYear(incomes, expensesValue) : void 0;
	const edit = (change) => setEditsByYear((all) => ({
		...all,
		[year]: change(all[year] ?? noEdits())
	}));
	const setMonth = (index, text) => edit((current) => ({
		...current,
		months: current.months.map((month, i) => i === index ? text : month)
	}));
	const edited = edits.months.some((text) => text !== void 0);
	const prefillNote = incomeHidden ? t("tax.prefill.noAccess") : !minerAccount ? t("tax.prefill.manual") : income.isPending ? t("tax.prefill.loading", { year }) : income.isError ? t("tax.prefill.failed") : hasPrefill || unpriced.length > 0 ? [t("tax.prefill.done"), unpriced.length > 0 ? t("tax.prefill.unpriced", { months: unpriced.map((month) => formatMonthName(month.month, language)).join(", ") }) : ""].filter(Boolean).join(" ") : t("tax.prefill.none", { year });
	const rate = (bracket) => formatPercent(Number(russianIncomeTaxBrackets[bracket].ratePercent), language, 0);
	const columns = [
		{
			key: "month",
			header: t("tax.column.month"),
			cell: (row) => formatMonthName(row.month, language)
		},
		{
			key: "income",
			header: t("tax.column.income"),
			numeric: true,
			className: tax_calculator_module_default.wideOnly,
			cell: (row) => formatRubles(row.income, language)
		},
		{
			key: "base",
			header: t("tax.column.base"),
			numeric: true,
			cell: (row) => formatRubles(row.cumulativeBase, language)
		},
		{
			key: "bracket",
			header: t("tax.column.bracket"),
			numeric: true,
			cell: (row) => row.base === 0n ? "—" : row.bracketFrom === row.bracketTo ? rate(row.bracketTo) : t("tax.crossing", {
				from: rate(row.bracketFrom),
				to: rate(row.bracketTo)
			})
		},
		{
			key: "tax",
			header: t("tax.column.tax"),
			numeric: true,
			cell: (row) => formatRubles(row.tax, language)
		},
		{
			key: "cumulativeTax",
			header: t("tax.column.cumulativeTax"),
			numeric: true,
			cell: (row) => formatRubles(row.cumulativeTax, language)
		}
	];
	return /* @__PURE__ */ jsxs("section", {
		className: page_module_default.page,
		"aria-labelledby": "page-title",
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: accountName
			}),
			/* @__PURE__ */ jsx("p", {
				className: tax_calculator_module_default.notice,
				role: "note",
				children: t("tax.disclaimer")
			}),
			/* @__PURE__ */ jsxs("form", {
				className: tax_calculator_module_default.form,
				onSubmit: (event) => event.preventDefault(),
				noValidate: true,
				children: [
					/* @__PURE__ */ jsx(SelectField, {
						className: tax_calculator_module_default.year,
						label: t("tax.year"),
						value: String(year),
						options: years.map((option) => ({
							value: String(option),
							label: String(option)
						})),
						onChange: (event) => setYear(Number(event.target.value))
					}),
					minerAccount ? /* @__PURE__ */ jsxs("div", {
						className: tax_calculator_module_default.basis,
						children: [/* @__PURE__ */ jsx(SelectField, {
							label: t("tax.basis.label"),
							value: basis,
							options: taxIncomeBases.map((option) => ({
								value: option,
								label: t(`tax.basis.${option}`)
							})),
							onChange: (event) => setBasis(taxIncomeBasisSchema.parse(event.target.value)),
							"aria-describedby": basisHintId
						}), /* @__PURE__ */ jsx("p", {
							id: basisHintId,
							className: page_module_default.muted,
							children: t(`tax.basis.${basis}Hint`)
						})]
					}) : null,
					/* @__PURE__ */ jsxs("fieldset", {
						className: tax_calculator_module_default.fieldset,
						children: [
							/* @__PURE__ */ jsx("legend", {
								className: tax_calculator_module_default.legend,
								children: t("tax.incomeLegend")
							}),
							/* @__PURE__ */ jsx("p", {
								className: page_module_default.muted,
								"aria-live": "polite",
								children: prefillNote
							}),
							/* @__PURE__ */ jsx("div", {
								className: tax_calculator_module_default.months,
								children: monthTexts.map((text, index) => /* @__PURE__ */ jsx(TextField, {
									label: formatMonthName(index + 1, language),
									inputMode: "decimal",
									autoComplete: "off",
									value: text,
									placeholder: "0",
									onChange: (event) => setMonth(index, event.target.value),
									messages: monthValues[index] === null ? [{
										key: "invalid",
										type: "error",
										text: t("tax.invalidAmount")
									}] : []
								}, `${year}-${index}`))
							}),
							hasPrefill && edited ? /* @__PURE__ */ jsx(Button, {
								kind: "transparent",
								size: "xs",
								onClick: () => edit((current) => ({
									...current,
									months: noEdits().months
								})),
								children: t("tax.reset")
							}) : null
						]
					}),
					/* @__PURE__ */ jsx(TextField, {
						className: tax_calculator_module_default.expenses,
						label: t("tax.expenses"),
						inputMode: "decimal",
						autoComplete: "off",
						value: edits.expenses,
						placeholder: "0",
						onChange: (event) => {
							const text = event.target.value;
							edit((current) => ({
								...current,
								expenses: text
							}));
						},
						messages: [expensesValue === null ? {
							key: "invalid",
							type: "error",
							text: t("tax.invalidAmount")
						} : {
							key: "hint",
							type: "info",
							text: t("tax.expensesHint")
						}]
					})
				]
			}),
			result ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("div", {
				className: tax_calculator_module_default.summary,
				"aria-live": "polite",
				children: [
					/* @__PURE__ */ jsx(StatCard, {
						title: t("tax.totalIncome"),
						children: /* @__PURE__ */ jsx("span", {
							className: tax_calculator_module_default.figure,
							children: formatRubles(result.totalIncome, language)
						})
					}),
					/* @__PURE__ */ jsx(StatCard, {
						title: t("tax.taxableBase"),
						children: /* @__PURE__ */ jsx("span", {
							className: tax_calculator_module_default.figure,
							children: formatRubles(result.taxableBase, language)
						})
					}),
					/* @__PURE__ */ jsx(StatCard, {
						title: t("tax.totalTax"),
						children: /* @__PURE__ */ jsx("span", {
							className: tax_calculator_module_default.figure,
							children: formatRubles(result.totalTax, language)
						})
					}),
					/* @__PURE__ */ jsx(StatCard, {
						title: t("tax.effectiveRate"),
						children: /* @__PURE__ */ jsx("span", {
							className: tax_calculator_module_default.figure,
							children: formatPercent(Number(result.effectiveRateBasisPoints) / 100, language, 2)
						})
					})
				]
			}), /* @__PURE__ */ jsx(Table, {
				caption: t("tax.tableCaption", { year }),
				columns,
				rows: result.months,
				rowKey: (row) => String(row.month)
			})] }) : /* @__PURE__ */ jsx("p", {
				className: page_module_default.state,
				role: "alert",
				children: t("tax.fixFields")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: tax_calculator_module_default.method,
				children: [
					/* @__PURE__ */ jsx("h2", {
						className: tax_calculator_module_default.methodTitle,
						children: t("tax.bracketsTitle")
					}),
					/* @__PURE__ */ jsx("ul", {
						className: tax_calculator_module_default.brackets,
						children: russianIncomeTaxBrackets.map((bracket, index) => {
							const previous = russianIncomeTaxBrackets[index - 1]?.upTo ?? 0n;
							return /* @__PURE__ */ jsx("li", { children: bracket.upTo === null ? t("tax.bracketAbove", {
								rate: rate(index),
								amount: formatRubles(previous, language)
							}) : t("tax.bracketUpTo", {
								rate: rate(index),
								amount: formatRubles(bracket.upTo, language)
							}) }, index);
						})
					}),
					/* @__PURE__ */ jsx("p", {
						className: page_module_default.muted,
						children: t("tax.method")
					})
				]
			})
		]
	});
}
// src/app/routes/tax-calculator.tsx
/**
* /tax-calculator (behind tax_calculator_enabled): the active miner account's income, each
* day at its recorded BTC/RUB price, prefills the calculator, where the role shows payments.
*/
function Component() {
	const { t } = useTranslation();
	const title = t("pages.taxCalculator.title");
	usePageTitle(title);
	const { data: identity } = useQuery(identityQueryOptions);
	const permission = identity && activePermissionOf(identity.permissions);
	const account = accountOf(permission);
	const incomeShown = Boolean(permission && canOpenPage(accessOf(permission), "payments"));
	const minerAccount = account?.kind === "miners" && incomeShown ? account : void 0;
	const details = useQuery({
		...accountQueryOptions(minerAccount ?? {
			kind: "miners",
			id: ""
		}),
		enabled: Boolean(minerAccount)
	});
	return /* @__PURE__ */ jsx(TaxCalculatorPage, {
		title,
		account: minerAccount,
		incomeHidden: account?.kind === "miners" && !incomeShown,
		accountName: details.data?.name
	}, minerAccount?.id ?? "none");
}
export { Component };
