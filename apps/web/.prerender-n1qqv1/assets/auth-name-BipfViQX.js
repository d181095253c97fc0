import { i as Button, r as usePageTitle, v as toast } from "../prerender.mjs";
import { n as storageKeys, t as localStore } from "./storage-B_DnTCvh.js";
import { n as applyPromoCode, t as usePromoRefusalText } from "./use-promo-refusal-text-C4beIROk.js";
import { an as accountNameLength, sn as createMinerResponseSchema } from "./src-BvrlxL-H.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { r as apiRequest, t as ApiError } from "./api-client-CtLTCvq4.js";
import { t as accountNameProblem } from "./account-name-CcUWeRA2.js";
import { n as resetRole } from "./role-check-BLezqBuP.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/promocodes/pending-promocode.ts
/**
* Applies the promo code of a `/?promocode=` link to the user's first miner account, once:
* the code is forgotten whether it applied or was refused. Resolves with the failure, if any.
*/
async function applyPendingPromoCode(minerId) {
	const code = localStore.get(storageKeys.promoCode);
	if (!code) return void 0;
	localStore.remove(storageKeys.promoCode);
	try {
		await applyPromoCode({
			miner_id: minerId,
			code
		});
		return;
	} catch (error) {
		return error;
	}
}
// src/features/session/api/create-miner.ts
/**
* POST /miners: the first miner account of a user without permissions (/auth/name), with
* the referral code of the link they came by and the operator hub they registered at, if any.
*/
function createMiner(accountName, cameBy = {}) {
	return apiRequest("/miners", {
		method: "POST",
		body: {
			account_name: accountName,
			...cameBy.referralCode ? { referral_code: cameBy.referralCode } : {},
			...cameBy.operatorTitle ? { operator_title: cameBy.operatorTitle } : {}
		}
	}).then((body) => createMinerResponseSchema.parse(body));
}
var account_name_form_module_default = {
	form: "_form_1gsrw_1",
	hint: "_hint_1gsrw_7"
};
// src/features/session/components/account-name-form.tsx
/**
* Product §2 /auth/name: a user without permissions chooses the name of their first miner
* account; a referral code kept from their link and the operator hub they registered at go
* with it (and are then forgotten).
*/
function AccountNameForm({ onCreated }) {
	const { t } = useTranslation();
	const [name, setName] = useState("");
	const [touched, setTouched] = useState(false);
	const [serverError, setServerError] = useState();
	const [pending, setPending] = useState(false);
	const problem = accountNameProblem(name.trim());
	const fieldError = serverError ?? ((touched || name !== "") && problem ? t(problem.key, { value: problem.value }) : void 0);
	const submit = async (event) => {
		event.preventDefault();
		setTouched(true);
		if (problem) return;
		setPending(true);
		setServerError(void 0);
		try {
			const created = await createMiner(name.trim(), {
				referralCode: localStore.get(storageKeys.referralCode),
				operatorTitle: localStore.get(storageKeys.operatorHub)
			});
			localStore.remove(storageKeys.referralCode);
			localStore.remove(storageKeys.operatorHub);
			await onCreated(created);
		} catch (error) {
			const code = error instanceof ApiError ? error.fields[0]?.code ?? error.code : "unexpected";
			setServerError(t(`fieldErrors.${code}`, {
				defaultValue: t("toasts.error"),
				...accountNameLength
			}));
		} finally {
			setPending(false);
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		className: account_name_form_module_default.form,
		onSubmit: (event) => void submit(event),
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: account_name_form_module_default.hint,
				children: t("account.nameHint")
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: t("account.nameLabel"),
				value: name,
				autoComplete: "username",
				autoFocus: true,
				messages: fieldError ? [{
					key: "error",
					text: fieldError,
					type: "error"
				}] : [],
				onChange: (event) => {
					setName(event.target.value);
					setServerError(void 0);
				},
				onBlur: () => setTouched(true)
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: Boolean(problem) || pending,
				children: t("account.create")
			})
		]
	});
}
// src/app/routes/auth-name.tsx
/**
* Product §2 /auth/name: choose an account name when the identity has no permissions. The
* promo code of a `/?promocode=` link is applied to the new account; a refusal is told, the
* account stays.
*/
function Component() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const refusalText = usePromoRefusalText();
	const title = t("pages.accountName.title");
	usePageTitle(title);
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "page-title",
		children: [/* @__PURE__ */ jsx("h1", {
			id: "page-title",
			children: title
		}), /* @__PURE__ */ jsx(AccountNameForm, { onCreated: async (created) => {
			const failure = await applyPendingPromoCode(created.id);
			if (failure) toast.error(t("promocodes.miner.notApplied"), { description: refusalText(failure) });
			resetRole();
			navigate("/", { replace: true });
		} })]
	});
}
export { Component };
