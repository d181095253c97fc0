import { t as configStore } from "./config-store-B3rmA-zg.js";
import { u as activePermissionOf } from "../prerender.mjs";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { useQuery } from "@tanstack/react-query";
// src/features/users/api/keys.ts
/** Query keys of pool users: the pool's list, and everything about one user under `['users', id]`. */
var userKeys = {
	list: (poolId, params) => [
		"pools",
		poolId,
		"users",
		params
	],
	pool: (poolId) => [
		"pools",
		poolId,
		"users"
	],
	user: (userId) => ["users", userId],
	part: (userId, part) => [
		"users",
		userId,
		part
	]
};
var users_module_default = {
	toolbar: "_toolbar_186ab_3",
	searchField: "_searchField_186ab_10",
	strong: "_strong_186ab_15",
	badges: "_badges_186ab_20",
	stack: "_stack_186ab_26",
	muted: "_muted_186ab_33",
	facts: "_facts_186ab_39",
	actions: "_actions_186ab_55",
	alignEnd: "_alignEnd_186ab_61",
	list: "_list_186ab_65",
	dialogForm: "_dialogForm_186ab_74",
	dialogActions: "_dialogActions_186ab_80"
};
// src/app/routes/users-access.ts
/**
* The pool whose users the active permission administers: its pool, or for platform staff
* the pool this dashboard serves. Undefined for anyone else (the server checks it too).
*/
function useUsersPool() {
	const { data: identity } = useQuery(identityQueryOptions);
	const active = identity && activePermissionOf(identity.permissions);
	if (active?.type === "pool") return active.account_id ?? void 0;
	if (active?.type === "platform") return configStore.snapshot.pool?.id;
}
export { users_module_default as n, userKeys as r, useUsersPool as t };
