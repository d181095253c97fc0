import { r as usePageTitle } from "../prerender.mjs";
import { n as stratumAddressesOf, t as configStore } from "./config-store-B3rmA-zg.js";
import { t as CustomerNav } from "./customer-nav-Ba23yxzi.js";
import { c as usePendingCurrencies, s as useExchangeRates } from "./money-amount-D6nFUVSj.js";
import { n as AccountDashboard, t as BalanceCards } from "./balance-cards-Dh3Du8Gu.js";
import { t as WorkersPage } from "./workers-page-BuYe-Pmj.js";
import { t as useCustomerAccess } from "./customer-access-C8K5NYu0.js";
import { t as NotAnOperator } from "./not-an-operator-DEutGC09.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/customer.tsx
/** /customers/{id}: the customer's mining page as its operator sees it: the dashboard, or its workers (`?view=workers`). */
function Component() {
	const { t } = useTranslation();
	const { id = "" } = useParams();
	const [search] = useSearchParams();
	const { owner, sections, showBalance } = useCustomerAccess();
	const workersView = sections.includes("workers") && (search.get("view") === "workers" || search.has("status"));
	const title = workersView ? t("customers.nav.workers") : t("pages.customer.title");
	usePageTitle(title);
	const rates = useExchangeRates(showBalance);
	const pendingCurrencies = usePendingCurrencies(showBalance);
	if (!owner) return /* @__PURE__ */ jsx(NotAnOperator, { title });
	const account = {
		kind: "miners",
		id
	};
	const stratum = stratumAddressesOf(configStore.snapshot.pool);
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [/* @__PURE__ */ jsx(CustomerNav, {
			minerId: id,
			current: workersView ? "workers" : "dashboard",
			sections
		}), workersView ? /* @__PURE__ */ jsx(WorkersPage, {
			account,
			title,
			stratumAddresses: stratum
		}, `workers:${id}`) : /* @__PURE__ */ jsx(AccountDashboard, {
			account,
			title,
			workersPath: `/customers/${id}`,
			stratumAddresses: stratum,
			children: showBalance ? /* @__PURE__ */ jsx(BalanceCards, {
				account,
				rates,
				pendingCurrencies
			}) : null
		}, `dashboard:${id}`)]
	});
}
export { Component };
