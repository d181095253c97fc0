import { u as activePermissionOf } from "../prerender.mjs";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { useQuery } from "@tanstack/react-query";
// src/app/routes/promo-access.ts
/** Whether the active permission is the platform's: the promo code screens are theirs (the server checks it too). */
function useIsPlatform() {
	const { data: identity } = useQuery(identityQueryOptions);
	return Boolean(identity && activePermissionOf(identity.permissions)?.type === "platform");
}
export { useIsPlatform as t };
