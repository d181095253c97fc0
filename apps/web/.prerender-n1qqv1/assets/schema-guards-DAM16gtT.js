import { t as checkRole } from "./role-check-BLezqBuP.js";
import { tn as watcherHeaderName } from "./src-BvrlxL-H.js";
import { a as setDefaultHeader, r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as lookupOperatorQueryOptions } from "./lookup-operator-9gyqcVF6.js";
// src/features/watchers/api/get-watcher.ts
/** GET /watchers/{token}, without credentials (product §7): the read-only permission the link opens. */
async function getWatcher(token) {
	return apiRequest(`/watchers/${encodeURIComponent(token)}`, { credentials: "omit" });
}
// src/features/watchers/watcher-check.ts
var status = "initial";
var checkedToken;
var checked;
/**
* Product §4 watcher check: refetches when the token differs or the status is initial
* or error; the token is kept on success (and sent in the watcher header from then
* on) and cleared on failure. Resolves with what the link opens (its read-only permission).
*/
async function checkWatcherToken(token, load = getWatcher) {
	if (token === checkedToken && status === "success" && checked) return checked;
	status = status === "success" ? "refreshing" : "pending";
	try {
		const response = await load(token);
		status = "success";
		checkedToken = token;
		checked = response;
		setDefaultHeader(watcherHeaderName, token);
		return response;
	} catch (error) {
		resetWatcher("error");
		throw error;
	}
}
function resetWatcher(next = "initial") {
	status = next;
	checkedToken = void 0;
	checked = void 0;
	setDefaultHeader(watcherHeaderName, void 0);
}
export { checkRole, checkWatcherToken, lookupOperatorQueryOptions };
