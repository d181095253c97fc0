import { t as ApiError } from "./api-client-CtLTCvq4.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
// src/lib/mutation.ts
/**
* The one shape of a feature's mutation hook (bulletproof-react's): the api file owns the
* call and the queries it changes, the screen only reacts. The queries are refetched once
* the call settles, refused or not (a 409 means someone else changed it first), except
* after a 400: the server refuses bad input whole, so nothing changed.
*/
function useApiMutation(mutationFn, invalidates, config = {}) {
	const queryClient = useQueryClient();
	return useMutation({
		...config,
		mutationFn,
		onSettled: async (...args) => {
			const [, error] = args;
			if (!(error instanceof ApiError && error.status === 400)) await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
			await config.onSettled?.(...args);
		}
	});
}
export { useApiMutation as t };
