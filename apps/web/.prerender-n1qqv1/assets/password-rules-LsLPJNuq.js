import { i as Button, v as toast } from "../prerender.mjs";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { a as getLoginFlow, c as handleFlowError, i as updateLoginFlow, l as redirectBrowser, o as createBrowserLoginFlow, s as failureTextKey, t as FlowForm, u as safeReturnTo } from "./flow-form-BCgiLSkq.js";
import { t as identityApi } from "./identity-client-CmybWtQ1.js";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
var identity_page_module_default = {
	page: "_page_gy0fk_1",
	title: "_title_gy0fk_7",
	stack: "_stack_gy0fk_12",
	muted: "_muted_gy0fk_18",
	links: "_links_gy0fk_23",
	hub: "_hub_gy0fk_34",
	hubLabel: "_hubLabel_gy0fk_43",
	hubName: "_hubName_gy0fk_51",
	rules: "_rules_gy0fk_59"
};
// src/features/auth/continue-with.ts
/** CLIENT-EXPECTATIONS §4: the items a client follows, in this order. */
var priority = [
	"show_settings_ui",
	"show_recovery_ui",
	"show_verification_ui",
	"redirect_browser_to"
];
var appPaths = {
	show_settings_ui: "/settings",
	show_recovery_ui: "/auth/recovery",
	show_verification_ui: "/auth/verification"
};
/** An address as an app path when it is on this origin, else as an external address. */
function destinationOf(address) {
	try {
		const url = new URL(address, window.location.origin);
		if (url.origin === window.location.origin) return {
			kind: "app",
			to: `${url.pathname}${url.search}${url.hash}`
		};
		return {
			kind: "external",
			to: url.toString()
		};
	} catch {
		return {
			kind: "app",
			to: "/"
		};
	}
}
/** The first `continue_with` item the client follows, as a destination; none when there is nothing to follow. */
function continueWithDestination(items, paths = {}) {
	if (!items?.length) return void 0;
	for (const action of priority) {
		const item = items.find((entry) => entry.action === action);
		if (!item) continue;
		if (item.action === "redirect_browser_to") return destinationOf(item.redirect_browser_to);
		if (item.action === "show_settings_ui" || item.action === "show_recovery_ui" || item.action === "show_verification_ui") return {
			kind: "app",
			to: `${paths[item.action] ?? appPaths[item.action]}?flow=${encodeURIComponent(item.flow.id)}`
		};
	}
}
// src/features/auth/api/create-browser-recovery-flow.ts
/** GET /self-service/recovery/browser (product §7). */
function createBrowserRecoveryFlow(params = {}) {
	return identityApi().createBrowserRecoveryFlow(params);
}
// src/features/auth/api/create-browser-registration-flow.ts
/** GET /self-service/registration/browser (product §7). */
function createBrowserRegistrationFlow(params = {}) {
	return identityApi().createBrowserRegistrationFlow(params);
}
// src/features/auth/api/create-browser-settings-flow.ts
/** GET /self-service/settings/browser (product §7). */
function createBrowserSettingsFlow(params = {}) {
	return identityApi().createBrowserSettingsFlow(params);
}
// src/features/auth/api/create-browser-verification-flow.ts
/** GET /self-service/verification/browser (product §7). */
function createBrowserVerificationFlow(params = {}) {
	return identityApi().createBrowserVerificationFlow(params);
}
// src/features/auth/api/get-recovery-flow.ts
/** GET /self-service/recovery/flows?id= (product §7). */
function getRecoveryFlow(id) {
	return identityApi().getRecoveryFlow({ id });
}
// src/features/auth/api/get-registration-flow.ts
/** GET /self-service/registration/flows?id= (product §7). */
function getRegistrationFlow(id) {
	return identityApi().getRegistrationFlow({ id });
}
// src/features/auth/api/get-settings-flow.ts
/** GET /self-service/settings/flows?id= (product §7). */
function getSettingsFlow(id) {
	return identityApi().getSettingsFlow({ id });
}
// src/features/auth/api/get-verification-flow.ts
/** GET /self-service/verification/flows?id= (product §7). */
function getVerificationFlow(id) {
	return identityApi().getVerificationFlow({ id });
}
// src/features/auth/api/update-recovery-flow.ts
/** POST /self-service/recovery?flow= with the JSON body built from the form (product §7). */
function updateRecoveryFlow(flow, body) {
	return identityApi().updateRecoveryFlow({
		flow,
		updateRecoveryFlowBody: body
	});
}
// src/features/auth/api/update-registration-flow.ts
/** POST /self-service/registration?flow= with the JSON body built from the form (product §7). */
function updateRegistrationFlow(flow, body) {
	return identityApi().updateRegistrationFlow({
		flow,
		updateRegistrationFlowBody: body
	});
}
// src/features/auth/api/update-settings-flow.ts
/** POST /self-service/settings?flow= with the JSON body built from the form (product §7). */
function updateSettingsFlow(flow, body) {
	return identityApi().updateSettingsFlow({
		flow,
		updateSettingsFlowBody: body
	});
}
// src/features/auth/api/update-verification-flow.ts
/** POST /self-service/verification?flow= with the JSON body built from the form (product §7). */
function updateVerificationFlow(flow, body) {
	return identityApi().updateVerificationFlow({
		flow,
		updateVerificationFlowBody: body
	});
}
// src/features/auth/flow-api.ts
function continueWithOf(value) {
	return "continue_with" in value && Array.isArray(value.continue_with) ? value.continue_with : void 0;
}
/** Create, fetch by id and submit for each flow (product §4: "created, fetched by id, submitted"). */
var flowApis = {
	login: {
		create: (params) => createBrowserLoginFlow(params),
		get: getLoginFlow,
		update: async (id, body) => ({
			kind: "complete",
			continueWith: continueWithOf(await updateLoginFlow(id, body))
		})
	},
	registration: {
		create: ({ returnTo }) => createBrowserRegistrationFlow({ returnTo }),
		get: getRegistrationFlow,
		update: async (id, body) => ({
			kind: "complete",
			continueWith: continueWithOf(await updateRegistrationFlow(id, body))
		})
	},
	recovery: {
		create: ({ returnTo }) => createBrowserRecoveryFlow({ returnTo }),
		get: getRecoveryFlow,
		update: async (id, body) => {
			const flow = await updateRecoveryFlow(id, body);
			return {
				kind: "flow",
				flow,
				continueWith: continueWithOf(flow)
			};
		}
	},
	verification: {
		create: ({ returnTo }) => createBrowserVerificationFlow({ returnTo }),
		get: getVerificationFlow,
		update: async (id, body) => {
			const flow = await updateVerificationFlow(id, body);
			return {
				kind: "flow",
				flow,
				continueWith: continueWithOf(flow)
			};
		}
	},
	settings: {
		create: ({ returnTo }) => createBrowserSettingsFlow({ returnTo }),
		get: getSettingsFlow,
		update: async (id, body) => {
			const flow = await updateSettingsFlow(id, body);
			return {
				kind: "flow",
				flow,
				continueWith: continueWithOf(flow)
			};
		}
	}
};
// src/features/auth/fresh-flows.ts
var label = (id, text, context) => ({
	id,
	text,
	type: "info",
	...context ? { context } : {}
});
function input(group, name, type, attributes = {}, text) {
	return {
		type: "input",
		group,
		attributes: {
			name,
			type,
			...attributes,
			disabled: false,
			node_type: "input"
		},
		messages: [],
		meta: text ? { label: text } : {}
	};
}
var csrf = input("default", "csrf_token", "hidden", {
	value: "",
	required: true
});
var emailTrait = label(1070002, "E-Mail", {
	name: "traits.email",
	title: "E-Mail"
});
/**
* The nodes of a fresh flow of each public kind, as the identity service sends them to a
* browser (packages/identity/src/flows), with an empty CSRF token. The prerendered pages
* show this form before any script runs, and the app shows it while the real flow loads:
* the same fields in the same places, so the real form takes their place without a shift.
* e2e/first-paint.test.ts holds them to what the service sends.
*/
var freshFlowNodes = {
	login: [
		csrf,
		input("default", "identifier", "text", {
			value: "",
			required: true
		}, emailTrait),
		input("password", "password", "password", {
			required: true,
			autocomplete: "current-password"
		}, label(1070001, "Password")),
		input("password", "method", "submit", { value: "password" }, label(1010022, "Sign in with password"))
	],
	registration: [
		csrf,
		input("default", "traits.email", "email", {
			required: true,
			autocomplete: "email"
		}, emailTrait),
		input("password", "password", "password", {
			required: true,
			autocomplete: "new-password"
		}, label(1070001, "Password")),
		input("default", "traits.terms_agreed", "checkbox", { required: true }, label(1070002, "I agree to the terms of service", {
			name: "traits.terms_agreed",
			title: "I agree to the terms of service"
		})),
		input("default", "traits.language", "text", {}, label(1070002, "Language", {
			name: "traits.language",
			title: "Language"
		})),
		input("password", "method", "submit", { value: "password" }, label(1040001, "Sign up"))
	],
	recovery: [
		csrf,
		input("code", "email", "email", { required: true }, label(1070007, "Email")),
		input("code", "method", "submit", { value: "code" }, label(1070009, "Continue"))
	],
	verification: [
		input("code", "email", "email", { required: true }, label(1070007, "Email")),
		input("code", "method", "submit", { value: "code" }, label(1070009, "Continue")),
		csrf
	]
};
// src/features/auth/use-flow.ts
/** The identity service checks `return_to` against its allowed origins: it gets an absolute address on this origin, or none. */
function absoluteReturnTo(returnTo) {
	if (!returnTo) return void 0;
	const destination = destinationOf(returnTo);
	return destination.kind === "app" ? new URL(destination.to, window.location.origin).toString() : void 0;
}
/**
* One self-service flow on a page (product §4): created when `?flow` is missing (the new id
* goes into the address with replace), else fetched by id; submitted; every failure
* goes through handleFlowError.
*/
function useFlow(kind, options = {}) {
	const { t } = useTranslation();
	const [searchParams, setSearchParams] = useSearchParams();
	const [memoryId, setMemoryId] = useState(null);
	const flowId = options.inMemory ? memoryId : searchParams.get("flow");
	const returnTo = searchParams.get("return_to");
	const aal = searchParams.get("aal");
	const createParams = {
		returnTo: absoluteReturnTo(returnTo),
		aal: aal === "aal1" || aal === "aal2" ? aal : void 0,
		refresh: searchParams.get("refresh") === "true" || void 0
	};
	const [flow, setFlowState] = useState();
	/** The id the shown flow was fetched or created for (the server may answer with another). */
	const [shownFor, setShownFor] = useState(null);
	const [version, setVersion] = useState(0);
	const [submitting, setSubmitting] = useState(false);
	const [error, setError] = useState();
	const [restarts, setRestarts] = useState(0);
	const optionsRef = useRef(options);
	const flowIdRef = useRef(flowId);
	useEffect(() => {
		optionsRef.current = options;
		flowIdRef.current = flowId;
	});
	const api = flowApis[kind];
	const setFlow = useCallback((next, requestedId) => {
		setFlowState(next);
		setShownFor(requestedId ?? next.id);
		setError(void 0);
		setVersion((value) => value + 1);
	}, []);
	const setFlowId = useCallback((id) => {
		if (optionsRef.current.inMemory) {
			setMemoryId(id);
			return;
		}
		setSearchParams((current) => {
			const next = new URLSearchParams(current);
			if (id) next.set("flow", id);
			else next.delete("flow");
			return next;
		}, { replace: true });
	}, [setSearchParams]);
	const go = useCallback((destination) => {
		if (destination.kind === "external") redirectBrowser(destination.to);
		else optionsRef.current.onComplete?.(destination.to);
	}, []);
	/** Drops the flow and creates a new one: clearing the id starts it, or a bump when there is no id. */
	const startOver = useCallback(() => {
		setFlowState(void 0);
		setShownFor(null);
		setError(void 0);
		if (flowIdRef.current) setFlowId(null);
		else setRestarts((value) => value + 1);
	}, [setFlowId]);
	const apply = useCallback((action, hadFlowId) => {
		switch (action.kind) {
			case "render":
				setFlow(action.flow);
				return;
			case "use-flow":
				if (action.errorId === "self_service_flow_expired") toast.info(t("identity.errors.flowExpired"));
				setFlowId(action.flowId);
				return;
			case "restart":
				if (action.errorId === "self_service_flow_expired") toast.info(t("identity.errors.flowExpired"));
				if (action.errorId === "security_csrf_violation") toast.error(t("identity.errors.csrf"));
				if (!hadFlowId) {
					setError(t("identity.errors.generic"));
					return;
				}
				startOver();
				return;
			case "redirect": {
				if (action.errorId === "session_refresh_required") toast.info(t("identity.errors.sessionRefreshRequired"));
				const destination = destinationOf(action.to);
				if (destination.kind === "app" && !destination.to.startsWith("/api/") && optionsRef.current.onComplete) optionsRef.current.onComplete(destination.to);
				else redirectBrowser(action.to);
				return;
			}
			case "signed-in":
				toast.info(t("identity.errors.sessionAlreadyAvailable"));
				optionsRef.current.onComplete?.(action.to);
				return;
			case "fail": setError(t(failureTextKey(action)));
		}
	}, [
		setFlow,
		setFlowId,
		startOver,
		t
	]);
	const showsRequested = flow !== void 0 && (flow.id === flowId || shownFor === flowId);
	useEffect(() => {
		if (showsRequested) return;
		let cancelled = false;
		(flowId ? api.get(flowId) : api.create(createParams)).then((next) => {
			if (cancelled) return;
			setFlow(next, flowId ?? next.id);
			if (!flowId) setFlowId(next.id);
		}).catch(async (reason) => {
			const action = await handleFlowError(reason, { returnTo });
			if (!cancelled) apply(action, Boolean(flowId));
		});
		return () => {
			cancelled = true;
		};
	}, [
		api,
		flowId,
		restarts
	]);
	const submit = useCallback(async (body) => {
		if (!flow) return;
		setSubmitting(true);
		setError(void 0);
		try {
			const result = await api.update(flow.id, body);
			const next = continueWithDestination(result.continueWith, kind === "recovery" ? { show_settings_ui: "/auth/password" } : {});
			if (result.kind === "flow") {
				setFlow(result.flow);
				if (next) go(next);
				else optionsRef.current.onUpdated?.();
			} else go(next ?? {
				kind: "app",
				to: safeReturnTo(returnTo)
			});
		} catch (reason) {
			apply(await handleFlowError(reason, { returnTo }), true);
		} finally {
			setSubmitting(false);
		}
	}, [
		api,
		apply,
		flow,
		go,
		kind,
		returnTo,
		setFlow
	]);
	const loading = !error && (!flow || flowId !== null && !showsRequested);
	return {
		flow,
		placeholder: kind !== "settings" && !flow && !error && !flowId && !createParams.aal && !createParams.refresh ? freshFlow(kind) : void 0,
		version,
		loading,
		submitting,
		error,
		submit,
		restart: startOver
	};
}
/** A stand-in flow with the fresh nodes of `kind`: no id, nowhere to send it. */
function freshFlow(kind) {
	return {
		id: "",
		ui: {
			action: "",
			method: "POST",
			nodes: [...freshFlowNodes[kind]],
			messages: []
		}
	};
}
var useLoginFlow = (options) => useFlow("login", options);
var useRegistrationFlow = (options) => useFlow("registration", options);
var useRecoveryFlow = (options) => useFlow("recovery", options);
var useVerificationFlow = (options) => useFlow("verification", options);
var useSettingsFlow = (options) => useFlow("settings", options);
// src/features/auth/components/flow-view.tsx
/** The stand-in form is busy until the real flow replaces it: nothing to send yet. */
var ignore = () => void 0;
/** A flow's form with its loading and failure states. */
function FlowView({ state, groups, label, children, fieldHints, after }) {
	const { t } = useTranslation();
	if (state.error && !state.flow) return /* @__PURE__ */ jsxs("div", {
		className: identity_page_module_default.stack,
		children: [/* @__PURE__ */ jsx(FormMessage, {
			type: "error",
			children: state.error
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			onClick: state.restart,
			children: t("identity.errors.retry")
		})]
	});
	const { placeholder } = state;
	const shown = placeholder ?? (state.loading ? void 0 : state.flow);
	if (!shown) return /* @__PURE__ */ jsx("p", {
		className: identity_page_module_default.muted,
		role: "status",
		children: t("identity.loading")
	});
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("div", {
		className: identity_page_module_default.stack,
		children: [
			state.error ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: state.error
			}) : null,
			/* @__PURE__ */ jsx(FlowForm, {
				flow: shown,
				groups,
				onSubmit: placeholder ? ignore : state.submit,
				submitting: placeholder ? true : state.submitting,
				label,
				fieldHints
			}, placeholder ? "fresh" : state.version),
			children
		]
	}), after] });
}
// src/features/auth/components/password-rules.tsx
/** Product §5: the server's minimum (Kratos' default) shown with the other password rules. */
var passwordMinLength = 8;
/** Product §5: min symbols, 1 digit, 1 special symbol, lowercase and uppercase letters. */
function PasswordRules() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
		className: identity_page_module_default.muted,
		children: t("identity.settings.password.rulesTitle")
	}), /* @__PURE__ */ jsxs("ul", {
		className: identity_page_module_default.rules,
		children: [
			/* @__PURE__ */ jsx("li", { children: t("identity.settings.password.rules.minLength", { min: passwordMinLength }) }),
			/* @__PURE__ */ jsx("li", { children: t("identity.settings.password.rules.digit") }),
			/* @__PURE__ */ jsx("li", { children: t("identity.settings.password.rules.special") }),
			/* @__PURE__ */ jsx("li", { children: t("identity.settings.password.rules.cases") })
		]
	})] });
}
/** Issue 15 finding 9: saving a new password ends the identity's other sessions; the form says so before. */
function OtherSessionsNotice() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("p", {
		className: identity_page_module_default.muted,
		children: t("identity.settings.password.signsOutOthers")
	});
}
export { useRecoveryFlow as a, useVerificationFlow as c, useLoginFlow as i, identity_page_module_default as l, PasswordRules as n, useRegistrationFlow as o, FlowView as r, useSettingsFlow as s, OtherSessionsNotice as t };
