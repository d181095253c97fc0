// ../../packages/contract/src/access-control-constants.ts
/**
* Access control's constants, apart from the schemas in access-control.ts: the signed-in
* area's frame (the account panel) takes these without the schema library.
*/
/** Product §3: the labels shown for the roles; the treasurer role is shown as manager. */
var roleLabelKeys = {
	viewer: "viewer",
	treasurer: "manager",
	accountant: "accountant",
	admin: "admin",
	owner: "owner"
};
export { roleLabelKeys as t };
