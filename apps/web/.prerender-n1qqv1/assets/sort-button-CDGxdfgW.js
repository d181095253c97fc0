import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/sort.ts
/** The column header's aria-sort for a sortable column; undefined: the list is not sorted by it. */
function ariaSortOf(order) {
	return order === "asc" ? "ascending" : order === "desc" ? "descending" : "none";
}
var sort_button_module_default = {
	sortButton: "_sortButton_1vnqi_2",
	numeric: "_numeric_1vnqi_17",
	sortMark: "_sortMark_1vnqi_36"
};
// src/components/ui/sort-button.tsx
/**
* The button of a sortable column header, with a mark of the order (▲ ▼, ↕ while the
* column does not sort); in a numeric column the mark goes before the label, so the label
* stays aligned with the figures. A label that has to wrap wraps into lines of even length,
* the mark beside its first line.
*/
function SortButton({ order, numeric = false, onSort, children }) {
	const mark = /* @__PURE__ */ jsx("span", {
		"aria-hidden": "true",
		className: sort_button_module_default.sortMark,
		children: order === "asc" ? "▲" : order === "desc" ? "▼" : "↕"
	});
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		className: `${sort_button_module_default.sortButton} ${numeric ? sort_button_module_default.numeric : ""}`,
		onClick: onSort,
		children: [
			numeric ? mark : null,
			children,
			numeric ? null : mark
		]
	});
}
export { ariaSortOf as n, SortButton as t };
