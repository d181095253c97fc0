import { $t as identityBasePath } from "./src-BvrlxL-H.js";
// src/lib/identity-base.ts
/**
* Where the identity service lives: `/api/identity` until the configuration's `auth`
* address arrives (product §4). Kept apart from the SDK (lib/identity-client.ts), so a page
* that only checks the session loads no SDK.
*/
var base;
function absolute(basePath) {
	return new URL(basePath, window.location.origin).toString().replace(/\/$/, "");
}
/** The identity service's absolute base address. */
function identityBase() {
	base ??= absolute(identityBasePath);
	return base;
}
export { identityBase as t };
