import { t as ApiError } from "./api-client-CtLTCvq4.js";
import { useTranslation } from "react-i18next";
// src/lib/form-errors.ts
var byCode = (field) => `fieldErrors.${field.code}`;
/**
* A failed call as a form shows it: each server field error beside its field in the
* reader's language (a body or query field comes back as `body.<name>` or
* `querystring.<name>`: it is shown beside `<name>`); any other failure as the spec's "Unexpected error :( Please, contact
* support", or the catalogue's text of a refusal it names (product §8).
*/
function useFormErrors(fieldKey = byCode) {
	const { t } = useTranslation();
	return (error) => {
		if (error instanceof ApiError && error.fields.length > 0) {
			const fields = {};
			for (const field of error.fields) fields[field.name.replace(/^(body|querystring)\./, "")] ??= t(fieldKey(field), {
				...field,
				defaultValue: t("fieldErrors.invalid_input")
			});
			return { fields };
		}
		if (error instanceof ApiError && [
			"access_denied",
			"reward_already_processed",
			"not_found"
		].includes(error.code)) return {
			fields: {},
			form: t(`errors.codes.${error.code}`)
		};
		return {
			fields: {},
			form: t("fieldErrors.unexpected")
		};
	};
}
export { useFormErrors as t };
