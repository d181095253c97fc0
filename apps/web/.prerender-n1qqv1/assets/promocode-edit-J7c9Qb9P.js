import { r as usePageTitle, v as toast } from "../prerender.mjs";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { x as promoCodeSchema } from "./src-BvrlxL-H.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as promoCodeKeys } from "./keys-D_9Zex1J.js";
import { t as PromoCodeForm } from "./promocode-form-BH6zY1t7.js";
import { t as useIsPlatform } from "./promo-access-CXErefjX.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/promocodes/api/get-promocode.ts
/** GET /platform/promocodes/{id}. */
async function getPromoCode(id, signal) {
	return promoCodeSchema.parse(await apiRequest(`/platform/promocodes/${id}`, { signal }));
}
var promoCodeQueryOptions = (id) => queryOptions({
	queryKey: promoCodeKeys.code(id),
	queryFn: ({ signal }) => getPromoCode(id, signal)
});
// src/app/routes/promocode-edit.tsx
/** /promocodes/{id}: edit a promo code (an applied one keeps its code, fee type and value). */
function Component() {
	const { t } = useTranslation();
	const { id = "" } = useParams();
	const platform = useIsPlatform();
	const code = useQuery({
		...promoCodeQueryOptions(id),
		enabled: platform
	});
	const title = code.data ? t("promocodes.editTitle", { code: code.data.code }) : t("pages.promocodeEdit.title");
	usePageTitle(title);
	const navigate = useNavigate();
	if (!platform) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.promocodeEdit" });
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: void 0
			}),
			code.isError ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: t("promocodes.error")
			}) : null,
			code.data ? /* @__PURE__ */ jsx(PromoCodeForm, {
				code: code.data,
				onSaved: () => {
					toast.success(t("toasts.success"));
					navigate("/promocodes");
				}
			}, code.data.id) : null
		]
	});
}
export { Component };
