import { t as tone_module_default } from "./tone.module-Cbc8iGOW.js";
import { jsx } from "react/jsx-runtime";
var badge_module_default = {
	badge: "_badge_1qae6_1",
	outline: "_outline_1qae6_14"
};
// src/components/ui/badge.tsx
/** A short status or label: a tinted pill in the colour of its tone, or an outlined label. */
function Badge({ tone = "neutral", outline = false, children }) {
	return /* @__PURE__ */ jsx("span", {
		className: outline ? `${badge_module_default.badge} ${badge_module_default.outline}` : `${badge_module_default.badge} ${tone_module_default[tone]}`,
		children
	});
}
export { Badge as t };
