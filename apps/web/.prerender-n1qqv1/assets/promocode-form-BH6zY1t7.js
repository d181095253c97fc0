import { C as promoCodeTypeSchema, S as promoCodeStatusSchema, T as promoFeeTypeSchema, x as promoCodeSchema, y as generatedPromoCodeSchema } from "./src-BvrlxL-H.js";
import { i as Button } from "../prerender.mjs";
import { t as Checkbox } from "./checkbox-MnG9gR9I.js";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as SelectField } from "./select-field-Dl7lSUxY.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { r as apiRequest, t as ApiError } from "./api-client-CtLTCvq4.js";
import { a as formatDuration } from "./format-D03P3Guj.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { t as promoCodeKeys } from "./keys-D_9Zex1J.js";
import { t as promocodes_module_default } from "./promocodes.module-Cm1_R32N.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/promocodes/api/generate-promocode.ts
/** GET /platform/promocodes/generate: a fresh readable code for the form's field. */
async function generatePromoCode() {
	return generatedPromoCodeSchema.parse(await apiRequest("/platform/promocodes/generate")).code;
}
// src/features/promocodes/api/save-promocode.ts
/** POST /platform/promocodes (no id) or PUT /platform/promocodes/{id}. */
async function savePromoCode(id, body) {
	const saved = await apiRequest(id ? `/platform/promocodes/${id}` : "/platform/promocodes", {
		method: id ? "PUT" : "POST",
		body
	});
	return promoCodeSchema.parse(saved);
}
/** Creates or edits a code; the list and the code follow. */
function useSavePromoCode(id, config) {
	return useApiMutation((body) => savePromoCode(id, body), [promoCodeKeys.all], config);
}
// src/features/promocodes/components/promocode-form.tsx
var today = () => (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
var empty = {
	code: "",
	effective_from: "",
	effective_to: "",
	status: "active",
	type: "universal",
	fee_type: "rel",
	value: "",
	usage_limit: "",
	user_usage_limit: "",
	perpetual: false,
	duration_days: "30",
	user_restriction: false,
	users: "",
	description: ""
};
/** The form's values of a saved code; its moments are shown as their UTC days. */
function valuesOf(code) {
	return {
		code: code.code,
		effective_from: code.effective_from.slice(0, 10),
		effective_to: code.effective_to?.slice(0, 10) ?? "",
		status: code.status,
		type: code.type,
		fee_type: code.fee_type,
		value: code.value,
		usage_limit: code.usage_limit === null ? "" : String(code.usage_limit),
		user_usage_limit: code.user_usage_limit === null ? "" : String(code.user_usage_limit),
		perpetual: code.perpetual,
		duration_days: code.duration_days === null ? "" : String(code.duration_days),
		user_restriction: code.user_restriction,
		users: code.users.map((user) => user.email).join(", "),
		description: code.description ?? ""
	};
}
var numberOrNull = (text) => text.trim() === "" ? null : Number(text);
function bodyOf(values) {
	return {
		code: values.code.trim(),
		effective_from: values.effective_from,
		effective_to: values.effective_to || null,
		status: values.status,
		type: values.type,
		fee_type: values.fee_type,
		value: values.value.trim(),
		usage_limit: numberOrNull(values.usage_limit),
		user_usage_limit: numberOrNull(values.user_usage_limit),
		perpetual: values.perpetual,
		duration_days: values.perpetual ? null : numberOrNull(values.duration_days),
		user_restriction: values.user_restriction,
		users: values.user_restriction ? values.users.split(/[\s,;]+/).filter(Boolean).map((email) => ({ email })) : [],
		description: values.description.trim() || null
	};
}
/**
* /promocodes/create and /promocodes/{id}: every field of a promo code (product §3). The
* server checks the rules; each refusal shows beside its field.
*/
function PromoCodeForm({ code, onSaved }) {
	const { t, i18n } = useTranslation();
	const [values, setValues] = useState(() => code ? valuesOf(code) : {
		...empty,
		effective_from: today()
	});
	const [fieldErrors, setFieldErrors] = useState({});
	const [formError, setFormError] = useState();
	const [generating, setGenerating] = useState(false);
	const textOf = (field) => {
		const own = `promocodes.errors.${field.code}`;
		return t(i18n.exists(own) ? own : `fieldErrors.${field.code}`, {
			...field,
			defaultValue: t("fieldErrors.invalid_input")
		});
	};
	const save = useSavePromoCode(code?.id, {
		onSuccess: onSaved,
		onError: (error) => {
			if (error instanceof ApiError && error.fields.length > 0) {
				const next = {};
				for (const field of error.fields) next[field.name] ??= textOf(field);
				setFieldErrors(next);
				return;
			}
			const key = error instanceof ApiError ? `errors.codes.${error.code}` : "";
			setFormError(key && i18n.exists(key) ? t(key) : t("fieldErrors.unexpected"));
		}
	});
	const set = (name, value) => {
		setValues((current) => ({
			...current,
			[name]: value
		}));
		setFieldErrors(({ [name]: _, ...rest }) => rest);
	};
	const errorOf = (name) => fieldErrors[name] ? [{
		key: "error",
		text: fieldErrors[name],
		type: "error"
	}] : [];
	const generate = async () => {
		setGenerating(true);
		try {
			set("code", await generatePromoCode());
		} catch {
			setFormError(t("fieldErrors.unexpected"));
		} finally {
			setGenerating(false);
		}
	};
	const submit = (event) => {
		event.preventDefault();
		setFieldErrors({});
		setFormError(void 0);
		save.mutate(bodyOf(values));
	};
	const options = (list, prefix) => list.map((value) => ({
		value,
		label: t(`${prefix}.${value}`)
	}));
	return /* @__PURE__ */ jsxs("form", {
		className: promocodes_module_default.form,
		onSubmit: submit,
		noValidate: true,
		children: [
			code && code.uses > 0 ? /* @__PURE__ */ jsx(FormMessage, { children: t("promocodes.form.inUse", { count: code.uses }) }) : null,
			/* @__PURE__ */ jsxs("div", {
				className: promocodes_module_default.codeRow,
				children: [/* @__PURE__ */ jsx(TextField, {
					className: promocodes_module_default.grow,
					label: t("promocodes.form.code"),
					value: values.code,
					autoComplete: "off",
					autoCapitalize: "characters",
					spellCheck: false,
					required: true,
					messages: [...errorOf("code"), {
						key: "hint",
						text: t("promocodes.form.codeHint")
					}],
					onChange: (event) => set("code", event.target.value)
				}), /* @__PURE__ */ jsx(Button, {
					type: "button",
					kind: "transparent",
					disabled: generating,
					onClick: () => void generate(),
					children: t("promocodes.form.generate")
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: promocodes_module_default.pair,
				children: [/* @__PURE__ */ jsx(TextField, {
					label: t("promocodes.form.effectiveFrom"),
					type: "date",
					value: values.effective_from,
					required: true,
					messages: errorOf("effective_from"),
					onChange: (event) => set("effective_from", event.target.value)
				}), /* @__PURE__ */ jsx(TextField, {
					label: t("promocodes.form.effectiveTo"),
					type: "date",
					value: values.effective_to,
					messages: [...errorOf("effective_to"), {
						key: "hint",
						text: t("promocodes.form.effectiveToHint")
					}],
					onChange: (event) => set("effective_to", event.target.value)
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: promocodes_module_default.pair,
				children: [/* @__PURE__ */ jsx(SelectField, {
					label: t("promocodes.form.status"),
					value: values.status,
					options: options(promoCodeStatusSchema.options, "promocodes.status"),
					error: fieldErrors.status,
					onChange: (event) => set("status", event.target.value)
				}), /* @__PURE__ */ jsx(SelectField, {
					label: t("promocodes.form.type"),
					value: values.type,
					options: options(promoCodeTypeSchema.options, "promocodes.type"),
					error: fieldErrors.type,
					onChange: (event) => set("type", event.target.value)
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				className: promocodes_module_default.muted,
				children: t(`promocodes.typeHint.${values.type}`, { days: formatDuration(14, "day", i18n.language) })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: promocodes_module_default.pair,
				children: [/* @__PURE__ */ jsx(SelectField, {
					label: t("promocodes.form.feeType"),
					value: values.fee_type,
					options: options(promoFeeTypeSchema.options, "promocodes.feeType"),
					error: fieldErrors.fee_type,
					onChange: (event) => set("fee_type", event.target.value)
				}), /* @__PURE__ */ jsx(TextField, {
					label: t("promocodes.form.value"),
					value: values.value,
					inputMode: "decimal",
					required: true,
					messages: [...errorOf("value"), {
						key: "hint",
						text: t(`promocodes.form.valueHint.${values.fee_type}`)
					}],
					onChange: (event) => set("value", event.target.value)
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: promocodes_module_default.pair,
				children: [/* @__PURE__ */ jsx(TextField, {
					label: t("promocodes.form.usageLimit"),
					type: "number",
					inputMode: "numeric",
					value: values.usage_limit,
					messages: [...errorOf("usage_limit"), {
						key: "hint",
						text: t("promocodes.form.noLimitHint")
					}],
					onChange: (event) => set("usage_limit", event.target.value)
				}), /* @__PURE__ */ jsx(TextField, {
					label: t("promocodes.form.userUsageLimit"),
					type: "number",
					inputMode: "numeric",
					value: values.user_usage_limit,
					messages: [...errorOf("user_usage_limit"), {
						key: "hint",
						text: t("promocodes.form.noLimitHint")
					}],
					onChange: (event) => set("user_usage_limit", event.target.value)
				})]
			}),
			/* @__PURE__ */ jsx(Checkbox, {
				label: t("promocodes.form.perpetual"),
				checked: values.perpetual,
				onChange: (event) => set("perpetual", event.target.checked)
			}),
			values.perpetual ? null : /* @__PURE__ */ jsx(TextField, {
				label: t("promocodes.form.durationDays"),
				type: "number",
				inputMode: "numeric",
				value: values.duration_days,
				messages: errorOf("duration_days"),
				onChange: (event) => set("duration_days", event.target.value)
			}),
			/* @__PURE__ */ jsx(Checkbox, {
				label: t("promocodes.form.userRestriction"),
				checked: values.user_restriction,
				onChange: (event) => set("user_restriction", event.target.checked)
			}),
			values.user_restriction ? /* @__PURE__ */ jsx(TextField, {
				label: t("promocodes.form.users"),
				value: values.users,
				autoComplete: "off",
				messages: [...errorOf("users"), {
					key: "hint",
					text: t("promocodes.form.usersHint")
				}],
				onChange: (event) => set("users", event.target.value)
			}) : null,
			/* @__PURE__ */ jsx(TextField, {
				label: t("promocodes.form.description"),
				value: values.description,
				messages: errorOf("description"),
				onChange: (event) => set("description", event.target.value)
			}),
			formError ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: formError
			}) : null,
			/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: save.isPending,
				children: code ? t("promocodes.form.save") : t("promocodes.form.create")
			}) })
		]
	});
}
export { PromoCodeForm as t };
