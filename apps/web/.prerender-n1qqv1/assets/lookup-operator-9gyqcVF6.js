import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { queryOptions } from "@tanstack/react-query";
// src/features/operators/api/lookup-operator.ts
var operatorKeys = { lookup: (title) => [
	"operators",
	"lookup",
	title
] };
/** GET /operators/lookup-by-title/{operator_title}, without credentials; the branding is under `data`. */
function lookupOperatorQueryOptions(title) {
	return queryOptions({
		queryKey: operatorKeys.lookup(title),
		queryFn: () => apiRequest(`/operators/lookup-by-title/${encodeURIComponent(title)}`, { credentials: "omit" }).then((body) => body.data),
		staleTime: 3e5
	});
}
export { lookupOperatorQueryOptions as t };
