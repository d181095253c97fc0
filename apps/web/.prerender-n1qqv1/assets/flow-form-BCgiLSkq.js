import { t as getPageSettings } from "./page-settings-2BwVYlQR.js";
import { i as Button } from "../prerender.mjs";
import { t as useHydrated } from "./use-hydrated-pcGrEj1F.js";
import { a as isActionNode, c as isSameOriginScript, d as nodesOfGroups, h as withInterfaceLanguage, i as isActionEnabled, l as isValueNode, m as textOf, o as isCodeField, r as initialValues, s as isInputNode, t as buildBody, u as nodeKey } from "./nodes-BlfMwAao.js";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { t as Checkbox } from "./checkbox-MnG9gR9I.js";
import { t as identityApi } from "./identity-client-CmybWtQ1.js";
import { Fragment, useEffect, useId, useMemo, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
import { FetchError, ResponseError } from "@ory/client-fetch";
// src/features/auth/flow-error.ts
async function readBody(response) {
	try {
		return await response.clone().json();
	} catch {
		return;
	}
}
function asErrorBody(body) {
	return typeof body === "object" && body !== null ? body : {};
}
/** Only same-origin addresses are followed inside the app; anything else falls back to '/'. */
function safeReturnTo(returnTo) {
	if (!returnTo) return "/";
	try {
		const url = new URL(returnTo, window.location.origin);
		if (url.origin !== window.location.origin) return "/";
		return `${url.pathname}${url.search}${url.hash}`;
	} catch {
		return "/";
	}
}
/**
* One mapping of every failed self-service call to what the client does next, following
* ory/elements: 400 re-renders the returned flow; expiry uses `use_flow_id` or restarts;
* a csrf violation, an unknown or gone flow restart; a required location change or a
* needed re-authentication leave for `redirect_browser_to`; an existing session goes to
* `return_to` (same origin) or '/'.
*/
async function handleFlowError(error, options = {}) {
	if (error instanceof FetchError) return {
		kind: "fail",
		reason: "network_error"
	};
	if (!(error instanceof ResponseError)) return {
		kind: "fail",
		reason: error instanceof Error ? error.message : String(error)
	};
	const status = error.response.status;
	const raw = await readBody(error.response);
	const body = asErrorBody(raw);
	const id = body.error?.id;
	if (status === 400 && raw && typeof raw === "object" && "ui" in raw) return {
		kind: "render",
		flow: raw
	};
	switch (id) {
		case "session_already_available": return {
			kind: "signed-in",
			to: safeReturnTo(options.returnTo)
		};
		case "self_service_flow_expired":
		case "self_service_flow_replaced": return body.use_flow_id ? {
			kind: "use-flow",
			flowId: body.use_flow_id,
			errorId: id
		} : {
			kind: "restart",
			errorId: id
		};
		case "browser_location_change_required":
		case "session_refresh_required":
		case "session_aal1_required":
		case "session_aal2_required":
			if (body.redirect_browser_to) return {
				kind: "redirect",
				to: body.redirect_browser_to,
				errorId: id
			};
			if (id === "session_refresh_required") return {
				kind: "restart",
				errorId: id
			};
			break;
		case "security_csrf_violation": return {
			kind: "restart",
			errorId: id
		};
	}
	if (status === 403 || status === 404 || status === 410) return {
		kind: "restart",
		errorId: id ?? void 0
	};
	return {
		kind: "fail",
		status,
		errorId: id,
		reason: body.error?.reason ?? body.error?.message
	};
}
/** The translation key of a failure's text. */
function failureTextKey(action) {
	if (action.reason === "network_error") return "errors.codes.network_error";
	if (action.errorId === "self_service_rate_limited" || action.status === 429) return "identity.errors.rateLimited";
	if (action.errorId === "self_service_flow_disabled") return "identity.errors.flowDisabled";
	return "identity.errors.generic";
}
/** Leaves the app for an address the identity service gave (spec: window.location to redirect_browser_to). */
function redirectBrowser(to) {
	window.location.assign(to);
}
// src/features/auth/api/create-browser-login-flow.ts
/** GET /self-service/login/browser (product §7). */
function createBrowserLoginFlow(params = {}) {
	return identityApi().createBrowserLoginFlow(params);
}
// src/features/auth/api/get-login-flow.ts
/** GET /self-service/login/flows?id= (product §7). */
function getLoginFlow(id) {
	return identityApi().getLoginFlow({ id });
}
// src/features/auth/api/update-login-flow.ts
/** POST /self-service/login?flow= with the JSON body built from the form (product §7). */
function updateLoginFlow(flow, body) {
	return identityApi().updateLoginFlow({
		flow,
		updateLoginFlowBody: body
	});
}
// src/features/auth/messages.ts
/** The translation key of an identity-service message id (product §8). */
function messageKey(id) {
	return `identity.messages.${id}`;
}
/** A context value as text: nested texts by their own text, lists joined, dates formatted. */
function contextValue(value, language) {
	if (Array.isArray(value)) return value.map((item) => contextValue(item, language)).join(", ");
	if (typeof value === "object" && value !== null) {
		if ("text" in value && typeof value.text === "string") {
			const context = "context" in value && typeof value.context === "object" ? value.context : void 0;
			if (context && "secret" in context && typeof context.secret === "string") return context.secret;
			return value.text;
		}
		return JSON.stringify(value);
	}
	if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
		const date = new Date(value);
		if (!Number.isNaN(date.getTime())) return new Intl.DateTimeFormat(language === "cn" ? "zh-CN" : language, {
			dateStyle: "medium",
			timeStyle: "short"
		}).format(date);
	}
	return textOf(value);
}
/** The context of a message, every value made text for interpolation. */
function messageContext(text, language = "en") {
	const context = {};
	for (const [key, value] of Object.entries(text.context ?? {})) context[key] = contextValue(value, language);
	return context;
}
/**
* A server text in the reader's language (CLIENT-EXPECTATIONS §5): looked up by its id
* under `identity.messages.<id>` with the context interpolated; the server's own text is
* the fallback for an id the app does not know.
*/
function translateUiText(t, text, language = "en") {
	return t(messageKey(text.id), {
		replace: messageContext(text, language),
		defaultValue: text.text
	});
}
/** A server text's kind as the form messages show it. */
function uiTextType(text) {
	return text.type === "error" || text.type === "success" ? text.type : "info";
}
var flow_form_module_default = {
	form: "_form_j5yg1_1",
	messages: "_messages_j5yg1_7",
	action: "_action_j5yg1_17",
	error: "_error_j5yg1_27",
	info: "_info_j5yg1_33",
	success: "_success_j5yg1_39",
	figure: "_figure_j5yg1_45",
	caption: "_caption_j5yg1_60",
	text: "_text_j5yg1_65",
	textLabel: "_textLabel_j5yg1_71",
	secret: "_secret_j5yg1_77",
	codes: "_codes_j5yg1_85"
};
// src/features/auth/components/flow-messages.tsx
/** The flow's own messages, shown above its form. */
function FlowMessages({ messages }) {
	const { t, i18n } = useTranslation();
	if (!messages?.length) return null;
	return /* @__PURE__ */ jsx("div", {
		className: flow_form_module_default.messages,
		children: messages.map((message, index) => /* @__PURE__ */ jsx(FormMessage, {
			type: uiTextType(message),
			children: translateUiText(t, message, i18n.language)
		}, `${message.id}-${index}`))
	});
}
// src/features/auth/components/use-field-messages.ts
/** Field messages as the text field and checkbox expect them. */
function useFieldMessages(messages) {
	const { t, i18n } = useTranslation();
	return messages.map((message, index) => ({
		key: `${message.id}-${index}`,
		type: uiTextType(message),
		text: translateUiText(t, message, i18n.language)
	}));
}
// src/features/auth/components/node-label.tsx
/** Kratos's label made from the identity schema's title of a trait (context: name, title). */
var traitLabelId = 1070002;
/**
* The node's label (meta.label, or an input's own label) in the reader's language. A trait's
* label is the schema's title in English ("E-Mail"); the app names its traits itself
* (`identity.form.traits.*`), so every language and every form spells them one way.
*/
function useNodeLabel(node) {
	const { t, i18n } = useTranslation();
	const attributes = node.attributes;
	const label = (attributes.node_type === "input" ? attributes.label : void 0) ?? node.meta.label;
	if (!label) return void 0;
	const translated = translateUiText(t, label, i18n.language);
	const context = label.context;
	const name = typeof context?.name === "string" ? context.name : "";
	const trait = label.id === traitLabelId ? /^traits\.(\w+)$/.exec(name) : null;
	return trait ? t(`identity.form.traits.${trait[1]}`, { defaultValue: translated }) : translated;
}
// src/features/auth/components/script-node.tsx
/** A script node (e.g. /api/identity/.well-known/ory/webauthn.js) added to the document while shown. */
function ScriptNode({ attributes }) {
	const { src, async, crossorigin, integrity, referrerpolicy, type, id, nonce } = attributes;
	useEffect(() => {
		if (!isSameOriginScript(src)) return;
		const script = document.createElement("script");
		script.src = src;
		script.async = async;
		if (crossorigin) script.crossOrigin = crossorigin;
		if (integrity) script.integrity = integrity;
		if (referrerpolicy) script.referrerPolicy = referrerpolicy;
		if (type) script.type = type;
		if (id) script.id = id;
		if (nonce) script.nonce = nonce;
		document.head.appendChild(script);
		return () => script.remove();
	}, [
		src,
		async,
		crossorigin,
		integrity,
		referrerpolicy,
		type,
		id,
		nonce
	]);
	return null;
}
// src/features/auth/components/terms-label.tsx
/** Product §2: agreement to the terms, linking the pool's terms-of-use address (or '/'). */
function TermsLabel() {
	const href = useHydrated() && getPageSettings().terms_of_use_url || "/";
	return /* @__PURE__ */ jsx(Trans, {
		i18nKey: "identity.form.termsAgreed",
		components: { terms: /* @__PURE__ */ jsx("a", {
			href,
			target: "_blank",
			rel: "noreferrer"
		}) }
	});
}
// src/features/auth/components/flow-node.tsx
/** Runs a button's browser trigger (oryWebAuthnLogin and friends from the webauthn script), if loaded. */
function runTrigger(node) {
	const name = node.attributes.onclickTrigger;
	if (!name) return;
	const trigger = window[name];
	if (typeof trigger !== "function") return;
	const raw = typeof node.attributes.value === "string" && node.attributes.value ? node.attributes.value : node.attributes.onclick;
	let options;
	try {
		options = raw ? JSON.parse(raw) : void 0;
	} catch {
		options = void 0;
	}
	trigger(options);
}
function InputFlowNode({ node, values, onChange, actionEnabled, onAction, busy, autoFocus, errorId }) {
	const label = useNodeLabel(node);
	const messages = useFieldMessages(node.messages);
	const { name, type, required, disabled, autocomplete, maxlength, pattern } = node.attributes;
	if (type === "hidden") return /* @__PURE__ */ jsx("input", {
		type: "hidden",
		name,
		value: String(values[name] ?? node.attributes.value ?? "")
	});
	if (type === "submit" || type === "button") return /* @__PURE__ */ jsxs("div", {
		className: flow_form_module_default.action,
		children: [/* @__PURE__ */ jsx(Button, {
			type: type === "submit" ? "submit" : "button",
			kind: name === "method" || type === "button" ? "primary" : "transparent",
			name,
			value: String(node.attributes.value ?? ""),
			disabled: !actionEnabled || busy,
			onClick: (event) => {
				event.preventDefault();
				if (type === "button") runTrigger(node);
				else onAction(node);
			},
			children: label ?? String(node.attributes.value ?? name)
		}), messages.map((message) => /* @__PURE__ */ jsx("p", {
			className: flow_form_module_default[message.type],
			children: message.text
		}, message.key))]
	});
	if (type === "checkbox") return /* @__PURE__ */ jsx(Checkbox, {
		name,
		label: name === "traits.terms_agreed" ? /* @__PURE__ */ jsx(TermsLabel, {}) : label ?? name,
		checked: values[name] === true,
		required: required || name === "traits.terms_agreed",
		disabled: disabled || busy,
		messages,
		onChange: (event) => onChange(name, event.target.checked)
	});
	const code = isCodeField(name);
	return /* @__PURE__ */ jsx(TextField, {
		name,
		type: code ? "text" : type,
		label: label ?? name,
		value: String(values[name] ?? ""),
		required,
		disabled: disabled || busy,
		autoComplete: code ? "one-time-code" : autocomplete ?? (name === "identifier" ? "username" : void 0),
		inputMode: code ? "numeric" : void 0,
		pattern: code ? "[0-9]{6}" : pattern,
		maxLength: code ? 6 : maxlength,
		autoFocus,
		messages,
		"aria-describedby": errorId,
		onChange: (event) => onChange(name, code ? event.target.value.replace(/\D/g, "").slice(0, 6) : event.target.value)
	});
}
function ImageFlowNode({ node, attributes }) {
	const label = useNodeLabel(node);
	return /* @__PURE__ */ jsxs("figure", {
		className: flow_form_module_default.figure,
		children: [/* @__PURE__ */ jsx("img", {
			src: attributes.src,
			alt: label ?? "",
			width: attributes.width,
			height: attributes.height,
			id: attributes.id
		}), label ? /* @__PURE__ */ jsx("figcaption", {
			className: flow_form_module_default.caption,
			children: label
		}) : null]
	});
}
function isUiText(value) {
	return typeof value === "object" && value !== null && "id" in value && typeof value.id === "number";
}
/** The codes of a lookup-codes text: 1050015 carries each as a nested text (a code, or "used at"). */
function secretsOf(text) {
	const secrets = text.context?.secrets;
	return Array.isArray(secrets) ? secrets.filter(isUiText) : void 0;
}
function TextFlowNode({ node, attributes }) {
	const { t, i18n } = useTranslation();
	const label = useNodeLabel(node);
	const secrets = secretsOf(attributes.text);
	const labelId = `${attributes.id}-label`;
	return /* @__PURE__ */ jsxs("div", {
		className: flow_form_module_default.text,
		id: attributes.id,
		children: [label ? /* @__PURE__ */ jsx("p", {
			className: flow_form_module_default.textLabel,
			id: labelId,
			children: label
		}) : null, secrets ? /* @__PURE__ */ jsx("ul", {
			className: flow_form_module_default.codes,
			"aria-labelledby": label ? labelId : void 0,
			children: secrets.map((secret, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("code", { children: translateUiText(t, secret, i18n.language) }) }, `${secret.text}-${index}`))
		}) : /* @__PURE__ */ jsx("code", {
			className: flow_form_module_default.secret,
			"aria-labelledby": label ? labelId : void 0,
			children: translateUiText(t, attributes.text, i18n.language)
		})]
	});
}
/** One server node (product §2: inputs, images, text and script nodes, each with an optional label). */
function FlowNode(props) {
	const { node } = props;
	const attributes = node.attributes;
	switch (attributes.node_type) {
		case "input": return /* @__PURE__ */ jsx(InputFlowNode, {
			...props,
			node
		});
		case "img": return /* @__PURE__ */ jsx(ImageFlowNode, {
			node,
			attributes
		});
		case "text": return /* @__PURE__ */ jsx(TextFlowNode, {
			node,
			attributes
		});
		case "script": return /* @__PURE__ */ jsx(ScriptNode, { attributes });
		default: return null;
	}
}
// src/features/auth/components/flow-form.tsx
/**
* A form rendered from `flow.ui.nodes` (ory/elements' approach): nodes in server order,
* grouped by `group`; field messages beside the field, flow messages above. Submitting
* sends the JSON body with `method` from the clicked button. The form also keeps the
* server's action and method so the webauthn script can submit it natively. The language
* trait is never asked for: it carries the interface language.
*
* Give it `key={version}` from the flow hook so a new flow from the server starts over.
*/
function FlowForm({ flow, groups, onSubmit, submitting = false, showMessages = true, autoFocus = false, label, errorId, fieldHints }) {
	const { i18n } = useTranslation();
	const hintBaseId = useId();
	const nodes = useMemo(() => withInterfaceLanguage(groups ? nodesOfGroups(flow.ui.nodes, groups) : flow.ui.nodes, i18n.language), [
		flow.ui.nodes,
		groups,
		i18n.language
	]);
	const [values, setValues] = useState(() => initialValues(nodes));
	const focusName = useMemo(() => {
		if (!autoFocus) return void 0;
		const fields = nodes.filter(isValueNode).filter((node) => node.attributes.type !== "hidden" && node.attributes.type !== "checkbox");
		return (fields.find((node) => isCodeField(node.attributes.name)) ?? fields[0])?.attributes.name;
	}, [autoFocus, nodes]);
	const submitWith = (clicked) => {
		if (submitting) return;
		if (clicked && !isActionEnabled(clicked, nodes, values)) return;
		onSubmit(buildBody(nodes, values, clicked));
	};
	/** The method button Enter means: a usable one of the field's own group first, else the first usable one. */
	const defaultAction = (fieldName) => {
		const group = nodes.find((node) => isInputNode(node) && node.attributes.name === fieldName)?.group;
		const usable = nodes.filter((node) => isActionNode(node) && node.attributes.type === "submit" && node.attributes.name === "method" && isActionEnabled(node, nodes, values));
		return usable.find((node) => node.group === group) ?? usable[0];
	};
	const onKeyDown = (event) => {
		const target = event.target;
		if (event.key !== "Enter" || !(target instanceof HTMLInputElement)) return;
		if ([
			"submit",
			"button",
			"checkbox",
			"radio"
		].includes(target.type)) return;
		event.preventDefault();
		const action = defaultAction(target.name);
		if (action) submitWith(action);
	};
	const onFormSubmit = (event) => {
		event.preventDefault();
		const action = defaultAction();
		if (action) submitWith(action);
	};
	return /* @__PURE__ */ jsxs("form", {
		className: flow_form_module_default.form,
		action: flow.ui.action,
		method: flow.ui.method,
		onSubmit: onFormSubmit,
		onKeyDown,
		noValidate: true,
		"aria-label": label,
		"aria-busy": submitting || void 0,
		children: [showMessages ? /* @__PURE__ */ jsx(FlowMessages, { messages: flow.ui.messages }) : null, nodes.map((node, index) => {
			const hint = isValueNode(node) ? fieldHints?.[node.attributes.name] : void 0;
			const hintId = hint ? `${hintBaseId}-${index}` : void 0;
			return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(FlowNode, {
				node,
				values,
				onChange: (name, value) => setValues((current) => ({
					...current,
					[name]: value
				})),
				actionEnabled: isActionEnabled(node, nodes, values),
				onAction: submitWith,
				busy: submitting,
				autoFocus: isInputNode(node) && node.attributes.name === focusName,
				errorId: [errorId, hintId].filter(Boolean).join(" ") || void 0
			}), hint ? /* @__PURE__ */ jsx("div", {
				id: hintId,
				children: hint
			}) : null] }, nodeKey(node, index));
		})]
	});
}
export { getLoginFlow as a, handleFlowError as c, updateLoginFlow as i, redirectBrowser as l, FlowMessages as n, createBrowserLoginFlow as o, translateUiText as r, failureTextKey as s, FlowForm as t, safeReturnTo as u };
