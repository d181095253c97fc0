// ../../packages/contract/src/access.ts
/** Product §3 "Guarded page permission names". */
var guardedPages = [
	"payments",
	"workers",
	"transfers",
	"referrals",
	"accessControl"
];
/**
* What each role may see (product §6): viewer mining data, accountant financial, manager
* (treasurer) both, admin and owner all. The server enforces this table; the app's page
* guards mirror it.
*/
var pagesByRole = {
	owner: [
		"payments",
		"workers",
		"transfers",
		"referrals",
		"accessControl"
	],
	admin: [
		"payments",
		"workers",
		"transfers",
		"referrals",
		"accessControl"
	],
	treasurer: [
		"payments",
		"workers",
		"transfers",
		"referrals"
	],
	accountant: ["payments", "referrals"],
	viewer: ["workers", "transfers"]
};
/** Section permissions of product §3 that open one guarded page each on top of the role. */
var pageBySection = {
	section_payments_read: "payments",
	section_workers_read: "workers",
	section_virtual_mining_read: "transfers",
	section_referrals_read: "referrals",
	section_permissions_read: "accessControl"
};
/** The guarded pages a miner or operator permission opens: its role's pages and its sections'. */
function pagesOf(permission) {
	const fromSections = permission.sections.flatMap((section) => pageBySection[section] ?? []);
	return [.../* @__PURE__ */ new Set([...pagesByRole[permission.role], ...fromSections])];
}
/**
* The roles of a miner account's own permission that change its payout wallet (address
* and limits): the server's `manage_wallet` row; pool and operator staff only read it.
* The settings page shows the wallet's form to these only.
*/
var walletManagingRoles = ["owner", "admin"];
/** Whether a permission may change the payout wallet of the miner accounts it reaches. */
function canManageWallet(permission) {
	return permission.type === "miner" && walletManagingRoles.includes(permission.role);
}
export { walletManagingRoles as a, pagesOf as i, guardedPages as n, pagesByRole as r, canManageWallet as t };
