import { Xt as poolAddressTypes, dn as languages } from "./src-BvrlxL-H.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
// src/features/config/api/get-current-pool.ts
/** GET /pools/current. A 2xx without a body (or with an empty object) is "empty" (product §2). */
async function getCurrentPool() {
	const payload = await apiRequest("/pools/current");
	if (payload === void 0 || payload === null) return { kind: "empty" };
	if (typeof payload === "object" && Object.keys(payload).length === 0) return { kind: "empty" };
	const pool = currentPoolOf(payload);
	if (!pool) throw new Error("GET /pools/current: not the contract shape");
	return {
		kind: "present",
		pool
	};
}
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var isOneOf = (options, value) => options.includes(value);
/**
* The configuration as `currentPoolResponseSchema` reads it (unknown keys left out), or
* undefined when it does not fit. Checked by hand rather than by the schema, so the first
* page loads without the schema library; get-current-pool.test.ts holds the
* two to the same answers.
*/
function currentPoolOf(value) {
	if (!isRecord(value) || typeof value.id !== "string" || typeof value.name !== "string") return void 0;
	const { addresses, settings } = value;
	if (!Array.isArray(addresses) || !isRecord(settings)) return void 0;
	const entries = [];
	for (const entry of addresses) {
		if (!isRecord(entry) || !isOneOf(poolAddressTypes, entry.type) || typeof entry.address !== "string") return void 0;
		entries.push({
			type: entry.type,
			address: entry.address
		});
	}
	const available = settings.available_languages;
	if (!isOneOf(languages, settings.default_language) || !Array.isArray(available)) return void 0;
	if (!available.every((language) => isOneOf(languages, language))) return void 0;
	return {
		id: value.id,
		name: value.name,
		addresses: entries,
		settings: {
			default_language: settings.default_language,
			available_languages: available
		}
	};
}
// src/features/config/config-store.ts
/**
* Holds the pool configuration. It loads when the app root opens and only once on
* demand; on arrival the api address becomes the backend base and the auth address
* the identity base (product §4).
*/
var ConfigStore = class {
	load;
	state = {
		status: "initial",
		pool: void 0
	};
	inFlight;
	addressListeners = [];
	constructor(load = getCurrentPool) {
		this.load = load;
	}
	get snapshot() {
		return this.state;
	}
	onAddresses(listener) {
		this.addressListeners.push(listener);
	}
	/** Loads once; concurrent callers share the request. */
	ensureLoaded() {
		if (this.state.status === "success" || this.state.status === "error") return Promise.resolve();
		return this.fetch();
	}
	/** Loads again after success (status refreshing), e.g. after a language or pool change. */
	refresh() {
		return this.fetch();
	}
	fetch() {
		if (this.inFlight) return this.inFlight;
		this.state = {
			...this.state,
			status: this.state.status === "success" ? "refreshing" : "pending"
		};
		this.inFlight = this.load().then((result) => {
			if (result.kind === "empty") {
				this.state = {
					status: "success",
					pool: void 0
				};
				return;
			}
			this.state = {
				status: "success",
				pool: result.pool
			};
			const api = result.pool.addresses.find((entry) => entry.type === "api")?.address ?? "/api/backend";
			const auth = result.pool.addresses.find((entry) => entry.type === "auth")?.address ?? "";
			for (const listener of this.addressListeners) listener({
				api,
				auth
			});
		}).catch(() => {
			this.state = {
				status: "error",
				pool: this.state.pool
			};
		}).finally(() => {
			this.inFlight = void 0;
		});
		return this.inFlight;
	}
	/** The gate every route passes (product §2 "Configuration gate per route"). */
	async gate() {
		if (this.state.status === "initial" || this.state.status === "pending") await this.ensureLoaded();
		const { status, pool } = this.state;
		if (status === "error" && !pool) return {
			kind: "fail",
			reason: "unloadable"
		};
		if (!pool) return {
			kind: "fail",
			reason: "empty"
		};
		return {
			kind: "proceed",
			pool
		};
	}
};
var configStore = new ConfigStore();
/** The pool's stratum addresses, as the pool configuration lists them (regions, a TLS port). */
function stratumAddressesOf(pool) {
	return pool?.addresses.filter((entry) => entry.type === "stratum").map((entry) => entry.address) ?? [];
}
export { stratumAddressesOf as n, configStore as t };
