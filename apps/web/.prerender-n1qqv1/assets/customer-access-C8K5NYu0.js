import { t as canOpenPage } from "./permissions-POdjbPKM.js";
import { p as accessOf, u as activePermissionOf } from "../prerender.mjs";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as accountOf } from "./account-DrRMVZ2i.js";
import { useQuery } from "@tanstack/react-query";
var customers_module_default = {
	toolbar: "_toolbar_1fkvr_3",
	search: "_search_1fkvr_11",
	searchField: "_searchField_1fkvr_19",
	mobileSort: "_mobileSort_1fkvr_24",
	actions: "_actions_1fkvr_28",
	customerFee: "_customerFee_1fkvr_35",
	totals: "_totals_1fkvr_43",
	nameCell: "_nameCell_1fkvr_60",
	name: "_name_1fkvr_60",
	muted: "_muted_1fkvr_72",
	wrapHead: "_wrapHead_1fkvr_78",
	workers: "_workers_1fkvr_82",
	form: "_form_1fkvr_88",
	formCard: "_formCard_1fkvr_95",
	subnav: "_subnav_1fkvr_110",
	subnavLink: "_subnavLink_1fkvr_119",
	back: "_back_1fkvr_144",
	settingsGrid: "_settingsGrid_1fkvr_149",
	wide: "_wide_1fkvr_156",
	placeholder: "_placeholder_1fkvr_160"
};
// src/app/routes/customer-access.ts
var managers = /* @__PURE__ */ new Set(["owner", "admin"]);
/**
* What the active permission opens on the customer pages (spec §6): the server decides
* every call again; this only leaves out what would be refused.
*/
function useCustomerAccess() {
	const { data: identity } = useQuery(identityQueryOptions);
	const permission = identity && activePermissionOf(identity.permissions);
	const account = accountOf(permission);
	const owner = account && account.kind !== "miners" ? account : void 0;
	const access = permission && accessOf(permission);
	const showBalance = Boolean(access && canOpenPage(access, "payments"));
	const showFee = showBalance && !permission?.sections.includes("total_fee_hide");
	const sections = [
		"dashboard",
		...Boolean(access && canOpenPage(access, "workers")) ? ["workers"] : [],
		...showBalance ? ["payments"] : [],
		"settings"
	];
	return {
		permission,
		owner,
		showBalance,
		showFee,
		showAccess: Boolean(access && canOpenPage(access, "accessControl")),
		canManage: Boolean(permission && managers.has(permission.role)),
		sections
	};
}
export { customers_module_default as n, useCustomerAccess as t };
