import { E as promoInForceSchema } from "./src-BvrlxL-H.js";
import { r as apiRequest, t as ApiError } from "./api-client-CtLTCvq4.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { t as promoCodeKeys } from "./keys-D_9Zex1J.js";
import { useTranslation } from "react-i18next";
// src/features/promocodes/api/apply-promocode.ts
/** POST /promocodes/apply: the code is in force on the account from today. */
async function applyPromoCode(body) {
	return promoInForceSchema.parse(await apiRequest("/promocodes/apply", {
		method: "POST",
		body
	}));
}
function useApplyPromoCode(minerId, config) {
	return useApiMutation((code) => applyPromoCode({
		miner_id: minerId,
		code
	}), [promoCodeKeys.inForce(minerId)], config);
}
// src/features/promocodes/use-promo-refusal-text.ts
/** The text of a refused apply: the rule the code broke, else the §8 text of the failure. */
function usePromoRefusalText() {
	const { t, i18n } = useTranslation();
	return (error) => {
		const reason = error instanceof ApiError ? error.fields.find((field) => field.name === "code")?.code : void 0;
		if (reason && i18n.exists(`promocodes.errors.${reason}`)) return t(`promocodes.errors.${reason}`);
		if (reason) return t(`fieldErrors.${reason}`, { defaultValue: t("fieldErrors.invalid_input") });
		const key = error instanceof ApiError ? `errors.codes.${error.code}` : "";
		return key && i18n.exists(key) ? t(key) : t("fieldErrors.unexpected");
	};
}
export { applyPromoCode as n, useApplyPromoCode as r, usePromoRefusalText as t };
