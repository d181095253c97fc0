// src/features/customers/account-name.ts
/** The translation key of a server field error on a form's field (`match_invalid` reads as the form's rule). */
function serverFieldErrorKey(field, rule) {
	if (field.name === "account_name" && field.code === "match_invalid") return rule === "operator" ? "customers.errors.operatorName" : "validation.name";
	if (field.name === "owner_email" && field.code === "invalid_input") return "customers.errors.email";
	return `fieldErrors.${field.code}`;
}
/** serverFieldErrorKey for a form whose account name follows `rule`, as useFormErrors takes it. */
var fieldErrorKeyFor = (rule) => (field) => serverFieldErrorKey(field, rule);
export { fieldErrorKeyFor as t };
