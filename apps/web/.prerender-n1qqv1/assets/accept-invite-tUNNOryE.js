import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { t as identityKeys } from "./keys-BKBTzKjX.js";
// src/features/session/api/accept-invite.ts
/** POST /invites/accept. */
function acceptInvite(code) {
	return apiRequest("/invites/accept", {
		method: "POST",
		body: { code }
	});
}
/** Accepts an invitation; the identity's permissions follow. */
function useAcceptInvite(config) {
	return useApiMutation(acceptInvite, [identityKeys.current], config);
}
export { useAcceptInvite as n, acceptInvite as t };
