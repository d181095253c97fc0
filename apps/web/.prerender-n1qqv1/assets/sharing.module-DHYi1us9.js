// src/features/sharing/api/keys.ts
/**
* Query keys of profit splits and referrals. They hang off the miner account
* (`['miners', id, …]`), so switching account or a change invalidates by prefix.
*/
var sharingKeys = {
	splits: (minerId) => [
		"miners",
		minerId,
		"profit-sharings"
	],
	referrerCodes: (minerId) => [
		"miners",
		minerId,
		"referrer-codes"
	],
	referrals: (minerId, page) => [
		"miners",
		minerId,
		"referrals",
		page
	],
	lookup: (accountName) => [
		"miners",
		"lookup",
		accountName.toLowerCase()
	]
};
var sharing_module_default = {
	cards: "_cards_15ppl_1",
	value: "_value_15ppl_7",
	actions: "_actions_15ppl_13",
	link: "_link_15ppl_19",
	code: "_code_15ppl_31"
};
export { sharingKeys as n, sharing_module_default as t };
