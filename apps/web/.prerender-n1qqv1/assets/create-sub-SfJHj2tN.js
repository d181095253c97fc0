import { i as Button, r as usePageTitle, v as toast } from "../prerender.mjs";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { t as accountNameProblem } from "./account-name-CcUWeRA2.js";
import { sn as createMinerResponseSchema } from "./src-BvrlxL-H.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { t as useFormErrors } from "./form-errors-CaZgPLgQ.js";
import { t as fieldErrorKeyFor } from "./account-name-CUdhkUDj.js";
import { n as customers_module_default, t as useCustomerAccess } from "./customer-access-C8K5NYu0.js";
import { t as form_layout_module_default } from "./form-layout.module-B43TtZ6F.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/customers/api/create-sub-account.ts
/** POST /miners with parent_id: a sub-account under a miner account the user owns or administers. */
async function createSubAccount({ parentId, accountName }) {
	const body = await apiRequest("/miners", {
		method: "POST",
		body: {
			account_name: accountName,
			parent_id: parentId
		}
	});
	return createMinerResponseSchema.parse(body);
}
/**
* Creates a sub-account. The creator gets a permission on it: the screen refreshes the
* identity (the account switcher) itself, since that query belongs to the session.
*/
function useCreateSubAccount(config) {
	return useApiMutation(createSubAccount, [], config);
}
// src/features/customers/components/create-sub-form.tsx
/** /customers/create-sub and the account panel's "create sub-account": a sub-account under the active miner account. */
function CreateSubForm({ parentId, parentName, onCreated }) {
	const { t } = useTranslation();
	const [name, setName] = useState("");
	const [touched, setTouched] = useState(false);
	const [errors, setErrors] = useState({ fields: {} });
	const toErrors = useFormErrors(fieldErrorKeyFor("general"));
	const create = useCreateSubAccount({
		onSuccess: onCreated,
		onError: (error) => setErrors(toErrors(error))
	});
	const problem = accountNameProblem(name.trim(), "general");
	const nameError = errors.fields.account_name ?? (touched && problem ? t(problem.key, { value: problem.value }) : void 0);
	const submit = (event) => {
		event.preventDefault();
		setTouched(true);
		if (problem) return;
		setErrors({ fields: {} });
		create.mutate({
			parentId,
			accountName: name.trim()
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		className: customers_module_default.form,
		onSubmit: submit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: form_layout_module_default.hint,
				children: t("customers.createSub.hint", { parent: parentName })
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: t("customers.createForm.accountName"),
				value: name,
				autoComplete: "off",
				autoCapitalize: "none",
				spellCheck: false,
				autoFocus: true,
				required: true,
				messages: nameError ? [{
					key: "error",
					text: nameError,
					type: "error"
				}] : [],
				onChange: (event) => {
					setName(event.target.value);
					setErrors({ fields: {} });
				},
				onBlur: () => setTouched(true)
			}),
			errors.form ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: errors.form
			}) : null,
			/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: create.isPending,
				children: t("customers.createSub.submit")
			}) })
		]
	});
}
// src/app/routes/create-sub.tsx
/** /customers/create-sub: a sub-account under the active miner account; it joins the account switcher. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.createSub.title");
	usePageTitle(title);
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const { permission, canManage } = useCustomerAccess();
	const parent = permission?.type === "miner" && permission.account_id ? permission : void 0;
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			title,
			account: parent?.account_name
		}), parent && canManage ? /* @__PURE__ */ jsx(CreateSubForm, {
			parentId: parent.account_id,
			parentName: parent.account_name ?? "",
			onCreated: (created) => {
				toast.success(t("customers.createSub.created", { name: created.account_name }));
				queryClient.invalidateQueries({ queryKey: identityQueryOptions.queryKey }).then(() => navigate("/"));
			}
		}) : /* @__PURE__ */ jsx("div", {
			className: page_module_default.empty,
			children: /* @__PURE__ */ jsx("p", {
				className: page_module_default.emptyTitle,
				children: parent ? t("customers.createSub.notOwner") : t("customers.createSub.notMiner")
			})
		})]
	});
}
export { Component };
