import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import { t as identityBase } from "./identity-base-BMv4X4DT.js";
import { Configuration, FrontendApi } from "@ory/client-fetch";
// src/lib/identity-client.ts
var identity_client_exports = /* @__PURE__ */ __exportAll({ identityApi: () => identityApi });
/**
* The identity service, reached only through the Ory Kratos protocol (the official
* SDK), so the app works unchanged against our service or a real Ory Kratos. Cookies
* carry the browser session; the base follows the configuration's `auth` address
* (lib/identity-base.ts). The SDK is loaded by the sign-in pages and the second-factor
* dialog only.
*/
var api;
function identityApi() {
	const base = identityBase();
	if (api?.base !== base) api = {
		base,
		client: new FrontendApi(new Configuration({
			basePath: base,
			credentials: "include",
			headers: { Accept: "application/json" }
		}))
	};
	return api.client;
}
export { identity_client_exports as n, identityApi as t };
