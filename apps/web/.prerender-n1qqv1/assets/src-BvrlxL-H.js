import { z } from "zod";
// ../../packages/contract/src/errors.ts
var fieldErrorSchema = z.object({
	name: z.string(),
	code: z.string()
}).catchall(z.union([z.string(), z.number()]));
z.object({ error: z.object({
	code: z.string(),
	message: z.string(),
	fields: z.array(fieldErrorSchema).optional(),
	/** Where the browser should go next (session_aal2_required, like Kratos's errors). */
	redirect_browser_to: z.string().optional()
}) });
// ../../packages/contract/src/settings-constants.ts
/**
* The page settings' constants, apart from their schemas: the first page of the SPA takes
* these without zod. settings.ts re-exports them.
*/
/** Interface languages (product §1). `cn` is the product's code for Chinese. */
var languages = [
	"en",
	"ru",
	"cn"
];
/** Currencies shown beside BTC (product §3). */
var extraCurrencies = ["USDT", "RUB"];
/**
* The public price service's spot prices the app asks for (product §7, Coinbase's
* protocol `GET {url}/v2/prices/{pair}/spot`), in this order: BTC-USD and the tether's USD
* price (BTC in USDT is their quotient), then BTC-RUB only when RUB is shown. The server
* asks the browser to fetch the same addresses with the dashboard's files (web/spa.ts).
*/
function priceServiceSpotUrls(serviceUrl, currencies) {
	return [
		"BTC-USD",
		"USDT-USD",
		...currencies.includes("RUB") ? ["BTC-RUB"] : []
	].map((pair) => `${serviceUrl}/v2/prices/${pair}/spot`);
}
// ../../packages/contract/src/settings.ts
var languageSchema = z.enum(languages);
var extraCurrencySchema = z.enum(extraCurrencies);
z.object({
	theme: z.string(),
	mining_report_enabled: z.boolean(),
	tax_calculator_enabled: z.boolean(),
	extra_currencies: z.array(extraCurrencySchema),
	terms_of_use_url: z.string().nullable(),
	/**
	* The public price service the app asks first for exchange rates (Coinbase's
	* /v2/prices/{pair}/spot protocol); null: the app asks only the pool's own proxy.
	*/
	price_service_url: z.string().nullable(),
	/**
	* Error reporting (product §8): the Sentry DSN the app reports to, and the environment
	* tag; absent or null: none. Optional so a page written by an older server still parses.
	*/
	sentry_dsn: z.string().nullable().optional(),
	/** Where the account panel's "Support" leads (https, mailto: or a path); absent or null: no such link. */
	support_url: z.string().nullable().optional(),
	/**
	* Block explorer links for transactions, addresses and blocks: templates with `{txid}`,
	* `{address}` or `{hash}`; absent or null: the ids are shown without a link.
	*/
	explorer_tx_url: z.string().nullable().optional(),
	explorer_address_url: z.string().nullable().optional(),
	explorer_block_url: z.string().nullable().optional(),
	/** The 15-minute reject rate (percent) from which the workers table flags a worker; absent: 5. */
	reject_warning_percent: z.number().min(0).max(100).optional(),
	sentry_environment: z.string().optional()
});
var permissionIds = z.array(z.uuid()).max(500).refine((ids) => new Set(ids).size === ids.length, { message: "Each permission id at most once" });
z.object({
	pinned: permissionIds,
	bookmarked: permissionIds
});
z.object({
	pinned: permissionIds,
	bookmarked: permissionIds
});
var menuItemSchema = z.enum([
	"dashboard",
	"customers",
	"create_customer",
	"workers",
	"payments",
	"profit_sharing",
	"transfers",
	"referrals",
	"access_control",
	"mining_report",
	"tax_calculator",
	"users",
	"platform_rewards",
	"platform_payouts",
	"platform_unallocated",
	"promocodes",
	"create_promocode",
	"create_sub_account",
	"payout_wallet",
	"watcher_links",
	"api_keys",
	"account_removal"
]);
// ../../packages/contract/src/identity.ts
var permissionTypeSchema = z.enum([
	"miner",
	"pool",
	"operator",
	"platform"
]);
/** Spec §3 access roles; the UI shows treasurer as "manager". */
var accessRoleSchema = z.enum([
	"owner",
	"admin",
	"treasurer",
	"accountant",
	"viewer"
]);
/** Spec §3 section permissions: each opens one guarded page on top of the role; total_fee_hide hides the operator fee. */
var sectionPermissionSchema = z.enum([
	"section_payments_read",
	"section_workers_read",
	"section_virtual_mining_read",
	"section_referrals_read",
	"section_permissions_read",
	"total_fee_hide"
]);
/**
* One account the user may act on. `id` identifies the permission (the active
* permission id the app stores); `account_id` is the miner, operator or pool it opens.
* The display name comes from account_name, pool_name or operator_name (spec §3).
*/
var permissionSchema = z.object({
	id: z.string(),
	type: permissionTypeSchema,
	account_id: z.string().nullable(),
	account_name: z.string().optional(),
	pool_name: z.string().optional(),
	operator_name: z.string().optional(),
	role: accessRoleSchema,
	sections: z.array(sectionPermissionSchema)
});
z.object({
	user: z.object({
		id: z.string(),
		email: z.string(),
		language: languageSchema.nullable()
	}),
	permissions: z.array(permissionSchema),
	credentials: z.record(z.enum([
		"password",
		"totp",
		"lookup_secret",
		"webauthn"
	]), z.boolean()),
	/** Per permission id, what the app offers it (`menuItems`): the server's policy decides. */
	menus: z.record(z.string(), z.array(menuItemSchema))
});
z.object({ language: languageSchema });
/** Spec §5: account names use latin letters, digits and underscores. */
var accountNamePattern = /^[A-Za-z0-9_]+$/;
var accountNameLength = {
	min: 3,
	max: 64
};
z.object({
	account_name: z.string(),
	parent_id: z.uuid().optional(),
	/**
	* The referral code of the link the user came by (`?ref=`): the new account records its
	* referrer. A code nobody has is ignored, so a broken link never blocks registration.
	*/
	referral_code: z.string().max(32).optional(),
	/**
	* The operator hub the user signed up through (`/{operator_title}/auth`): the account
	* becomes that operator's customer, with the operator's fee for new customers from its
	* first day. An unknown hub is a field error (`operator_title`, `invalid_input`).
	*/
	operator_title: z.string().min(1).max(64).optional()
});
var createMinerResponseSchema = z.object({
	id: z.string(),
	account_name: z.string(),
	permission_id: z.string()
});
z.object({ data: z.object({
	id: z.string(),
	name: z.string(),
	title: z.string(),
	pool_fee_percent: z.string(),
	customer_fee_percent: z.string(),
	total_fee_percent: z.string()
}) });
z.object({ code: z.string().min(1).max(128) });
z.object({ permission: permissionSchema });
z.object({ version: z.string().min(1) });
// ../../packages/contract/src/paths.ts
/** Where the backend lives on the origin, and its version prefix (product §7). */
var backendBasePath = "/api/backend";
var backendApiPath = `${backendBasePath}/v0.1`;
/** Where the identity service is mounted by default. */
var identityBasePath = "/api/identity";
/** The XSRF double-submit of product §9. */
var xsrfCookieName = "XSRF-TOKEN";
var xsrfHeaderName = "X-XSRF-TOKEN";
/** Requests made inside the watcher area carry the watcher token in this header. */
var watcherHeaderName = "X-Watcher-Token";
/**
* The pages written to HTML at build time, one file per language (the sign-in pages and the
* error pages, which need no session): `${prerenderedPagesDir}/{language}{path}.html` in the
* web app's build, sent by the server in place of the bare index.html.
*/
var prerenderedPagePaths = [
	"/auth/login",
	"/auth/registration",
	"/auth/recovery",
	"/auth/verification",
	"/404",
	"/500"
];
/** The prerendered page a path opens (`/auth` is the sign-in page), or undefined. */
function prerenderedPageOf(pathName) {
	const trimmed = pathName.replace(/\/+$/, "");
	return trimmed === "/auth" ? "/auth/login" : prerenderedPagePaths.find((page) => page === trimmed);
}
// ../../packages/contract/src/pools.ts
var poolAddressTypes = [
	"api",
	"auth",
	"stratum"
];
var poolAddressTypeSchema = z.enum(poolAddressTypes);
z.object({
	id: z.string(),
	name: z.string(),
	addresses: z.array(z.object({
		type: poolAddressTypeSchema,
		address: z.string()
	})),
	settings: z.object({
		default_language: languageSchema,
		available_languages: z.array(languageSchema)
	})
});
// ../../packages/contract/src/export-range.ts
/**
* The pool days (UTC) an export covers, both ends included, instead of one of the fixed
* periods: both or neither, `from` not after `to`, `to` not after today. Each export bounds
* the span (the server answers a field error beyond it).
*/
var exportRangeSchema = z.object({
	from: z.iso.date().optional(),
	to: z.iso.date().optional()
});
// ../../packages/contract/src/monitoring-constants.ts
/**
* Monitoring's constants, apart from the schemas in monitoring.ts: the dashboard's first
* visit takes these without the schema library.
*/
/**
* Chart periods of product §3 with the data-point average of product §9, and the 30- and
* 90-day history read from the 4-hour buckets (the 90-day chart's points are 12 hours, so
* both long charts have 180 points).
*/
var chartPeriods = [
	"PT15M",
	"PT1H",
	"P1D",
	"P1W",
	"P30D",
	"P90D"
];
/**
* The periods a worker's chart (and the transfers' boundary workers) offers: the server
* keeps a worker's 4-hour buckets 35 days, so 90 days of one worker would be mostly zeros.
*/
var workerChartPeriods = [
	"PT15M",
	"PT1H",
	"P1D",
	"P1W",
	"P30D"
];
var workerStatuses = [
	"stable",
	"unavailable",
	"off",
	"removed"
];
// ../../packages/contract/src/monitoring.ts
/**
* Monitoring: hashrate, workers, charts and watcher links (product §3, §7 "Pools",
* "Operators", "Miners and workers", §9). Hashrate is in H/s, times ISO-8601 UTC.
*/
var chartPeriodSchema = z.enum(chartPeriods);
var chartStatusSchema = z.enum([
	"ok",
	"collecting",
	"unavailable",
	"stale",
	"nodata"
]);
var workerStatusSchema = z.enum(workerStatuses);
var workerBehaviourSchema = z.enum(["hardware", "boundary"]);
var workerSortFieldSchema = z.enum([
	"worker_name",
	"hash_rate_15m",
	"hash_rate_1h",
	"hash_rate_24h",
	"reject_pct_15m"
]);
var sortOrderSchema = z.enum(["asc", "desc"]);
var hashRate = z.number().nonnegative();
/** Reject share of the submitted difficulty, 0–100. */
var percent = z.number().min(0).max(100);
var timestamp$5 = z.iso.datetime();
var count = z.number().int().nonnegative();
/** A query value that may come once or repeated (`?id=a&id=b`): always a list. */
function repeated(item) {
	return z.preprocess((value) => Array.isArray(value) ? value : value === void 0 ? [] : [value], z.array(item));
}
var paginationQuerySchema = z.object({
	page: z.coerce.number().int().min(1).max(1e6).default(1),
	per_page: z.coerce.number().int().min(1).max(1e3).default(50)
});
var paginationSchema = z.object({
	page: count,
	per_page: count,
	total: count
});
function paginated(item) {
	return z.object({
		data: z.array(item),
		pagination: paginationSchema
	});
}
z.object({
	id: z.string(),
	name: z.string()
});
z.object({
	id: z.string(),
	name: z.string(),
	title: z.string(),
	pool_id: z.string()
});
var minerAccountSchema = z.object({
	id: z.string(),
	account_name: z.string(),
	title: z.string().nullable(),
	pool_id: z.string(),
	operator_id: z.string().nullable(),
	parent_id: z.string().nullable(),
	created_at: timestamp$5
});
z.object({ id: z.uuid() });
/**
* An account's workers by status. `total` is the account's worker count wherever it is
* shown (the dashboard's "Workers", the workers page's "All", a list without a status
* filter): stable + unavailable + off. Removed workers (six full days off) are gone for
* good and counted apart, in `removed`.
*/
var workerStatusCountsSchema = z.object({
	stable: count,
	unavailable: count,
	off: count,
	removed: count,
	total: count
});
/** Table hashrate periods of product §9: 15m, 1h, 1d, 1w, 30d. */
var hashRatesSchema = z.object({
	hash_rate_15m: hashRate,
	hash_rate_1h: hashRate,
	hash_rate_24h: hashRate,
	hash_rate_1w: hashRate,
	hash_rate_30d: hashRate,
	reject_pct_15m: percent
});
/** GET …/stats of a pool, operator or miner account: its hashrate, workers and chart state. */
var accountStatsSchema = hashRatesSchema.extend({
	status: chartStatusSchema,
	workers: workerStatusCountsSchema,
	/** When the hashrate figures were computed (they are refreshed every minute). */
	computed_at: timestamp$5.nullable()
});
z.object({ period: chartPeriodSchema });
/**
* One point of a chart: the hashrate of its accepted work and the share of the submitted
* work that was rejected (null when nothing was submitted in the point).
*/
var chartPointSchema = z.object({
	time: timestamp$5,
	hash_rate: hashRate,
	reject_pct: percent.nullable()
});
/** A chart: one point per data-point average of the period (product §9), oldest first. */
var chartResponseSchema = z.object({
	period: chartPeriodSchema,
	status: chartStatusSchema,
	points: z.array(chartPointSchema)
});
z.object({
	id: repeated(z.string().min(1).max(64)).pipe(z.array(z.string()).min(1).max(100)),
	period: chartPeriodSchema
});
/** GET /miners/stats and /workers/stats: the average hashrate and rejects of each id over the period. */
var periodStatsItemSchema = z.object({
	id: z.string(),
	name: z.string(),
	hash_rate: hashRate,
	reject_pct: percent
});
var multiStatsResponseSchema = z.object({
	period: chartPeriodSchema,
	data: z.array(periodStatsItemSchema)
});
var workerSchema = hashRatesSchema.extend({
	/** Worker ids are numbers on the server; strings here so the app never does arithmetic on them. */
	id: z.string(),
	worker_name: z.string(),
	miner_id: z.string(),
	account_name: z.string(),
	status: workerStatusSchema,
	behaviour: workerBehaviourSchema,
	/** A boundary worker's source: the account that directs this hashrate to `account_name`. */
	transfer_source: z.object({
		miner_id: z.string(),
		account_name: z.string()
	}).nullable(),
	first_share_at: timestamp$5.nullable(),
	last_share_at: timestamp$5.nullable()
});
var workersFilterSchema = z.object({
	sort: workerSortFieldSchema.default("worker_name"),
	order: sortOrderSchema.default("asc"),
	status: workerStatusSchema.optional(),
	search: z.string().trim().max(129).optional(),
	/**
	* Without a status filter: `hidden` (the default) lists the workers `total` counts, the
	* removed ones left out; `shown` lists them too (and workers whose first shares are not
	* counted yet). `status=removed` lists the removed ones alone.
	*/
	removed: z.enum(["shown", "hidden"]).default("hidden")
});
paginationQuerySchema.extend(workersFilterSchema.shape).extend({ cursor: z.string().min(1).max(200).optional() });
workersFilterSchema.extend(exportRangeSchema.shape);
/**
* A page of workers: `next_cursor` reads the rows after this page (null after the last). Rows
* whose figures or status change between two pages may move past the cursor or behind it
* (the figures are refreshed every minute): a page never repeats or skips a row that kept
* its place.
*/
var workersResponseSchema = z.object({
	data: z.array(workerSchema),
	pagination: paginationSchema.extend({ next_cursor: z.string().nullable() })
});
z.object({ name: z.string() });
/**
* A miner account with its hashrate, in the miners list of a pool or operator (the
* customers table). `balance` (satoshi) only for callers whose access opens payments;
* `operator_fee` (the operator's fee in force today, a decimal percent string) only for
* an operator's customers and callers who see payments without `total_fee_hide`.
*/
var minerWithStatsSchema = minerAccountSchema.extend(hashRatesSchema.shape).extend({
	status: chartStatusSchema,
	workers: workerStatusCountsSchema,
	parent_account_name: z.string().nullable(),
	balance: z.number().int().nonnegative().optional(),
	operator_fee: z.string().optional()
});
/** Sort fields of the miners list; `balance` and `operator_fee` fall back to the name for who may not see them. */
var minerSortFieldSchema = z.enum([
	"account_name",
	"title",
	"hash_rate_15m",
	"hash_rate_24h",
	"balance",
	"operator_fee",
	"created_at"
]);
paginationQuerySchema.extend({
	search: z.string().trim().max(64).optional(),
	/** Only the accounts with a worker down (unavailable or off): the ones someone should look at. */
	workers_down: z.enum(["true"]).optional(),
	sort: minerSortFieldSchema.default("account_name"),
	order: sortOrderSchema.default("asc")
});
/**
* The whole list's sums (every account the search and filter keep, not one page): hashrate,
* workers by status and, for who reads payments, the balance.
*/
var minersTotalsSchema = z.object({
	hash_rate_15m: z.number(),
	hash_rate_24h: z.number(),
	workers: workerStatusCountsSchema,
	balance: z.number().int().nonnegative().optional()
});
var minersResponseSchema = paginated(minerWithStatsSchema).extend({ totals: minersTotalsSchema });
var watcherTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
/** What a watcher link opens besides the dashboard: the workers, or the workers and the payments. */
var watcherOpensSchema = z.enum(["workers", "workers_and_payments"]);
var watcherSchema = z.object({
	token: z.string(),
	miner_id: z.string(),
	account_name: z.string(),
	name: z.string().nullable(),
	opens: watcherOpensSchema,
	created_at: timestamp$5
});
var watcherName = z.string().trim().max(100).optional();
/** A new link opens the workers only unless its owner chooses the payments too. */
var watcherOpens = watcherOpensSchema.default("workers");
z.object({
	name: watcherName,
	opens: watcherOpens
});
z.object({
	miner_id: z.uuid(),
	name: watcherName,
	opens: watcherOpens
});
z.object({ token: watcherTokenSchema });
var watchersResponseSchema = z.object({ data: z.array(watcherSchema) });
z.object({
	token: z.string(),
	permissions: z.array(permissionSchema)
});
var defaultWorkerName = "default";
var maxSharesPerBatch = 1e4;
var shareSchema = z.object({
	worker: z.string().min(1).max(129),
	difficulty: z.number().positive().max(0xde0b6b3a7640000),
	time: timestamp$5,
	accepted: z.boolean()
});
z.object({
	batch_id: z.string().min(1).max(128),
	shares: z.array(shareSchema).min(1).max(maxSharesPerBatch)
});
z.object({
	batch_id: z.string(),
	/** True when this batch id was taken before: nothing was counted again. */
	duplicate: z.boolean(),
	accepted: count,
	rejected: count,
	/** Shares of accounts this pool does not know, or with unusable worker names or times. */
	ignored: count
});
// ../../packages/contract/src/blocks.ts
var timestamp$4 = z.iso.datetime();
/** A block height; the server keeps heights in PostgreSQL integers, so one past their range is bad input. */
var blockHeight = z.number().int().nonnegative().max(2147483647);
z.object({ account: z.string() });
z.object({
	height: blockHeight,
	hash: z.string().regex(/^[0-9a-f]{64}$/),
	account: z.string().min(1).max(64),
	worker: z.string().min(1).max(64),
	/** Coinbase value: subsidy plus fees, satoshi. */
	reward: z.number().int().nonnegative(),
	time: timestamp$4,
	/** The node's refusal (e.g. "stale-prevblk"); absent when it took the block. */
	reject_reason: z.string().max(200).optional()
});
z.object({ height: blockHeight });
paginated(z.object({
	height: z.number().int().nonnegative(),
	hash: z.string(),
	/** The finder as typed at the rig: account and worker. */
	account: z.string(),
	worker: z.string(),
	/** Satoshi. */
	reward: z.number().int().nonnegative(),
	found_at: timestamp$4,
	/** 0 for a block refused or orphaned; else as Bitcoin Core counts them (or, on the built-in chain, from the tip). */
	confirmations: z.number().int().nonnegative(),
	state: z.enum([
		"immature",
		"mature",
		"orphaned",
		"rejected"
	]),
	reject_reason: z.string().nullable()
}));
// ../../packages/contract/src/money-constants.ts
/**
* Money's constants and the BTC formatter, apart from the schemas in money.ts: the
* dashboard's first visit takes these without the schema library.
*/
var satoshiPerBtc = 1e8;
/** The total supply bounds every amount. */
var maxSatoshi = 21e6 * satoshiPerBtc;
/** Satoshi as an exact BTC decimal with 8 places (10000 → "0.00010000"), by integer arithmetic only. */
function formatBtc(satoshi) {
	if (!Number.isSafeInteger(satoshi)) throw new RangeError(`Not an amount in satoshi: ${satoshi}`);
	const magnitude = Math.abs(satoshi);
	const fraction = magnitude % satoshiPerBtc;
	const whole = (magnitude - fraction) / satoshiPerBtc;
	return `${satoshi < 0 ? "-" : ""}${whole}.${String(fraction).padStart(8, "0")}`;
}
/** The server's proxy of a price source (product §7 "Exchange rates"). */
var exchangeRatesPath = "/exchange-rates";
// ../../packages/contract/src/money.ts
/**
* Money (product §3, §7 "Miners and workers" wallets/payments/fees, "Platform", §9).
*
* - Amounts are integer satoshi (JSON numbers; 2.1e15 fits a double exactly). BTC
*   formatting happens only in the app.
* - Percentages (fees) are decimal strings of a percent with at most two decimals,
*   "0.9" meaning 0.9 %. The server computes with them exactly (numeric / bigint).
* - A pool day is `YYYY-MM-DD`, 00:00–00:00 UTC. Times are ISO-8601 UTC.
*/
var satoshiSchema = z.number().int().min(0).max(maxSatoshi);
/** A percent, 0–100, with at most two decimals: "0.9", "12.5", "100". */
var percentSchema = z.string().regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, { message: "percent" });
var poolDaySchema = z.iso.date();
var timestamp$3 = z.iso.datetime();
/** Export periods (product §7, §9). */
var paymentPeriodSchema = z.enum([
	"P7D",
	"P30D",
	"P90D"
]);
var paymentTypeSchema = z.enum([
	"reward",
	"payout",
	"profit_sharing",
	"virtual_mining_transfer",
	"virtual_mining_reward",
	"virtual_mining_topup",
	"transfer"
]);
var paymentDirectionSchema = z.enum(["incoming", "outgoing"]);
var paymentStatusSchema = z.enum([
	"pending",
	"canceled",
	"completed"
]);
/** How a daily reward was computed (FPPS): shown beside the reward in the payments table. */
var rewardDetailsSchema = z.object({
	/** Average hashrate of the pool day, H/s. */
	hash_rate: z.number().nonnegative(),
	/** The day's reward rate, satoshi per TH/s. */
	rate: satoshiSchema,
	gross: satoshiSchema,
	fee_percent: percentSchema,
	fee: satoshiSchema,
	/** The promo code that lowered the pool fee (fee_percent is the fee it left). */
	promo_code: z.string().optional()
});
var paymentSchema = z.object({
	id: z.string(),
	type: paymentTypeSchema,
	direction: paymentDirectionSchema,
	status: paymentStatusSchema,
	amount: satoshiSchema,
	created_at: timestamp$3,
	/** The pool day a reward (or fee income) is for; null for other payments. */
	pool_day: poolDaySchema.nullable(),
	/** Payouts: where the coins went, the transaction, and its blockchain payout request. */
	address: z.string().nullable(),
	tx_id: z.string().nullable(),
	reward: rewardDetailsSchema.nullable(),
	/** profit_sharing payments: a split given or received, or a referral share (of the pool fee on `counterparty`). */
	sharing: z.object({
		sharing_type: z.enum(["profit_sharing", "referral"]),
		/** The recipient of a split given; the donor of a split received; the referred account of a referral. */
		counterparty: z.object({
			miner_id: z.string(),
			account_name: z.string()
		}),
		percent: percentSchema
	}).nullable()
});
paginationQuerySchema.extend({
	type: paymentTypeSchema.optional(),
	direction: paymentDirectionSchema.optional(),
	status: paymentStatusSchema.optional(),
	/** Only payments of the last 7, 30 or 90 days. */
	period: paymentPeriodSchema.optional()
});
/**
* What the payments a filter matches add up to, over every page: money in and money out
* apart. Canceled payments moved nothing and count in neither.
*/
var paymentTotalsSchema = z.object({
	incoming: satoshiSchema,
	outgoing: satoshiSchema
});
var paymentsResponseSchema = paginated(paymentSchema).extend({ totals: paymentTotalsSchema });
z.object({ period: paymentPeriodSchema.optional() });
var dailyEarningSchema = z.object({
	pool_day: poolDaySchema,
	/** Net of splits given, so a day a split exceeded its reward would be below 0. */
	amount: z.number().int().min(-maxSatoshi).max(maxSatoshi)
});
var dailyEarningsResponseSchema = z.object({ data: z.array(dailyEarningSchema) });
var paymentExportFormatSchema = z.enum(["csv", "xlsx"]);
exportRangeSchema.extend({
	period: paymentPeriodSchema.optional(),
	format: paymentExportFormatSchema.default("csv"),
	type: paymentTypeSchema.optional(),
	status: paymentStatusSchema.optional()
});
z.object({
	/** What the account holds now and will be paid out. */
	balance: satoshiSchema,
	/** Already on its way: payouts created or sent, not yet confirmed. */
	pending_payout: satoshiSchema
});
z.object({ version: z.string() });
z.object({
	pool_day: poolDaySchema,
	amount: satoshiSchema,
	/** Average hashrate of the pool day so far, H/s. */
	hash_rate: z.number().nonnegative(),
	/** The rate the estimate uses, satoshi per TH/s; null when no rate is set yet. */
	rate: satoshiSchema.nullable()
});
/**
* What the payout run would do with a miner account's wallet (GET /miners/{id}/next-payout),
* decided by the run's own rules: `scheduled` at the next 14:00 UTC run; `paused` after an
* address change until its 24 h pause ends; `below_minimum` while the balance is under the
* wallet's minimum; `no_address` until a payout address is set.
*/
var nextPayoutStatusSchema = z.enum([
	"scheduled",
	"paused",
	"below_minimum",
	"no_address"
]);
z.object({
	status: nextPayoutStatusSchema,
	/** The next payout run (14:00 UTC; today's until it has run). */
	next_run_at: timestamp$3,
	/** The run that would pay this wallet at today's balance; null when none would (below minimum, no address). */
	pays_at: timestamp$3.nullable(),
	/** The end of the pause after an address change; null when payouts are not paused. */
	paused_until: timestamp$3.nullable(),
	/** The balance now. */
	balance: satoshiSchema,
	/** What the run at `pays_at` would pay at today's balance: min(balance, max), max 0 = no cap; 0 when none would. */
	amount: satoshiSchema,
	min_payment: satoshiSchema,
	/** 0: no cap. */
	max_payment: satoshiSchema
});
z.object({
	yesterday: z.object({
		pool_day: poolDaySchema,
		/**
		* What the account earned that day, as the payments chart's day counts it (rewards,
		* plus splits and referral income received, less splits given); null until the run
		* credits the day (at `credited_at`).
		*/
		amount: dailyEarningSchema.shape.amount.nullable(),
		/** When the day's reward is (or was due to be) credited: 09:00 UTC the day after. */
		credited_at: timestamp$3
	}),
	today: z.object({
		pool_day: poolDaySchema,
		/**
		* The net reward of the pool day so far (as processing-earnings): the account's own
		* mining less the splits it gives; splits and referral income received come with the run.
		*/
		amount: satoshiSchema
	}),
	/**
	* A whole day's net reward at the account's average hashrate while it mined: over the last
	* 24 hours, or since its first share when that is more recent (a rig connected 17 minutes
	* ago is not averaged over the 23 hours before it).
	*/
	day_estimate: z.object({
		/** That average hashrate, H/s, as the FPPS function computes it. */
		hash_rate: z.number().nonnegative(),
		/** The span it is averaged over, seconds: 86,400, or the time since the first share. */
		averaged_seconds: z.number().int().positive().max(86400),
		gross: satoshiSchema,
		amount: satoshiSchema
	}),
	/** Today's rate, satoshi per TH/s per day; null when none is set yet (the amounts are then 0). */
	rate: satoshiSchema.nullable(),
	/** The pool fee in force today, percent ("0.9"). */
	pool_fee_percent: z.string(),
	/** The operator's fee on this account today, percent; null without an operator fee. */
	operator_fee_percent: z.string().nullable()
});
z.object({ amount: satoshiSchema });
z.object({
	id: z.uuid(),
	miner_id: z.uuid()
});
var bitcoinNetworkSchema = z.enum([
	"mainnet",
	"testnet",
	"regtest"
]);
var walletSchema = z.object({
	id: z.string(),
	currency: z.literal("BTC"),
	network: bitcoinNetworkSchema,
	address: z.string().nullable(),
	min_payment: satoshiSchema,
	/** 0 means no limit (product §5). */
	max_payment: satoshiSchema,
	/** Payouts resume after this time when the address changed (product §9); null when not paused. */
	paused_until: timestamp$3.nullable()
});
/** GET /miners/{id}: the account with its wallets. */
var minerDetailSchema = minerAccountSchema.extend({ wallets: z.array(walletSchema) });
z.object({ wallet_id: z.uuid() });
var walletAddressesResponseSchema = paginated(z.object({
	address: z.string(),
	created_at: timestamp$3,
	/** The address payouts go to now. */
	current: z.boolean()
}));
/**
* The code e-mailed to a user without a second factor to confirm a wallet change: six digits,
* good for one change of that wallet to that value, for a few minutes and a few tries.
*/
var walletChangeCodeSchema = z.string().regex(/^\d{6}$/, { message: "six digits" });
z.object({
	address: z.string().trim().min(1).max(100),
	/** Needed when the user has no second factor (403 confirmation_code_required without it). */
	code: walletChangeCodeSchema.optional()
});
/** The smallest minimum payout a wallet may set, so the network fee stays a small share. */
var minimumPayoutFloor = 1e4;
var defaultMinPayment = 5e5;
var walletLimitsResponseSchema = paginated(z.object({
	amount: satoshiSchema,
	created_at: timestamp$3,
	current: z.boolean()
}));
z.object({
	amount: satoshiSchema,
	code: walletChangeCodeSchema.optional()
});
z.enum([
	"address",
	"min_payment",
	"max_payment"
]);
z.discriminatedUnion("kind", [z.object({
	kind: z.literal("address"),
	address: z.string().trim().min(1).max(100)
}), z.object({
	kind: z.enum(["min_payment", "max_payment"]),
	amount: satoshiSchema
})]);
var walletChangeCodeSentSchema = z.object({
	/** Where the code went: the user's e-mail address. */
	email: z.string(),
	expires_at: timestamp$3
});
var feeSchema = z.object({
	percent: percentSchema,
	start_date: poolDaySchema,
	/** The day the next schedule item starts; null while none follows. */
	end_date: poolDaySchema.nullable(),
	comment: z.string().nullable()
});
var feesResponseSchema = z.object({ data: z.array(feeSchema) });
z.object({
	percent: percentSchema,
	comment: z.string().trim().max(200).optional()
});
/**
* GET and PUT /operators/{id}/customer-fee: the operator's fee for new customers, those who
* sign up on its hub and those its staff create without naming one, in force from each
* new customer's first day. A change applies to customers made after it, no one else's.
*/
var customerFeeSchema = z.object({ percent: percentSchema });
var rewardRatesResponseSchema = paginated(z.object({
	date: poolDaySchema,
	rate: satoshiSchema,
	source: z.string()
}));
/** A rate suggested by an external source (network difficulty, a hashprice feed). */
var externalRateSourceSchema = z.object({
	source: z.string(),
	rate: satoshiSchema.nullable(),
	/** Why there is no rate (the source is unreachable), in English for the log. */
	error: z.string().nullable(),
	fetched_at: timestamp$3
});
var externalRateSourcesResponseSchema = z.object({ data: z.array(externalRateSourceSchema) });
/** Sets the rate of the current pool day; it stays in force for later days until changed. */
var setRewardRateBodySchema = z.object({
	rate: z.number().int().min(1).max(1e6),
	/** Today by default; yesterday is still open until its rewards are credited at 09:00 UTC. */
	date: poolDaySchema.optional(),
	source: z.string().trim().min(1).max(64).default("manual")
});
var feeLevelSchema = z.enum([
	"LOW",
	"MEDIUM",
	"HIGH"
]);
var payoutScheduleResponseSchema = paginated(z.object({
	date: poolDaySchema,
	/** HH:MM, UTC. */
	time: z.string().regex(/^\d{2}:\d{2}$/),
	fee_level: feeLevelSchema,
	/** Overrides the fee level when set, satoshi per virtual byte. */
	fee_per_vbyte: z.number().int().min(1).max(1e4).nullable(),
	processed: z.boolean()
}));
var updatePayoutScheduleBodySchema = z.object({
	fee_level: feeLevelSchema.optional(),
	fee_per_vbyte: z.number().int().min(1).max(1e4).optional()
}).refine((body) => body.fee_level !== void 0 || body.fee_per_vbyte !== void 0, { message: "fee_level or fee_per_vbyte" });
var blockchainPayoutStatusSchema = z.enum([
	"created",
	"sent",
	"completed",
	"canceled",
	"failed"
]);
var payoutTransactionStateSchema = z.enum([
	"planned",
	"mempool",
	"confirmed",
	"replaced",
	"returned"
]);
/**
* One chain transaction of a request: a request goes out in as many as standardness takes
* (at most 100,000 vB each); a fee bump replaces one by another (replaced_by).
*/
var payoutTransactionSchema = z.object({
	/** Which part of the request's payouts it carries (a replacement carries its original's). */
	part: z.number().int().nonnegative(),
	/** Null while planned: not handed to the chain yet. */
	tx_id: z.string().nullable(),
	outputs: z.number().int().positive(),
	amount: satoshiSchema,
	vsize: z.number().int().positive().nullable(),
	/** Satoshi per virtual byte. */
	fee_rate: z.number().int().positive().nullable(),
	fee: satoshiSchema.nullable(),
	confirmations: z.number().int().nonnegative(),
	/**
	* planned; mempool (waiting for confirmations); confirmed (settled); replaced (by a fee
	* bump); returned (it left the chain or was abandoned: its payouts went back to the balances).
	*/
	state: payoutTransactionStateSchema,
	replaced_by: z.string().nullable(),
	created_at: timestamp$3
});
var blockchainPayoutRequestSchema = z.object({
	id: z.string(),
	status: blockchainPayoutStatusSchema,
	/** The payout day (14:00 UTC run) the request belongs to. */
	date: poolDaySchema,
	amount: satoshiSchema,
	payouts: z.number().int().nonnegative(),
	fee_level: feeLevelSchema,
	fee_per_vbyte: z.number().int().nullable(),
	tx_id: z.string().nullable(),
	confirmations: z.number().int().nonnegative(),
	/** Why the last send failed, as the chain said it. */
	error: z.string().nullable(),
	/** Its chain transactions, by part, each part's replacements after it. */
	transactions: z.array(payoutTransactionSchema),
	created_at: timestamp$3,
	updated_at: timestamp$3
});
paginationQuerySchema.extend({ status: blockchainPayoutStatusSchema.optional() });
var blockchainPayoutRequestsResponseSchema = paginated(blockchainPayoutRequestSchema);
z.object({ request_id: z.uuid() });
var payoutRequestPaymentsResponseSchema = paginated(z.object({
	miner_id: z.string(),
	account_name: z.string(),
	address: z.string(),
	amount: satoshiSchema,
	/** pending until its transaction is settled; canceled when it went back to the balance. */
	status: z.enum([
		"pending",
		"completed",
		"canceled"
	]),
	/** The part (chain transaction) it goes out in; null before the send decided it. */
	part: z.number().int().nonnegative().nullable(),
	/** The part's live transaction (a fee bump's replacement once bumped); null before it is broadcast. */
	tx_id: z.string().nullable()
}));
/**
* Why a run paid nothing (or nothing yet) while balances were at their minimum, as the desk
* flags it: the wallet is short of coins, the node did not answer, the node refused the
* send, the node's fee estimate is above the platform's ceiling (the run pays the ceiling
* and may wait), or no wallet at its minimum could be paid (no address, a paused address,
* an amount below the chain's dust limit).
*/
var payoutProblemReasonSchema = z.enum([
	"wallet_short",
	"node_down",
	"chain_refused",
	"fee_above_ceiling",
	"none_payable"
]);
var payoutProblemSchema = z.object({
	reason: payoutProblemReasonSchema,
	/** The chain's own words, when it said something. */
	message: z.string().nullable()
});
/** One wallet the next run pays, by the run's own rules. */
var nextRunPayoutSchema = z.object({
	miner_id: z.string(),
	account_name: z.string(),
	address: z.string(),
	amount: satoshiSchema
});
/**
* GET /platform/payouts/next-run: what the next 14:00 UTC run would pay at today's
* balances, computed by the run's rules (minimum, cap, paused addresses, one output per
* address, dust, standard transaction size).
*/
var nextRunPreviewSchema = z.object({
	date: poolDaySchema,
	run_at: timestamp$3,
	fee_level: feeLevelSchema,
	fee_per_vbyte: z.number().int().nullable(),
	/** The rate it would pay, sat/vB (the node's estimate or the fee per vbyte, within the ceiling); null when the node did not answer. */
	fee_rate: z.number().int().positive().nullable(),
	/** Wallets whose balance reached their minimum: paid, or not payable (no address, paused, dust). */
	at_minimum: z.number().int().nonnegative(),
	payouts: z.array(nextRunPayoutSchema),
	total: satoshiSchema,
	/** Chain transactions it takes (standard size). */
	transactions: z.number().int().nonnegative(),
	/** Outputs below the dust limit: not sent, their money stays in the balances. */
	below_dust: z.number().int().nonnegative(),
	/** Network fee at fee_rate with one wallet coin per transaction: the least it costs; null without a rate. */
	fee_estimate: satoshiSchema.nullable(),
	/** Why it would pay nothing or may not go out, if anything stands in the way. */
	problems: z.array(payoutProblemSchema)
});
/** GET /platform/payouts/wallet: the hot wallet against what is owed, and whether the last run was stopped. */
var payoutWalletSchema = z.object({
	/** What the node's wallet can spend (getbalances: trusted); null when the node did not answer or the chain is simulated. */
	balance: satoshiSchema.nullable(),
	/** simulated: the embedded chain, which holds whatever a payout asks. */
	chain: z.enum(["simulated", "bitcoin-core"]),
	/** The node's words when it did not answer. */
	chain_error: z.string().nullable(),
	/** Sum of the accounts' balances: due once each reaches its minimum. */
	balances_due: satoshiSchema,
	/** Payouts taken from the balances that have not left the wallet yet. */
	pending_payouts: satoshiSchema,
	/** balances_due + pending_payouts minus the balance, when positive; null without a balance. */
	shortfall: satoshiSchema.nullable(),
	/** The latest run (14:00 UTC payout that is due), or null before the first. */
	last_run: z.object({
		date: poolDaySchema,
		request_id: z.string().nullable(),
		status: blockchainPayoutStatusSchema.nullable(),
		payouts: z.number().int().nonnegative(),
		amount: satoshiSchema,
		/** Set when it paid nothing while balances were at their minimum. */
		problem: payoutProblemSchema.nullable()
	}).nullable()
});
var unallocatedFundsStatusSchema = z.enum(["unallocated", "refunded"]);
var unallocatedFundsSchema = z.object({
	id: z.string(),
	tx_id: z.string(),
	amount: satoshiSchema,
	/** Where the coins came from, when the chain tells; a refund goes back there by default. */
	from_address: z.string().nullable(),
	received_at: timestamp$3,
	status: unallocatedFundsStatusSchema,
	refund_address: z.string().nullable(),
	refund_tx_id: z.string().nullable(),
	refunded_at: timestamp$3.nullable()
});
paginationQuerySchema.extend({ status: unallocatedFundsStatusSchema.optional() });
var unallocatedFundsResponseSchema = paginated(unallocatedFundsSchema);
z.object({ transaction_id: z.uuid() });
var refundBodySchema = z.object({ address: z.string().trim().min(1).max(100).optional() });
var exchangeSymbolSchema = z.string().regex(/^[A-Z]{2,10}$/);
z.object({ symbols: z.string().max(200).transform((text, ctx) => {
	try {
		return JSON.parse(text);
	} catch {
		ctx.addIssue({
			code: "custom",
			message: "symbols must be a JSON list"
		});
		return z.NEVER;
	}
}).pipe(z.array(exchangeSymbolSchema).min(1).max(10)) });
var exchangeRateItemSchema = z.object({
	symbol: z.string(),
	price: z.string()
});
z.array(exchangeRateItemSchema);
// ../../packages/contract/src/customers.ts
/**
* Customers and sub-accounts (product §1 "Operators", §2 /customers, §5, §7 "Pools",
* "Operators", "Miners and workers"): an operator's customer accounts, pool staff's direct
* miner accounts, sub-accounts, titles and the lookup by account name.
*/
/** Product §5: the operator form requires lowercase latin letters and digits only. */
var operatorAccountNamePattern = /^[a-z0-9]+$/;
/** An account's title: a free label its owners and its operator give it. */
var accountTitleLength = {
	min: 1,
	max: 100
};
z.object({
	account_name: z.string().max(200),
	title: z.string().max(200).optional(),
	/** Invite this person as the account's owner (a single-use code, valid `invitationLifetimeDays`, by e-mail). */
	owner_email: z.string().max(320).optional(),
	/**
	* POST /operators/{id}/miners only: the operator's fee on this customer, in force from its
	* first day (its creation); without it, the operator's fee for new customers.
	*/
	operator_fee_percent: percentSchema.optional()
});
var createdCustomerSchema = z.object({
	id: z.string(),
	account_name: z.string(),
	title: z.string().nullable(),
	pool_id: z.string(),
	operator_id: z.string().nullable(),
	parent_id: z.string().nullable(),
	created_at: z.iso.datetime(),
	/** The owner invitation sent, if one was asked for. */
	invitation: z.object({
		email: z.string(),
		expires_at: z.iso.datetime()
	}).nullable()
});
z.object({ title: z.string().max(200) });
/** PUT and DELETE /miners/{miner_id}/title: the account's name and title as they are now. */
var minerTitleSchema = z.object({
	id: z.string(),
	account_name: z.string(),
	title: z.string().nullable()
});
z.object({ account_name: z.string().trim().min(1).max(64) });
var accountLookupSchema = z.object({
	id: z.string(),
	account_name: z.string()
});
// ../../packages/contract/src/access-control.ts
/**
* Access control of an account (product §3 roles and section permissions, §6, §7
* `GET/POST/PUT/DELETE /pools|operators|miners/{id}/access`): the people who have access,
* the invitations still open, inviting, changing a role or sections, revoking.
*/
var timestamp$2 = z.iso.datetime();
/** The kinds of account that have an access list. */
var accessAccountKindSchema = permissionTypeSchema.exclude(["platform"]);
var sections = z.array(sectionPermissionSchema).max(sectionPermissionSchema.options.length);
/** Someone who has access to the account. */
var accessMemberSchema = z.object({
	permission_id: z.uuid(),
	identity_id: z.uuid(),
	/** Null when the identity no longer exists at the identity service. */
	email: z.string().nullable(),
	role: accessRoleSchema,
	sections,
	granted_at: timestamp$2,
	/** The member is the signed-in user (whose own access cannot be changed here). */
	is_you: z.boolean()
});
/** An invitation not accepted yet. */
var accessInvitationSchema = z.object({
	invitation_id: z.uuid(),
	email: z.string(),
	role: accessRoleSchema,
	sections,
	invited_by: z.string().nullable(),
	created_at: timestamp$2,
	expires_at: timestamp$2,
	expired: z.boolean()
});
var accessListResponseSchema = paginated(accessMemberSchema).extend({
	invitations: z.array(accessInvitationSchema),
	/** What the caller may do here: manage at all, and give or touch the owner role. */
	you: z.object({
		can_manage: z.boolean(),
		can_manage_owners: z.boolean()
	})
});
z.object({
	email: z.email().max(254),
	role: accessRoleSchema,
	sections: sections.default([])
});
z.object({
	permission_id: z.uuid(),
	role: accessRoleSchema,
	sections
});
z.union([z.object({ permission_id: z.uuid() }).strict(), z.object({ invitation_id: z.uuid() }).strict()]);
/** GET /invites/{code}: what an invitation offers, for the /invitation page. */
var invitationOfferSchema = z.discriminatedUnion("status", [
	z.object({
		status: z.literal("open"),
		account_kind: accessAccountKindSchema,
		account_name: z.string(),
		role: accessRoleSchema,
		sections,
		invited_by: z.string().nullable(),
		expires_at: timestamp$2
	}),
	z.object({ status: z.enum(["accepted", "expired"]) }),
	z.object({ status: z.literal("foreign") })
]);
z.object({ code: z.string().min(16).max(128) });
// ../../packages/contract/src/tax.ts
/**
* Russian personal income tax (НДФЛ) on mining income, progressive from 2025 (product §9,
* issue 13). One pure, exact function shared by the server and the app: amounts are
* integer kopecks as bigint, no floating point anywhere.
*
* - The spec writes the brackets as monthly figures (200,000; 416,700; 1,670,000;
*   4,170,000 RUB); the tax office applies them to the year's cumulative income with the
*   statutory annual thresholds, 2.4 M, 5 M, 20 M and 50 M RUB (Tax Code art. 224 §1).
* - The year's tax is computed on the cumulative base: after each month the tax on the
*   income so far, less the tax of the months before, is that month's increment, so the
*   increments add up to the year's tax exactly and a month that crosses a threshold pays
*   each part at its own rate.
* - The tax is stated in whole rubles, under 50 kopecks dropped and 50 kopecks or more
*   rounded up (Tax Code art. 52 §6); the cumulative tax is rounded, never the increments.
* - Documented expenses (art. 221) lower the base: they are set against the income from
*   January on, and the base never goes below zero.
*/
var rub = (rubles) => rubles * 100n;
/** The brackets from 1 January 2025, on the annual base. */
var russianIncomeTaxBrackets = [
	{
		upTo: rub(2400000n),
		ratePercent: 13n
	},
	{
		upTo: rub(5000000n),
		ratePercent: 15n
	},
	{
		upTo: rub(20000000n),
		ratePercent: 18n
	},
	{
		upTo: rub(50000000n),
		ratePercent: 20n
	},
	{
		upTo: null,
		ratePercent: 22n
	}
];
/** The first year the calculator covers. */
var firstTaxYear = 2025;
/**
* The exact tax on an annual base, in hundredths of a kopeck (kopecks × percent): no
* rounding at all, so it is linear inside a bracket.
*/
function exactIncomeTax(baseKopecks) {
	if (baseKopecks < 0n) throw new RangeError("A tax base is never negative");
	let tax = 0n;
	let lower = 0n;
	for (const bracket of russianIncomeTaxBrackets) {
		const upper = bracket.upTo === null || baseKopecks < bracket.upTo ? baseKopecks : bracket.upTo;
		if (upper > lower) tax += (upper - lower) * bracket.ratePercent;
		if (bracket.upTo === null || baseKopecks <= bracket.upTo) break;
		lower = bracket.upTo;
	}
	return tax;
}
/** An exact tax (hundredths of a kopeck) in whole rubles, as kopecks: half a ruble and more rounds up. */
function roundTaxToRubles(exactHundredthsOfKopeck) {
	const perRuble = 100n * 100n;
	return (exactHundredthsOfKopeck + perRuble / 2n) / perRuble * 100n;
}
/** The tax on an annual base as the tax office states it: kopecks, a whole number of rubles. */
function incomeTax(baseKopecks) {
	return roundTaxToRubles(exactIncomeTax(baseKopecks));
}
/** The index in russianIncomeTaxBrackets of the bracket the next kopeck of a base falls in. */
function bracketIndexOf(baseKopecks) {
	const index = russianIncomeTaxBrackets.findIndex((bracket) => bracket.upTo === null || baseKopecks < bracket.upTo);
	return index === -1 ? russianIncomeTaxBrackets.length - 1 : index;
}
/** The bracket the last kopeck of a base was taxed in (a zero base: the first). */
function bracketOfLastKopeck(baseKopecks) {
	return baseKopecks === 0n ? 0 : bracketIndexOf(baseKopecks - 1n);
}
/**
* The year's tax, month by month, from twelve monthly incomes and the documented
* expenses (all in kopecks, none negative).
*/
function computeIncomeTaxYear(monthlyIncome, expenses = 0n) {
	if (monthlyIncome.length !== 12) throw new RangeError("Twelve monthly incomes are needed");
	if (expenses < 0n || monthlyIncome.some((income) => income < 0n)) throw new RangeError("Amounts are never negative");
	const months = [];
	let cumulativeIncome = 0n;
	let previousBase = 0n;
	let previousTax = 0n;
	monthlyIncome.forEach((income, index) => {
		cumulativeIncome += income;
		const cumulativeBase = cumulativeIncome > expenses ? cumulativeIncome - expenses : 0n;
		const cumulativeTax = incomeTax(cumulativeBase);
		const added = cumulativeBase > previousBase;
		const bracketTo = added ? bracketOfLastKopeck(cumulativeBase) : bracketIndexOf(cumulativeBase);
		const bracketFrom = added ? bracketIndexOf(previousBase) : bracketTo;
		months.push({
			month: index + 1,
			income,
			cumulativeIncome,
			cumulativeBase,
			base: cumulativeBase - previousBase,
			cumulativeTax,
			tax: cumulativeTax - previousTax,
			bracketFrom,
			bracketTo,
			ratePercent: russianIncomeTaxBrackets[bracketTo].ratePercent
		});
		previousBase = cumulativeBase;
		previousTax = cumulativeTax;
	});
	const taxableBase = previousBase;
	const totalTax = previousTax;
	return {
		months,
		totalIncome: cumulativeIncome,
		expenses,
		deductedExpenses: cumulativeIncome - taxableBase,
		taxableBase,
		totalTax,
		effectiveRateBasisPoints: cumulativeIncome === 0n ? 0n : (totalTax * 20000n + cumulativeIncome) / (2n * cumulativeIncome)
	};
}
/**
* Which month income counts in: `credited`, the month it was credited to the balance (UTC;
* income is received when credited, as the tax office counts it), or `mined`, the month of
* the pool day it was earned for (as the mining report counts). A day's work is credited the
* next morning, so the two differ at each month's edge.
*/
var taxIncomeBases = ["credited", "mined"];
var taxIncomeBasisSchema = z.enum(taxIncomeBases);
z.object({
	year: z.coerce.number().int().min(firstTaxYear).max(2100),
	basis: taxIncomeBasisSchema.default("credited")
});
/**
* A month of mining income: what the account earned (payments/earned.ts: rewards and shares
* received, less splits given), in the month of its basis, each pool day's part valued at
* that day's recorded BTC/RUB price.
*/
var taxIncomeMonthSchema = z.object({
	month: z.number().int().min(1).max(12),
	/** All income of the month, in satoshi. */
	satoshi: z.number().int().nonnegative(),
	/** The priced part, in kopecks. */
	kopecks: z.number().int().nonnegative(),
	/** Income of days without a recorded price: left out of `kopecks`. */
	unpriced_satoshi: z.number().int().nonnegative()
});
var taxIncomeSchema = z.object({
	year: z.number().int(),
	basis: taxIncomeBasisSchema,
	months: z.array(taxIncomeMonthSchema).length(12)
});
// ../../packages/contract/src/sharing.ts
/**
* Money that moves between miner accounts (product §3 "Profit split", "Profit sharing
* type", §5, §9): profit splits a donor gives, and referrals.
*/
var profitSharingTypeSchema = z.enum(["profit_sharing", "referral"]);
/** Where a schedule item stands today: before it starts, in force, or over. */
var profitSharingStatusSchema = z.enum([
	"scheduled",
	"current",
	"past"
]);
/** One item of a donor's split to a recipient: in force from its start date until the next item of the pair. */
var profitSharingSchema = z.object({
	recipient_id: z.string(),
	recipient_account_name: z.string(),
	/** Above 0; a stop is not an item, it ends the one before (end_date). */
	percent: percentSchema,
	start_date: poolDaySchema,
	/** The day the next item (a change or a stop) starts; null while none follows. */
	end_date: poolDaySchema.nullable(),
	sharing_type: profitSharingTypeSchema,
	status: profitSharingStatusSchema
});
var profitSharingsResponseSchema = z.object({
	/** Every item of every recipient: scheduled first, then current, then past, newest first within each. */
	data: z.array(profitSharingSchema),
	/** Σ percent in force today and from tomorrow (at most 100). */
	total_today: percentSchema,
	total_tomorrow: percentSchema,
	/** The day a change made now starts (00:00 UTC tomorrow). */
	changes_start: poolDaySchema
});
z.object({
	percent: percentSchema,
	/** Needed to create or raise a split when the user has no second factor (403 confirmation_code_required without). */
	code: walletChangeCodeSchema.optional()
});
z.object({ percent: percentSchema });
z.object({
	donor: z.uuid(),
	recipient: z.uuid()
});
z.object({ donor: z.uuid() });
/** A miner account's referral code and the path a new user registers through with it. */
var referrerCodeSchema = z.object({
	code: z.string(),
	/** `/auth/registration?ref=CODE`: the app prefixes its own origin. */
	share_path: z.string(),
	created_at: z.iso.datetime()
});
var referrerCodesResponseSchema = z.object({ data: z.array(referrerCodeSchema) });
var referralsResponseSchema = paginated(z.object({
	miner_id: z.string(),
	account_name: z.string(),
	created_at: z.iso.datetime(),
	/** The first pool day the referrer no longer earns on it. */
	ends_on: poolDaySchema,
	hash_rate_24h: z.number().nonnegative(),
	/** Referral income from this account, all time, in satoshi. */
	earned: satoshiSchema
})).extend({
	totals: z.object({
		accounts: z.number().int().nonnegative(),
		earned: satoshiSchema
	}),
	/** The referral terms: the referrer's percent of the pool fee, for this many days. */
	share_percent: percentSchema,
	days: z.number().int().nonnegative()
});
// ../../packages/contract/src/mining-report.ts
/**
* The monthly mining report of a miner account (spec §2 /mining-report, §7
* `GET /miners/{id}/mining-report`, §9 "monthly, from 1 January 2025").
*
* - A month is `YYYY-MM`; its days are pool days (UTC). Money is attributed to the pool
*   day it is for: a reward to the day of the work, a payout to the day of its run.
* - Every amount is integer satoshi with its value in USDT and RUB at the BTC price of
*   its day, as decimal strings with two places; null where the day has no price (never 0).
* - The month's totals are sums of its days (fiat sums of the days' rounded values), and
*   closing balance = opening balance + net − payouts + other.
*/
/** The first month a report exists for. */
var firstReportMonth = "2025-01";
var reportMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "month" }).refine((month) => month >= firstReportMonth, { message: "month" });
z.object({ month: reportMonthSchema });
var miningReportFormatSchema = z.enum(["pdf", "xlsx"]);
z.object({
	month: reportMonthSchema,
	format: miningReportFormatSchema.default("pdf"),
	language: languageSchema.default("en")
});
/** A fiat value: a decimal with two places, e.g. "1234.56" or "-0.10". */
var fiatSchema = z.string().regex(/^-?\d+\.\d{2}$/);
/** Satoshi that may be negative (a profit split paid out, the balance's change). */
var signedSatoshiSchema = z.number().int().min(-maxSatoshi).max(maxSatoshi);
/** An amount and its value at its day's price. */
var reportAmountSchema = z.object({
	sat: signedSatoshiSchema,
	usdt: fiatSchema.nullable(),
	rub: fiatSchema.nullable()
});
/** One BTC price of a pool day, where it came from and when it was read. */
var dayPriceSchema = z.object({
	price: z.string(),
	source: z.string(),
	fetched_at: z.iso.datetime()
});
/** The money of a day or of the month. */
var reportMoneySchema = z.object({
	/** FPPS reward before fees. */
	gross: reportAmountSchema,
	pool_fee: reportAmountSchema,
	operator_fee: reportAmountSchema,
	/** Profit splits: received minus given (payments of type profit_sharing). */
	profit_sharing: reportAmountSchema,
	/** Referral income (payments of type referral). */
	referral: reportAmountSchema,
	/** What the account earned: gross − fees + profit splits + referrals. */
	net: reportAmountSchema,
	/** Payouts made (pending or completed; canceled ones are left out). */
	payouts: reportAmountSchema,
	/** Any other movement of the balance (transfers), signed. */
	other: reportAmountSchema
});
var reportDaySchema = reportMoneySchema.extend({
	day: poolDaySchema,
	/** Average hashrate of the day, H/s (of the elapsed part for today). */
	hash_rate: z.number().nonnegative(),
	/**
	* The fleet's uptime, 0–1: the 4-hour periods the account's workers sent shares in over
	* the periods each was expected to (from its first share until it is removed, elapsed
	* ones for today); null once worker history is no longer kept (35 days).
	*/
	uptime: z.number().min(0).max(1).nullable(),
	/** Workers with shares that day; null once worker history is no longer kept (35 days). */
	active_workers: z.number().int().nonnegative().nullable(),
	/**
	* Whether the day's rewards are credited (the next day's reward run): until then its
	* money is not final (today always, yesterday before the run), so a chart must not draw it as a fall to zero.
	*/
	credited: z.boolean(),
	prices: z.object({
		BTCUSDT: dayPriceSchema.nullable(),
		BTCRUB: dayPriceSchema.nullable()
	})
});
var reportPayoutSchema = z.object({
	id: z.string(),
	day: poolDaySchema,
	created_at: z.iso.datetime(),
	status: paymentStatusSchema,
	amount: reportAmountSchema,
	address: z.string().nullable(),
	tx_id: z.string().nullable()
});
var miningReportSchema = z.object({
	account: z.object({
		id: z.string(),
		name: z.string()
	}),
	pool: z.object({ name: z.string() }),
	month: z.string(),
	/** False for the current month: its days so far. */
	complete: z.boolean(),
	/**
	* The month's days from the day the account existed (created, or its first share if
	* earlier): days before it are left out, not averaged in as days without work.
	*/
	days: z.array(reportDaySchema),
	totals: reportMoneySchema.extend({
		/** Average hashrate over the days listed, H/s. */
		hash_rate: z.number().nonnegative(),
		/** The fleet's uptime over the days whose worker history is kept; null when none is. */
		uptime: z.number().min(0).max(1).nullable(),
		/** Most workers active on one day; null when no day's worker history is kept. */
		active_workers: z.number().int().nonnegative().nullable()
	}),
	/**
	* The balance as the month began, valued as the previous month's closing balance is (the
	* same moment, the same price): at the latest day price recorded before the month.
	*/
	opening_balance: reportAmountSchema,
	/** The balance at the end of the month's last day so far, at the latest day price recorded by then. */
	closing_balance: reportAmountSchema,
	payouts: z.array(reportPayoutSchema)
});
/** Hundredths as a decimal with two places. */
function centsText(cents) {
	const magnitude = cents < 0n ? -cents : cents;
	return `${cents < 0n ? "-" : ""}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, "0")}`;
}
/** A decimal with two places as hundredths. */
function centsOf(text) {
	const negative = text.startsWith("-");
	const [whole = "0", fraction = "00"] = text.replace("-", "").split(".");
	const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2));
	return negative ? -cents : cents;
}
// ../../packages/contract/src/promocodes.ts
/**
* Promo codes (product §3 "Promo code", §7 "Platform"): the platform makes them, a miner
* applies one to an account, and the daily reward run charges the pool fee it gives.
*/
var promoCodeStatusSchema = z.enum(["active", "inactive"]);
/** welcome: accounts created within `welcomeAccountDays`; loyalty: older accounts; universal: any. */
var promoCodeTypeSchema = z.enum([
	"welcome",
	"loyalty",
	"universal"
]);
/** abs: the final pool fee as a % of rewards; rel: a discount as a % of the fee. */
var promoFeeTypeSchema = z.enum(["abs", "rel"]);
var promoUsersMax = 1e3;
var timestamp$1 = z.iso.datetime();
var promoCodeSchema = z.object({
	id: z.string(),
	code: z.string(),
	effective_from: timestamp$1,
	effective_to: timestamp$1.nullable(),
	status: promoCodeStatusSchema,
	type: promoCodeTypeSchema,
	fee_type: promoFeeTypeSchema,
	value: percentSchema,
	user_restriction: z.boolean(),
	/** The allowed users of a restricted code, by e-mail. */
	users: z.array(z.object({ email: z.string() })),
	usage_limit: z.number().int().nullable(),
	user_usage_limit: z.number().int().nullable(),
	/** How many times the code was applied. */
	uses: z.number().int(),
	duration_days: z.number().int().nullable(),
	perpetual: z.boolean(),
	description: z.string().nullable(),
	created_at: timestamp$1
});
paginationQuerySchema.extend({
	status: promoCodeStatusSchema.optional(),
	/** Part of the code or its description, any case. */
	search: z.string().max(100).optional()
});
var promoCodesResponseSchema = paginated(promoCodeSchema);
z.object({
	code: z.string().max(100),
	effective_from: z.string().max(40),
	effective_to: z.string().max(40).nullable().optional(),
	status: promoCodeStatusSchema,
	type: promoCodeTypeSchema,
	fee_type: promoFeeTypeSchema,
	value: z.string().max(20),
	user_restriction: z.boolean().default(false),
	users: z.array(z.object({ email: z.string().max(254) })).max(promoUsersMax).default([]),
	usage_limit: z.number().int().min(-1e9).max(1e9).nullable().optional(),
	user_usage_limit: z.number().int().min(-1e9).max(1e9).nullable().optional(),
	duration_days: z.number().int().min(-1e6).max(1e6).nullable().optional(),
	perpetual: z.boolean().default(false),
	description: z.string().max(1e3).nullable().optional()
});
z.object({ id: z.uuid() });
var generatedPromoCodeSchema = z.object({ code: z.string() });
z.object({
	miner_id: z.uuid(),
	code: z.string().max(100)
});
/** The code in force on an account: what it does to the fee and until when. */
var promoInForceSchema = z.object({
	code: z.string(),
	fee_type: promoFeeTypeSchema,
	value: percentSchema,
	/** The first pool day it counts for. */
	starts_on: z.iso.date(),
	/** The first pool day it no longer counts for; null: perpetual. */
	ends_on: z.iso.date().nullable()
});
/** GET /miners/{miner_id}/promocode: the code in force today, or null. */
var minerPromoCodeSchema = z.object({ promo: promoInForceSchema.nullable() });
// ../../packages/contract/src/users.ts
/**
* Pool users (product §1 "Pool staff", §7 "Pool users"): the people with access to a pool's
* accounts, their sessions, second factors, invitations and removal, for pool staff.
*/
var timestamp = z.iso.datetime();
var booleanQuery = z.enum(["true", "false"]);
var secondFactorMethodSchema = z.enum([
	"totp",
	"lookup_secret",
	"webauthn"
]);
var poolUserSortFieldSchema = z.enum([
	"email",
	"created_at",
	"last_sign_in_at"
]);
paginationQuerySchema.extend({
	/** Part of the e-mail or of an account name, any case. */
	search: z.string().max(100).optional(),
	type: permissionTypeSchema.optional(),
	second_factor: booleanQuery.optional(),
	verified: booleanQuery.optional(),
	sort: poolUserSortFieldSchema.default("email"),
	order: sortOrderSchema.default("asc")
});
var poolUsersResponseSchema = paginated(z.object({
	id: z.string(),
	email: z.string(),
	verified: z.boolean(),
	second_factor: z.boolean(),
	/** The kinds of access the user has in the pool. */
	permission_types: z.array(permissionTypeSchema),
	/** The miner accounts and operators they reach, by name. */
	accounts: z.array(z.string()),
	created_at: timestamp,
	last_sign_in_at: timestamp.nullable()
}));
z.object({ pool_id: z.uuid() });
z.object({ user_id: z.uuid() });
z.object({
	pool_id: z.uuid(),
	session_id: z.uuid()
});
/** One entry of the audit log: who did what to whom, when. */
var auditEntrySchema = z.object({
	action: z.string(),
	actor_email: z.string().nullable(),
	details: z.record(z.string(), z.union([
		z.string(),
		z.number(),
		z.boolean(),
		z.null()
	])),
	created_at: timestamp
});
/** GET /users/{user_id}: the person, never their secrets. */
var userDetailSchema = z.object({
	id: z.string(),
	email: z.string(),
	verified: z.boolean(),
	second_factor_methods: z.array(secondFactorMethodSchema),
	created_at: timestamp,
	last_seen_at: timestamp.nullable(),
	/** What the caller may do: pool owners and admins, or platform owners and admins. */
	can_manage: z.boolean(),
	audit_log: z.array(auditEntrySchema)
});
var userPermissionSchema = z.object({
	id: z.string(),
	type: permissionTypeSchema,
	account_id: z.string().nullable(),
	account_name: z.string(),
	role: accessRoleSchema,
	sections: z.array(sectionPermissionSchema)
});
var userPermissionsResponseSchema = z.object({ data: z.array(userPermissionSchema) });
var userSessionSchema = z.object({
	id: z.string(),
	active: z.boolean(),
	aal: z.string(),
	authenticated_at: timestamp,
	expires_at: timestamp,
	ip_address: z.string().nullable(),
	user_agent: z.string().nullable()
});
var userSessionsResponseSchema = z.object({ data: z.array(userSessionSchema) });
z.object({ email: z.string().max(254) });
z.object({ email: z.string().max(254) });
var userInvitationSchema = z.object({
	id: z.string(),
	kind: accessAccountKindSchema,
	account_id: z.string(),
	account_name: z.string(),
	role: accessRoleSchema,
	created_at: timestamp,
	expires_at: timestamp,
	accepted_at: timestamp.nullable()
});
var userInvitationsResponseSchema = z.object({ data: z.array(userInvitationSchema) });
z.object({
	kind: accessAccountKindSchema,
	account_id: z.uuid(),
	role: accessRoleSchema
});
var deletionRequestSchema = z.object({
	id: z.string(),
	miner_id: z.string(),
	account_name: z.string(),
	status: z.enum([
		"open",
		"done",
		"rejected"
	]),
	requested_at: timestamp,
	closed_at: timestamp.nullable()
});
/** GET /users/{user_id}/deletion-request: the newest removal request, or null. */
var userDeletionRequestSchema = z.object({ request: deletionRequestSchema.nullable() });
// ../../packages/contract/src/notifications.ts
/** The events a user may be told about (product §3, notification preferences). */
var notificationEvents = [
	"delete-miner",
	"miner-payout",
	"miner-reward",
	"miner-wallet-address-changed",
	"miner-wallet-minpay-changed",
	"user-login",
	"worker-status-changed",
	"miner-alert"
];
var notificationEventSchema = z.enum(notificationEvents);
/** How a notification reaches the user. */
var notificationChannels = ["email", "telegram"];
var notificationChannelSchema = z.enum(notificationChannels);
/** One switch: an event on one channel. `required`: always on (a PUT turning it off is refused). */
var notificationPreferenceSchema = z.object({
	event: notificationEventSchema,
	channel: notificationChannelSchema,
	enabled: z.boolean(),
	required: z.boolean()
});
/**
* GET /identity/{id}/notifications/preferences: every event on every channel (16 switches,
* defaults where the user chose nothing), and whether this pool sends Telegram messages at
* all (`telegram_available`: a bot token is configured and Telegram accepted it).
*/
var notificationPreferencesSchema = z.object({
	preferences: z.array(notificationPreferenceSchema),
	telegram_available: z.boolean()
});
z.object({ preferences: z.array(z.object({
	event: notificationEventSchema,
	channel: notificationChannelSchema,
	enabled: z.boolean()
})).min(1).max(notificationEvents.length * notificationChannels.length).refine((items) => new Set(items.map((item) => `${item.event}/${item.channel}`)).size === items.length, { message: "Each event and channel at most once" }) });
/**
* POST /identity/{id}/telegram/invites (201, or 200 with the current one while it works) and
* GET …/invites/current: a one-time deep link `https://t.me/<bot>?start=<code>` that links
* the chat which opens it to the user; it works for 15 minutes, once. POST is 404 when the
* pool has no Telegram bot.
*/
var telegramInviteSchema = z.object({
	code: z.string(),
	url: z.string(),
	expires_at: z.iso.datetime()
});
/** GET /identity/{id}/telegram/invites/current: the working link, or null. */
var currentTelegramInviteSchema = z.object({ invite: telegramInviteSchema.nullable() });
/**
* GET /identity/{id}/telegram/chats/current: the linked chat (its @username when it has one),
* or null. DELETE /identity/{id}/telegram/chats unlinks it (204; the bot says goodbye).
*/
var currentTelegramChatSchema = z.object({ chat: z.object({
	username: z.string().nullable(),
	linked_at: z.iso.datetime()
}).nullable() });
// ../../packages/contract/src/api-keys.ts
/** A key: the prefix and 32 random bytes in base64url. */
var apiKeyTokenPattern = /^pool_ro_[A-Za-z0-9_-]{43}$/;
var apiKeySchema = z.object({
	id: z.uuid(),
	name: z.string(),
	/** The token's first characters, to tell keys apart; never the whole token. */
	hint: z.string(),
	created_at: z.iso.datetime()
});
var apiKeysResponseSchema = z.object({
	data: z.array(apiKeySchema),
	limit: z.number().int()
});
z.object({ name: z.string().trim().min(1).max(64) });
/** POST …/api-keys: the new key with its token, which is never shown again. */
var createdApiKeySchema = apiKeySchema.extend({ token: z.string().regex(apiKeyTokenPattern) });
z.object({
	id: z.uuid(),
	key_id: z.uuid()
});
// ../../packages/contract/src/alerts.ts
/**
* Alerts with thresholds on a miner account: its hashrate falls below a share of its 24-hour
* average, more than some workers are down (unavailable or off), or no share came for some
* minutes. Each fires once when its condition starts (by e-mail and Telegram, as the
* `miner-alert` notification preference allows) and is ready again once the condition ends.
*/
var alertKinds = [
	"hashrate_drop",
	"workers_down",
	"no_shares"
];
z.enum(alertKinds);
/** The bounds of each threshold: what the settings form offers and the server accepts. */
var alertBounds = {
	/** Percent of the 24-hour average the 15-minute hashrate falls below. */
	hashrate_drop: {
		min: 5,
		max: 95
	},
	/** Workers down (unavailable or off) the account may have before it is told. */
	workers_down: {
		min: 0,
		max: 1e5
	},
	/** Minutes without any share. */
	no_shares: {
		min: 5,
		max: 1440
	}
};
var threshold = (kind) => z.number().int().min(alertBounds[kind].min).max(alertBounds[kind].max);
/** GET/PUT /miners/{id}/alerts: every alert on, with its threshold. */
var alertSettingsSchema = z.object({
	hashrate_drop: z.object({
		enabled: z.boolean(),
		percent: threshold("hashrate_drop")
	}),
	workers_down: z.object({
		enabled: z.boolean(),
		count: threshold("workers_down")
	}),
	no_shares: z.object({
		enabled: z.boolean(),
		minutes: threshold("no_shares")
	})
});
export { defaultMinPayment as $, identityBasePath as $t, miningReportFormatSchema as A, maxSatoshi as At, taxIncomeSchema as B, watcherOpensSchema as Bt, promoCodeTypeSchema as C, updatePayoutScheduleBodySchema as Ct, centsOf as D, walletLimitsResponseSchema as Dt, promoInForceSchema as E, walletChangeCodeSentSchema as Et, computeIncomeTaxYear as F, minerAccountSchema as Ft, accountTitleLength as G, workerStatusSchema as Gt, accessListResponseSchema as H, watchersResponseSchema as Ht, firstTaxYear as I, minerSortFieldSchema as It, operatorAccountNamePattern as J, workerChartPeriods as Jt, createdCustomerSchema as K, workersResponseSchema as Kt, russianIncomeTaxBrackets as L, minersResponseSchema as Lt, profitSharingsResponseSchema as M, accountStatsSchema as Mt, referralsResponseSchema as N, chartResponseSchema as Nt, centsText as O, exchangeRatesPath as Ot, referrerCodesResponseSchema as P, defaultWorkerName as Pt, dailyEarningsResponseSchema as Q, backendBasePath as Qt, taxIncomeBases as R, multiStatsResponseSchema as Rt, promoCodeStatusSchema as S, unallocatedFundsStatusSchema as St, promoFeeTypeSchema as T, walletChangeCodeSchema as Tt, invitationOfferSchema as U, workerSortFieldSchema as Ut, accessInvitationSchema as V, watcherSchema as Vt, accountLookupSchema as W, workerStatusCountsSchema as Wt, blockchainPayoutStatusSchema as X, poolAddressTypes as Xt, blockchainPayoutRequestsResponseSchema as Y, workerStatuses as Yt, customerFeeSchema as Z, backendApiPath as Zt, userPermissionsResponseSchema as _, poolDaySchema as _t, createdApiKeySchema as a, accountNameLength as an, minimumPayoutFloor as at, minerPromoCodeSchema as b, setRewardRateBodySchema as bt, notificationChannels as c, permissionTypeSchema as cn, paymentExportFormatSchema as ct, telegramInviteSchema as d, languages as dn, paymentTypeSchema as dt, prerenderedPageOf as en, externalRateSourcesResponseSchema as et, poolUserSortFieldSchema as f, priceServiceSpotUrls as fn, paymentsResponseSchema as ft, userInvitationsResponseSchema as g, percentSchema as gt, userDetailSchema as h, payoutWalletSchema as ht, apiKeysResponseSchema as i, accessRoleSchema as in, minerDetailSchema as it, miningReportSchema as j, satoshiPerBtc as jt, firstReportMonth as k, formatBtc as kt, notificationEvents as l, sectionPermissionSchema as ln, paymentPeriodSchema as lt, userDeletionRequestSchema as m, payoutScheduleResponseSchema as mt, alertKinds as n, xsrfCookieName as nn, feeSchema as nt, currentTelegramChatSchema as o, accountNamePattern as on, nextRunPreviewSchema as ot, poolUsersResponseSchema as p, payoutRequestPaymentsResponseSchema as pt, minerTitleSchema as q, chartPeriods as qt, alertSettingsSchema as r, xsrfHeaderName as rn, feesResponseSchema as rt, currentTelegramInviteSchema as s, createMinerResponseSchema as sn, paymentDirectionSchema as st, alertBounds as t, watcherHeaderName as tn, feeLevelSchema as tt, notificationPreferencesSchema as u, languageSchema as un, paymentStatusSchema as ut, userSessionsResponseSchema as v, refundBodySchema as vt, promoCodesResponseSchema as w, walletAddressesResponseSchema as wt, promoCodeSchema as x, unallocatedFundsResponseSchema as xt, generatedPromoCodeSchema as y, rewardRatesResponseSchema as yt, taxIncomeBasisSchema as z, sortOrderSchema as zt };
