import { c as formatPercent } from "./format-D03P3Guj.js";
import { useTranslation } from "react-i18next";
import { Fragment, jsx } from "react/jsx-runtime";
// src/features/promocodes/components/promo-effect.tsx
/** What a code does to the pool fee: "Fee 0.45 %" (abs) or "−50 % of the fee" (rel). */
function PromoEffect({ promo }) {
	const { t, i18n } = useTranslation();
	return /* @__PURE__ */ jsx(Fragment, { children: t(`promocodes.effect.${promo.fee_type}`, { value: formatPercent(Number(promo.value), i18n.language) }) });
}
export { PromoEffect as t };
