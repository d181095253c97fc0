import { r as LanguageSwitcher } from "./scroll-fade.module-C8QDlA99.js";
import { t as roleLabelKeys } from "./access-control-constants-Die1g0XO.js";
import { _ as queryClient, c as navigationFor, d as storeActivePermission, f as useStoredActivePermission, g as refreshSession, h as authenticationStatus, l as pathAfterSwitch, m as displayNameOf, s as menuOf, u as activePermissionOf, v as toast } from "../prerender.mjs";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import "./src-BvrlxL-H.js";
import { t as Dialog } from "./dialog-CN_269BG.js";
import { t as getPageSettings } from "./page-settings-2BwVYlQR.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { t as identityKeys } from "./keys-BKBTzKjX.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { n as storageKeys, t as localStore } from "./storage-B_DnTCvh.js";
import { n as resetRole } from "./role-check-BLezqBuP.js";
import { n as AppShell } from "./app-shell-KvvAVG9b.js";
import { f as secondFactorGroups } from "./nodes-BlfMwAao.js";
import { t as second_factor_module_default } from "./second-factor.module-CKWKT_Bi.js";
import { useDeferredValue, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
/**
* The account panel's list (product §2): pinned accounts first in the user's order, then the
* rest; filtered by a case-insensitive name search and optionally to bookmarks, in memory;
* at most `limit` entries, pinned ones first.
*/
function arrangeAccounts(permissions, navigation, nameOf, { query, onlyBookmarks, limit = 50 }) {
	const pinOrder = new Map((navigation?.pinned ?? []).map((id, index) => [id, index]));
	const bookmarks = new Set(navigation?.bookmarked ?? []);
	const needle = query.trim().toLocaleLowerCase();
	const pinned = [];
	const rest = [];
	for (const permission of permissions) {
		const name = nameOf(permission);
		const entry = {
			permission,
			name,
			pinned: pinOrder.has(permission.id),
			bookmarked: bookmarks.has(permission.id)
		};
		if (onlyBookmarks && !entry.bookmarked) continue;
		if (needle && !name.toLocaleLowerCase().includes(needle)) continue;
		(entry.pinned ? pinned : rest).push(entry);
	}
	pinned.sort((a, b) => pinOrder.get(a.permission.id) - pinOrder.get(b.permission.id));
	const matching = pinned.length + rest.length;
	const shownPinned = pinned.slice(0, limit);
	return {
		pinned: shownPinned,
		rest: rest.slice(0, Math.max(0, limit - shownPinned.length)),
		matching
	};
}
/** The lists with one account pinned or unpinned (a new pin goes last), or bookmarked or not. */
function toggled(navigation, list, permissionId) {
	const ids = navigation[list];
	const next = ids.includes(permissionId) ? ids.filter((id) => id !== permissionId) : [...ids, permissionId];
	return {
		...navigation,
		[list]: next
	};
}
// src/features/session/api/get-navigation.ts
/** GET /identity/{id}/navigation: the user's pinned (in order) and bookmarked permissions. */
function getNavigation(userId) {
	return apiRequest(`/identity/${encodeURIComponent(userId)}/navigation`);
}
var navigationQueryOptions = (userId) => queryOptions({
	queryKey: identityKeys.navigation(userId),
	queryFn: () => getNavigation(userId),
	staleTime: 6e4
});
// src/features/session/api/update-navigation.ts
/** PUT /identity/{id}/navigation: replaces both lists; answers what is stored. */
function updateNavigation(userId, body) {
	return apiRequest(`/identity/${encodeURIComponent(userId)}/navigation`, {
		method: "PUT",
		body
	});
}
/**
* Saves the pinned and bookmarked accounts. The panel shows the change at once (the cache
* takes the new lists before the call) and goes back to what it had if the call fails.
*/
function useUpdateNavigation(userId, config = {}) {
	const queryClient = useQueryClient();
	const queryKey = identityKeys.navigation(userId);
	return useApiMutation((body) => updateNavigation(userId, body), [queryKey], {
		...config,
		onMutate: async (body, context) => {
			await queryClient.cancelQueries({ queryKey });
			const previous = queryClient.getQueryData(queryKey);
			queryClient.setQueryData(queryKey, body);
			await config.onMutate?.(body, context);
			return { previous };
		},
		onError: (error, body, result, context) => {
			const previous = result?.previous;
			if (previous) queryClient.setQueryData(queryKey, previous);
			config.onError?.(error, body, result, context);
		}
	});
}
// src/features/session/logout.ts
/**
* Product §4 logout: with a session, a logout flow is created and completed with its token;
* without one it is a soft logout. The app then goes to the saved return address if one
* was given (else sign-in), replacing the history entry, and only then drops the
* session and user info, so no signed-in screen asks for them on its way out.
*/
async function logout$1(go) {
	if (authenticationStatus() === "authenticated") {
		const { identityApi } = await import("./identity-client-CmybWtQ1.js").then((n) => n.n);
		const flow = await identityApi().createBrowserLogoutFlow();
		await identityApi().updateLogoutFlow({ token: flow.logout_token });
	}
	refreshSession();
	const returnTo = localStore.get(storageKeys.returnTo);
	localStore.remove(storageKeys.returnTo);
	await go(returnTo && returnTo.startsWith("/") && !returnTo.startsWith("//") ? returnTo : "/auth/login", {
		replace: true,
		flushSync: true
	});
	resetRole();
	queryClient.clear();
}
var account_panel_module_default = {
	panel: "_panel_188o6_1",
	current: "_current_188o6_8",
	currentLabel: "_currentLabel_188o6_18",
	currentName: "_currentName_188o6_26",
	email: "_email_188o6_33",
	accounts: "_accounts_188o6_40",
	searchRow: "_searchRow_188o6_47",
	search: "_search_188o6_47",
	filter: "_filter_188o6_71",
	scroller: "_scroller_188o6_106",
	group: "_group_188o6_114",
	list: "_list_188o6_123",
	row: "_row_188o6_129",
	account: "_account_188o6_40",
	accountName: "_accountName_188o6_162",
	toggle: "_toggle_188o6_167",
	link: "_link_188o6_168",
	logout: "_logout_188o6_169",
	accountMeta: "_accountMeta_188o6_182",
	note: "_note_188o6_209",
	links: "_links_188o6_219",
	footer: "_footer_188o6_240",
	language: "_language_188o6_250"
};
// src/features/session/components/account-panel.tsx
var noNavigation = {
	pinned: [],
	bookmarked: []
};
/**
* The account panel of product §2: the active account, every account of the user (searched
* by name, pinned first, bookmarks, switching), and the user's own pages, language and
* sign-out. A modal on desktop, a bottom sheet on phones (the Dialog decides).
*/
function AccountPanel({ open, identity, active, language, onClose }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(Dialog, {
		open,
		onClose: () => onClose(true),
		title: t("accountPanel.title"),
		children: open ? /* @__PURE__ */ jsx(PanelBody, {
			identity,
			active,
			language,
			leave: () => onClose(false)
		}) : null
	});
}
function PanelBody({ identity, active, language, leave }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const location = useLocation();
	const queryClient = useQueryClient();
	const platformWord = t("account.platform");
	const userId = identity.user.id;
	const many = identity.permissions.length > 1;
	const { data: navigation = noNavigation } = useQuery({
		...navigationQueryOptions(userId),
		enabled: many
	});
	const save = useUpdateNavigation(userId, { onError: () => toast.error(t("accountPanel.saveFailed")) });
	const [query, setQuery] = useState("");
	const [onlyBookmarks, setOnlyBookmarks] = useState(false);
	const deferredQuery = useDeferredValue(query);
	const list = useMemo(() => arrangeAccounts(identity.permissions, navigation, (permission) => displayNameOf(permission, platformWord), {
		query: deferredQuery,
		onlyBookmarks
	}), [
		identity.permissions,
		navigation,
		platformWord,
		deferredQuery,
		onlyBookmarks
	]);
	const shown = list.pinned.length + list.rest.length;
	const searchId = useId();
	const pinnedId = useId();
	const restId = useId();
	const describe = (permission) => [t(`accountPanel.types.${permission.type}`), t(`accessControl.roles.${roleLabelKeys[permission.role]}`)].join(" · ");
	const switchTo = (permission) => {
		leave();
		if (permission.id === active?.id) return;
		storeActivePermission(permission.id);
		queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== identityQueryOptions.queryKey[0] });
		navigate(pathAfterSwitch(permission, menuOf(identity, permission), location.pathname), { replace: true });
	};
	const toggle = (list, permissionId) => save.mutate(toggled(navigation, list, permissionId));
	const row = (entry) => /* @__PURE__ */ jsxs("li", {
		className: account_panel_module_default.row,
		children: [
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: account_panel_module_default.account,
				"aria-current": entry.permission.id === active?.id ? "true" : void 0,
				onClick: () => switchTo(entry.permission),
				children: [/* @__PURE__ */ jsx("span", {
					className: account_panel_module_default.accountName,
					children: entry.name
				}), /* @__PURE__ */ jsx("span", {
					className: account_panel_module_default.accountMeta,
					children: describe(entry.permission)
				})]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: account_panel_module_default.toggle,
				"aria-pressed": entry.bookmarked,
				"aria-label": t("accountPanel.bookmark", { name: entry.name }),
				title: t("accountPanel.bookmark", { name: entry.name }),
				onClick: () => toggle("bookmarked", entry.permission.id),
				children: /* @__PURE__ */ jsx(StarIcon, { filled: entry.bookmarked })
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: account_panel_module_default.toggle,
				"aria-pressed": entry.pinned,
				"aria-label": t("accountPanel.pin", { name: entry.name }),
				title: t("accountPanel.pin", { name: entry.name }),
				onClick: () => toggle("pinned", entry.permission.id),
				children: /* @__PURE__ */ jsx(PinIcon, { filled: entry.pinned })
			})
		]
	}, entry.permission.id);
	const { mining_report_enabled: miningReport, support_url: supportUrl } = getPageSettings();
	const menu = menuOf(identity, active);
	const links = [
		...menu.includes("create_sub_account") ? [{
			to: "/customers/create-sub",
			label: t("accountPanel.createSub")
		}] : [],
		{
			to: "/settings/security",
			label: t("accountPanel.security")
		},
		{
			to: "/settings/notifications",
			label: t("accountPanel.notifications")
		},
		...miningReport && menu.includes("mining_report") ? [{
			to: "/mining-report",
			label: t("accountPanel.miningReport")
		}] : [],
		...menu.includes("promocodes") ? [{
			to: "/promocodes",
			label: t("accountPanel.promocodes")
		}] : []
	];
	return /* @__PURE__ */ jsxs("div", {
		className: account_panel_module_default.panel,
		children: [
			/* @__PURE__ */ jsxs("section", {
				className: account_panel_module_default.current,
				"aria-label": t("accountPanel.current"),
				children: [
					/* @__PURE__ */ jsx("p", {
						className: account_panel_module_default.currentLabel,
						children: t("accountPanel.current")
					}),
					active ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", {
						className: account_panel_module_default.currentName,
						children: displayNameOf(active, platformWord)
					}), /* @__PURE__ */ jsx("p", {
						className: account_panel_module_default.accountMeta,
						children: describe(active)
					})] }) : null,
					/* @__PURE__ */ jsx("p", {
						className: account_panel_module_default.email,
						children: identity.user.email
					})
				]
			}),
			many ? /* @__PURE__ */ jsxs("section", {
				className: account_panel_module_default.accounts,
				"aria-label": t("accountPanel.accounts"),
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: account_panel_module_default.searchRow,
						children: [
							/* @__PURE__ */ jsx("label", {
								htmlFor: searchId,
								className: "visually-hidden",
								children: t("accountPanel.search")
							}),
							/* @__PURE__ */ jsx("input", {
								id: searchId,
								type: "search",
								className: account_panel_module_default.search,
								placeholder: t("accountPanel.searchPlaceholder"),
								value: query,
								autoComplete: "off",
								onChange: (event) => setQuery(event.target.value)
							}),
							/* @__PURE__ */ jsxs("div", {
								className: account_panel_module_default.filter,
								role: "group",
								"aria-label": t("accountPanel.show"),
								children: [/* @__PURE__ */ jsx("button", {
									type: "button",
									"aria-pressed": !onlyBookmarks,
									onClick: () => setOnlyBookmarks(false),
									children: t("accountPanel.all")
								}), /* @__PURE__ */ jsx("button", {
									type: "button",
									"aria-pressed": onlyBookmarks,
									onClick: () => setOnlyBookmarks(true),
									children: t("accountPanel.bookmarks")
								})]
							})
						]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: account_panel_module_default.scroller,
						children: [
							list.pinned.length > 0 ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("h3", {
								id: pinnedId,
								className: account_panel_module_default.group,
								children: t("accountPanel.pinned")
							}), /* @__PURE__ */ jsx("ul", {
								className: account_panel_module_default.list,
								"aria-labelledby": pinnedId,
								children: list.pinned.map(row)
							})] }) : null,
							list.rest.length > 0 ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("h3", {
								id: restId,
								className: account_panel_module_default.group,
								children: list.pinned.length > 0 ? t("accountPanel.others") : t("accountPanel.accounts")
							}), /* @__PURE__ */ jsx("ul", {
								className: account_panel_module_default.list,
								"aria-labelledby": restId,
								children: list.rest.map(row)
							})] }) : null,
							list.matching === 0 ? /* @__PURE__ */ jsx("p", {
								className: account_panel_module_default.note,
								children: onlyBookmarks && !deferredQuery.trim() ? t("accountPanel.noBookmarks") : t("accountPanel.noMatch")
							}) : null
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: account_panel_module_default.note,
						role: "status",
						children: list.matching > shown ? t("accountPanel.more", {
							shown,
							total: list.matching
						}) : ""
					})
				]
			}) : null,
			/* @__PURE__ */ jsx("nav", {
				className: account_panel_module_default.links,
				"aria-label": t("accountPanel.preferences"),
				children: /* @__PURE__ */ jsxs("ul", { children: [links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
					to: link.to,
					className: account_panel_module_default.link,
					onClick: leave,
					children: link.label
				}) }, link.to)), supportUrl ? /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
					href: supportUrl,
					className: account_panel_module_default.link,
					target: "_blank",
					rel: "noopener noreferrer",
					children: t("accountPanel.support")
				}) }) : null] })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: account_panel_module_default.footer,
				children: [language ? /* @__PURE__ */ jsxs("div", {
					className: account_panel_module_default.language,
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: t("accountPanel.language")
					}), language]
				}) : null, /* @__PURE__ */ jsx("button", {
					type: "button",
					className: account_panel_module_default.logout,
					onClick: () => {
						leave();
						logout$1(navigate);
					},
					children: t("account.logout")
				})]
			})
		]
	});
}
function StarIcon({ filled }) {
	return /* @__PURE__ */ jsx("svg", {
		viewBox: "0 0 20 20",
		width: "18",
		height: "18",
		"aria-hidden": "true",
		children: /* @__PURE__ */ jsx("path", {
			d: "M10 2.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2-3.8-3.6 5.2-.7z",
			fill: filled ? "currentColor" : "none",
			stroke: "currentColor",
			strokeWidth: "1.5",
			strokeLinejoin: "round"
		})
	});
}
function PinIcon({ filled }) {
	return /* @__PURE__ */ jsx("svg", {
		viewBox: "0 0 20 20",
		width: "18",
		height: "18",
		"aria-hidden": "true",
		children: /* @__PURE__ */ jsx("path", {
			d: "M7 2.5h6l-1 5 3 3v1.5H5V10.5l3-3zM10 12v5.5",
			fill: filled ? "currentColor" : "none",
			stroke: "currentColor",
			strokeWidth: "1.5",
			strokeLinejoin: "round",
			strokeLinecap: "round"
		})
	});
}
var account_menu_module_default = {
	menu: "_menu_l2z5s_1",
	trigger: "_trigger_l2z5s_9",
	avatar: "_avatar_l2z5s_35",
	name: "_name_l2z5s_47",
	chevron: "_chevron_l2z5s_54"
};
// src/features/session/components/account-menu.tsx
/**
* The account button in the header of the signed-in area: it names the active account and
* opens the account panel (product §2). `language` is the language switcher the app puts in it.
*/
function AccountMenu({ language }) {
	const { t } = useTranslation();
	const [open, setOpen] = useState(false);
	const trigger = useRef(null);
	const { data: identity } = useQuery(identityQueryOptions);
	if (!identity) return null;
	const active = activePermissionOf(identity.permissions);
	const name = active ? displayNameOf(active, t("account.platform")) : identity.user.email;
	return /* @__PURE__ */ jsxs("div", {
		className: account_menu_module_default.menu,
		children: [/* @__PURE__ */ jsxs("button", {
			ref: trigger,
			type: "button",
			className: account_menu_module_default.trigger,
			"aria-haspopup": "dialog",
			"aria-expanded": open,
			"aria-label": t("accountPanel.open", { name }),
			onClick: () => setOpen(true),
			children: [
				/* @__PURE__ */ jsx("span", {
					className: account_menu_module_default.avatar,
					"aria-hidden": "true",
					children: name.slice(0, 1).toLocaleUpperCase()
				}),
				/* @__PURE__ */ jsx("span", {
					className: account_menu_module_default.name,
					children: name
				}),
				/* @__PURE__ */ jsx("svg", {
					className: account_menu_module_default.chevron,
					viewBox: "0 0 12 12",
					"aria-hidden": "true",
					children: /* @__PURE__ */ jsx("path", {
						d: "M2.5 4.5 6 8l3.5-3.5",
						fill: "none",
						stroke: "currentColor",
						strokeWidth: "1.6"
					})
				})
			]
		}), /* @__PURE__ */ jsx(AccountPanel, {
			open,
			identity,
			active,
			language,
			onClose: (returnFocus) => {
				setOpen(false);
				if (returnFocus) trigger.current?.focus();
			}
		})]
	});
}
// src/features/auth/second-factor/two-factor-banner.tsx
/** Product §2: asks to set up two-factor authentication, with a button to settings. */
function TwoFactorBanner({ credentials, hidden = false }) {
	const { t } = useTranslation();
	const configured = secondFactorGroups.some((method) => credentials[method] === true);
	if (hidden || configured) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: second_factor_module_default.banner,
		"aria-label": t("identity.secondFactor.title"),
		children: [/* @__PURE__ */ jsx("p", {
			className: second_factor_module_default.bannerText,
			children: t("identity.banner.text")
		}), /* @__PURE__ */ jsx(Link, {
			to: "/settings/security",
			className: second_factor_module_default.bannerAction,
			children: t("identity.banner.action")
		})]
	});
}
// src/app/layouts/second-factor-notice.tsx
/** Product §2: the set-up-2FA banner, until a second factor exists (not on settings, where it is set up). */
function SecondFactorNotice() {
	const { data: identity } = useQuery(identityQueryOptions);
	const { pathname } = useLocation();
	if (!identity) return null;
	return /* @__PURE__ */ jsx(TwoFactorBanner, {
		credentials: identity.credentials,
		hidden: pathname.startsWith("/settings")
	});
}
// src/app/layouts/main-layout.tsx
/**
* The signed-in area, with the navigation of the active account. An account switch mounts
* the area afresh (its key), so the page on screen reads the new account, not the old one.
*/
function Component() {
	const { data: identity } = useQuery(identityQueryOptions);
	useStoredActivePermission();
	const active = identity && activePermissionOf(identity.permissions);
	return /* @__PURE__ */ jsx(AppShell, {
		links: navigationFor(menuOf(identity, active)),
		actions: /* @__PURE__ */ jsx(AccountMenu, { language: /* @__PURE__ */ jsx(LanguageSwitcher, {}) }),
		languageInActions: true,
		notice: /* @__PURE__ */ jsx(SecondFactorNotice, {})
	}, active?.id ?? "none");
}
export { Component };
