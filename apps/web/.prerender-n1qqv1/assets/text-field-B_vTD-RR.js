import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as text_field_module_default } from "./text-field.module-BnKP3MY7.js";
import { useId } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/text-field.tsx
/** A labelled input with its messages (and any `aria-describedby` given) linked for assistive technology. */
function TextField({ label, id, messages = [], className, "aria-describedby": extraDescribedBy, ...rest }) {
	const generated = useId();
	const inputId = id ?? generated;
	const invalid = messages.some((message) => message.type === "error");
	const describedBy = [...messages.map((_, index) => `${inputId}-message-${index}`), extraDescribedBy].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ jsxs("div", {
		className: `${text_field_module_default.field} ${className ?? ""}`,
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: inputId,
				className: text_field_module_default.label,
				children: label
			}),
			/* @__PURE__ */ jsx("input", {
				id: inputId,
				className: text_field_module_default.input,
				"aria-invalid": invalid || void 0,
				"aria-describedby": describedBy,
				...rest
			}),
			messages.map((message, index) => /* @__PURE__ */ jsx(FormMessage, {
				id: `${inputId}-message-${index}`,
				type: message.type,
				children: message.text
			}, message.key))
		]
	});
}
export { TextField as t };
