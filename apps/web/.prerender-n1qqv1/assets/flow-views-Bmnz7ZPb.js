import { r as usePageTitle } from "../prerender.mjs";
import { a as useRecoveryFlow, c as useVerificationFlow, i as useLoginFlow, l as identity_page_module_default, n as PasswordRules, o as useRegistrationFlow, r as FlowView, s as useSettingsFlow, t as OtherSessionsNotice } from "./password-rules-LsLPJNuq.js";
import { u as safeReturnTo } from "./flow-form-BCgiLSkq.js";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/auth/components/identity-page.tsx
/** The frame of a sign-in, registration, recovery, verification or password page. */
function IdentityPage({ titleKey, brand, children }) {
	const { t } = useTranslation();
	const title = t(`${titleKey}.title`);
	return /* @__PURE__ */ jsxs("section", {
		className: identity_page_module_default.page,
		"aria-labelledby": "page-title",
		children: [
			brand,
			/* @__PURE__ */ jsx("h1", {
				id: "page-title",
				className: identity_page_module_default.title,
				children: title
			}),
			children
		]
	});
}
// src/app/identity-frame.tsx
/** A sign-in, registration, recovery, verification or password page with its document title. */
function IdentityFrame(props) {
	const { t } = useTranslation();
	usePageTitle(t(`${props.titleKey}.title`));
	return /* @__PURE__ */ jsx(IdentityPage, { ...props });
}
// src/features/auth/components/flow-views.tsx
/** The password rules right under the password field, where they are read while typing. */
var passwordHints = { password: /* @__PURE__ */ jsx(PasswordRules, {}) };
/** The query to carry between auth pages: everything but the flow id. */
function useCarriedQuery() {
	const { search } = useLocation();
	const params = new URLSearchParams(search);
	params.delete("flow");
	const text = params.toString();
	return text ? `?${text}` : "";
}
function LoginFlowView({ onComplete, inMemory, hideLinks, after }) {
	const { t } = useTranslation();
	const query = useCarriedQuery();
	const state = useLoginFlow({
		onComplete,
		inMemory
	});
	return /* @__PURE__ */ jsx(FlowView, {
		state,
		label: t("pages.login.title"),
		after,
		children: hideLinks ? null : /* @__PURE__ */ jsxs("p", {
			className: identity_page_module_default.links,
			children: [/* @__PURE__ */ jsx(Link, {
				to: `/auth/recovery${query}`,
				children: t("identity.login.forgotPassword")
			}), /* @__PURE__ */ jsxs("span", { children: [
				t("identity.login.noAccount"),
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: `/auth/registration${query}`,
					children: t("identity.login.register")
				})
			] })]
		})
	});
}
function RegistrationFlowView({ onComplete, inMemory, hideLinks, after }) {
	const { t } = useTranslation();
	const query = useCarriedQuery();
	const state = useRegistrationFlow({
		onComplete,
		inMemory
	});
	return /* @__PURE__ */ jsx(FlowView, {
		state,
		label: t("pages.registration.title"),
		fieldHints: passwordHints,
		after,
		children: hideLinks ? null : /* @__PURE__ */ jsx("p", {
			className: identity_page_module_default.links,
			children: /* @__PURE__ */ jsxs("span", { children: [
				t("identity.registration.haveAccount"),
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: `/auth/login${query}`,
					children: t("identity.registration.login")
				})
			] })
		})
	});
}
function RecoveryFlowView({ onComplete }) {
	const { t } = useTranslation();
	const query = useCarriedQuery();
	const state = useRecoveryFlow({ onComplete });
	return /* @__PURE__ */ jsx(FlowView, {
		state,
		label: t("pages.recovery.title"),
		children: /* @__PURE__ */ jsx("p", {
			className: identity_page_module_default.links,
			children: /* @__PURE__ */ jsxs("span", { children: [
				t("identity.recovery.remember"),
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: `/auth/login${query}`,
					children: t("identity.recovery.login")
				})
			] })
		})
	});
}
function VerificationFlowView({ onComplete }) {
	const { t } = useTranslation();
	const state = useVerificationFlow({ onComplete });
	const passed = state.flow?.state === "passed_challenge";
	return /* @__PURE__ */ jsx(FlowView, {
		state,
		label: t("pages.verification.title"),
		children: passed ? /* @__PURE__ */ jsx("p", {
			className: identity_page_module_default.links,
			children: /* @__PURE__ */ jsx(Link, {
				to: safeReturnTo(state.flow?.return_to),
				children: t("identity.verification.continue")
			})
		}) : null
	});
}
/** A settings flow showing only its password group (/auth/password, after recovery). */
function PasswordFlowView({ onComplete }) {
	const { t } = useTranslation();
	const state = useSettingsFlow({
		onComplete,
		onUpdated: onComplete
	});
	return /* @__PURE__ */ jsx(FlowView, {
		state,
		groups: ["password"],
		label: t("pages.password.title"),
		fieldHints: passwordHints,
		children: /* @__PURE__ */ jsx(OtherSessionsNotice, {})
	});
}
export { VerificationFlowView as a, RegistrationFlowView as i, PasswordFlowView as n, IdentityFrame as o, RecoveryFlowView as r, LoginFlowView as t };
