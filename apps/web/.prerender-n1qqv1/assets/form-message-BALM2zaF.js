import { jsx } from "react/jsx-runtime";
var form_message_module_default = {
	message: "_message_hpyz4_1",
	error: "_error_hpyz4_7",
	info: "_info_hpyz4_11",
	success: "_success_hpyz4_15"
};
// src/components/ui/form-message.tsx
/** A message under a field or above a form; errors are announced as they appear. */
function FormMessage({ id, type = "info", children }) {
	return /* @__PURE__ */ jsx("p", {
		id,
		className: `${form_message_module_default.message} ${form_message_module_default[type]}`,
		role: type === "error" ? "alert" : void 0,
		children
	});
}
export { FormMessage as t };
