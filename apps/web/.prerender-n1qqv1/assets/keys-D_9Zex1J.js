// src/features/promocodes/api/keys.ts
/** Query keys of promo codes: the platform's list and codes, and the code in force on a miner account. */
var promoCodeKeys = {
	all: ["platform", "promocodes"],
	list: (params) => [
		"platform",
		"promocodes",
		"list",
		params
	],
	code: (id) => [
		"platform",
		"promocodes",
		id
	],
	inForce: (minerId) => [
		"miners",
		minerId,
		"promocode"
	]
};
export { promoCodeKeys as t };
