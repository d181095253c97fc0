import { p as accessOf, r as usePageTitle, t as useWatchArea } from "../prerender.mjs";
import { c as usePendingCurrencies, s as useExchangeRates } from "./money-amount-D6nFUVSj.js";
import { n as AccountDashboard, t as BalanceCards } from "./balance-cards-Dh3Du8Gu.js";
import { t as canOpenPage } from "./permissions-POdjbPKM.js";
import { t as accountOf } from "./account-DrRMVZ2i.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/app/routes/watch-dashboard.tsx
/** /watch/{token}: the read-only dashboard of the watcher link's miner account, with its money when the link opens payments. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.watchDashboard.title");
	usePageTitle(title);
	const { basePath, permission } = useWatchArea();
	const account = accountOf(permission);
	const showMoney = Boolean(account && permission && canOpenPage(accessOf(permission), "payments"));
	const rates = useExchangeRates(showMoney);
	const pendingCurrencies = usePendingCurrencies(showMoney);
	if (!account) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.watchDashboard" });
	return /* @__PURE__ */ jsx(AccountDashboard, {
		account,
		title,
		workersPath: `${basePath}/workers`,
		children: showMoney ? /* @__PURE__ */ jsx(BalanceCards, {
			account,
			rates,
			pendingCurrencies
		}) : null
	}, `${account.kind}:${account.id}`);
}
export { Component };
