import { dn as languages } from "./src-BvrlxL-H.js";
import { t as configStore } from "./config-store-B3rmA-zg.js";
import { o as changeLanguage } from "../prerender.mjs";
import { t as useHydrated } from "./use-hydrated-pcGrEj1F.js";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
var language_switcher_module_default = {
	switcher: "_switcher_1sju8_1",
	select: "_select_1sju8_5"
};
// src/features/config/language-switcher.tsx
/** Each language named in itself, so a reader can find their own. */
var languageNames = {
	en: "English",
	ru: "Русский",
	cn: "中文"
};
function LanguageSwitcher() {
	const { t, i18n } = useTranslation();
	const id = useId();
	const available = useHydrated() && configStore.snapshot.pool?.settings.available_languages || languages;
	return /* @__PURE__ */ jsxs("div", {
		className: language_switcher_module_default.switcher,
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			className: "visually-hidden",
			children: t("common.language")
		}), /* @__PURE__ */ jsx("select", {
			id,
			className: language_switcher_module_default.select,
			value: i18n.language,
			onChange: (event) => void changeLanguage(event.target.value),
			children: available.map((language) => /* @__PURE__ */ jsx("option", {
				value: language,
				children: languageNames[language]
			}, language))
		})]
	});
}
// src/components/ui/scroll-fade.ts
/**
* A horizontal row that scrolls (the phone's page bar, the settings tabs) says so: the
* element gets `data-more-start` / `data-more-end` while links are hidden on that side,
* which scroll-fade.module.css turns into a fade. The current link (aria-current) is
* scrolled into view once, so the page you are on is never hidden past the edge.
*/
function useScrollFade(ref, current) {
	useEffect(() => {
		const element = ref.current;
		if (!element) return;
		const update = () => {
			const max = element.scrollWidth - element.clientWidth;
			element.toggleAttribute("data-more-start", max > 1 && element.scrollLeft > 1);
			element.toggleAttribute("data-more-end", max > 1 && element.scrollLeft < max - 1);
		};
		const active = element.querySelector("[aria-current=\"page\"]");
		if (active && element.scrollWidth > element.clientWidth) {
			const left = active.offsetLeft;
			if (left < element.scrollLeft || left + active.offsetWidth > element.scrollLeft + element.clientWidth) element.scrollLeft = left - (element.clientWidth - active.offsetWidth) / 2;
		}
		update();
		element.addEventListener("scroll", update, { passive: true });
		const resize = typeof ResizeObserver === "undefined" ? void 0 : new ResizeObserver(update);
		resize?.observe(element);
		return () => {
			element.removeEventListener("scroll", update);
			resize?.disconnect();
		};
	}, [ref, current]);
}
var scroll_fade_module_default = { fade: "_fade_6itb2_2" };
export { useScrollFade as n, LanguageSwitcher as r, scroll_fade_module_default as t };
