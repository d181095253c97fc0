import { t as accountOf } from "./account-DrRMVZ2i.js";
import { t as accountQueryOptions } from "./get-account-CAcQgvIX.js";
import { p as accessOf, t as useWatchArea } from "../prerender.mjs";
import { t as canOpenPage } from "./permissions-POdjbPKM.js";
import { n as AppShell, r as layouts_module_default } from "./app-shell-KvvAVG9b.js";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { jsx } from "react/jsx-runtime";
// src/app/layouts/watch-layout.tsx
/** The read-only watcher area (product §2): dashboard, workers, payments, no login, no account menu. */
function Component() {
	const { t } = useTranslation();
	const { basePath, permission } = useWatchArea();
	const account = accountOf(permission);
	const details = useQuery({
		...accountQueryOptions(account ?? {
			kind: "miners",
			id: ""
		}),
		enabled: Boolean(account && !permission?.account_name)
	});
	const name = permission?.account_name ?? details.data?.name;
	const access = permission && accessOf(permission);
	const links = [{
		to: basePath,
		key: "pages.dashboard",
		end: true
	}, ...["workers", "payments"].filter((page) => access && canOpenPage(access, page)).map((page) => ({
		to: `${basePath}/${page}`,
		key: `pages.${page}`
	}))];
	return /* @__PURE__ */ jsx(AppShell, {
		links,
		badge: t("watch.readOnly"),
		actions: name ? /* @__PURE__ */ jsx("span", {
			className: layouts_module_default.watchAccount,
			"data-testid": "watch-account",
			children: t("watch.account", { name })
		}) : null
	});
}
export { Component };
