import { useId, useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
var tabs_module_default = {
	tabs: "_tabs_3o5or_1",
	list: "_list_3o5or_7",
	tab: "_tab_3o5or_1",
	selected: "_selected_3o5or_34",
	panel: "_panel_3o5or_40"
};
// src/components/ui/tabs.tsx
/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the tab order. */
function Tabs({ label, items, value, onChange, children }) {
	const baseId = useId();
	const refs = useRef(/* @__PURE__ */ new Map());
	const index = Math.max(0, items.findIndex((item) => item.value === value));
	const move = (event) => {
		const step = {
			ArrowRight: 1,
			ArrowLeft: -1
		}[event.key];
		let next;
		if (step !== void 0) next = (index + step + items.length) % items.length;
		if (event.key === "Home") next = 0;
		if (event.key === "End") next = items.length - 1;
		if (next === void 0) return;
		event.preventDefault();
		const item = items[next];
		onChange(item.value);
		refs.current.get(item.value)?.focus();
	};
	return /* @__PURE__ */ jsxs("div", {
		className: tabs_module_default.tabs,
		children: [/* @__PURE__ */ jsx("div", {
			role: "tablist",
			"aria-label": label,
			className: tabs_module_default.list,
			onKeyDown: move,
			children: items.map((item) => {
				const selected = item.value === value;
				return /* @__PURE__ */ jsx("button", {
					ref: (element) => {
						if (element) refs.current.set(item.value, element);
						else refs.current.delete(item.value);
					},
					type: "button",
					role: "tab",
					id: `${baseId}-tab-${item.value}`,
					"aria-selected": selected,
					"aria-controls": `${baseId}-panel`,
					tabIndex: selected ? 0 : -1,
					className: `${tabs_module_default.tab} ${selected ? tabs_module_default.selected : ""}`,
					onClick: () => onChange(item.value),
					children: item.label
				}, item.value);
			})
		}), /* @__PURE__ */ jsx("div", {
			role: "tabpanel",
			id: `${baseId}-panel`,
			"aria-labelledby": `${baseId}-tab-${value}`,
			className: tabs_module_default.panel,
			children
		})]
	});
}
export { Tabs as t };
