import { in as accessRoleSchema } from "./src-BvrlxL-H.js";
import { t as roleLabelKeys } from "./access-control-constants-Die1g0XO.js";
import { useTranslation } from "react-i18next";
// src/features/access-control/api/keys.ts
/** Query keys of access control: an account's list hangs off the account, an invitation off its code. */
var accessKeys = {
	ofAccount: (kind, id) => [
		`${kind}s`,
		id,
		"access"
	],
	list: (kind, id, page) => [
		`${kind}s`,
		id,
		"access",
		{ page }
	],
	invitation: (code) => ["invites", code]
};
// src/features/access-control/roles.ts
/** The roles a manager may give: an owner every one, an admin all but owner. */
function assignableRoles(canManageOwners) {
	return accessRoleSchema.options.filter((role) => canManageOwners || role !== "owner");
}
/** A role's label as product §3 shows it (the treasurer role reads "manager"). */
function useRoleLabel() {
	const { t } = useTranslation();
	return (role) => t(`accessControl.roles.${roleLabelKeys[role]}`);
}
var access_control_module_default = {
	stack: "_stack_1zydg_1",
	muted: "_muted_1zydg_7",
	text: "_text_1zydg_8",
	form: "_form_1zydg_12",
	roleField: "_roleField_1zydg_19",
	sections: "_sections_1zydg_25",
	legend: "_legend_1zydg_34",
	person: "_person_1zydg_41",
	badges: "_badges_1zydg_49",
	actions: "_actions_1zydg_55",
	dialogActions: "_dialogActions_1zydg_56",
	offer: "_offer_1zydg_66",
	offerLine: "_offerLine_1zydg_73"
};
export { accessKeys as i, assignableRoles as n, useRoleLabel as r, access_control_module_default as t };
