import { r as usePageTitle, t as useWatchArea } from "../prerender.mjs";
import { n as stratumAddressesOf, t as configStore } from "./config-store-B3rmA-zg.js";
import { t as accountOf } from "./account-DrRMVZ2i.js";
import { t as WorkersPage } from "./workers-page-BuYe-Pmj.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/app/routes/watch-workers.tsx
/** /watch/{token}/workers: the watcher link's workers, read-only. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.watchWorkers.title");
	usePageTitle(title);
	const { permission } = useWatchArea();
	const account = accountOf(permission);
	if (!account) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.watchWorkers" });
	const stratum = stratumAddressesOf(configStore.snapshot.pool);
	return /* @__PURE__ */ jsx(WorkersPage, {
		account,
		title,
		stratumAddresses: stratum
	}, `${account.kind}:${account.id}`);
}
export { Component };
