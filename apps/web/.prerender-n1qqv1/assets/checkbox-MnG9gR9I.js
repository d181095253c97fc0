import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { useId } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
var checkbox_module_default = {
	field: "_field_5xxyc_1",
	row: "_row_5xxyc_7",
	box: "_box_5xxyc_13",
	label: "_label_5xxyc_26"
};
// src/components/ui/checkbox.tsx
/** A labelled checkbox; its messages are linked with aria-describedby. */
function Checkbox({ label, id, messages = [], className, ...rest }) {
	const generated = useId();
	const inputId = id ?? generated;
	const invalid = messages.some((message) => message.type === "error");
	const describedBy = messages.map((_, index) => `${inputId}-message-${index}`).join(" ") || void 0;
	return /* @__PURE__ */ jsxs("div", {
		className: `${checkbox_module_default.field} ${className ?? ""}`,
		children: [/* @__PURE__ */ jsxs("div", {
			className: checkbox_module_default.row,
			children: [/* @__PURE__ */ jsx("input", {
				id: inputId,
				type: "checkbox",
				className: checkbox_module_default.box,
				"aria-invalid": invalid || void 0,
				"aria-describedby": describedBy,
				...rest
			}), /* @__PURE__ */ jsx("label", {
				htmlFor: inputId,
				className: checkbox_module_default.label,
				children: label
			})]
		}), messages.map((message, index) => /* @__PURE__ */ jsx(FormMessage, {
			id: `${inputId}-message-${index}`,
			type: message.type,
			children: message.text
		}, message.key))]
	});
}
export { Checkbox as t };
