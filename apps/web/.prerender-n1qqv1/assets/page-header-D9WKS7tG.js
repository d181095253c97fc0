import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/page-header.tsx
/** The page title, with the account it shows beside it once known. */
function PageHeader({ title, account }) {
	return /* @__PURE__ */ jsxs("header", {
		className: page_module_default.header,
		children: [/* @__PURE__ */ jsx("h1", {
			id: "page-title",
			className: page_module_default.title,
			children: title
		}), account ? /* @__PURE__ */ jsx("p", {
			className: page_module_default.muted,
			children: account
		}) : null]
	});
}
export { PageHeader as t };
