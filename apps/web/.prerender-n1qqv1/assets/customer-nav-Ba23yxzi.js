import { Ft as minerAccountSchema } from "./src-BvrlxL-H.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { n as customerKeys } from "./not-an-operator-DEutGC09.js";
import { n as customers_module_default } from "./customer-access-C8K5NYu0.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/customers/api/get-customer.ts
/** GET /miners/{id}: the customer's account (name, title, operator, parent). */
async function getCustomer(minerId, signal) {
	const body = await apiRequest(`/miners/${encodeURIComponent(minerId)}`, { signal });
	return minerAccountSchema.parse(body);
}
var customerQueryOptions = (minerId) => queryOptions({
	queryKey: customerKeys.details(minerId),
	queryFn: ({ signal }) => getCustomer(minerId, signal)
});
// src/features/customers/components/customer-nav.tsx
var hrefs = {
	dashboard: (id) => `/customers/${id}`,
	workers: (id) => `/customers/${id}?view=workers`,
	payments: (id) => `/customers/${id}/payments`,
	settings: (id) => `/customers/${id}/settings`
};
/** The way back to the customers and between one customer's pages, with its name. */
function CustomerNav({ minerId, current, sections }) {
	const { t } = useTranslation();
	const customer = useQuery(customerQueryOptions(minerId));
	const name = customer.data ? customer.data.title || customer.data.account_name : void 0;
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": t("customers.nav.label", { name: name ?? "" }),
		children: [/* @__PURE__ */ jsx("p", {
			className: customers_module_default.back,
			children: /* @__PURE__ */ jsx(Link, {
				to: "/customers",
				children: t("customers.nav.back")
			})
		}), /* @__PURE__ */ jsx("ul", {
			className: customers_module_default.subnav,
			children: sections.map((section) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
				to: hrefs[section](minerId),
				className: customers_module_default.subnavLink,
				"aria-current": section === current ? "page" : void 0,
				children: t(`customers.nav.${section}`)
			}) }, section))
		})]
	});
}
export { customerQueryOptions as n, CustomerNav as t };
