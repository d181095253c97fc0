import { t as Badge } from "./badge-B-x3jqrl.js";
import { r as mobileQuery } from "./gestures-C4gquDW7.js";
import { n as useScrollFade, r as LanguageSwitcher, t as scroll_fade_module_default } from "./scroll-fade.module-C8QDlA99.js";
import { t as configStore } from "./config-store-B3rmA-zg.js";
import { t as useHydrated } from "./use-hydrated-pcGrEj1F.js";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
var layouts_module_default = {
	shell: "_shell_p8cl9_1",
	header: "_header_p8cl9_12",
	spacer: "_spacer_p8cl9_23",
	brand: "_brand_p8cl9_27",
	nav: "_nav_p8cl9_37",
	navLink: "_navLink_p8cl9_47",
	active: "_active_p8cl9_58",
	content: "_content_p8cl9_64",
	"public": "_public_p8cl9_70",
	card: "_card_p8cl9_76",
	wide: "_wide_p8cl9_86",
	watchAccount: "_watchAccount_p8cl9_129",
	wideOnly: "_wideOnly_p8cl9_145"
};
// src/app/layouts/logo.svg?inline
var logo_default = "data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2032%2032'%3e%3crect%20width='32'%20height='32'%20rx='8'%20fill='%23435FFF'/%3e%3cpath%20d='M11%208h7.5a5%205%200%200%201%201.6%209.7A5.5%205.5%200%200%201%2018.5%2028H11zm3.5%203.5v4.5h3.6a2.25%202.25%200%200%200%200-4.5zm0%208v5h4a2.5%202.5%200%200%200%200-5z'%20fill='%23fff'/%3e%3c/svg%3e";
// src/app/layouts/brand.tsx
function Brand() {
	const name = useHydrated() && configStore.snapshot.pool?.name || "";
	return /* @__PURE__ */ jsxs(Link, {
		to: "/",
		className: layouts_module_default.brand,
		children: [/* @__PURE__ */ jsx("img", {
			src: logo_default,
			alt: "",
			width: 28,
			height: 28
		}), /* @__PURE__ */ jsx("span", { children: name })]
	});
}
// src/app/layouts/app-shell.tsx
/**
* The header: brand, an optional badge, then actions and the language on the right.
* `languageInActions`: the actions offer the language too (the account panel), so a phone's
* header leaves its own out and keeps one row.
*/
function AppHeader({ badge, actions, languageInActions = false, ref }) {
	return /* @__PURE__ */ jsxs("header", {
		ref,
		className: layouts_module_default.header,
		children: [
			/* @__PURE__ */ jsx(Brand, {}),
			badge ? /* @__PURE__ */ jsx(Badge, {
				outline: true,
				children: badge
			}) : null,
			/* @__PURE__ */ jsx("span", { className: layouts_module_default.spacer }),
			actions,
			languageInActions ? /* @__PURE__ */ jsx("div", {
				className: layouts_module_default.wideOnly,
				children: /* @__PURE__ */ jsx(LanguageSwitcher, {})
			}) : /* @__PURE__ */ jsx(LanguageSwitcher, {})
		]
	});
}
/**
* The header stays at the top of a long page, and so does the navigation (beside it from
* 1024 px, under it as a bar below). What they cover is written to the shell as
* `--shell-header-height` (where the bar sticks) and `--sticky-top` (where a page's own
* sticky parts, such as a table's head, stick).
*/
function useStickyOffsets(shell, header, nav) {
	useEffect(() => {
		const [shellElement, headerElement, navElement] = [
			shell.current,
			header.current,
			nav.current
		];
		if (!shellElement || !headerElement || !navElement || typeof ResizeObserver === "undefined") return;
		const update = () => {
			const headerHeight = headerElement.offsetHeight;
			const barBelow = window.matchMedia(mobileQuery).matches;
			shellElement.style.setProperty("--shell-header-height", `${headerHeight}px`);
			shellElement.style.setProperty("--sticky-top", `${headerHeight + (barBelow ? navElement.offsetHeight : 0)}px`);
		};
		const observer = new ResizeObserver(update);
		observer.observe(headerElement);
		observer.observe(navElement);
		return () => observer.disconnect();
	}, [
		shell,
		header,
		nav
	]);
}
/** Header, side navigation (a scrolling bar on mobile, faded where more links wait) and the page. */
function AppShell({ links, badge, actions, languageInActions, notice }) {
	const { t } = useTranslation();
	const { pathname } = useLocation();
	const shell = useRef(null);
	const header = useRef(null);
	const nav = useRef(null);
	useStickyOffsets(shell, header, nav);
	useScrollFade(nav, pathname);
	return /* @__PURE__ */ jsxs("div", {
		ref: shell,
		className: layouts_module_default.shell,
		children: [
			/* @__PURE__ */ jsx(AppHeader, {
				ref: header,
				badge,
				actions,
				languageInActions
			}),
			/* @__PURE__ */ jsx("nav", {
				ref: nav,
				className: `${layouts_module_default.nav} ${scroll_fade_module_default.fade}`,
				"aria-label": t("common.mainNavigation"),
				children: links.map((link) => /* @__PURE__ */ jsx(NavLink, {
					to: link.to,
					end: link.end ?? false,
					className: ({ isActive }) => `${layouts_module_default.navLink} ${isActive ? layouts_module_default.active : ""}`,
					children: t(`${link.key}.title`)
				}, link.to))
			}),
			/* @__PURE__ */ jsxs("main", {
				className: layouts_module_default.content,
				children: [notice, /* @__PURE__ */ jsx(Outlet, {})]
			})
		]
	});
}
export { AppShell as n, layouts_module_default as r, AppHeader as t };
