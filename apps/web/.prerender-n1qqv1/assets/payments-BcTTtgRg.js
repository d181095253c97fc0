import { r as usePageTitle, u as activePermissionOf } from "../prerender.mjs";
import { l as useUnavailableCurrencies, s as useExchangeRates } from "./money-amount-D6nFUVSj.js";
import { t as accountQueryOptions } from "./get-account-CAcQgvIX.js";
import { t as PaymentsPage } from "./payments-page-DqqDVhkR.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as accountOf } from "./account-DrRMVZ2i.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { jsx } from "react/jsx-runtime";
// src/app/routes/payments.tsx
/** /payments: the active account's payments (the route guard has checked its access opens them). */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.payments.title");
	usePageTitle(title);
	const { data: identity } = useQuery(identityQueryOptions);
	const account = accountOf(identity && activePermissionOf(identity.permissions));
	const details = useQuery({
		...accountQueryOptions(account ?? {
			kind: "miners",
			id: ""
		}),
		enabled: Boolean(account)
	});
	const rates = useExchangeRates();
	const unavailableCurrencies = useUnavailableCurrencies();
	if (!account) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.payments" });
	return /* @__PURE__ */ jsx(PaymentsPage, {
		account,
		title,
		accountName: details.data?.name,
		rates,
		unavailableCurrencies
	}, `${account.kind}:${account.id}`);
}
export { Component };
