import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { n as accountPath } from "./account-DrRMVZ2i.js";
import { queryOptions } from "@tanstack/react-query";
// src/features/monitoring/api/keys.ts
/**
* Query keys of the monitoring domain. Everything hangs off the account
* (`['miners', id, …]`), so switching account invalidates by prefix.
*/
var monitoringKeys = {
	account: (account) => [account.kind, account.id],
	details: (account) => [
		account.kind,
		account.id,
		"details"
	],
	stats: (account) => [
		account.kind,
		account.id,
		"stats"
	],
	chart: (account, period) => [
		account.kind,
		account.id,
		"charts",
		period
	],
	workers: (account) => [
		account.kind,
		account.id,
		"workers"
	],
	workerList: (account, params) => [
		account.kind,
		account.id,
		"workers",
		"list",
		params
	],
	workerStatuses: (account) => [
		account.kind,
		account.id,
		"workers",
		"statuses"
	],
	workerStats: (account, workerId, period) => [
		account.kind,
		account.id,
		"workers",
		"stats",
		workerId,
		period
	],
	transfers: (account, direction, page) => [
		account.kind,
		account.id,
		"transfers",
		direction,
		page
	],
	transferStats: (account, direction) => [
		account.kind,
		account.id,
		"transfers",
		direction,
		"stats"
	],
	transferChart: (account, direction, period) => [
		account.kind,
		account.id,
		"transfers",
		direction,
		"charts",
		period
	],
	/** Under the customers' key (`[kind, id, 'miners']`), so a new customer refreshes it too. */
	topMiners: (account) => [
		account.kind,
		account.id,
		"miners",
		"top"
	],
	blocks: (account, page) => [
		account.kind,
		account.id,
		"blocks",
		page
	],
	workerChart: (account, workerId, period) => [
		account.kind,
		account.id,
		"workers",
		"charts",
		workerId,
		period
	]
};
// src/features/monitoring/api/get-account.ts
/** GET /pools/{id}, /operators/{id} or /miners/{id}. */
async function getAccount(account) {
	if (account.kind === "miners") {
		const miner = await apiRequest(accountPath(account));
		return {
			id: miner.id,
			name: miner.title || miner.account_name,
			accountName: miner.account_name
		};
	}
	const other = await apiRequest(accountPath(account));
	return {
		id: other.id,
		name: other.name
	};
}
var accountQueryOptions = (account) => queryOptions({
	queryKey: monitoringKeys.details(account),
	queryFn: () => getAccount(account),
	staleTime: 3e5
});
export { monitoringKeys as n, accountQueryOptions as t };
