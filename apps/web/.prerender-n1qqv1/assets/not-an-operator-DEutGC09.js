import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/customers/api/keys.ts
/**
* Query keys of the customers domain. They hang off the account they read
* (`['operators', id, 'miners', …]`, `['miners', id, …]`), so switching account or a
* change to one customer invalidates by prefix.
*/
var customerKeys = {
	customers: (owner) => [
		owner.kind,
		owner.id,
		"miners"
	],
	list: (owner, params) => [
		owner.kind,
		owner.id,
		"miners",
		params
	],
	customer: (minerId) => ["miners", minerId],
	details: (minerId) => [
		"miners",
		minerId,
		"customer"
	],
	fees: (operatorId, minerId) => [
		"operators",
		operatorId,
		"miners",
		minerId,
		"fees"
	],
	poolFees: (minerId) => [
		"miners",
		minerId,
		"fees"
	],
	customerFee: (operatorId) => [
		"operators",
		operatorId,
		"customer-fee"
	]
};
// src/app/routes/not-an-operator.tsx
/** The customer pages belong to operators and pool staff: what a miner account sees there instead. */
function NotAnOperator({ title }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			title,
			account: void 0
		}), /* @__PURE__ */ jsxs("div", {
			className: page_module_default.empty,
			children: [/* @__PURE__ */ jsx("p", {
				className: page_module_default.emptyTitle,
				children: t("customers.notOperator")
			}), /* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				children: /* @__PURE__ */ jsx(Link, {
					to: "/customers/create-sub",
					children: t("customers.createSub.link")
				})
			})]
		})]
	});
}
export { customerKeys as n, NotAnOperator as t };
