import { _ as queryClient } from "../prerender.mjs";
import { n as storageKeys, t as localStore } from "./storage-B_DnTCvh.js";
import { t as acceptInvite } from "./accept-invite-tUNNOryE.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
// src/features/session/role-check.ts
var status = "initial";
/**
* Product §4 role check: success when the user has a permission, should-update with none;
* a failure returns to initial if it was loading for the first time, else error. A
* stored invite code is accepted once an identity exists, then cleared.
*/
async function checkRole() {
	const before = status;
	status = before === "success" || before === "should-update" ? "refreshing" : "pending";
	try {
		let identity = await queryClient.ensureQueryData(identityQueryOptions);
		const invite = localStore.get(storageKeys.inviteCode);
		if (invite) {
			localStore.remove(storageKeys.inviteCode);
			await acceptInvite(invite).catch(() => void 0);
			identity = await queryClient.fetchQuery({
				...identityQueryOptions,
				staleTime: 0
			});
		}
		status = identity.permissions.length ? "success" : "should-update";
		return identity.permissions.length ? {
			kind: "ok",
			identity
		} : { kind: "no-permissions" };
	} catch {
		status = before === "initial" || before === "pending" ? "initial" : "error";
		return { kind: "failed" };
	}
}
/** User-info status resets on logout, on a permission change and on request (product §4). */
function resetRole() {
	status = "initial";
	queryClient.removeQueries({ queryKey: identityQueryOptions.queryKey });
}
export { resetRole as n, checkRole as t };
