// src/features/session/api/keys.ts
/** Query keys of the session domain. Everything account-scoped hangs off the permission id. */
var identityKeys = {
	current: ["identity"],
	/** Under `identity`: an account switch (which drops account-scoped queries) keeps it. */
	navigation: (userId) => [
		"identity",
		userId,
		"navigation"
	]
};
export { identityKeys as t };
