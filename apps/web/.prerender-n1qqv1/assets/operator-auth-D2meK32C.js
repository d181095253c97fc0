import { t as Tabs } from "./tabs-DwP2z2C6.js";
import { i as RegistrationFlowView, o as IdentityFrame, t as LoginFlowView } from "./flow-views-Bmnz7ZPb.js";
import { t as PoolOffer } from "./pool-offer-BynLi4zY.js";
import { t as lookupOperatorQueryOptions } from "./lookup-operator-9gyqcVF6.js";
import { l as identity_page_module_default } from "./password-rules-LsLPJNuq.js";
import { g as refreshSession } from "../prerender.mjs";
import { n as storageKeys, t as localStore } from "./storage-B_DnTCvh.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/operator-auth.tsx
/**
* /{operatorId}/auth: the operator-branded sign-in and registration with the pool's offer
* (product §1/§2) and the fee a customer pays in all. Who registers here becomes the
* operator's customer.
*/
function Component() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const { operatorId = "" } = useParams();
	const [tab, setTab] = useState("login");
	const { data: operator } = useQuery(lookupOperatorQueryOptions(operatorId));
	const complete = (to) => {
		localStore.set(storageKeys.returnTo, `/${operatorId}/auth`);
		refreshSession();
		navigate(to, { replace: true });
	};
	return /* @__PURE__ */ jsxs(IdentityFrame, {
		titleKey: "pages.operatorAuth",
		brand: /* @__PURE__ */ jsxs("p", {
			className: identity_page_module_default.hub,
			"data-testid": "operator-brand",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: identity_page_module_default.hubLabel,
					children: t("identity.operator.hub")
				}),
				/* @__PURE__ */ jsx("span", {
					className: "visually-hidden",
					children: ": "
				}),
				/* @__PURE__ */ jsx("span", {
					className: identity_page_module_default.hubName,
					children: operator?.name ?? operatorId
				})
			]
		}),
		children: [/* @__PURE__ */ jsx(Tabs, {
			label: t("identity.operator.tabsLabel"),
			items: [{
				value: "login",
				label: t("identity.operator.login")
			}, {
				value: "registration",
				label: t("identity.operator.registration")
			}],
			value: tab,
			onChange: setTab,
			children: tab === "login" ? /* @__PURE__ */ jsx(LoginFlowView, {
				onComplete: complete,
				inMemory: true,
				hideLinks: true
			}, "login") : /* @__PURE__ */ jsx(RegistrationFlowView, {
				onComplete: (to) => {
					localStore.set(storageKeys.operatorHub, operatorId);
					complete(to);
				},
				inMemory: true,
				hideLinks: true
			}, "registration")
		}), /* @__PURE__ */ jsx(PoolOffer, { hub: operator })]
	});
}
export { Component };
