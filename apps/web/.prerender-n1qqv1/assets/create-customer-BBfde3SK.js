import { i as Button, r as usePageTitle, v as toast } from "../prerender.mjs";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { K as createdCustomerSchema, an as accountNameLength } from "./src-BvrlxL-H.js";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { t as accountNameProblem } from "./account-name-CcUWeRA2.js";
import { n as accountPath } from "./account-DrRMVZ2i.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { n as customerKeys, t as NotAnOperator } from "./not-an-operator-DEutGC09.js";
import { t as useFormErrors } from "./form-errors-CaZgPLgQ.js";
import { t as fieldErrorKeyFor } from "./account-name-CUdhkUDj.js";
import { n as customers_module_default, t as useCustomerAccess } from "./customer-access-C8K5NYu0.js";
import { t as form_layout_module_default } from "./form-layout.module-B43TtZ6F.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/customers/api/create-customer.ts
/** POST /operators/{id}/miners (a customer of the operator) or /pools/{id}/miners (pool staff's miner account). */
async function createCustomer(owner, body) {
	const created = await apiRequest(`${accountPath(owner)}/miners`, {
		method: "POST",
		body
	});
	return createdCustomerSchema.parse(created);
}
/** Creates a customer; the customers list follows. */
function useCreateCustomer(owner, config) {
	return useApiMutation((body) => createCustomer(owner, body), [customerKeys.customers(owner)], config);
}
// src/features/customers/components/create-customer-form.tsx
var errorOf = (text) => text ? [{
	key: "error",
	text,
	type: "error"
}] : [];
/**
* /customers/create-customer: the account name (the operator form's rule of spec §5:
* lowercase latin letters and digits), a title, optionally the owner's e-mail to invite and,
* for an operator, its fee on the customer from the first day.
*/
function CreateCustomerForm({ owner, onCreated }) {
	const { t } = useTranslation();
	const rule = owner.kind === "operators" ? "operator" : "general";
	const [name, setName] = useState("");
	const [title, setTitle] = useState("");
	const [email, setEmail] = useState("");
	const [fee, setFee] = useState("");
	const [touched, setTouched] = useState(false);
	const [errors, setErrors] = useState({ fields: {} });
	const toErrors = useFormErrors(fieldErrorKeyFor(rule));
	const create = useCreateCustomer(owner, {
		onSuccess: onCreated,
		onError: (error) => setErrors(toErrors(error))
	});
	const problem = accountNameProblem(name.trim(), rule);
	const nameError = errors.fields.account_name ?? (touched && problem ? t(problem.key, { value: problem.value }) : void 0);
	const submit = (event) => {
		event.preventDefault();
		setTouched(true);
		if (problem) return;
		setErrors({ fields: {} });
		create.mutate({
			account_name: name.trim(),
			...title.trim() ? { title: title.trim() } : {},
			...email.trim() ? { owner_email: email.trim() } : {},
			...rule === "operator" && fee.trim() ? { operator_fee_percent: fee.trim().replace(",", ".") } : {}
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		className: customers_module_default.form,
		onSubmit: submit,
		noValidate: true,
		"aria-describedby": "create-customer-hint",
		children: [
			/* @__PURE__ */ jsx("p", {
				id: "create-customer-hint",
				className: form_layout_module_default.hint,
				children: rule === "operator" ? t("customers.createForm.hintOperator", { ...accountNameLength }) : t("customers.createForm.hintPool", { ...accountNameLength })
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: t("customers.createForm.accountName"),
				value: name,
				autoComplete: "off",
				autoCapitalize: "none",
				spellCheck: false,
				autoFocus: true,
				required: true,
				messages: errorOf(nameError),
				onChange: (event) => {
					setName(event.target.value);
					setErrors(({ fields: { account_name: _, ...rest } }) => ({ fields: rest }));
				},
				onBlur: () => setTouched(true)
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: t("customers.createForm.title"),
				value: title,
				autoComplete: "off",
				messages: errorOf(errors.fields.title),
				onChange: (event) => setTitle(event.target.value)
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: t("customers.createForm.ownerEmail"),
				type: "email",
				value: email,
				autoComplete: "off",
				messages: [...errorOf(errors.fields.owner_email), {
					key: "hint",
					text: t("customers.createForm.ownerEmailHint", { count: 7 })
				}],
				onChange: (event) => setEmail(event.target.value)
			}),
			rule === "operator" ? /* @__PURE__ */ jsx(TextField, {
				label: t("customers.createForm.operatorFee"),
				value: fee,
				inputMode: "decimal",
				autoComplete: "off",
				messages: [...errorOf(errors.fields.operator_fee_percent), {
					key: "hint",
					text: t("customers.createForm.operatorFeeHint")
				}],
				onChange: (event) => {
					setFee(event.target.value);
					setErrors(({ fields: { operator_fee_percent: _, ...rest } }) => ({ fields: rest }));
				}
			}) : null,
			errors.form ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: errors.form
			}) : null,
			/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: create.isPending,
				children: t("customers.createForm.submit")
			}) })
		]
	});
}
// src/app/routes/create-customer.tsx
/** /customers/create-customer: a new customer of the active operator (or a pool's miner account). */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.createCustomer.title");
	usePageTitle(title);
	const navigate = useNavigate();
	const { owner } = useCustomerAccess();
	if (!owner) return /* @__PURE__ */ jsx(NotAnOperator, { title });
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			title,
			account: void 0
		}), /* @__PURE__ */ jsx(CreateCustomerForm, {
			owner,
			onCreated: (customer) => {
				toast.success(customer.invitation ? t("customers.createForm.createdInvited", {
					name: customer.account_name,
					email: customer.invitation.email
				}) : t("customers.createForm.created", { name: customer.account_name }));
				navigate(`/customers?search=${encodeURIComponent(customer.account_name)}`);
			}
		})]
	});
}
export { Component };
