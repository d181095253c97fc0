import { Suspense, lazy } from "react";
import { jsx } from "react/jsx-runtime";
// src/components/ui/dialog/confirm-change-dialog.tsx
var Content = lazy(() => import("./confirm-change-dialog-content-DZVcQTCP.js").then((module) => ({ default: module.ConfirmChangeDialogContent })));
/**
* The confirmation of a change of an account's money (its payout wallet, a profit split),
* loaded when first opened: it is a step of two pages' changes, so the files every page
* loads (the shared components) do not carry it.
*/
function ConfirmChangeDialog(props) {
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(Content, { ...props })
	});
}
export { ConfirmChangeDialog as t };
