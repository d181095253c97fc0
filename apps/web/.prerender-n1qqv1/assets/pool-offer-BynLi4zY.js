import "./src-BvrlxL-H.js";
import { c as formatPercent, d as formatUtcHour } from "./format-D03P3Guj.js";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
var pool_offer_module_default = {
	offer: "_offer_7l25n_1",
	title: "_title_7l25n_9",
	list: "_list_7l25n_14"
};
// src/app/pool-offer.tsx
/**
* The pool's offer on the sign-in and registration pages: FPPS, the fee and the
* daily runs, from the same constants the reward and payout jobs and the FAQ use. On an
* operator's hub, the fee is what its customer pays in all, the operator's part included.
*/
function PoolOffer({ hub }) {
	const { t, i18n } = useTranslation();
	const headingId = useId();
	const percent = (value) => formatPercent(Number(value), i18n.language, 6);
	const fee = hub && Number(hub.customer_fee_percent) > 0 ? t("faq.offer.hubFee", {
		total: percent(hub.total_fee_percent),
		pool: percent(hub.pool_fee_percent),
		operatorFee: percent(hub.customer_fee_percent),
		operator: hub.name
	}) : t("faq.offer.fee", { fee: percent("0.9") });
	return /* @__PURE__ */ jsxs("aside", {
		className: pool_offer_module_default.offer,
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: pool_offer_module_default.title,
			children: t("faq.offer.title")
		}), /* @__PURE__ */ jsxs("ul", {
			className: pool_offer_module_default.list,
			children: [
				/* @__PURE__ */ jsx("li", { children: t("faq.offer.fpps") }),
				/* @__PURE__ */ jsx("li", { children: fee }),
				/* @__PURE__ */ jsx("li", { children: t("faq.offer.payouts", {
					rewardTime: formatUtcHour(9),
					payoutTime: formatUtcHour(14)
				}) })
			]
		})]
	});
}
export { PoolOffer as t };
