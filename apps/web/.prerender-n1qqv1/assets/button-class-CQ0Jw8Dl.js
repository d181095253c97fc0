import { a as button_module_default } from "../prerender.mjs";
// src/components/ui/button-class.ts
/** The look of a button (spec §9 kinds and sizes) for an element that is not one: a link that reads as an action. */
function buttonClassName(kind = "primary", size = "m") {
	return `${button_module_default.button} ${button_module_default[kind]} ${button_module_default[size]}`;
}
export { buttonClassName as t };
