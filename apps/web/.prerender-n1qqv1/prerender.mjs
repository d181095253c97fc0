import { en as prerenderedPageOf } from "./assets/src-BvrlxL-H.js";
import { i as pagesOf } from "./assets/access-CR-J5voB.js";
import { t as ApiError } from "./assets/api-client-CtLTCvq4.js";
import { t as configStore } from "./assets/config-store-B3rmA-zg.js";
import { t as identityBase } from "./assets/identity-base-BMv4X4DT.js";
import { n as storageKeys, t as localStore } from "./assets/storage-B_DnTCvh.js";
import { n as chooseActivePermission, r as homePathOf, t as canOpenPage } from "./assets/permissions-POdjbPKM.js";
import { t as getPageSettings } from "./assets/page-settings-2BwVYlQR.js";
import { StrictMode, Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { prerender } from "react-dom/static";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { Link, Outlet, createMemoryRouter, data, isRouteErrorResponse, matchRoutes, redirect, redirectDocument, useParams, useRouteError, useRouteLoaderData } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// ../../packages/contract/src/language.ts
/**
* The cookie that mirrors the visitor's stored language choice, so the server can send the
* sign-in pages already written in it (the app's own store is the browser's local storage,
* which the server never sees).
*/
var languageCookieName = "pool_language";
// src/components/ui/toast/toast-store.ts
/** Product §9 toast constants. */
var toastDefaults = {
	durationMs: 5e3,
	swipeDistancePx: 80,
	swipeSpeedPxPerMs: .5,
	fadeOutMs: 400
};
/** A swipe to the right dismisses when it went past 80 px at 0.5 px/ms or faster. */
function isDismissingSwipe(dx, durationMs) {
	if (dx <= toastDefaults.swipeDistancePx) return false;
	return dx / Math.max(durationMs, 1) >= toastDefaults.swipeSpeedPxPerMs;
}
var toasts = [];
var nextId = 1;
var listeners$2 = /* @__PURE__ */ new Set();
function emit$1(next) {
	toasts = next;
	for (const listener of listeners$2) listener();
}
var toastStore = {
	subscribe: (listener) => {
		listeners$2.add(listener);
		return () => listeners$2.delete(listener);
	},
	snapshot: () => toasts,
	dismiss: (id) => emit$1(toasts.filter((item) => item.id !== id)),
	clear: () => emit$1([])
};
function show(type, title, options = {}) {
	const id = nextId++;
	emit$1([...toasts, {
		id,
		type,
		title,
		description: options.description,
		duration: options.duration ?? toastDefaults.durationMs
	}]);
	return id;
}
/** Shows a toast; texts are already translated by the caller. */
var toast$1 = {
	show: (title, options) => show("default", title, options),
	success: (title, options) => show("success", title, options),
	error: (title, options) => show("error", title, options),
	info: (title, options) => show("info", title, options)
};
var toaster_module_default = {
	viewport: "_viewport_1hbxx_1",
	toast: "_toast_1hbxx_13",
	success: "_success_1hbxx_31",
	error: "_error_1hbxx_34",
	info: "_info_1hbxx_37",
	"default": "_default_1hbxx_40",
	leaving: "_leaving_1hbxx_44",
	text: "_text_1hbxx_48",
	title: "_title_1hbxx_53",
	description: "_description_1hbxx_58",
	close: "_close_1hbxx_63"
};
// src/components/ui/toast/toaster.tsx
function ToastItem({ item }) {
	const { t } = useTranslation();
	const [offset, setOffset] = useState(0);
	const [leaving, setLeaving] = useState(false);
	const [paused, setPaused] = useState(false);
	const drag = useRef(null);
	const leave = () => setLeaving(true);
	useEffect(() => {
		if (paused || leaving) return;
		const timer = window.setTimeout(leave, item.duration);
		return () => window.clearTimeout(timer);
	}, [
		item.duration,
		paused,
		leaving
	]);
	useEffect(() => {
		if (!leaving) return;
		const timer = window.setTimeout(() => toastStore.dismiss(item.id), toastDefaults.fadeOutMs);
		return () => window.clearTimeout(timer);
	}, [leaving, item.id]);
	const onPointerDown = (event) => {
		drag.current = {
			x: event.clientX,
			time: event.timeStamp
		};
		event.currentTarget.setPointerCapture(event.pointerId);
	};
	const onPointerMove = (event) => {
		if (drag.current) setOffset(Math.max(0, event.clientX - drag.current.x));
	};
	const onPointerUp = (event) => {
		const start = drag.current;
		drag.current = null;
		if (start && isDismissingSwipe(event.clientX - start.x, event.timeStamp - start.time)) leave();
		else setOffset(0);
	};
	return /* @__PURE__ */ jsxs("div", {
		role: item.type === "error" ? "alert" : "status",
		className: `${toaster_module_default.toast} ${toaster_module_default[item.type]} ${leaving ? toaster_module_default.leaving : ""}`,
		style: { transform: offset ? `translateX(${offset}px)` : void 0 },
		"data-testid": "toast",
		"data-type": item.type,
		onPointerDown,
		onPointerMove,
		onPointerUp,
		onPointerCancel: () => {
			drag.current = null;
			setOffset(0);
		},
		onMouseEnter: () => setPaused(true),
		onMouseLeave: () => setPaused(false),
		children: [/* @__PURE__ */ jsxs("div", {
			className: toaster_module_default.text,
			children: [/* @__PURE__ */ jsx("p", {
				className: toaster_module_default.title,
				children: item.title
			}), item.description ? /* @__PURE__ */ jsx("p", {
				className: toaster_module_default.description,
				children: item.description
			}) : null]
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: toaster_module_default.close,
			onClick: leave,
			"aria-label": t("common.close"),
			children: "×"
		})]
	});
}
/** Renders the toasts of product §2 (success, error, info, default) in a polite live region. */
function Toaster() {
	const { t } = useTranslation();
	const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
	return /* @__PURE__ */ jsx("section", {
		className: toaster_module_default.viewport,
		"aria-label": t("common.notifications"),
		children: items.map((item) => /* @__PURE__ */ jsx(ToastItem, { item }, item.id))
	});
}
// src/lib/query-client.ts
/** Client errors (4xx) are answers, not glitches: they are not retried. */
var queryClient = new QueryClient({ defaultOptions: { queries: {
	staleTime: 3e4,
	retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2
} } });
// src/app/app.tsx
function App({ router }) {
	return /* @__PURE__ */ jsxs(QueryClientProvider, {
		client: queryClient,
		children: [/* @__PURE__ */ jsx(RouterProvider, { router }), /* @__PURE__ */ jsx(Toaster, {})]
	});
}
// src/features/session/session.ts
var status = "unknown";
var held = null;
/**
* Kratos's whoami (`GET /sessions/whoami`, the SDK's toSession) as a plain call: every page
* checks the session, and the SDK stays with the sign-in pages.
*/
async function fetchSession() {
	try {
		const response = await fetch(`${identityBase()}/sessions/whoami`, { credentials: "include" });
		if (response.ok) return {
			kind: "session",
			session: await response.json()
		};
		if (response.status === 403) {
			const body = await response.json().catch(() => ({}));
			if (body.error?.id === "session_aal2_required") return {
				kind: "aal2_required",
				redirectTo: body.redirect_browser_to ?? "/auth/login?aal=aal2"
			};
		}
		return { kind: "anonymous" };
	} catch {
		return { kind: "anonymous" };
	}
}
function authenticationStatus() {
	return status;
}
/** Product §4: a check succeeds at once when a session is held; otherwise the session is fetched. */
async function checkSession() {
	if (held) return {
		kind: "session",
		session: held
	};
	const result = await fetchSession();
	held = result.kind === "session" ? result.session : null;
	status = result.kind === "session" ? "authenticated" : "anonymous";
	return result;
}
/** Forgets the held session, e.g. after sign-in, sign-out or a second factor. */
function refreshSession() {
	held = null;
	status = "unknown";
}
/**
* Kratos's whoami asks for the second factor without saying where to come back to; the
* page that asked adds itself as `return_to` (same origin, which the service accepts).
*/
function withReturnTo(redirect, returnTo) {
	const url = new URL(redirect, window.location.origin);
	if (!url.searchParams.has("return_to")) url.searchParams.set("return_to", returnTo);
	return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
}
/** Product §2: after a failed session check go to registration if `reg` is in the query, else login; the query is kept. */
function signInPathFor(url) {
	return `${url.searchParams.has("reg") ? "/auth/registration" : "/auth/login"}${url.search}`;
}
// src/features/session/access.ts
/** The access object of product §3 for a permission: type Pool, Platform or the account's own list. */
function accessOf(permission) {
	if (permission.type === "pool") return {
		type: "Pool",
		access: []
	};
	if (permission.type === "platform") return {
		type: "Platform",
		access: []
	};
	return {
		type: permission.type,
		access: pagesOf(permission)
	};
}
/** Product §3: the display name comes from account_name, pool_name, operator_name, or the word Platform. */
function displayNameOf(permission, platformWord) {
	return permission.account_name ?? permission.pool_name ?? permission.operator_name ?? platformWord;
}
// src/features/session/active-permission.ts
/** Product §4: the active permission, chosen from the identity's permissions and the stored id. */
function activePermissionOf(permissions) {
	return chooseActivePermission(permissions, localStore.get(storageKeys.activePermission));
}
var listeners$1 = /* @__PURE__ */ new Set();
function storeActivePermission(id) {
	localStore.set(storageKeys.activePermission, id);
	for (const listener of listeners$1) listener();
}
/**
* The stored active permission id, re-rendering when the account panel switches accounts:
* the signed-in layout keys its pages on it, so every page reads the new account.
*/
function useStoredActivePermission() {
	return useSyncExternalStore((listener) => {
		listeners$1.add(listener);
		return () => listeners$1.delete(listener);
	}, () => localStore.get(storageKeys.activePermission));
}
// src/features/session/navigation.ts
var dashboard = {
	to: "/",
	key: "pages.dashboard",
	end: true,
	item: "dashboard"
};
var common = [{
	to: "/settings",
	key: "pages.settings",
	sections: true
}, {
	to: "/faq",
	key: "pages.faq"
}];
/**
* Every page of the main menus, in menu order. Which of them a permission gets is the
* server's answer (`IdentityResponse.menus`, from its access policy): a platform permission
* gets the platform's pages, a miner viewer its workers, an operator its customers.
*/
var menuPages = [
	{
		to: "/platform",
		key: "pages.platformRewards",
		end: true,
		item: "platform_rewards"
	},
	{
		to: "/platform/payouts",
		key: "pages.platformPayouts",
		item: "platform_payouts"
	},
	{
		to: "/platform/unallocated",
		key: "pages.platformUnallocated",
		item: "platform_unallocated"
	},
	{
		to: "/promocodes",
		key: "pages.promocodes",
		item: "promocodes"
	},
	dashboard,
	{
		to: "/customers",
		key: "pages.customers",
		item: "customers"
	},
	{
		to: "/workers",
		key: "pages.workers",
		item: "workers"
	},
	{
		to: "/payments",
		key: "pages.payments",
		item: "payments"
	},
	{
		to: "/profit-sharing",
		key: "pages.profitSharing",
		item: "profit_sharing"
	},
	{
		to: "/transfers",
		key: "pages.transfers",
		item: "transfers"
	},
	{
		to: "/referrals",
		key: "pages.referrals",
		item: "referrals"
	},
	{
		to: "/access-control",
		key: "pages.accessControl",
		item: "access_control"
	},
	{
		to: "/mining-report",
		key: "pages.miningReport",
		item: "mining_report",
		flag: "mining_report_enabled"
	},
	{
		to: "/tax-calculator",
		key: "pages.taxCalculator",
		item: "tax_calculator",
		flag: "tax_calculator_enabled"
	},
	{
		to: "/users",
		key: "pages.users",
		item: "users"
	}
];
/** What the server offers the permission (none before the identity is known). */
function menuOf(identity, permission) {
	return (permission && identity?.menus[permission.id]) ?? [];
}
/** The main navigation of the active account: the pages its menu offers, then settings and the FAQ. */
function navigationFor(menu) {
	const settings = getPageSettings();
	const items = menuPages.filter((page) => menu.includes(page.item) && (!page.flag || settings[page.flag]));
	return [...items.length > 0 ? items : [dashboard], ...common];
}
/**
* Where a switch to another account lands: the same page when the new account has it (a
* miner comparing two accounts' workers stays on Workers), its list when the page was one
* record of the previous account (a customer, a promo code), the same section of settings,
* and its home otherwise. The query goes: it filtered or opened things of the previous
* account.
*/
function pathAfterSwitch(permission, menu, pathname) {
	const item = navigationFor(menu).find((candidate) => candidate.end ? pathname === candidate.to : pathname === candidate.to || pathname.startsWith(`${candidate.to}/`));
	if (!item) return homePathOf(permission);
	return item.sections ? pathname : item.to;
}
// src/lib/i18n.ts
/**
* Which texts the app reads: on a prerendered sign-in page only that area's
* (`signInTextKeys`), all of them once the visitor leaves it (`loadAllTexts`).
*/
var textsArea = "all";
/**
* Reads every text of the languages in use, when a page outside the sign-in area opens
* after one of those (the router's gate waits for it); at once when already read.
*/
async function loadAllTexts() {
	if (textsArea === "all") return;
	textsArea = "all";
	await i18next.reloadResources();
}
var persistLanguage = async () => void 0;
/**
* Product §4: changing language stores the choice, sends it to the server when it differs
* from the identity's (best effort: the local choice holds either way), and reloads.
*/
async function changeLanguage(language) {
	localStore.set(storageKeys.language, language);
	mirrorLanguageChoice(language);
	await persistLanguage(language).catch(() => void 0);
	window.location.reload();
}
/**
* Tells the server the stored choice (a cookie for a year), so it sends the prerendered
* sign-in pages in that language: hydrated in another, they would be rendered anew.
*/
function mirrorLanguageChoice(language) {
	document.cookie = `${languageCookieName}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}
// src/app/boot-fallback.tsx
/** An empty, busy page while the first route loads (no flash of the wrong content). */
function BootFallback() {
	return /* @__PURE__ */ jsx("div", { "aria-busy": "true" });
}
// src/features/auth/second-factor/second-factor-store.ts
var pending = null;
var listeners = /* @__PURE__ */ new Set();
var declinedListeners = /* @__PURE__ */ new Set();
function emit() {
	for (const listener of listeners) listener();
}
var secondFactorStore = {
	subscribe: (listener) => {
		listeners.add(listener);
		return () => listeners.delete(listener);
	},
	/** Whether a request waits for the dialog. */
	isRequested: () => pending !== null,
	/** Ends the current request; a decline also fires the declined event. */
	settle: (ok) => {
		const current = pending;
		if (!current) return;
		pending = null;
		current.resolve(ok);
		if (!ok) for (const listener of declinedListeners) listener();
		emit();
	}
};
// src/features/auth/second-factor/second-factor-host.tsx
/** The dialog and the identity SDK under it load on the first request only. */
var SecondFactorDialog = lazy(() => import("./assets/second-factor-dialog-F6Z2Tvbn.js").then((module) => ({ default: module.SecondFactorDialog })));
/** Mount once in the app: shows the second-factor dialog whenever `requestSecondFactor()` waits. */
function SecondFactorHost() {
	const requested = useSyncExternalStore(secondFactorStore.subscribe, secondFactorStore.isRequested, secondFactorStore.isRequested);
	const [wanted, setWanted] = useState(false);
	if (requested && !wanted) setWanted(true);
	if (!wanted) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(SecondFactorDialog, {
			open: requested,
			onSuccess: () => secondFactorStore.settle(true),
			onDecline: () => secondFactorStore.settle(false)
		})
	});
}
// src/app/root-layout.tsx
/** Every page, plus what any page may summon: the second-factor dialog. */
function RootLayout() {
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Outlet, {}), /* @__PURE__ */ jsx(SecondFactorHost, {})] });
}
var button_module_default = {
	button: "_button_ua1qi_1",
	primary: "_primary_ua1qi_25",
	transparent: "_transparent_ua1qi_34",
	m: "_m_ua1qi_44",
	xs: "_xs_ua1qi_49"
};
// src/components/ui/button.tsx
function Button({ kind = "primary", size = "m", className, type = "button", ...rest }) {
	return /* @__PURE__ */ jsx("button", {
		type,
		className: `${button_module_default.button} ${button_module_default[kind]} ${button_module_default[size]} ${className ?? ""}`,
		...rest
	});
}
// src/app/use-page-title.ts
/** Sets the document title to "Page · Pool". */
function usePageTitle(title) {
	useEffect(() => {
		const poolName = configStore.snapshot.pool?.name;
		document.title = poolName ? `${title} · ${poolName}` : title;
	}, [title]);
}
var error_page_module_default = {
	page: "_page_8x0p3_1",
	code: "_code_8x0p3_12",
	title: "_title_8x0p3_20",
	description: "_description_8x0p3_25",
	reason: "_reason_8x0p3_26",
	back: "_back_8x0p3_32"
};
// src/app/errors/error-page.tsx
/** Product §2: 404 with a code, "Page not found", a description and a way back to main. */
function NotFoundPage() {
	const { t } = useTranslation();
	usePageTitle(t("errors.notFound.title"));
	return /* @__PURE__ */ jsxs("main", {
		className: error_page_module_default.page,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: error_page_module_default.code,
				"aria-hidden": "true",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: error_page_module_default.title,
				children: t("errors.notFound.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: error_page_module_default.description,
				children: t("errors.notFound.description")
			}),
			/* @__PURE__ */ jsx(Link, {
				className: error_page_module_default.back,
				to: "/",
				children: t("errors.backToMain")
			})
		]
	});
}
/** Product §2: 500 with a code, "Technical issues", "Something went wrong"; back reloads the document. */
function InternalErrorPage({ reason }) {
	const { t } = useTranslation();
	usePageTitle(t("errors.internal.title"));
	return /* @__PURE__ */ jsxs("main", {
		className: error_page_module_default.page,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: error_page_module_default.code,
				"aria-hidden": "true",
				children: "500"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: error_page_module_default.title,
				children: t("errors.internal.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: error_page_module_default.description,
				children: t("errors.internal.description")
			}),
			reason ? /* @__PURE__ */ jsx("p", {
				className: error_page_module_default.reason,
				"data-testid": "error-reason",
				children: t(`errors.config.${reason}`)
			}) : null,
			/* @__PURE__ */ jsx(Button, {
				onClick: () => window.location.reload(),
				children: t("errors.back")
			})
		]
	});
}
/**
* Reports an error the app caught itself (a route that failed to render). A no-op when
* error reporting is off; kept for later while the SDK is still loading.
*/
function reportAppError(error) {}
// src/app/errors/route-error-boundary.tsx
var reloadMarkKey = "pool.route-error-reload";
/** A second failure within this time after our own reload means reloading did not help. */
var reloadWindowMs = 15e3;
function isInternalErrorData(value) {
	const reason = value?.reason;
	return reason === "empty" || reason === "unloadable";
}
/** Product §2: anything else (a failed chunk load, a render error) reloads once, then goes to /500. */
function ReloadThenFail({ error }) {
	useEffect(() => {
		console.error("Route failed", error);
		const lastReload = Number(sessionStorage.getItem(reloadMarkKey) ?? 0);
		if (Date.now() - lastReload < reloadWindowMs) {
			sessionStorage.removeItem(reloadMarkKey);
			window.location.replace("/500");
		} else {
			sessionStorage.setItem(reloadMarkKey, String(Date.now()));
			window.location.reload();
		}
	}, [error]);
	return null;
}
function RouteErrorBoundary() {
	const error = useRouteError();
	if (isRouteErrorResponse(error)) {
		if (error.status === 404) return /* @__PURE__ */ jsx(NotFoundPage, {});
		if (error.status === 500 && isInternalErrorData(error.data)) return /* @__PURE__ */ jsx(InternalErrorPage, { reason: error.data.reason });
	}
	return /* @__PURE__ */ jsx(ReloadThenFail, { error });
}
// src/app/watch-area.ts
/** The id of the watch area's route, whose loader checks the watcher token. */
var watchRouteId = "watch";
/** What the watcher link of the current page opens. */
function useWatchArea() {
	const { watcherToken = "" } = useParams();
	const loaded = useRouteLoaderData(watchRouteId);
	return {
		token: watcherToken,
		basePath: `/watch/${encodeURIComponent(watcherToken)}`,
		permission: loaded?.watcher.permissions[0]
	};
}
// src/app/router.tsx
/** The guards that parse answers with the contract's schemas, loaded when one runs. */
var schemaGuards = () => import("./assets/schema-guards-DAM16gtT.js");
/**
* Product §2 configuration gate: every gated route waits for the configuration or raises a
* 500. A page outside the sign-in area also waits for every text (a first visit to a
* sign-in page reads that area's only).
*/
async function configGate({ request }) {
	const texts = prerenderedPageOf(new URL(request.url).pathname) ? void 0 : loadAllTexts();
	const result = await configStore.gate();
	if (result.kind === "fail") throw data({ reason: result.reason }, { status: 500 });
	await texts;
	return null;
}
/**
* The main area needs a session and an identity (product §2). A promo-code or referral
* link to main goes to registration with every query parameter kept.
*/
async function mainAreaLoader({ request }) {
	const url = new URL(request.url);
	const promoCode = url.pathname === "/" ? url.searchParams.get("promocode") : null;
	if (promoCode !== null || url.pathname === "/" && url.searchParams.has("ref")) {
		if (promoCode?.trim()) localStore.set(storageKeys.promoCode, promoCode.trim());
		throw redirect(`/auth/registration${url.search}`);
	}
	const guards = schemaGuards();
	guards.catch(() => void 0);
	const session = await checkSession();
	if (session.kind === "aal2_required") throw redirectDocument(withReturnTo(session.redirectTo, request.url));
	if (session.kind === "anonymous") throw redirect(signInPathFor(url));
	const { checkRole } = await guards;
	const role = await checkRole();
	if (role.kind === "failed") throw redirect(`/auth/login${url.search}`);
	if (role.kind === "no-permissions" && url.pathname !== "/invitation") throw redirect(`/auth/name${url.search}`);
	if (role.kind === "no-permissions") return null;
	const active = activePermissionOf(role.identity.permissions);
	if (active?.type === "platform" && url.pathname === "/") throw redirect("/platform");
	const item = handleOf(url, "menuItem");
	if (item && !menuOf(role.identity, active).includes(item)) throw redirect(active ? homePathOf(active) : "/");
	return null;
}
/** What the route this navigation opens says of itself (its innermost handle with the field), if anything. */
function handleOf(url, field) {
	return matchRoutes(routes, url)?.map((match) => match.route.handle?.[field]).findLast(Boolean);
}
/**
* The sign-in pages keep a referral code (`?ref=`) until the newcomer's first account is
* made at /auth/name: registration, e-mail verification and sign-in may lose the query.
*/
function authAreaLoader({ request }) {
	const code = new URL(request.url).searchParams.get("ref");
	if (code) localStore.set(storageKeys.referralCode, code);
	return null;
}
/** Pages that change a signed-in user's account (a settings flow): sign in first. */
async function signedInLoader({ request }) {
	const session = await checkSession();
	if (session.kind === "aal2_required") throw redirectDocument(withReturnTo(session.redirectTo, request.url));
	if (session.kind === "anonymous") throw redirect(signInPathFor(new URL(request.url)));
	return null;
}
/** Product §2: a feature route whose flag is off goes to main. */
function featureLoader(flag) {
	return () => {
		if (!getPageSettings()[flag]) throw redirect("/");
		return null;
	};
}
/**
* Product §4: the invite code is kept until an identity exists, for someone who still has to
* sign in or register (the role check accepts it then). A signed-in user sees the offer
* on the page and accepts it there.
*/
async function invitationLoader({ request }) {
	const code = new URL(request.url).searchParams.get("code");
	if (code && (await checkSession()).kind === "anonymous") localStore.set(storageKeys.inviteCode, code);
	return null;
}
/**
* Product §2: watcher links check the token first; an unknown token is a 404. The watch
* pages read what it opens. The page guard of product §6 holds here too: a page the link
* does not open goes to the watch area's main page.
*/
async function watcherLoader({ params, request }) {
	const { checkWatcherToken } = await schemaGuards();
	let watcher;
	try {
		watcher = await checkWatcherToken(params.watcherToken ?? "");
	} catch (error) {
		if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
		throw error;
	}
	const guarded = handleOf(new URL(request.url), "guardedPage");
	const permission = watcher.permissions[0];
	if (guarded && (!permission || !canOpenPage(accessOf(permission), guarded))) throw redirect(`/watch/${encodeURIComponent(params.watcherToken ?? "")}`);
	return { watcher };
}
/** The operator hub exists only for a known operator: an unknown one is a 404. */
async function operatorHubLoader({ params }) {
	const { lookupOperatorQueryOptions } = await schemaGuards();
	try {
		await queryClient.ensureQueryData(lookupOperatorQueryOptions(params.operatorId ?? ""));
	} catch (error) {
		if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
		throw error;
	}
	return null;
}
/** Keeps the query string on a legacy redirect. */
function legacyRedirect(path, to) {
	return {
		path,
		loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`),
		element: null
	};
}
function page(path, load, handle) {
	return path === void 0 ? {
		index: true,
		lazy: load,
		handle
	} : {
		path,
		lazy: load,
		handle
	};
}
var routes = [{
	id: "root",
	element: /* @__PURE__ */ jsx(RootLayout, {}),
	errorElement: /* @__PURE__ */ jsx(RouteErrorBoundary, {}),
	HydrateFallback: BootFallback,
	children: [
		{
			path: "404",
			element: /* @__PURE__ */ jsx(NotFoundPage, {})
		},
		{
			path: "500",
			element: /* @__PURE__ */ jsx(InternalErrorPage, {})
		},
		legacyRedirect("operator", "/"),
		legacyRedirect("miner", "/"),
		legacyRedirect("operator/customers", "/customers"),
		{
			id: "gated",
			loader: configGate,
			errorElement: /* @__PURE__ */ jsx(RouteErrorBoundary, {}),
			children: [
				{
					id: "main",
					loader: mainAreaLoader,
					lazy: () => import("./assets/main-layout-6zvn7XHW.js"),
					children: [
						page(void 0, () => import("./assets/dashboard-CSgvAG0M.js")),
						page("workers", () => import("./assets/workers-DVC9g1-7.js"), { menuItem: "workers" }),
						page("payments", () => import("./assets/payments-BcTTtgRg.js"), { menuItem: "payments" }),
						page("transfers", () => import("./assets/transfers-I_ATEHnl.js"), { menuItem: "transfers" }),
						page("referrals", () => import("./assets/referrals-DromhOAt.js"), { menuItem: "referrals" }),
						page("access-control", () => import("./assets/access-control-BIc2Txco.js"), { menuItem: "access_control" }),
						page("customers", () => import("./assets/customers-n0gUEE6t.js"), { menuItem: "customers" }),
						page("customers/create-customer", () => import("./assets/create-customer-BBfde3SK.js"), { menuItem: "create_customer" }),
						page("customers/create-sub", () => import("./assets/create-sub-SfJHj2tN.js"), { menuItem: "create_sub_account" }),
						page("customers/:id", () => import("./assets/customer-yDPQieg9.js"), { menuItem: "customers" }),
						page("customers/:id/settings", () => import("./assets/customer-settings-Cf9qSWO4.js"), { menuItem: "customers" }),
						page("customers/:id/payments", () => import("./assets/customer-payments-B6A0RZCn.js"), { menuItem: "customers" }),
						page("profit-sharing", () => import("./assets/profit-sharing-0HxnicaL.js"), { menuItem: "profit_sharing" }),
						page("platform", () => import("./assets/platform-rewards-C_JObig2.js"), { menuItem: "platform_rewards" }),
						page("platform/payouts", () => import("./assets/platform-payouts-DnbLtXWR.js"), { menuItem: "platform_payouts" }),
						page("platform/unallocated", () => import("./assets/platform-unallocated-BHGu4Jcd.js"), { menuItem: "platform_unallocated" }),
						page("users", () => import("./assets/users-DF70rC7C.js"), { menuItem: "users" }),
						page("users/:id", () => import("./assets/user-ChmmUd2r.js"), { menuItem: "users" }),
						{
							path: "invitation",
							loader: invitationLoader,
							lazy: () => import("./assets/invitation-TdKiGIJZ.js")
						},
						page("settings/:section?", () => import("./assets/settings-7UIrw0Op.js")),
						{
							path: "tax-calculator",
							loader: featureLoader("tax_calculator_enabled"),
							lazy: () => import("./assets/tax-calculator-KbxX20TV.js"),
							handle: { menuItem: "tax_calculator" }
						},
						{
							path: "mining-report",
							loader: featureLoader("mining_report_enabled"),
							lazy: () => import("./assets/mining-report-zlXtsnaW.js"),
							handle: { menuItem: "mining_report" }
						},
						page("promocodes", () => import("./assets/promocodes-DMe8UGxt.js"), { menuItem: "promocodes" }),
						page("promocodes/create", () => import("./assets/promocode-create-CGE74ONL.js"), { menuItem: "create_promocode" }),
						page("promocodes/:id", () => import("./assets/promocode-edit-J7c9Qb9P.js"), { menuItem: "promocodes" })
					]
				},
				{
					id: "auth",
					path: "auth",
					loader: authAreaLoader,
					lazy: () => import("./assets/public-layout-BXp_40P_.js"),
					children: [
						page(void 0, () => import("./assets/auth-login-ArMrKTXv.js")),
						page("login", () => import("./assets/auth-login-ArMrKTXv.js")),
						page("registration", () => import("./assets/auth-registration-Cco_DW8g.js")),
						page("recovery", () => import("./assets/auth-recovery-D3OCkN3e.js")),
						page("verification", () => import("./assets/auth-verification-B8pba8lx.js")),
						{
							path: "password",
							loader: signedInLoader,
							lazy: () => import("./assets/auth-password-DyF-2QLk.js")
						},
						page("name", () => import("./assets/auth-name-BipfViQX.js"))
					]
				},
				{
					lazy: () => import("./assets/public-layout-BXp_40P_.js"),
					children: [page("faq", () => import("./assets/faq-CJLO8bOE.js"), { wide: true }), {
						path: ":operatorId/auth",
						loader: operatorHubLoader,
						lazy: () => import("./assets/operator-auth-D2meK32C.js")
					}]
				},
				{
					id: watchRouteId,
					path: "watch/:watcherToken",
					loader: watcherLoader,
					lazy: () => import("./assets/watch-layout-BVodb5sU.js"),
					children: [
						page(void 0, () => import("./assets/watch-dashboard-Cd1OQZPD.js"), {}),
						page("workers", () => import("./assets/watch-workers-ET2AXq2k.js"), { guardedPage: "workers" }),
						page("payments", () => import("./assets/watch-payments-BGVIm3rJ.js"), { guardedPage: "payments" })
					]
				},
				{
					path: "*",
					element: /* @__PURE__ */ jsx(NotFoundPage, {})
				}
			]
		}
	]
}];
// src/app/router-ready.ts
/**
* Resolves once the router has loaded the first page's modules and run its loaders: a
* prerendered page is hydrated only then, so React's first render is the page itself (not
* the fallback shown while loading) and matches the HTML.
*/
function whenInitialized(router) {
	if (router.state.initialized) return Promise.resolve();
	return new Promise((resolve) => {
		const unsubscribe = router.subscribe((state) => {
			if (!state.initialized) return;
			unsubscribe();
			resolve();
		});
	});
}
// src/prerender.tsx
var missingTexts = /* @__PURE__ */ new Set();
/**
* Renders a page that needs no session (a sign-in page, an error page) to HTML, as the
* browser's first render of it will be: the same app, routes and texts, the pool's own
* values (its name, languages, terms) left for after hydration (`useHydrated`). Run by
* the build (`prerenderPlugin`), in Node. Names the texts it showed that `texts` lack.
*/
async function renderPage(path, language, texts) {
	missingTexts.clear();
	if (!i18next.isInitialized) await i18next.use(initReactI18next).init({
		lng: language,
		fallbackLng: "en",
		resources: Object.fromEntries(Object.entries(texts).map(([code, translation]) => [code, { translation }])),
		interpolation: { escapeValue: false },
		returnNull: false,
		react: { useSuspense: false },
		saveMissing: true,
		missingKeyHandler: (_languages, _namespace, key, fallbackValue) => {
			if (fallbackValue === key) missingTexts.add(key);
		}
	});
	await i18next.changeLanguage(language);
	const router = createMemoryRouter(routes, {
		initialEntries: [path],
		hydrationData: { loaderData: {
			gated: null,
			auth: null
		} }
	});
	await whenInitialized(router);
	const { prelude } = await prerender(/* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(App, { router }) }));
	router.dispose();
	return {
		html: await new Response(prelude).text(),
		missingTexts: [...missingTexts]
	};
}
export { queryClient as _, button_module_default as a, navigationFor as c, storeActivePermission as d, useStoredActivePermission as f, refreshSession as g, authenticationStatus as h, Button as i, pathAfterSwitch as l, displayNameOf as m, reportAppError as n, changeLanguage as o, accessOf as p, usePageTitle as r, renderPage, menuOf as s, useWatchArea as t, activePermissionOf as u, toast$1 as v };
