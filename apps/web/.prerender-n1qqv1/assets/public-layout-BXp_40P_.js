import { r as layouts_module_default, t as AppHeader } from "./app-shell-KvvAVG9b.js";
import { Outlet, useMatches } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/layouts/public-layout.tsx
/** Sign-in, registration and other pages for visitors without a session. */
function Component() {
	const wide = useMatches().some((match) => match.handle?.wide);
	return /* @__PURE__ */ jsxs("div", {
		className: layouts_module_default.public,
		children: [/* @__PURE__ */ jsx(AppHeader, {}), /* @__PURE__ */ jsx("main", {
			className: wide ? `${layouts_module_default.card} ${layouts_module_default.wide}` : layouts_module_default.card,
			children: /* @__PURE__ */ jsx(Outlet, {})
		})]
	});
}
export { Component };
