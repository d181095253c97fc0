import { i as Button } from "../prerender.mjs";
import { t as Dialog } from "./dialog-CN_269BG.js";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { a as getLoginFlow, c as handleFlowError, i as updateLoginFlow, l as redirectBrowser, o as createBrowserLoginFlow, r as translateUiText, s as failureTextKey, t as FlowForm } from "./flow-form-BCgiLSkq.js";
import { f as secondFactorGroups, n as hasGroup } from "./nodes-BlfMwAao.js";
import { t as second_factor_module_default } from "./second-factor.module-CKWKT_Bi.js";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/auth/second-factor/methods.ts
/** The methods the flow offers, in the dialog's order: totp, lookup_secret, webauthn (product §4). */
function availableMethods(flow) {
	if (!flow) return [];
	return secondFactorGroups.filter((group) => hasGroup(flow.ui.nodes, group));
}
/** The first server message for the method: the flow's own error first, then its fields' errors. */
function firstServerError(flow, method) {
	const flowError = flow.ui.messages?.find((message) => message.type === "error");
	if (flowError) return flowError;
	for (const node of flow.ui.nodes) {
		if (node.group !== method && node.group !== "default") continue;
		const message = node.messages.find((item) => item.type === "error");
		if (message) return message;
	}
}
// src/features/auth/second-factor/second-factor-dialog.tsx
/**
* Product §2/§4: a browser login flow at aal2 with refresh; a choice of totp, lookup secret
* and security key (the first present is the default), a description of the selected
* one, its form with the six-digit code field focused, and the first server message as
* the error (cleared when the method changes).
*/
function SecondFactorDialog({ open, onSuccess, onDecline }) {
	const { t, i18n } = useTranslation();
	const [load, setLoad] = useState({ state: "loading" });
	const [chosen, setChosen] = useState();
	const [error, setError] = useState();
	const [submitting, setSubmitting] = useState(false);
	const succeeded = useRef(false);
	/** Counts openings; an answer for an earlier opening (closed meanwhile) must not count. */
	const opening = useRef(0);
	const active = useRef(false);
	const [attempt, setAttempt] = useState(0);
	const radioName = useId();
	const descriptionId = useId();
	const errorId = useId();
	const show = useCallback((flow) => {
		setLoad((current) => ({
			state: "ready",
			flow,
			version: current.state === "ready" ? current.version + 1 : 0
		}));
	}, []);
	useEffect(() => {
		if (!open) return;
		let cancelled = false;
		succeeded.current = false;
		active.current = true;
		opening.current += 1;
		createBrowserLoginFlow({
			aal: "aal2",
			refresh: true
		}).then((flow) => {
			if (!cancelled) show(flow);
		}).catch(() => {
			if (!cancelled) setLoad({ state: "failed" });
		});
		return () => {
			cancelled = true;
		};
	}, [
		open,
		attempt,
		show
	]);
	const flow = load.state === "ready" ? load.flow : void 0;
	const methods = availableMethods(flow);
	const method = chosen && methods.includes(chosen) ? chosen : methods[0];
	const chooseMethod = (next) => {
		setChosen(next);
		setError(void 0);
	};
	const submit = async (body) => {
		if (!flow || !method) return;
		setSubmitting(true);
		setError(void 0);
		const mine = opening.current;
		const current = () => active.current && opening.current === mine;
		try {
			await updateLoginFlow(flow.id, body);
			if (!current()) return;
			succeed();
		} catch (reason) {
			const action = await handleFlowError(reason);
			if (!current()) return;
			switch (action.kind) {
				case "render": {
					show(action.flow);
					const message = firstServerError(action.flow, method);
					setError(message ? translateUiText(t, message, i18n.language) : t("identity.errors.generic"));
					break;
				}
				case "use-flow":
					try {
						show(await getLoginFlow(action.flowId));
						setError(t("identity.errors.flowExpired"));
					} catch {
						setAttempt((value) => value + 1);
					}
					break;
				case "restart":
					setError(t(action.errorId === "security_csrf_violation" ? "identity.errors.csrf" : "identity.errors.generic"));
					setAttempt((value) => value + 1);
					break;
				case "redirect":
					redirectBrowser(action.to);
					break;
				case "signed-in":
					succeed();
					break;
				case "fail": setError(t(failureTextKey(action)));
			}
		} finally {
			setSubmitting(false);
		}
	};
	const reset = () => {
		active.current = false;
		setLoad({ state: "loading" });
		setChosen(void 0);
		setError(void 0);
	};
	const succeed = () => {
		succeeded.current = true;
		reset();
		onSuccess();
	};
	const close = () => {
		reset();
		if (!succeeded.current) onDecline();
	};
	return /* @__PURE__ */ jsxs(Dialog, {
		open,
		onClose: close,
		title: t("identity.secondFactor.title"),
		size: "s",
		children: [
			load.state === "loading" ? /* @__PURE__ */ jsx("p", {
				className: second_factor_module_default.muted,
				children: t("identity.loading")
			}) : null,
			load.state === "failed" ? /* @__PURE__ */ jsxs("div", {
				className: second_factor_module_default.body,
				children: [/* @__PURE__ */ jsx(FormMessage, {
					type: "error",
					children: t("identity.errors.generic")
				}), /* @__PURE__ */ jsx(Button, {
					kind: "transparent",
					onClick: () => {
						setLoad({ state: "loading" });
						setAttempt((value) => value + 1);
					},
					children: t("identity.errors.retry")
				})]
			}) : null,
			load.state === "ready" && !method ? /* @__PURE__ */ jsx("p", {
				className: second_factor_module_default.unavailable,
				children: t("identity.secondFactor.unavailable")
			}) : null,
			load.state === "ready" && method ? /* @__PURE__ */ jsxs("div", {
				className: second_factor_module_default.body,
				children: [
					/* @__PURE__ */ jsxs("fieldset", {
						className: second_factor_module_default.methods,
						"aria-describedby": descriptionId,
						children: [/* @__PURE__ */ jsx("legend", {
							className: second_factor_module_default.legend,
							children: t("identity.secondFactor.methodsLabel")
						}), methods.map((item) => /* @__PURE__ */ jsxs("label", {
							className: `${second_factor_module_default.method} ${item === method ? second_factor_module_default.selected : ""}`,
							children: [/* @__PURE__ */ jsx("input", {
								type: "radio",
								name: radioName,
								value: item,
								checked: item === method,
								onChange: () => chooseMethod(item)
							}), /* @__PURE__ */ jsx("span", { children: t(`identity.secondFactor.methods.${item}`) })]
						}, item))]
					}),
					/* @__PURE__ */ jsx("p", {
						id: descriptionId,
						className: second_factor_module_default.muted,
						children: t(`identity.secondFactor.descriptions.${method}`)
					}),
					error ? /* @__PURE__ */ jsx(FormMessage, {
						id: errorId,
						type: "error",
						children: error
					}) : null,
					/* @__PURE__ */ jsx(FlowForm, {
						flow: load.flow,
						groups: [method],
						onSubmit: submit,
						submitting,
						showMessages: false,
						autoFocus: true,
						errorId: error ? errorId : void 0,
						label: t(`identity.secondFactor.methods.${method}`)
					}, `${load.version}-${method}`)
				]
			}) : null
		]
	});
}
export { SecondFactorDialog };
