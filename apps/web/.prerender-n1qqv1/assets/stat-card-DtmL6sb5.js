import { useId } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
var stat_card_module_default = {
	card: "_card_976jo_2",
	title: "_title_976jo_13"
};
// src/components/ui/stat-card.tsx
/** A dashboard figure: a group named by its title, so assistive technology reads them together. */
function StatCard({ title, className, children }) {
	const id = useId();
	return /* @__PURE__ */ jsxs("div", {
		role: "group",
		"aria-labelledby": id,
		className: className ? `${stat_card_module_default.card} ${className}` : stat_card_module_default.card,
		children: [/* @__PURE__ */ jsx("span", {
			id,
			className: stat_card_module_default.title,
			children: title
		}), children]
	});
}
export { StatCard as t };
