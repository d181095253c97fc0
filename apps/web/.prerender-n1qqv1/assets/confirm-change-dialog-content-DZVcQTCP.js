import { i as Button, v as toast } from "../prerender.mjs";
import { t as Dialog } from "./dialog-CN_269BG.js";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { t as ApiError } from "./api-client-CtLTCvq4.js";
import { r as formatDateTime } from "./format-D03P3Guj.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
var confirm_change_dialog_module_default = {
	confirm: "_confirm_y3c3l_3",
	resend: "_resend_y3c3l_13",
	confirmActions: "_confirmActions_y3c3l_17"
};
// src/components/ui/dialog/confirm-change-dialog-content.tsx
/**
* The step before a change of an account's money (its payout wallet, a profit split it
* gives): the change in full, then Confirm. A user with a second factor is asked for it by the
* api client (mfa_required) and the change goes on; one without gets a code by e-mail (the
* server answers confirmation_code_required) and types it here.
*/
function ConfirmChangeDialogContent({ title, children, requestCode, isCode, submit, onDone, onValueError, onClose }) {
	const { t, i18n } = useTranslation();
	const [busy, setBusy] = useState(false);
	const [sent, setSent] = useState();
	const [code, setCode] = useState("");
	const [codeError, setCodeError] = useState();
	/** `tooMany`: what a 429 means here (too many codes sent, or too many tries of a day). */
	const failed = (error, tooMany) => {
		const field = error instanceof ApiError ? error.fields[0] : void 0;
		if (field?.name === "code") setCodeError(field.code === "confirmation_code_invalid" ? t("money.wallet.confirm.codeInvalid", { count: Number(field.attempts_left) }) : t("money.wallet.confirm.codeExpired"));
		else if (field) onValueError(field);
		else if (error instanceof ApiError && error.code === "rate_limited") setCodeError(t(`money.wallet.confirm.${tooMany}`));
		else toast.error(t(`errors.codes.${error instanceof ApiError ? error.code : "unexpected"}`, { defaultValue: t("toasts.error") }), { description: t("toasts.errorDescription") });
	};
	const sendCode = async () => {
		setCodeError(void 0);
		try {
			setSent(await requestCode());
			setCode("");
		} catch (error) {
			failed(error, "tooManyCodes");
		}
	};
	const confirm = async (event) => {
		event.preventDefault();
		if (sent && !isCode(code.trim())) {
			setCodeError(t("money.wallet.confirm.codeFormat"));
			return;
		}
		setBusy(true);
		setCodeError(void 0);
		try {
			await submit(sent ? code.trim() : void 0);
			onDone();
		} catch (error) {
			if (error instanceof ApiError && error.code === "confirmation_code_required") await sendCode();
			else failed(error, "tooManyTries");
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ jsx(Dialog, {
		open: true,
		onClose,
		title,
		size: "s",
		children: /* @__PURE__ */ jsxs("form", {
			className: confirm_change_dialog_module_default.confirm,
			onSubmit: (event) => void confirm(event),
			noValidate: true,
			children: [
				children,
				sent ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
					/* @__PURE__ */ jsx(FormMessage, {
						type: "info",
						children: t("money.wallet.confirm.codeSent", {
							email: sent.email,
							time: formatDateTime(sent.expires_at, i18n.language)
						})
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: t("money.wallet.confirm.code"),
						inputMode: "numeric",
						autoComplete: "one-time-code",
						maxLength: 6,
						value: code,
						onChange: (event) => setCode(event.target.value),
						messages: codeError ? [{
							key: "error",
							text: codeError,
							type: "error"
						}] : []
					}),
					/* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						size: "xs",
						className: confirm_change_dialog_module_default.resend,
						onClick: () => void sendCode(),
						disabled: busy,
						children: t("money.wallet.confirm.resend")
					})
				] }) : codeError ? /* @__PURE__ */ jsx(FormMessage, {
					type: "error",
					children: codeError
				}) : null,
				/* @__PURE__ */ jsxs("div", {
					className: confirm_change_dialog_module_default.confirmActions,
					children: [/* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						onClick: onClose,
						disabled: busy,
						children: t("common.cancel")
					}), /* @__PURE__ */ jsx(Button, {
						type: "submit",
						disabled: busy,
						children: t("money.wallet.confirm.confirm")
					})]
				})
			]
		})
	});
}
export { ConfirmChangeDialogContent };
