import { i as Button } from "../prerender.mjs";
import { t as Dialog } from "./dialog-CN_269BG.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
var confirm_dialog_module_default = {
	text: "_text_17m1m_1",
	actions: "_actions_17m1m_9"
};
// src/components/ui/dialog/confirm-dialog.tsx
/** Asks before an action that moves money or access: a modal on desktop, a bottom sheet on mobile. */
function ConfirmDialog({ open, title, children, confirmLabel, pending, onConfirm, onClose }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Dialog, {
		open,
		onClose,
		title,
		size: "s",
		children: [/* @__PURE__ */ jsx("div", {
			className: confirm_dialog_module_default.text,
			children
		}), /* @__PURE__ */ jsxs("div", {
			className: confirm_dialog_module_default.actions,
			children: [/* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				onClick: onClose,
				disabled: pending,
				children: t("common.cancel")
			}), /* @__PURE__ */ jsx(Button, {
				onClick: onConfirm,
				disabled: pending,
				children: confirmLabel
			})]
		})]
	});
}
export { ConfirmDialog as t };
