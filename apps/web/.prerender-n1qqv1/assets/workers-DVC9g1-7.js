import { r as usePageTitle, u as activePermissionOf } from "../prerender.mjs";
import { n as stratumAddressesOf, t as configStore } from "./config-store-B3rmA-zg.js";
import { t as accountOf } from "./account-DrRMVZ2i.js";
import { t as WorkersPage } from "./workers-page-BuYe-Pmj.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { jsx } from "react/jsx-runtime";
// src/app/routes/workers.tsx
/** /workers: the active account's workers. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.workers.title");
	usePageTitle(title);
	const { data: identity } = useQuery(identityQueryOptions);
	const account = accountOf(identity && activePermissionOf(identity.permissions));
	if (!account) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.workers" });
	const stratum = stratumAddressesOf(configStore.snapshot.pool);
	return /* @__PURE__ */ jsx(WorkersPage, {
		account,
		title,
		stratumAddresses: stratum
	}, `${account.kind}:${account.id}`);
}
export { Component };
