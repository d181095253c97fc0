import { r as usePageTitle, t as useWatchArea } from "../prerender.mjs";
import { l as useUnavailableCurrencies, s as useExchangeRates } from "./money-amount-D6nFUVSj.js";
import { t as accountQueryOptions } from "./get-account-CAcQgvIX.js";
import { t as PaymentsPage } from "./payments-page-DqqDVhkR.js";
import { t as accountOf } from "./account-DrRMVZ2i.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { jsx } from "react/jsx-runtime";
// src/app/routes/watch-payments.tsx
/** /watch/{token}/payments: the watcher link's payments, read-only (the watcher header goes with every call). */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.watchPayments.title");
	usePageTitle(title);
	const { permission } = useWatchArea();
	const account = accountOf(permission);
	const details = useQuery({
		...accountQueryOptions(account ?? {
			kind: "miners",
			id: ""
		}),
		enabled: Boolean(account && !permission?.account_name)
	});
	const rates = useExchangeRates();
	const unavailableCurrencies = useUnavailableCurrencies();
	if (!account) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.watchPayments" });
	return /* @__PURE__ */ jsx(PaymentsPage, {
		account,
		title,
		accountName: permission?.account_name ?? details.data?.name,
		rates,
		unavailableCurrencies
	}, `${account.kind}:${account.id}`);
}
export { Component };
