import { r as usePageTitle } from "../prerender.mjs";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
var section_page_module_default = {
	page: "_page_g9j2z_1",
	title: "_title_g9j2z_7",
	empty: "_empty_g9j2z_12"
};
// src/app/routes/section-page.tsx
/**
* A titled page with its empty state. Routes whose screens later issues build render
* this, so every route of product §2 resolves inside its layout today.
*/
function SectionPage({ titleKey }) {
	const { t } = useTranslation();
	const title = t(`${titleKey}.title`);
	usePageTitle(title);
	return /* @__PURE__ */ jsxs("section", {
		className: section_page_module_default.page,
		"aria-labelledby": "page-title",
		children: [/* @__PURE__ */ jsx("h1", {
			id: "page-title",
			className: section_page_module_default.title,
			children: title
		}), /* @__PURE__ */ jsx("p", {
			className: section_page_module_default.empty,
			children: t("common.emptySection")
		})]
	});
}
export { SectionPage as t };
