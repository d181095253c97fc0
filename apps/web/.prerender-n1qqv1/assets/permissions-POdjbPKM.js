// src/features/session/permissions.ts
/**
* Product §6 page guard: the Pool type has every guarded page, the Platform type none,
* any other type needs the page's name in its access list.
*/
function canOpenPage(access, page) {
	if (access.type === "Pool") return true;
	if (access.type === "Platform") return false;
	return access.access.includes(page);
}
var typeOrder = [
	"pool",
	"operator",
	"miner"
];
/**
* Product §4 active permission: a watcher permission wins; else the stored id if it still
* matches; else the first permission ordered pool, operator, miner (platform last).
*/
function chooseActivePermission(permissions, storedId, watcher) {
	if (watcher) return watcher;
	const stored = permissions.find((permission) => permission.id === storedId);
	if (stored) return stored;
	for (const type of typeOrder) {
		const match = permissions.find((permission) => permission.type === type);
		if (match) return match;
	}
	return permissions[0];
}
/** Where the app goes after a permission change (product §4). */
function homePathOf(permission) {
	return permission.type === "platform" ? "/platform" : "/";
}
export { chooseActivePermission as n, homePathOf as r, canOpenPage as t };
