// src/lib/account.ts
var kindByPermission = {
	pool: "pools",
	operator: "operators",
	miner: "miners"
};
/** The account a permission opens (miner → /miners/{id}, …); platform and empty ones have none. */
function accountOf(permission) {
	const kind = permission ? kindByPermission[permission.type] : void 0;
	if (!kind || !permission?.account_id) return void 0;
	return {
		kind,
		id: permission.account_id
	};
}
/** `/miners/{id}` and so on. */
function accountPath(account) {
	return `/${account.kind}/${encodeURIComponent(account.id)}`;
}
export { accountPath as n, accountOf as t };
