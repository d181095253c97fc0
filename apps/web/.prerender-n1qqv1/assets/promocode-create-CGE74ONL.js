import { r as usePageTitle, v as toast } from "../prerender.mjs";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { t as PromoCodeForm } from "./promocode-form-BH6zY1t7.js";
import { t as useIsPlatform } from "./promo-access-CXErefjX.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/promocode-create.tsx
/** /promocodes/create: a new promo code. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.promocodeCreate.title");
	usePageTitle(title);
	const navigate = useNavigate();
	if (!useIsPlatform()) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.promocodeCreate" });
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			title,
			account: void 0
		}), /* @__PURE__ */ jsx(PromoCodeForm, { onSaved: (code) => {
			toast.success(t("promocodes.form.created", { code: code.code }));
			navigate(`/promocodes?search=${encodeURIComponent(code.code)}`);
		} })]
	});
}
export { Component };
