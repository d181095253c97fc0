import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as text_field_module_default } from "./text-field.module-BnKP3MY7.js";
import { useId } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
var select_field_module_default = { field: "_field_1qrav_6" };
// src/components/ui/select-field.tsx
/** A labelled native select, styled like the text fields: keyboard and screen readers work as the platform's. */
function SelectField({ label, options, error, className, ...rest }) {
	const id = useId();
	return /* @__PURE__ */ jsxs("div", {
		className: `${text_field_module_default.field} ${select_field_module_default.field} ${className ?? ""}`,
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: text_field_module_default.label,
				children: label
			}),
			/* @__PURE__ */ jsx("select", {
				id,
				className: text_field_module_default.input,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error ? `${id}-error` : void 0,
				...rest,
				children: options.map((option) => /* @__PURE__ */ jsx("option", {
					value: option.value,
					children: option.label
				}, option.value))
			}),
			error ? /* @__PURE__ */ jsx(FormMessage, {
				id: `${id}-error`,
				type: "error",
				children: error
			}) : null
		]
	});
}
export { SelectField as t };
