import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { t as AccessList } from "./access-list-BdW2dcdC.js";
import { m as displayNameOf, r as usePageTitle, u as activePermissionOf } from "../prerender.mjs";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { n as usePageParam } from "./search-params-CSvgaw7A.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/access-control.tsx
/** /access-control: who has access to the active account (the route guard checked the page opens). */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.accessControl.title");
	usePageTitle(title);
	const [page, onPage] = usePageParam();
	const { data: identity } = useQuery(identityQueryOptions);
	const active = identity && activePermissionOf(identity.permissions);
	if (!active?.account_id || active.type === "platform") return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.accessControl" });
	return /* @__PURE__ */ jsxs("section", {
		className: page_module_default.page,
		"aria-labelledby": "page-title",
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: displayNameOf(active, t("account.platform"))
			}),
			/* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				children: t("accessControl.description")
			}),
			/* @__PURE__ */ jsx(AccessList, {
				kind: active.type,
				accountId: active.account_id,
				page,
				onPage
			}, `${active.type}:${active.account_id}`)
		]
	});
}
export { Component };
