import { r as usePageTitle } from "../prerender.mjs";
import { t as CustomerNav } from "./customer-nav-Ba23yxzi.js";
import { l as useUnavailableCurrencies, s as useExchangeRates } from "./money-amount-D6nFUVSj.js";
import { t as accountQueryOptions } from "./get-account-CAcQgvIX.js";
import { t as PaymentsPage } from "./payments-page-DqqDVhkR.js";
import { t as useCustomerAccess } from "./customer-access-C8K5NYu0.js";
import { t as NotAnOperator } from "./not-an-operator-DEutGC09.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/customer-payments.tsx
/** /customers/{id}/payments: the customer's payments (the payments table), where the operator's access opens payments. */
function Component() {
	const { t } = useTranslation();
	const { id = "" } = useParams();
	const title = t("pages.customerPayments.title");
	usePageTitle(title);
	const { owner, sections, showBalance } = useCustomerAccess();
	const account = {
		kind: "miners",
		id
	};
	const details = useQuery({
		...accountQueryOptions(account),
		enabled: Boolean(owner && id)
	});
	const rates = useExchangeRates(showBalance);
	const unavailableCurrencies = useUnavailableCurrencies(showBalance);
	if (!owner) return /* @__PURE__ */ jsx(NotAnOperator, { title });
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [/* @__PURE__ */ jsx(CustomerNav, {
			minerId: id,
			current: "payments",
			sections
		}), showBalance ? /* @__PURE__ */ jsx(PaymentsPage, {
			account,
			title,
			accountName: details.data?.name,
			rates,
			unavailableCurrencies
		}, id) : /* @__PURE__ */ jsx("p", {
			className: page_module_default.muted,
			children: t("customers.noPayments")
		})]
	});
}
export { Component };
