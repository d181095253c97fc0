import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as identityKeys } from "./keys-BKBTzKjX.js";
import { queryOptions } from "@tanstack/react-query";
// src/features/session/api/get-identity.ts
/** GET /identity: the user, their permissions and credentials (the role check of product §4). */
function getIdentity() {
	return apiRequest("/identity");
}
var identityQueryOptions = queryOptions({
	queryKey: identityKeys.current,
	queryFn: getIdentity,
	staleTime: 6e4
});
export { identityQueryOptions as t };
