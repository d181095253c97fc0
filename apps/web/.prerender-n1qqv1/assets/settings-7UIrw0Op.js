import { At as maxSatoshi, Bt as watcherOpensSchema, Dt as walletLimitsResponseSchema, Et as walletChangeCodeSentSchema, Ht as watchersResponseSchema, Tt as walletChangeCodeSchema, Vt as watcherSchema, Zt as backendApiPath, a as createdApiKeySchema, at as minimumPayoutFloor, b as minerPromoCodeSchema, c as notificationChannels, d as telegramInviteSchema, i as apiKeysResponseSchema, it as minerDetailSchema, l as notificationEvents, n as alertKinds, o as currentTelegramChatSchema, r as alertSettingsSchema, s as currentTelegramInviteSchema, t as alertBounds, u as notificationPreferencesSchema, wt as walletAddressesResponseSchema } from "./src-BvrlxL-H.js";
import { t as canManageWallet } from "./access-CR-J5voB.js";
import { h as authenticationStatus, i as Button, r as usePageTitle, s as menuOf, u as activePermissionOf, v as toast } from "../prerender.mjs";
import { n as useMediaQuery, t as Dialog } from "./dialog-CN_269BG.js";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { t as copyToClipboard } from "./copy-to-clipboard-DFkQsQw4.js";
import { r as apiRequest, t as ApiError } from "./api-client-CtLTCvq4.js";
import { t as useFormErrors } from "./form-errors-CaZgPLgQ.js";
import { d as formatUtcHour, i as formatDay, r as formatDateTime } from "./format-D03P3Guj.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { t as card_module_default } from "./card.module-fGcW3Z9K.js";
import { t as form_layout_module_default } from "./form-layout.module-B43TtZ6F.js";
import { t as list_module_default } from "./list.module-DS51Di8H.js";
import { n as useScrollFade, r as LanguageSwitcher, t as scroll_fade_module_default } from "./scroll-fade.module-C8QDlA99.js";
import { n as FlowMessages, t as FlowForm } from "./flow-form-BCgiLSkq.js";
import { n as PasswordRules, r as FlowView, s as useSettingsFlow, t as OtherSessionsNotice } from "./password-rules-LsLPJNuq.js";
import { n as hasGroup } from "./nodes-BlfMwAao.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { t as identityApi } from "./identity-client-CmybWtQ1.js";
import { t as Checkbox } from "./checkbox-MnG9gR9I.js";
import { r as useApplyPromoCode, t as usePromoRefusalText } from "./use-promo-refusal-text-C4beIROk.js";
import { t as promoCodeKeys } from "./keys-D_9Zex1J.js";
import { t as PromoEffect } from "./promo-effect-CtLcMQqj.js";
import { t as promocodes_module_default } from "./promocodes.module-Cm1_R32N.js";
import { t as ConfirmDialog } from "./confirm-dialog-DwHy-7lB.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { a as parseBtc, n as formatBtc } from "./format-btc-BPO6RemO.js";
import { t as ConfirmChangeDialog } from "./confirm-change-dialog-DbjDem1N.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as SelectField } from "./select-field-Dl7lSUxY.js";
import { t as identityKeys$1 } from "./keys-BKBTzKjX.js";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useParams } from "react-router";
import { z } from "zod";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import Bowser from "bowser";
// src/features/api-keys/api/keys.ts
/** Query keys of the API keys feature. */
var apiKeyKeys = { ofMiner: (minerId) => [
	"miners",
	minerId,
	"api-keys"
] };
// src/features/api-keys/api/create-api-key.ts
/** POST /miners/{id}/api-keys: a new key; the answer holds its token, which is never shown again. */
async function createApiKey(minerId, name) {
	const body = await apiRequest(`/miners/${encodeURIComponent(minerId)}/api-keys`, {
		method: "POST",
		body: { name }
	});
	return createdApiKeySchema.parse(body);
}
function useCreateApiKey(minerId, config) {
	return useApiMutation((name) => createApiKey(minerId, name), [apiKeyKeys.ofMiner(minerId)], config);
}
// src/features/api-keys/api/list-api-keys.ts
/** GET /miners/{id}/api-keys: the account's keys by name and hint (never the tokens), and how many it may have. */
async function listApiKeys(minerId, signal) {
	const body = await apiRequest(`/miners/${encodeURIComponent(minerId)}/api-keys`, { signal });
	return parseList(apiKeysResponseSchema, body);
}
var apiKeysQueryOptions = (minerId) => queryOptions({
	queryKey: apiKeyKeys.ofMiner(minerId),
	queryFn: ({ signal }) => listApiKeys(minerId, signal)
});
// src/features/api-keys/api/revoke-api-key.ts
/** DELETE /miners/{id}/api-keys/{key_id}: the key stops working at once. */
async function revokeApiKey(minerId, keyId) {
	await apiRequest(`/miners/${encodeURIComponent(minerId)}/api-keys/${encodeURIComponent(keyId)}`, { method: "DELETE" });
}
function useRevokeApiKey(minerId, config) {
	return useApiMutation((keyId) => revokeApiKey(minerId, keyId), [apiKeyKeys.ofMiner(minerId)], config);
}
var api_keys_section_module_default = {
	muted: "_muted_441c7_1",
	text: "_text_441c7_7",
	facts: "_facts_441c7_11",
	code: "_code_441c7_29",
	token: "_token_441c7_30",
	itemText: "_itemText_441c7_45",
	actions: "_actions_441c7_49"
};
// src/features/api-keys/components/api-keys-section.tsx
/**
* Settings: the active miner account's read-only API keys. Makes a named key and shows its
* token once, lists the keys by name and hint, revokes one after confirmation, and says
* how a monitoring tool sends one.
*/
function ApiKeysSection({ minerId, minerName }) {
	const { t, i18n } = useTranslation();
	const headingId = useId();
	const keys = useQuery(apiKeysQueryOptions(minerId));
	const [created, setCreated] = useState();
	const [revoking, setRevoking] = useState();
	const failed = (error) => {
		const code = error instanceof ApiError ? error.code : "unexpected";
		toast.error(t(`errors.codes.${code}`, { defaultValue: t("toasts.error") }), { description: t("toasts.errorDescription") });
	};
	const revoke = useRevokeApiKey(minerId, {
		onSuccess: () => {
			toast.success(t("apiKeys.revoked"));
			setRevoking(void 0);
		},
		onError: failed
	});
	const statsUrl = `${window.location.origin}${backendApiPath}/miners/${minerId}/stats`;
	const full = keys.data !== void 0 && keys.data.data.length >= keys.data.limit;
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: card_module_default.heading,
				children: t("apiKeys.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: api_keys_section_module_default.muted,
				children: t("apiKeys.description", { name: minerName })
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: api_keys_section_module_default.facts,
				children: [
					/* @__PURE__ */ jsx("dt", { children: t("apiKeys.accountId") }),
					/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("code", {
						className: api_keys_section_module_default.code,
						children: minerId
					}) }),
					/* @__PURE__ */ jsx("dt", { children: t("apiKeys.usage") }),
					/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("code", {
						className: api_keys_section_module_default.code,
						children: `curl -H "Authorization: Bearer <token>" ${statsUrl}`
					}) })
				]
			}),
			full ? /* @__PURE__ */ jsx("p", {
				className: api_keys_section_module_default.muted,
				children: t("apiKeys.full", { count: keys.data.limit })
			}) : /* @__PURE__ */ jsx(CreateApiKeyForm, {
				minerId,
				onCreated: setCreated,
				onError: failed
			}),
			keys.isPending ? /* @__PURE__ */ jsx("p", {
				className: api_keys_section_module_default.muted,
				role: "status",
				children: t("monitoring.loading")
			}) : null,
			keys.isError ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: t("apiKeys.error")
			}) : null,
			keys.data?.data.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: api_keys_section_module_default.muted,
				children: t("apiKeys.empty")
			}) : null,
			keys.data?.data.length ? /* @__PURE__ */ jsx("ul", {
				className: list_module_default.list,
				"aria-label": t("apiKeys.listLabel"),
				children: keys.data.data.map((key) => /* @__PURE__ */ jsxs("li", {
					className: list_module_default.row,
					"aria-label": key.name,
					children: [/* @__PURE__ */ jsxs("div", {
						className: `${list_module_default.rowText} ${api_keys_section_module_default.itemText}`,
						children: [/* @__PURE__ */ jsx("strong", { children: key.name }), /* @__PURE__ */ jsx("span", {
							className: api_keys_section_module_default.muted,
							children: t("apiKeys.hintAndDate", {
								hint: `${key.hint}…`,
								time: formatDateTime(key.created_at, i18n.language)
							})
						})]
					}), /* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						size: "xs",
						onClick: () => setRevoking(key),
						children: t("apiKeys.revoke")
					})]
				}, key.id))
			}) : null,
			/* @__PURE__ */ jsxs(Dialog, {
				open: created !== void 0,
				onClose: () => setCreated(void 0),
				title: t("apiKeys.createdTitle"),
				size: "s",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: api_keys_section_module_default.text,
						children: t("apiKeys.createdText", { name: created?.name ?? "" })
					}),
					/* @__PURE__ */ jsx("code", {
						className: api_keys_section_module_default.token,
						"aria-label": t("apiKeys.tokenLabel"),
						children: created?.token
					}),
					/* @__PURE__ */ jsxs("div", {
						className: api_keys_section_module_default.actions,
						children: [/* @__PURE__ */ jsx(Button, {
							kind: "transparent",
							onClick: () => created && void copyToClipboard(created.token, t, created.name),
							children: t("apiKeys.copy")
						}), /* @__PURE__ */ jsx(Button, {
							onClick: () => setCreated(void 0),
							children: t("apiKeys.done")
						})]
					})
				]
			}),
			/* @__PURE__ */ jsxs(Dialog, {
				open: revoking !== void 0,
				onClose: () => setRevoking(void 0),
				title: t("apiKeys.revokeTitle"),
				size: "s",
				children: [/* @__PURE__ */ jsx("p", {
					className: api_keys_section_module_default.text,
					children: t("apiKeys.revokeText", { name: revoking?.name ?? "" })
				}), /* @__PURE__ */ jsxs("div", {
					className: api_keys_section_module_default.actions,
					children: [/* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						onClick: () => setRevoking(void 0),
						disabled: revoke.isPending,
						children: t("apiKeys.cancel")
					}), /* @__PURE__ */ jsx(Button, {
						onClick: () => revoking && revoke.mutate(revoking.id),
						disabled: revoke.isPending,
						children: t("apiKeys.revokeConfirm")
					})]
				})]
			})
		]
	});
}
function CreateApiKeyForm({ minerId, onCreated, onError }) {
	const { t } = useTranslation();
	const [name, setName] = useState("");
	const [errors, setErrors] = useState({ fields: {} });
	const formErrors = useFormErrors();
	const create = useCreateApiKey(minerId, {
		onSuccess: (key) => {
			setName("");
			onCreated(key);
		},
		onError: (error) => {
			const shown = formErrors(error);
			if (shown.fields.name) return setErrors(shown);
			onError(error);
		}
	});
	const submit = (event) => {
		event.preventDefault();
		if (!name.trim()) return setErrors({ fields: { name: t("fieldErrors.required") } });
		setErrors({ fields: {} });
		create.mutate(name.trim());
	};
	return /* @__PURE__ */ jsxs("form", {
		className: form_layout_module_default.row,
		onSubmit: submit,
		"aria-label": t("apiKeys.createFormLabel"),
		noValidate: true,
		children: [/* @__PURE__ */ jsx(TextField, {
			label: t("apiKeys.nameLabel"),
			value: name,
			maxLength: 64,
			autoComplete: "off",
			onChange: (event) => setName(event.target.value),
			messages: errors.fields.name ? [{
				key: "error",
				text: errors.fields.name,
				type: "error"
			}] : []
		}), /* @__PURE__ */ jsx(Button, {
			type: "submit",
			disabled: create.isPending,
			children: t("apiKeys.create")
		})]
	});
}
var settings_module_default = {
	page: "_page_1g1gd_2",
	sections: "_sections_1g1gd_9",
	subheading: "_subheading_1g1gd_16",
	part: "_part_1g1gd_21",
	muted: "_muted_1g1gd_29",
	error: "_error_1g1gd_35",
	sessions: "_sessions_1g1gd_40",
	session: "_session_1g1gd_40",
	sessionText: "_sessionText_1g1gd_59",
	pageTitle: "_pageTitle_1g1gd_67",
	value: "_value_1g1gd_72",
	sectionTitle: "_sectionTitle_1g1gd_78",
	sessionName: "_sessionName_1g1gd_94"
};
// src/features/auth/settings/account-settings.tsx
function GroupForm({ state, flow, group, label }) {
	return /* @__PURE__ */ jsx(FlowForm, {
		flow,
		groups: [group],
		onSubmit: state.submit,
		submitting: state.submitting,
		showMessages: false,
		label,
		fieldHints: group === "password" ? { password: /* @__PURE__ */ jsx(PasswordRules, {}) } : void 0
	}, `${state.version}-${group}`);
}
function Section({ id, title, children }) {
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": id,
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			className: card_module_default.heading,
			children: title
		}), children]
	});
}
/**
* The identity parts of /settings from one settings flow: password, and two-factor
* (authenticator app with QR code and secret; backup codes reveal, regenerate, confirm,
* disable; security keys add and remove). Each part is its own form over its group.
*/
function AccountSettings() {
	const { t } = useTranslation();
	const state = useSettingsFlow();
	const flow = state.flow;
	if (!flow || state.loading) return /* @__PURE__ */ jsx(FlowView, { state });
	const nodes = flow.ui.nodes;
	const twoFactor = [
		{
			group: "totp",
			title: t("identity.settings.twoFactor.totp")
		},
		{
			group: "lookup_secret",
			title: t("identity.settings.twoFactor.lookup")
		},
		{
			group: "webauthn",
			title: t("identity.settings.twoFactor.webauthn")
		}
	].filter((item) => hasGroup(nodes, item.group));
	return /* @__PURE__ */ jsxs("div", {
		className: settings_module_default.sections,
		children: [
			/* @__PURE__ */ jsx(FlowMessages, { messages: flow.ui.messages }),
			state.error ? /* @__PURE__ */ jsx("p", {
				className: settings_module_default.error,
				role: "alert",
				children: state.error
			}) : null,
			hasGroup(nodes, "password") ? /* @__PURE__ */ jsxs(Section, {
				id: "settings-password",
				title: t("identity.settings.password.title"),
				children: [/* @__PURE__ */ jsx(GroupForm, {
					state,
					flow,
					group: "password",
					label: t("identity.settings.password.title")
				}), /* @__PURE__ */ jsx(OtherSessionsNotice, {})]
			}) : null,
			/* @__PURE__ */ jsxs(Section, {
				id: "settings-two-factor",
				title: t("identity.settings.twoFactor.title"),
				children: [twoFactor.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: settings_module_default.muted,
					children: t("identity.settings.twoFactor.none")
				}) : null, twoFactor.map((item) => /* @__PURE__ */ jsxs("div", {
					className: settings_module_default.part,
					children: [/* @__PURE__ */ jsx("h3", {
						className: settings_module_default.subheading,
						children: item.title
					}), /* @__PURE__ */ jsx(GroupForm, {
						state,
						flow,
						group: item.group,
						label: item.title
					})]
				}, item.group))]
			})
		]
	});
}
// src/features/auth/api/keys.ts
/** Query keys of the identity screens. */
var identityKeys = { 
/** The current session and the visitor's other sessions. */
sessions: ["identity", "sessions"] };
// src/features/auth/api/disable-my-other-sessions.ts
/** DELETE /sessions: ends every session but the current one (product §7). */
function disableMyOtherSessions() {
	return identityApi().disableMyOtherSessions({});
}
/** Signs every other session out; the session list follows. */
function useDisableMyOtherSessions(config) {
	return useApiMutation(disableMyOtherSessions, [identityKeys.sessions], config);
}
// src/features/auth/api/disable-my-session.ts
/** DELETE /sessions/{id} (product §7). */
function disableMySession(id) {
	return identityApi().disableMySession({ id });
}
/** Signs one other session out; the session list follows. */
function useDisableMySession(config) {
	return useApiMutation(disableMySession, [identityKeys.sessions], config);
}
// src/features/auth/api/list-my-sessions.ts
async function withLastUse(response) {
	const raw = await response.raw.clone().json();
	const value = await response.value();
	const lastUseOf = (item) => typeof item === "object" && item !== null && "last_used_at" in item && typeof item.last_used_at === "string" ? { last_used_at: item.last_used_at } : {};
	if (Array.isArray(value)) return value.map((session, index) => ({
		...session,
		...lastUseOf(Array.isArray(raw) ? raw[index] : void 0)
	}));
	return {
		...value,
		...lastUseOf(raw)
	};
}
/** GET /sessions: the visitor's other active sessions (product §7). */
async function listMySessions(params = {}) {
	return withLastUse(await identityApi().listMySessionsRaw(params));
}
/** GET /sessions/whoami, as the session list shows the current session. */
async function currentSession() {
	return withLastUse(await identityApi().toSessionRaw({}));
}
/** The current session and the others (the list may repeat the current one: it is left out). */
var mySessionsQueryOptions = () => queryOptions({
	queryKey: identityKeys.sessions,
	queryFn: async () => {
		const [current, others] = await Promise.all([currentSession(), listMySessions()]);
		return {
			current,
			others: others.filter((session) => session.id !== current.id)
		};
	}
});
// src/features/auth/settings/user-agent.ts
var kinds = /* @__PURE__ */ new Set([
	"desktop",
	"mobile",
	"tablet",
	"tv",
	"bot"
]);
/**
* A session's user agent read by bowser (MIT, maintained; parsed here because the identity
* service's sessions, Kratos's or ours, carry only the raw string). Undefined when the
* string names neither a browser nor a system (curl, an empty agent).
*/
function describeUserAgent(userAgent) {
	if (!userAgent?.trim()) return void 0;
	const { browser, os, platform } = Bowser.parse(userAgent);
	const major = browser.version?.split(".")[0];
	const osVersion = os.versionName ?? os.version;
	const description = {
		browser: browser.name ? [browser.name, major].filter(Boolean).join(" ") : void 0,
		os: os.name ? [os.name, osVersion].filter(Boolean).join(" ") : void 0,
		kind: platform.type && kinds.has(platform.type) ? platform.type : void 0,
		model: platform.model
	};
	return description.browser || description.os ? description : void 0;
}
// src/features/auth/settings/sessions-section.tsx
/** The session's device in words: "Chrome 131 on Windows 10", and "iPhone" or "Computer"; the raw agent when unparsed. */
function useDeviceText(userAgent) {
	const { t } = useTranslation();
	const device = describeUserAgent(userAgent);
	if (!device) return { name: userAgent || t("identity.settings.sessions.unknownDevice") };
	return {
		name: device.browser && device.os ? t("identity.settings.sessions.browserOn", {
			browser: device.browser,
			os: device.os
		}) : device.browser ?? device.os ?? "",
		kind: device.model ?? (device.kind && device.kind !== "bot" ? t(`identity.settings.sessions.devices.${device.kind}`) : void 0)
	};
}
function SessionItem({ session, current, onRevoke, busy }) {
	const { t, i18n } = useTranslation();
	const device = session.devices?.[0];
	const { name, kind } = useDeviceText(device?.user_agent);
	const signedIn = session.authenticated_at ?? session.issued_at;
	const place = [
		kind,
		device?.ip_address ? t("identity.settings.sessions.ip", { ip: device.ip_address }) : void 0,
		device?.location
	].filter(Boolean);
	return /* @__PURE__ */ jsxs("li", {
		className: settings_module_default.session,
		children: [/* @__PURE__ */ jsxs("div", {
			className: settings_module_default.sessionText,
			children: [
				/* @__PURE__ */ jsxs("span", {
					className: settings_module_default.sessionName,
					children: [/* @__PURE__ */ jsx("strong", {
						title: device?.user_agent,
						children: name
					}), current ? /* @__PURE__ */ jsx(Badge, {
						tone: "info",
						children: t("identity.settings.sessions.current")
					}) : null]
				}),
				place.length > 0 ? /* @__PURE__ */ jsx("span", {
					className: settings_module_default.muted,
					children: place.join(" · ")
				}) : null,
				session.last_used_at ? /* @__PURE__ */ jsx("span", {
					className: settings_module_default.muted,
					children: t("identity.settings.sessions.lastUsed", { time: formatDateTime(session.last_used_at, i18n.language) })
				}) : null,
				signedIn ? /* @__PURE__ */ jsx("span", {
					className: settings_module_default.muted,
					children: t("identity.settings.sessions.signedIn", { time: formatDateTime(signedIn, i18n.language) })
				}) : null,
				session.expires_at ? /* @__PURE__ */ jsx("span", {
					className: settings_module_default.muted,
					children: t("identity.settings.sessions.expires", { time: formatDateTime(session.expires_at, i18n.language) })
				}) : null
			]
		}), onRevoke ? /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			onClick: onRevoke,
			disabled: busy,
			children: t("identity.settings.sessions.revoke")
		}) : null]
	});
}
/**
* Active sessions: the current one ("This device") and the others, each with browser,
* system and device from its user agent, IP address, last use (where the identity service
* says), sign-in and expiry; end one or all others.
*/
function SessionsSection() {
	const { t } = useTranslation();
	const sessions = useQuery(mySessionsQueryOptions());
	const failed = () => toast.error(t("toasts.error"), { description: t("toasts.errorDescription") });
	const revoke = useDisableMySession({
		onSuccess: () => toast.success(t("identity.settings.sessions.revoked")),
		onError: failed
	});
	const revokeAll = useDisableMyOtherSessions({
		onSuccess: () => toast.success(t("identity.settings.sessions.revokedAll")),
		onError: failed
	});
	const busy = revoke.isPending || revokeAll.isPending;
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": "settings-sessions",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "settings-sessions",
				className: card_module_default.heading,
				children: t("identity.settings.sessions.title")
			}),
			sessions.isPending ? /* @__PURE__ */ jsx("p", {
				className: settings_module_default.muted,
				role: "status",
				children: t("identity.loading")
			}) : null,
			sessions.isError ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: t("identity.settings.sessions.error")
			}) : null,
			sessions.data ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsx("ul", {
					className: settings_module_default.sessions,
					children: /* @__PURE__ */ jsx(SessionItem, {
						session: sessions.data.current,
						current: true,
						busy
					})
				}),
				/* @__PURE__ */ jsx("h3", {
					className: settings_module_default.subheading,
					children: t("identity.settings.sessions.others")
				}),
				sessions.data.others.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: settings_module_default.muted,
					children: t("identity.settings.sessions.none")
				}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("ul", {
					className: settings_module_default.sessions,
					children: sessions.data.others.map((session) => /* @__PURE__ */ jsx(SessionItem, {
						session,
						current: false,
						busy,
						onRevoke: () => revoke.mutate(session.id)
					}, session.id))
				}), /* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
					kind: "transparent",
					onClick: () => revokeAll.mutate(),
					disabled: busy,
					children: t("identity.settings.sessions.revokeAll")
				}) })] })
			] }) : null
		]
	});
}
// src/features/notifications/api/keys.ts
/** Query keys of notifications: they hang off the identity. */
var notificationKeys = {
	preferences: (userId) => [
		"identity",
		userId,
		"notifications",
		"preferences"
	],
	telegramInvite: (userId) => [
		"identity",
		userId,
		"telegram",
		"invite"
	],
	telegramChat: (userId) => [
		"identity",
		userId,
		"telegram",
		"chat"
	],
	/** A miner account's alert thresholds hang off the account. */
	alerts: (minerId) => [
		"miners",
		minerId,
		"alerts"
	]
};
// src/features/notifications/api/get-preferences.ts
/** GET /identity/{userId}/notifications/preferences: every event on every channel. */
async function getPreferences(userId, signal) {
	const body = await apiRequest(`/identity/${encodeURIComponent(userId)}/notifications/preferences`, { signal });
	return notificationPreferencesSchema.parse(body);
}
var preferencesQueryOptions = (userId) => queryOptions({
	queryKey: notificationKeys.preferences(userId),
	queryFn: ({ signal }) => getPreferences(userId, signal)
});
// src/features/notifications/api/alert-settings.ts
/** GET /miners/{id}/alerts: the account's alert thresholds (the defaults until its owners set them). */
async function getAlertSettings(minerId, signal) {
	return alertSettingsSchema.parse(await apiRequest(`/miners/${encodeURIComponent(minerId)}/alerts`, { signal }));
}
var alertSettingsQueryOptions = (minerId) => queryOptions({
	queryKey: notificationKeys.alerts(minerId),
	queryFn: ({ signal }) => getAlertSettings(minerId, signal)
});
/** PUT /miners/{id}/alerts: all three thresholds; the answer is what is stored. */
async function putAlertSettings(minerId, settings) {
	const body = await apiRequest(`/miners/${encodeURIComponent(minerId)}/alerts`, {
		method: "PUT",
		body: settings
	});
	return alertSettingsSchema.parse(body);
}
function useSaveAlertSettings(minerId, config) {
	const queryClient = useQueryClient();
	return useApiMutation((settings) => putAlertSettings(minerId, settings), [notificationKeys.alerts(minerId)], {
		...config,
		onSuccess: (...args) => {
			queryClient.setQueryData(notificationKeys.alerts(minerId), args[0]);
			return config?.onSuccess?.(...args);
		}
	});
}
var notifications_module_default = {
	tableWrap: "_tableWrap_1awvi_1",
	table: "_table_1awvi_1",
	channel: "_channel_1awvi_27",
	eventName: "_eventName_1awvi_35",
	note: "_note_1awvi_40",
	muted: "_muted_1awvi_47",
	error: "_error_1awvi_54",
	box: "_box_1awvi_59",
	section: "_section_1awvi_65",
	actions: "_actions_1awvi_71",
	link: "_link_1awvi_78",
	alerts: "_alerts_1awvi_82",
	alert: "_alert_1awvi_82"
};
// src/features/notifications/components/alert-thresholds.tsx
/** The number each alert's threshold is kept in. */
var valueField = {
	hashrate_drop: "percent",
	workers_down: "count",
	no_shares: "minutes"
};
var draftOf = (settings) => ({
	hashrate_drop: {
		enabled: settings.hashrate_drop.enabled,
		value: String(settings.hashrate_drop.percent)
	},
	workers_down: {
		enabled: settings.workers_down.enabled,
		value: String(settings.workers_down.count)
	},
	no_shares: {
		enabled: settings.no_shares.enabled,
		value: String(settings.no_shares.minutes)
	}
});
/**
* The active miner account's alert thresholds (the "Alerts" notices): each alert on or off
* with its number, checked against the contract's bounds here and again by the server, whose
* field errors show beside their fields. Its owners and admins change them; others read them.
*/
function AlertThresholds({ minerId, canManage }) {
	const settings = useQuery(alertSettingsQueryOptions(minerId));
	if (!settings.data) return null;
	return /* @__PURE__ */ jsx(ThresholdsForm, {
		minerId,
		canManage,
		stored: settings.data
	}, JSON.stringify(settings.data));
}
function ThresholdsForm({ minerId, canManage, stored }) {
	const { t } = useTranslation();
	const headingId = useId();
	const [draft, setDraft] = useState(() => draftOf(stored));
	const [errors, setErrors] = useState({});
	const formErrors = useFormErrors();
	const save = useSaveAlertSettings(minerId, {
		onSuccess: () => toast.success(t("alerts.saved")),
		onError: (error) => {
			const shown = formErrors(error);
			if (Object.keys(shown.fields).length > 0) return setErrors(shown.fields);
			toast.error(shown.form ?? t("toasts.error"));
		}
	});
	const submit = (event) => {
		event.preventDefault();
		const found = {};
		for (const kind of alertKinds) {
			const value = Number(draft[kind].value);
			const { min, max } = alertBounds[kind];
			const name = `${kind}.${valueField[kind]}`;
			if (draft[kind].value.trim() === "" || !Number.isInteger(value)) found[name] = t("fieldErrors.invalid_input");
			else if (value < min) found[name] = t("fieldErrors.min_threshold", { min });
			else if (value > max) found[name] = t("fieldErrors.max_threshold", { max });
		}
		setErrors(found);
		if (Object.keys(found).length > 0) return;
		save.mutate({
			hashrate_drop: {
				enabled: draft.hashrate_drop.enabled,
				percent: Number(draft.hashrate_drop.value)
			},
			workers_down: {
				enabled: draft.workers_down.enabled,
				count: Number(draft.workers_down.value)
			},
			no_shares: {
				enabled: draft.no_shares.enabled,
				minutes: Number(draft.no_shares.value)
			}
		});
	};
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: card_module_default.heading,
				children: t("alerts.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: notifications_module_default.muted,
				children: t("alerts.description")
			}),
			/* @__PURE__ */ jsxs("form", {
				className: notifications_module_default.alerts,
				onSubmit: submit,
				noValidate: true,
				"aria-labelledby": headingId,
				children: [alertKinds.map((kind) => {
					const name = `${kind}.${valueField[kind]}`;
					return /* @__PURE__ */ jsxs("fieldset", {
						className: notifications_module_default.alert,
						disabled: !canManage,
						children: [
							/* @__PURE__ */ jsx("legend", {
								className: "visually-hidden",
								children: t(`alerts.${kind}.on`)
							}),
							/* @__PURE__ */ jsx(Checkbox, {
								label: t(`alerts.${kind}.on`),
								checked: draft[kind].enabled,
								onChange: (change) => setDraft({
									...draft,
									[kind]: {
										...draft[kind],
										enabled: change.target.checked
									}
								})
							}),
							/* @__PURE__ */ jsx(TextField, {
								label: t(`alerts.${kind}.value`),
								type: "number",
								inputMode: "numeric",
								min: alertBounds[kind].min,
								max: alertBounds[kind].max,
								step: 1,
								value: draft[kind].value,
								onChange: (change) => setDraft({
									...draft,
									[kind]: {
										...draft[kind],
										value: change.target.value
									}
								}),
								messages: errors[name] ? [{
									key: "error",
									text: errors[name],
									type: "error"
								}] : []
							})
						]
					}, kind);
				}), canManage ? /* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: save.isPending,
					children: t("alerts.save")
				}) : /* @__PURE__ */ jsx("p", {
					className: notifications_module_default.muted,
					children: t("alerts.ownersOnly")
				})]
			})
		]
	});
}
// src/features/notifications/api/update-preferences.ts
/** PUT /identity/{userId}/notifications/preferences: the switches to change; the answer is the whole set. */
async function updatePreferences(userId, body) {
	const answer = await apiRequest(`/identity/${encodeURIComponent(userId)}/notifications/preferences`, {
		method: "PUT",
		body
	});
	return notificationPreferencesSchema.parse(answer);
}
/** Saves switches; the table shows the stored set as soon as the server answers. */
function useUpdatePreferences(userId, config) {
	const queryClient = useQueryClient();
	return useApiMutation((body) => updatePreferences(userId, body), [notificationKeys.preferences(userId)], {
		...config,
		onSuccess: (...args) => {
			queryClient.setQueryData(notificationKeys.preferences(userId), args[0]);
			return config?.onSuccess?.(...args);
		}
	});
}
// src/features/notifications/components/notification-preferences.tsx
/**
* The events × channels table of /settings/notifications (product §3): each switch is saved
* the moment it changes, with a toast. Without a Telegram bot on the pool, Telegram's column
* says it is unavailable and why, in place of its switches.
*/
function NotificationPreferencesTable({ userId }) {
	const { t } = useTranslation();
	const captionId = useId();
	const preferences = useQuery(preferencesQueryOptions(userId));
	const [saving, setSaving] = useState();
	const update = useUpdatePreferences(userId, {
		onSuccess: () => toast.success(t("toasts.success")),
		onError: () => toast.error(t("toasts.error"), { description: t("toasts.errorDescription") }),
		onSettled: () => setSaving(void 0)
	});
	if (preferences.isPending) return /* @__PURE__ */ jsx("p", {
		className: notifications_module_default.muted,
		children: t("notifications.loading")
	});
	if (preferences.isError) return /* @__PURE__ */ jsx("p", {
		className: notifications_module_default.error,
		children: t("notifications.loadFailed")
	});
	const { telegram_available: telegramAvailable } = preferences.data;
	const switchOf = (event, channel) => preferences.data.preferences.find((item) => item.event === event && item.channel === channel);
	return /* @__PURE__ */ jsx("div", {
		className: notifications_module_default.tableWrap,
		children: /* @__PURE__ */ jsxs("table", {
			className: notifications_module_default.table,
			"aria-describedby": captionId,
			children: [
				/* @__PURE__ */ jsx("caption", {
					id: captionId,
					className: "visually-hidden",
					children: t("notifications.tableCaption")
				}),
				/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t("notifications.event")
				}), notificationChannels.map((channel) => /* @__PURE__ */ jsxs("th", {
					scope: "col",
					children: [/* @__PURE__ */ jsx("span", {
						className: notifications_module_default.channel,
						children: t(`notifications.channels.${channel}`)
					}), channel === "telegram" && !telegramAvailable ? /* @__PURE__ */ jsx("span", {
						className: notifications_module_default.note,
						children: t("notifications.telegramUnavailable")
					}) : null]
				}, channel))] }) }),
				/* @__PURE__ */ jsx("tbody", { children: notificationEvents.map((event) => /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsxs("th", {
					scope: "row",
					children: [/* @__PURE__ */ jsx("span", {
						className: notifications_module_default.eventName,
						children: t(`notifications.events.${event}.title`)
					}), /* @__PURE__ */ jsx("span", {
						className: notifications_module_default.muted,
						children: t(`notifications.events.${event}.description`)
					})]
				}), notificationChannels.map((channel) => {
					const item = switchOf(event, channel);
					if (channel === "telegram" && !telegramAvailable) return /* @__PURE__ */ jsx("td", {
						className: notifications_module_default.muted,
						children: t("notifications.telegramCell")
					}, channel);
					return /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx("input", {
						type: "checkbox",
						className: notifications_module_default.box,
						"aria-label": t("notifications.switchLabel", {
							event: t(`notifications.events.${event}.title`),
							channel: t(`notifications.channels.${channel}`)
						}),
						checked: saving?.event === event && saving.channel === channel ? saving.enabled : item?.enabled ?? false,
						disabled: item?.required || saving !== void 0,
						title: item?.required ? t("notifications.required") : void 0,
						onChange: (change) => {
							const next = {
								event,
								channel,
								enabled: change.target.checked
							};
							setSaving(next);
							update.mutate({ preferences: [next] });
						}
					}) }, channel);
				})] }, event)) })
			]
		})
	});
}
// src/features/notifications/api/telegram.ts
var base = (userId) => `/identity/${encodeURIComponent(userId)}/telegram`;
/** GET /identity/{userId}/telegram/invites/current: the working deep link, or null. */
async function getTelegramInvite(userId, signal) {
	return currentTelegramInviteSchema.parse(await apiRequest(`${base(userId)}/invites/current`, { signal }));
}
/** GET /identity/{userId}/telegram/chats/current: the linked chat, or null. */
async function getTelegramChat(userId, signal) {
	return currentTelegramChatSchema.parse(await apiRequest(`${base(userId)}/chats/current`, { signal }));
}
var telegramInviteQueryOptions = (userId) => queryOptions({
	queryKey: notificationKeys.telegramInvite(userId),
	queryFn: ({ signal }) => getTelegramInvite(userId, signal)
});
var telegramChatQueryOptions = (userId) => queryOptions({
	queryKey: notificationKeys.telegramChat(userId),
	queryFn: ({ signal }) => getTelegramChat(userId, signal)
});
/** POST /identity/{userId}/telegram/invites: a new deep link, or the current one while it works. */
async function createTelegramInvite(userId) {
	return telegramInviteSchema.parse(await apiRequest(`${base(userId)}/invites`, { method: "POST" }));
}
/** DELETE /identity/{userId}/telegram/chats: unlinks the chat (the bot says goodbye). */
async function unlinkTelegramChat(userId) {
	await apiRequest(`${base(userId)}/chats`, { method: "DELETE" });
}
// src/features/notifications/api/create-telegram-invite.ts
/** Makes (or gets back) the deep link; the page shows it from the invite query. */
function useCreateTelegramInvite(userId, config) {
	return useApiMutation(() => createTelegramInvite(userId), [notificationKeys.telegramInvite(userId)], config);
}
// src/features/notifications/api/unlink-telegram-chat.ts
/** Unlinks the user's chat; the chat and invite queries follow. */
function useUnlinkTelegramChat(userId, config) {
	return useApiMutation(() => unlinkTelegramChat(userId), [notificationKeys.telegramChat(userId), notificationKeys.telegramInvite(userId)], config);
}
// src/features/notifications/components/telegram-link.tsx
/** While a link waits to be opened, the page asks this often whether the chat is linked. */
var linkPollMs = 3e3;
/**
* The Telegram chat of the user: the deep link to open in Telegram (one-time, 15 minutes),
* the linked chat once the bot got /start, and unlinking it.
*/
function TelegramLink({ userId }) {
	const { t, i18n } = useTranslation();
	const headingId = useId();
	const invite = useQuery(telegramInviteQueryOptions(userId));
	const waiting = Boolean(invite.data?.invite);
	const chat = useQuery({
		...telegramChatQueryOptions(userId),
		refetchInterval: (query) => waiting && !query.state.data?.chat ? linkPollMs : false
	});
	const failed = () => toast.error(t("toasts.error"), { description: t("toasts.errorDescription") });
	const create = useCreateTelegramInvite(userId, { onError: failed });
	const unlink = useUnlinkTelegramChat(userId, {
		onSuccess: () => toast.success(t("toasts.success")),
		onError: failed
	});
	const linked = chat.data?.chat;
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${notifications_module_default.section}`,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: card_module_default.heading,
				children: t("notifications.telegram.title")
			}),
			chat.isPending ? /* @__PURE__ */ jsx("p", {
				className: notifications_module_default.muted,
				children: t("notifications.loading")
			}) : null,
			linked ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", {
				role: "status",
				children: linked.username ? t("notifications.telegram.linkedAs", {
					username: linked.username,
					date: formatDateTime(linked.linked_at, i18n.language)
				}) : t("notifications.telegram.linked", { date: formatDateTime(linked.linked_at, i18n.language) })
			}), /* @__PURE__ */ jsx("div", {
				className: notifications_module_default.actions,
				children: /* @__PURE__ */ jsx(Button, {
					kind: "transparent",
					disabled: unlink.isPending,
					onClick: () => unlink.mutate(),
					children: t("notifications.telegram.unlink")
				})
			})] }) : chat.isSuccess ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", {
				className: notifications_module_default.muted,
				children: t("notifications.telegram.howTo")
			}), invite.data?.invite ? /* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("a", {
				className: notifications_module_default.link,
				href: invite.data.invite.url,
				target: "_blank",
				rel: "noreferrer",
				children: invite.data.invite.url
			}), /* @__PURE__ */ jsx("span", {
				className: notifications_module_default.muted,
				children: t("notifications.telegram.expires", { date: formatDateTime(invite.data.invite.expires_at, i18n.language) })
			})] }) : /* @__PURE__ */ jsx("div", {
				className: notifications_module_default.actions,
				children: /* @__PURE__ */ jsx(Button, {
					disabled: create.isPending,
					onClick: () => create.mutate(),
					children: t("notifications.telegram.getLink")
				})
			})] }) : null
		]
	});
}
// src/features/promocodes/api/get-miner-promocode.ts
/** GET /miners/{miner_id}/promocode: the code in force today, or null. */
async function getMinerPromoCode(minerId, signal) {
	return minerPromoCodeSchema.parse(await apiRequest(`/miners/${minerId}/promocode`, { signal }));
}
var minerPromoCodeQueryOptions = (minerId) => queryOptions({
	queryKey: promoCodeKeys.inForce(minerId),
	queryFn: ({ signal }) => getMinerPromoCode(minerId, signal)
});
// src/features/promocodes/components/promo-code-section.tsx
/**
* The settings' promo code section of a miner account: the code in force today, what it
* does to the pool fee and until when, and a field to apply another (the newest wins).
*/
function PromoCodeSection({ minerId, canApply }) {
	const { t, i18n } = useTranslation();
	const headingId = useId();
	const current = useQuery(minerPromoCodeQueryOptions(minerId));
	const [code, setCode] = useState("");
	const [error, setError] = useState();
	const refusalText = usePromoRefusalText();
	const apply = useApplyPromoCode(minerId, {
		onSuccess: () => {
			setCode("");
			toast.success(t("toasts.success"));
		},
		onError: (failure) => setError(refusalText(failure))
	});
	const submit = (event) => {
		event.preventDefault();
		setError(void 0);
		if (!code.trim()) {
			setError(t("fieldErrors.required"));
			return;
		}
		apply.mutate(code.trim());
	};
	const promo = current.data?.promo;
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: card_module_default.heading,
				children: t("promocodes.miner.title")
			}),
			current.isError ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: t("promocodes.miner.error")
			}) : null,
			current.data ? promo ? /* @__PURE__ */ jsxs("p", { children: [
				t("promocodes.miner.inForce", { code: promo.code }),
				" ",
				/* @__PURE__ */ jsx(PromoEffect, { promo }),
				".",
				" ",
				promo.ends_on ? t("promocodes.miner.until", {
					from: formatDay(promo.starts_on, i18n.language),
					to: formatDay(promo.ends_on, i18n.language)
				}) : t("promocodes.miner.perpetual", { from: formatDay(promo.starts_on, i18n.language) })
			] }) : /* @__PURE__ */ jsx("p", {
				className: promocodes_module_default.muted,
				children: t("promocodes.miner.none")
			}) : null,
			canApply ? /* @__PURE__ */ jsxs("form", {
				className: promocodes_module_default.applyForm,
				onSubmit: submit,
				noValidate: true,
				children: [/* @__PURE__ */ jsx(TextField, {
					label: t("promocodes.miner.codeLabel"),
					value: code,
					autoComplete: "off",
					autoCapitalize: "characters",
					spellCheck: false,
					messages: [...error ? [{
						key: "error",
						text: error,
						type: "error"
					}] : [], {
						key: "hint",
						text: t("promocodes.miner.hint")
					}],
					onChange: (event) => {
						setCode(event.target.value);
						setError(void 0);
					}
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: apply.isPending,
					children: t("promocodes.miner.apply")
				})]
			}) : null
		]
	});
}
// src/features/session/api/request-removal.ts
/** DELETE /miners/{miner_id}: the owner asks for the account's removal. */
function requestRemoval(minerId) {
	return apiRequest(`/miners/${encodeURIComponent(minerId)}`, { method: "DELETE" });
}
var remove_account_module_default = {
	section: "_section_1gim3_1",
	title: "_title_1gim3_12",
	text: "_text_1gim3_17"
};
// src/features/session/components/remove-account.tsx
/**
* Product §4: the owner of the active miner account asks for its removal, after the app's
* own confirmation. Sensitive, so the backend may first want a fresh second factor (the
* dialog opens by itself).
*/
function RemoveAccount() {
	const { t } = useTranslation();
	const { data: identity } = useQuery(identityQueryOptions);
	const [pending, setPending] = useState(false);
	const [confirming, setConfirming] = useState(false);
	const active = identity && activePermissionOf(identity.permissions);
	if (!active?.account_id || !menuOf(identity, active).includes("account_removal")) return null;
	const minerId = active.account_id;
	const remove = async () => {
		setConfirming(false);
		setPending(true);
		try {
			await requestRemoval(minerId);
			toast.success(t("account.removalRequested"));
		} catch (error) {
			const code = error instanceof ApiError ? error.code : "unexpected";
			toast.error(t(`errors.codes.${code}`, { defaultValue: t("toasts.error") }), { description: t("toasts.errorDescription") });
		} finally {
			setPending(false);
		}
	};
	return /* @__PURE__ */ jsxs("section", {
		className: remove_account_module_default.section,
		"aria-labelledby": "remove-account-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "remove-account-title",
				className: remove_account_module_default.title,
				children: t("account.removeTitle")
			}),
			/* @__PURE__ */ jsx("p", {
				className: remove_account_module_default.text,
				children: t("account.removeText")
			}),
			/* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				disabled: pending,
				onClick: () => setConfirming(true),
				children: t("account.remove")
			}),
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: confirming,
				title: t("account.removeConfirm", { name: active.account_name }),
				confirmLabel: t("account.remove"),
				pending,
				onConfirm: () => void remove(),
				onClose: () => setConfirming(false),
				children: /* @__PURE__ */ jsx("p", { children: t("account.removeText") })
			})
		]
	});
}
// src/features/wallets/api/create-wallet-address.ts
/**
* POST /wallets/{wallet_id}/addresses: the new payout address; payouts pause for a day.
* The server may want a fresh second factor first: the api client asks for it and retries;
* a user without one sends the code e-mailed for the change (403 confirmation_code_required without).
*/
function createWalletAddress(walletId, body) {
	return apiRequest(`/wallets/${encodeURIComponent(walletId)}/addresses`, {
		method: "POST",
		body
	});
}
// src/features/wallets/api/create-wallet-limit.ts
/**
* POST /wallets/{wallet_id}/min-payments or /max-payments: a new limit in satoshi (a
* maximum of 0 lifts the limit). A fresh second factor, or the e-mailed code, as for addresses.
*/
function createWalletLimit(walletId, kind, body) {
	return apiRequest(`/wallets/${encodeURIComponent(walletId)}/${kind}`, {
		method: "POST",
		body
	});
}
// src/features/wallets/api/keys.ts
/**
* Query keys of a miner account's wallet. They hang off the account
* (`['miners', id, 'wallet', …]`), so switching account invalidates by prefix.
*/
var walletKeys = {
	wallet: (minerId) => [
		"miners",
		minerId,
		"wallet"
	],
	addresses: (minerId, walletId) => [
		"miners",
		minerId,
		"wallet",
		walletId,
		"addresses"
	],
	limits: (minerId, walletId, kind) => [
		"miners",
		minerId,
		"wallet",
		walletId,
		kind
	]
};
// src/features/wallets/api/get-miner-wallet.ts
/** GET /miners/{id}: the account with its wallets; product §3 says the first one is used. */
async function getMinerWallet(minerId, signal) {
	const body = await apiRequest(`/miners/${encodeURIComponent(minerId)}`, { signal });
	return minerDetailSchema.parse(body).wallets[0] ?? null;
}
var minerWalletQueryOptions = (minerId) => queryOptions({
	queryKey: walletKeys.wallet(minerId),
	queryFn: ({ signal }) => getMinerWallet(minerId, signal)
});
// src/features/wallets/payout-limits.ts
/**
* The server's rules, checked before asking it (product §5): a minimum payment of at least
* the floor and not above a set maximum; a maximum of 0 (no limit) or at least the minimum.
*/
function limitProblem(kind, satoshi, wallet) {
	if (satoshi > 0x775f05a074000) return {
		rule: "lte",
		value: maxSatoshi
	};
	if (kind === "min") {
		if (satoshi < 1e4) return {
			rule: "gte",
			value: minimumPayoutFloor
		};
		if (wallet.max_payment !== 0 && satoshi > wallet.max_payment) return {
			rule: "lte",
			value: wallet.max_payment
		};
		return;
	}
	if (satoshi !== 0 && satoshi < wallet.min_payment) return {
		rule: "gte",
		value: wallet.min_payment
	};
}
// src/features/wallets/field-error.ts
/**
* A server field error of product §5 in the reader's language. Thresholds come as satoshi
* in `value` and read as BTC; an address error names its currency and network.
*/
function fieldErrorText(field, t, language) {
	const bound = typeof field.value === "number" ? formatBtc(field.value, language) : field.value;
	return t(`fieldErrors.${field.code}`, {
		...field,
		min: bound,
		max: bound,
		defaultValue: t("fieldErrors.invalid_input")
	});
}
// src/features/wallets/api/send-wallet-change-code.ts
/**
* POST /wallets/{wallet_id}/confirmation-codes: e-mails the user a six-digit code for this
* one change (users without a second factor confirm wallet changes with it).
*/
async function sendWalletChangeCode(walletId, body) {
	const answer = await apiRequest(`/wallets/${encodeURIComponent(walletId)}/confirmation-codes`, {
		method: "POST",
		body
	});
	return walletChangeCodeSentSchema.parse(answer);
}
var wallets_module_default = {
	muted: "_muted_1k3og_1",
	facts: "_facts_1k3og_7",
	fact: "_fact_1k3og_7",
	wideFact: "_wideFact_1k3og_21",
	code: "_code_1k3og_36",
	forms: "_forms_1k3og_41",
	form: "_form_1k3og_41",
	formField: "_formField_1k3og_56",
	formButton: "_formButton_1k3og_62",
	histories: "_histories_1k3og_66",
	history: "_history_1k3og_72",
	summary: "_summary_1k3og_78",
	historyList: "_historyList_1k3og_88",
	historyItem: "_historyItem_1k3og_97",
	state: "_state_1k3og_105",
	stateText: "_stateText_1k3og_112",
	walletSkeleton: "_walletSkeleton_1k3og_117",
	newValue: "_newValue_1k3og_130"
};
// src/features/wallets/components/change-form.tsx
/**
* One wallet setting to change: a field and a button, then a confirmation that shows the
* change in full (and asks for a second factor or an e-mailed code). The server's field
* errors show next to the field; a success says so in a toast.
*/
function ChangeForm({ label, hint, submitLabel, field, inputMode, walletId, confirmTitle, describe, codeRequest, onSubmit, onDone }) {
	const { t, i18n } = useTranslation();
	const form = useForm({
		resolver: zodResolver(z.object({ value: field })),
		defaultValues: { value: "" }
	});
	const [pending, setPending] = useState();
	const ask = (askedAt) => form.handleSubmit(({ value }) => setPending({
		value,
		attempt: (pending?.attempt ?? 0) + 1,
		askedAt
	}));
	const error = form.formState.errors.value?.message;
	const messages = [...error ? [{
		key: "error",
		text: error,
		type: "error"
	}] : [], ...hint ? [{
		key: "hint",
		text: hint
	}] : []];
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("form", {
		className: wallets_module_default.form,
		onSubmit: (event) => void ask(Date.now())(event),
		noValidate: true,
		children: [/* @__PURE__ */ jsx(TextField, {
			label,
			inputMode,
			autoComplete: "off",
			spellCheck: false,
			messages,
			className: wallets_module_default.formField,
			...form.register("value")
		}), /* @__PURE__ */ jsx(Button, {
			type: "submit",
			className: wallets_module_default.formButton,
			children: submitLabel
		})]
	}), pending ? /* @__PURE__ */ jsx(ConfirmChangeDialog, {
		title: confirmTitle,
		requestCode: () => sendWalletChangeCode(walletId, codeRequest(pending.value)),
		isCode: (text) => walletChangeCodeSchema.safeParse(text).success,
		submit: (code) => onSubmit(pending.value, code),
		onDone: () => {
			setPending(void 0);
			toast.success(t("toasts.success"));
			form.reset();
			onDone();
		},
		onValueError: (serverField) => {
			setPending(void 0);
			form.setError("value", {
				type: "server",
				message: fieldErrorText(serverField, t, i18n.language)
			}, { shouldFocus: true });
		},
		onClose: () => setPending(void 0),
		children: describe(pending.value, pending.askedAt)
	}, pending.attempt) : null] });
}
/** GET /wallets/{wallet_id}/min-payments or /max-payments: the latest limits, newest first. */
async function listWalletLimits(walletId, kind, signal) {
	const body = await apiRequest(`/wallets/${encodeURIComponent(walletId)}/${kind}`, {
		query: { per_page: 10 },
		signal
	});
	return parseList(walletLimitsResponseSchema, body);
}
var walletLimitsQueryOptions = (minerId, walletId, kind) => queryOptions({
	queryKey: walletKeys.limits(minerId, walletId, kind),
	queryFn: ({ signal }) => listWalletLimits(walletId, kind, signal)
});
// src/features/wallets/api/list-wallet-addresses.ts
/** GET /wallets/{wallet_id}/addresses: the latest addresses, newest first; `current` marks the one in force. */
async function listWalletAddresses(walletId, signal) {
	const body = await apiRequest(`/wallets/${encodeURIComponent(walletId)}/addresses`, {
		query: { per_page: 10 },
		signal
	});
	return parseList(walletAddressesResponseSchema, body);
}
var walletAddressesQueryOptions = (minerId, walletId) => queryOptions({
	queryKey: walletKeys.addresses(minerId, walletId),
	queryFn: ({ signal }) => listWalletAddresses(walletId, signal)
});
// src/features/wallets/components/wallet-history.tsx
/** A wallet setting's latest changes, loaded only when the reader opens them. */
function Disclosure({ title, children }) {
	const [open, setOpen] = useState(false);
	return /* @__PURE__ */ jsxs("details", {
		className: wallets_module_default.history,
		onToggle: (event) => setOpen(event.currentTarget.open),
		children: [/* @__PURE__ */ jsx("summary", {
			className: wallets_module_default.summary,
			children: title
		}), open ? children() : null]
	});
}
function AddressHistory({ minerId, walletId }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(Disclosure, {
		title: t("money.wallet.history.addresses"),
		children: () => /* @__PURE__ */ jsx(AddressEntries, {
			minerId,
			walletId
		})
	});
}
function AddressEntries({ minerId, walletId }) {
	const addresses = useQuery(walletAddressesQueryOptions(minerId, walletId));
	return /* @__PURE__ */ jsx(HistoryEntries, {
		isError: addresses.isError,
		entries: addresses.data?.data.map((item) => ({
			key: `${item.created_at}:${item.address}`,
			value: /* @__PURE__ */ jsx("code", {
				className: wallets_module_default.code,
				children: item.address
			}),
			createdAt: item.created_at,
			current: item.current
		}))
	});
}
var limitTitleKeys = {
	"min-payments": "money.wallet.history.minPayments",
	"max-payments": "money.wallet.history.maxPayments"
};
function LimitHistory({ minerId, walletId, kind }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(Disclosure, {
		title: t(limitTitleKeys[kind]),
		children: () => /* @__PURE__ */ jsx(LimitEntries, {
			minerId,
			walletId,
			kind
		})
	});
}
function LimitEntries({ minerId, walletId, kind }) {
	const { t, i18n } = useTranslation();
	const limits = useQuery(walletLimitsQueryOptions(minerId, walletId, kind));
	return /* @__PURE__ */ jsx(HistoryEntries, {
		isError: limits.isError,
		entries: limits.data?.data.map((item) => ({
			key: item.created_at,
			value: kind === "max-payments" && item.amount === 0 ? t("money.wallet.noLimit") : formatBtc(item.amount, i18n.language),
			createdAt: item.created_at,
			current: item.current
		}))
	});
}
function HistoryEntries({ entries, isError }) {
	const { t, i18n } = useTranslation();
	if (isError) return /* @__PURE__ */ jsx(FormMessage, {
		type: "error",
		children: t("money.wallet.history.error")
	});
	if (!entries) return /* @__PURE__ */ jsx("p", {
		className: wallets_module_default.muted,
		role: "status",
		children: t("common.loading")
	});
	if (entries.length === 0) return /* @__PURE__ */ jsx("p", {
		className: wallets_module_default.muted,
		children: t("money.wallet.history.empty")
	});
	return /* @__PURE__ */ jsx("ul", {
		className: wallets_module_default.historyList,
		children: entries.map((entry) => /* @__PURE__ */ jsxs("li", {
			className: wallets_module_default.historyItem,
			children: [
				entry.value,
				/* @__PURE__ */ jsx("time", {
					dateTime: entry.createdAt,
					className: wallets_module_default.muted,
					children: formatDateTime(entry.createdAt, i18n.language)
				}),
				entry.current ? /* @__PURE__ */ jsx(Badge, {
					tone: "success",
					children: t("money.wallet.history.current")
				}) : null
			]
		}, entry.key))
	});
}
// src/features/wallets/components/wallet-settings.tsx
/**
* Settings of a miner account: its payout wallet (product §3: the first of its wallets),
* the address and the payout limits, with forms to change them and their history.
*/
function WalletSettings({ minerId, canManage }) {
	const { t } = useTranslation();
	const headingId = useId();
	const wallet = useQuery(minerWalletQueryOptions(minerId));
	let body;
	if (wallet.isError && wallet.data === void 0) body = /* @__PURE__ */ jsxs("div", {
		className: wallets_module_default.state,
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", {
			className: wallets_module_default.stateText,
			children: t("money.wallet.error")
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			onClick: () => void wallet.refetch(),
			children: t("common.retry")
		})]
	});
	else if (wallet.data === void 0) body = /* @__PURE__ */ jsx("div", {
		className: `${page_module_default.skeleton} ${wallets_module_default.walletSkeleton}`,
		role: "status",
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("common.loading")
		})
	});
	else if (wallet.data === null) body = /* @__PURE__ */ jsx("p", {
		className: wallets_module_default.muted,
		children: t("money.wallet.noWallet")
	});
	else body = /* @__PURE__ */ jsx(WalletDetails, {
		minerId,
		wallet: wallet.data,
		canManage
	});
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: card_module_default.heading,
				children: t("money.wallet.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: wallets_module_default.muted,
				children: t("money.wallet.description", { time: formatUtcHour(14) })
			}),
			body
		]
	});
}
function WalletDetails({ minerId, wallet, canManage }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const queryClient = useQueryClient();
	const refresh = () => queryClient.invalidateQueries({ queryKey: walletKeys.wallet(minerId) });
	const fields = useMemo(() => {
		const required = t("validation.required");
		const amount = (kind) => z.string().trim().min(1, required).transform((text, ctx) => {
			const satoshi = parseBtc(text);
			if (satoshi === void 0) {
				ctx.addIssue({
					code: "custom",
					message: t("validation.decimal")
				});
				return z.NEVER;
			}
			const problem = limitProblem(kind, satoshi, wallet);
			if (problem) {
				ctx.addIssue({
					code: "custom",
					message: t(`validation.${problem.rule}`, { value: formatBtc(problem.value, language) })
				});
				return z.NEVER;
			}
			return satoshi;
		});
		return {
			address: z.string().trim().min(1, required).max(100, t("validation.max", { value: 100 })),
			min: amount("min"),
			max: amount("max")
		};
	}, [
		t,
		language,
		wallet
	]);
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsxs("dl", {
			className: wallets_module_default.facts,
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: `${wallets_module_default.fact} ${wallets_module_default.wideFact}`,
					children: [/* @__PURE__ */ jsx("dt", { children: t("money.wallet.address") }), /* @__PURE__ */ jsx("dd", { children: wallet.address ? /* @__PURE__ */ jsx("code", {
						className: wallets_module_default.code,
						children: wallet.address
					}) : /* @__PURE__ */ jsx("span", {
						className: wallets_module_default.muted,
						children: t("money.wallet.noAddress")
					}) })]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: wallets_module_default.fact,
					children: [/* @__PURE__ */ jsx("dt", { children: t("money.wallet.minPayment") }), /* @__PURE__ */ jsx("dd", { children: formatBtc(wallet.min_payment, language) })]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: wallets_module_default.fact,
					children: [/* @__PURE__ */ jsx("dt", { children: t("money.wallet.maxPayment") }), /* @__PURE__ */ jsx("dd", { children: wallet.max_payment === 0 ? t("money.wallet.noLimit") : formatBtc(wallet.max_payment, language) })]
				})
			]
		}),
		wallet.paused_until ? /* @__PURE__ */ jsx(FormMessage, {
			type: "info",
			children: t("money.wallet.pausedUntil", { time: formatDateTime(wallet.paused_until, language) })
		}) : null,
		canManage ? /* @__PURE__ */ jsxs("div", {
			className: wallets_module_default.forms,
			children: [
				/* @__PURE__ */ jsx(ChangeForm, {
					label: t("money.wallet.newAddress"),
					submitLabel: t("money.wallet.saveAddress"),
					hint: t("money.wallet.pauseRule"),
					field: fields.address,
					walletId: wallet.id,
					confirmTitle: t("money.wallet.confirm.addressTitle"),
					describe: (address, askedAt) => /* @__PURE__ */ jsxs(Fragment$1, { children: [
						/* @__PURE__ */ jsx("p", { children: t("money.wallet.confirm.newAddress") }),
						/* @__PURE__ */ jsx("code", {
							className: wallets_module_default.newValue,
							children: address
						}),
						/* @__PURE__ */ jsx("p", { children: t("money.wallet.confirm.checkAddress") }),
						wallet.address ? /* @__PURE__ */ jsx("p", { children: t("money.wallet.confirm.pause", {
							count: 24,
							time: formatDateTime(askedAt + 864e5, language)
						}) }) : null
					] }),
					codeRequest: (address) => ({
						kind: "address",
						address
					}),
					onSubmit: (address, code) => createWalletAddress(wallet.id, {
						address,
						code
					}),
					onDone: refresh
				}),
				/* @__PURE__ */ jsx(ChangeForm, {
					label: t("money.wallet.newMinPayment"),
					submitLabel: t("money.wallet.save"),
					hint: t("money.wallet.minHint", { min: formatBtc(minimumPayoutFloor, language) }),
					field: fields.min,
					inputMode: "decimal",
					walletId: wallet.id,
					confirmTitle: t("money.wallet.confirm.minTitle"),
					describe: (amount) => /* @__PURE__ */ jsx(LimitChange, { amount }),
					codeRequest: (amount) => ({
						kind: "min_payment",
						amount
					}),
					onSubmit: (amount, code) => createWalletLimit(wallet.id, "min-payments", {
						amount,
						code
					}),
					onDone: refresh
				}),
				/* @__PURE__ */ jsx(ChangeForm, {
					label: t("money.wallet.newMaxPayment"),
					submitLabel: t("money.wallet.save"),
					hint: t("money.wallet.maxHint"),
					field: fields.max,
					inputMode: "decimal",
					walletId: wallet.id,
					confirmTitle: t("money.wallet.confirm.maxTitle"),
					describe: (amount) => /* @__PURE__ */ jsx(LimitChange, { amount }),
					codeRequest: (amount) => ({
						kind: "max_payment",
						amount
					}),
					onSubmit: (amount, code) => createWalletLimit(wallet.id, "max-payments", {
						amount,
						code
					}),
					onDone: refresh
				})
			]
		}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", {
			className: wallets_module_default.muted,
			children: t("money.wallet.pauseRule")
		}), /* @__PURE__ */ jsx("p", {
			className: wallets_module_default.muted,
			children: t("money.wallet.readOnly")
		})] }),
		/* @__PURE__ */ jsxs("div", {
			className: wallets_module_default.histories,
			children: [
				/* @__PURE__ */ jsx(AddressHistory, {
					minerId,
					walletId: wallet.id
				}),
				/* @__PURE__ */ jsx(LimitHistory, {
					minerId,
					walletId: wallet.id,
					kind: "min-payments"
				}),
				/* @__PURE__ */ jsx(LimitHistory, {
					minerId,
					walletId: wallet.id,
					kind: "max-payments"
				})
			]
		})
	] });
}
/** The new minimum or maximum payout as the confirmation shows it (a maximum of 0: no limit). */
function LimitChange({ amount }) {
	const { t, i18n } = useTranslation();
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: t("money.wallet.confirm.newValue") }), /* @__PURE__ */ jsx("strong", {
		className: wallets_module_default.newValue,
		children: amount === 0 ? t("money.wallet.noLimit") : formatBtc(amount, i18n.language)
	})] });
}
// src/features/watchers/api/keys.ts
/** Query keys of watcher links: a user's links hang off the identity, a miner's off the miner. */
var watcherKeys = {
	ofUser: (userId) => [
		"identity",
		userId,
		"watchers"
	],
	ofMiner: (minerId) => [
		"miners",
		minerId,
		"watchers"
	]
};
// src/features/watchers/api/create-miner-watcher.ts
/** POST /miners/{id}/watchers: a new read-only link to the miner account, with an optional name. */
async function createMinerWatcher(minerId, link) {
	const name = link.name?.trim();
	const body = await apiRequest(`/miners/${encodeURIComponent(minerId)}/watchers`, {
		method: "POST",
		body: name ? {
			name,
			opens: link.opens
		} : { opens: link.opens }
	});
	return watcherSchema.parse(body);
}
/** Creates a link for the miner account; the user's and the account's link lists follow. */
function useCreateMinerWatcher(userId, minerId, config) {
	return useApiMutation((link) => createMinerWatcher(minerId, link), [watcherKeys.ofUser(userId), watcherKeys.ofMiner(minerId)], config);
}
// src/features/watchers/api/delete-user-watcher.ts
/** DELETE /identity/{userId}/watchers/{token}: revokes a link; whoever holds it loses access. */
async function deleteUserWatcher(userId, token) {
	await apiRequest(`/identity/${encodeURIComponent(userId)}/watchers/${encodeURIComponent(token)}`, { method: "DELETE" });
}
/** Revokes one of the user's links; the user's link list follows (the miner's lists hang off the miner). */
function useDeleteUserWatcher(userId, config) {
	return useApiMutation((token) => deleteUserWatcher(userId, token), [watcherKeys.ofUser(userId)], config);
}
// src/features/watchers/api/list-user-watchers.ts
/** GET /identity/{userId}/watchers: the watcher links of every miner account the user has. */
async function listUserWatchers(userId, signal) {
	const body = await apiRequest(`/identity/${encodeURIComponent(userId)}/watchers`, { signal });
	return parseList(watchersResponseSchema, body).data;
}
var userWatchersQueryOptions = (userId) => queryOptions({
	queryKey: watcherKeys.ofUser(userId),
	queryFn: ({ signal }) => listUserWatchers(userId, signal)
});
// src/features/watchers/watcher-link.ts
/** The address a watcher token opens (product §2 /watch/{watcherToken}). */
function watcherLinkOf(token, origin = window.location.origin) {
	return `${origin}/watch/${encodeURIComponent(token)}`;
}
var watcher_links_module_default = {
	muted: "_muted_th8nh_1",
	hint: "_hint_th8nh_2",
	text: "_text_th8nh_12",
	form: "_form_th8nh_16",
	nameField: "_nameField_th8nh_23",
	itemText: "_itemText_th8nh_27",
	link: "_link_th8nh_31",
	itemActions: "_itemActions_th8nh_37",
	actions: "_actions_th8nh_42"
};
// src/features/watchers/components/watcher-links.tsx
/**
* Settings: read-only watcher links. Lists the user's links, creates one for the
* active miner account, copies a link and revokes one after confirmation.
*/
function WatcherLinks({ userId, minerId, minerName, canCreate }) {
	const { t } = useTranslation();
	const headingId = useId();
	const watchers = useQuery(userWatchersQueryOptions(userId));
	const [revoking, setRevoking] = useState();
	const failed = (error) => {
		const code = error instanceof ApiError ? error.code : "unexpected";
		toast.error(t(`errors.codes.${code}`, { defaultValue: t("toasts.error") }), { description: t("toasts.errorDescription") });
	};
	const revoke = useDeleteUserWatcher(userId, {
		onSuccess: () => {
			toast.success(t("watchers.revoked"));
			setRevoking(void 0);
		},
		onError: failed
	});
	const copy = (watcher) => copyToClipboard(watcherLinkOf(watcher.token), t, watcher.name ?? watcher.account_name);
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: card_module_default.heading,
				children: t("watchers.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: watcher_links_module_default.muted,
				children: t("watchers.description")
			}),
			minerId && canCreate ? /* @__PURE__ */ jsx(CreateWatcherForm, {
				userId,
				minerId,
				minerName,
				onError: failed
			}) : /* @__PURE__ */ jsx("p", {
				className: watcher_links_module_default.muted,
				children: t(minerId ? "watchers.ownersOnly" : "watchers.minerOnly")
			}),
			watchers.isPending ? /* @__PURE__ */ jsx("p", {
				className: watcher_links_module_default.muted,
				role: "status",
				children: t("monitoring.loading")
			}) : null,
			watchers.isError ? /* @__PURE__ */ jsx(FormMessage, {
				type: "error",
				children: t("watchers.error")
			}) : null,
			watchers.data?.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: watcher_links_module_default.muted,
				children: t("watchers.empty")
			}) : null,
			watchers.data?.length ? /* @__PURE__ */ jsx("ul", {
				className: list_module_default.list,
				"aria-label": t("watchers.listLabel"),
				children: watchers.data.map((watcher) => /* @__PURE__ */ jsx(WatcherItem, {
					watcher,
					onCopy: () => void copy(watcher),
					onRevoke: () => setRevoking(watcher)
				}, watcher.token))
			}) : null,
			/* @__PURE__ */ jsxs(Dialog, {
				open: revoking !== void 0,
				onClose: () => setRevoking(void 0),
				title: t("watchers.revokeTitle"),
				size: "s",
				children: [/* @__PURE__ */ jsx("p", {
					className: watcher_links_module_default.text,
					children: t("watchers.revokeText", { name: revoking ? revoking.name ?? t("watchers.unnamed") : "" })
				}), /* @__PURE__ */ jsxs("div", {
					className: watcher_links_module_default.actions,
					children: [/* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						onClick: () => setRevoking(void 0),
						disabled: revoke.isPending,
						children: t("watchers.cancel")
					}), /* @__PURE__ */ jsx(Button, {
						onClick: () => revoking && revoke.mutate(revoking.token),
						disabled: revoke.isPending,
						children: t("watchers.revokeConfirm")
					})]
				})]
			})
		]
	});
}
function CreateWatcherForm({ userId, minerId, minerName, onError }) {
	const { t } = useTranslation();
	const [name, setName] = useState("");
	const [opens, setOpens] = useState("workers");
	const create = useCreateMinerWatcher(userId, minerId, {
		onSuccess: () => {
			toast.success(t("watchers.created"));
			setName("");
			setOpens("workers");
		},
		onError
	});
	const submit = (event) => {
		event.preventDefault();
		create.mutate({
			name,
			opens
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		className: watcher_links_module_default.form,
		onSubmit: submit,
		"aria-label": t("watchers.createFormLabel"),
		children: [
			/* @__PURE__ */ jsx(TextField, {
				label: t("watchers.nameLabel"),
				value: name,
				maxLength: 100,
				autoComplete: "off",
				onChange: (event) => setName(event.target.value),
				className: watcher_links_module_default.nameField
			}),
			/* @__PURE__ */ jsx(SelectField, {
				label: t("watchers.opensLabel"),
				value: opens,
				options: watcherOpensSchema.options.map((value) => ({
					value,
					label: t(`watchers.opens.${value}`)
				})),
				onChange: (event) => setOpens(watcherOpensSchema.parse(event.target.value)),
				className: watcher_links_module_default.nameField
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: create.isPending,
				children: t("watchers.create")
			}),
			minerName ? /* @__PURE__ */ jsx("p", {
				className: watcher_links_module_default.hint,
				children: t("watchers.createFor", { name: minerName })
			}) : null
		]
	});
}
function WatcherItem({ watcher, onCopy, onRevoke }) {
	const { t, i18n } = useTranslation();
	const titleId = useId();
	const link = watcherLinkOf(watcher.token);
	const created = formatDateTime(watcher.created_at, i18n.language);
	return /* @__PURE__ */ jsxs("li", {
		className: list_module_default.row,
		"aria-labelledby": titleId,
		children: [/* @__PURE__ */ jsxs("div", {
			className: `${list_module_default.rowText} ${watcher_links_module_default.itemText}`,
			children: [
				/* @__PURE__ */ jsx("strong", {
					id: titleId,
					children: watcher.name ?? t("watchers.unnamed")
				}),
				/* @__PURE__ */ jsx("span", {
					className: watcher_links_module_default.muted,
					children: t("watchers.accountAndDate", {
						account: watcher.account_name,
						time: created
					})
				}),
				/* @__PURE__ */ jsx("span", {
					className: watcher_links_module_default.muted,
					children: t(`watchers.opens.${watcher.opens}`)
				}),
				/* @__PURE__ */ jsx("code", {
					className: watcher_links_module_default.link,
					children: link
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: watcher_links_module_default.itemActions,
			children: [/* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				onClick: onCopy,
				"aria-describedby": titleId,
				children: t("watchers.copy")
			}), /* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				onClick: onRevoke,
				"aria-describedby": titleId,
				children: t("watchers.revoke")
			})]
		})]
	});
}
// src/app/settings-sections.ts
/** The settings sections in their order; each is /settings/{id}. */
var settingsSectionIds = [
	"profile",
	"security",
	"wallet",
	"watchers",
	"api-keys",
	"notifications",
	"removal"
];
/** The active miner account, when the active permission is one. */
function activeMinerOf(identity) {
	const active = identity && activePermissionOf(identity.permissions);
	return active?.type === "miner" && active.account_id ? active : void 0;
}
/**
* The sections the active permission opens: the payout wallet (and promo code), its API
* keys and the removal request where the server's menu offers them (a miner account's
* payments readers, its owners and admins, its owner); the rest for everyone.
*/
function settingsSectionsOf(identity) {
	const menu = menuOf(identity, activeMinerOf(identity));
	return settingsSectionIds.filter((id) => {
		if (id === "wallet") return menu.includes("payout_wallet");
		if (id === "api-keys") return menu.includes("api_keys");
		if (id === "removal") return menu.includes("account_removal");
		return true;
	});
}
// src/app/settings-section-content.tsx
function ProfileSection({ identity }) {
	const { t } = useTranslation();
	const languageId = useId();
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [identity ? /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": "settings-email",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "settings-email",
			className: card_module_default.heading,
			children: t("pages.settings.profile.email")
		}), /* @__PURE__ */ jsx("p", {
			className: settings_module_default.value,
			children: identity.user.email
		})]
	}) : null, /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": languageId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: languageId,
				className: card_module_default.heading,
				children: t("identity.settings.language.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: settings_module_default.muted,
				children: t("pages.settings.profile.languageHint")
			}),
			/* @__PURE__ */ jsx(LanguageSwitcher, {})
		]
	})] });
}
function WalletSection({ miner }) {
	const minerId = miner.account_id ?? "";
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(WalletSettings, {
		minerId,
		canManage: canManageWallet(miner)
	}, minerId), /* @__PURE__ */ jsx(PromoCodeSection, {
		minerId,
		canApply: miner.role === "owner" || miner.role === "admin"
	}, `promo-${minerId}`)] });
}
function NotificationsSection({ userId, miner }) {
	const { t } = useTranslation();
	const preferences = useQuery(preferencesQueryOptions(userId));
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsx("p", {
			className: settings_module_default.muted,
			children: t("notifications.intro")
		}),
		/* @__PURE__ */ jsx(NotificationPreferencesTable, { userId }),
		preferences.data?.telegram_available ? /* @__PURE__ */ jsx(TelegramLink, { userId }) : null,
		miner?.account_id ? /* @__PURE__ */ jsx(AlertThresholds, {
			minerId: miner.account_id,
			canManage: miner.role === "owner" || miner.role === "admin"
		}, miner.account_id) : null
	] });
}
/** The content of one settings section, composed from the features that own its parts. */
function SettingsSectionContent({ id, identity }) {
	const miner = activeMinerOf(identity);
	switch (id) {
		case "profile": return /* @__PURE__ */ jsx(ProfileSection, { identity });
		case "security": return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(AccountSettings, {}), /* @__PURE__ */ jsx(SessionsSection, {})] });
		case "wallet": return miner ? /* @__PURE__ */ jsx(WalletSection, { miner }) : null;
		case "watchers": return identity ? /* @__PURE__ */ jsx(WatcherLinks, {
			userId: identity.user.id,
			minerId: miner?.account_id ?? void 0,
			canCreate: menuOf(identity, miner).includes("watcher_links"),
			minerName: miner?.account_name
		}) : null;
		case "api-keys": return miner?.account_id ? /* @__PURE__ */ jsx(ApiKeysSection, {
			minerId: miner.account_id,
			minerName: miner.account_name ?? ""
		}, miner.account_id) : null;
		case "notifications": return identity ? /* @__PURE__ */ jsx(NotificationsSection, {
			userId: identity.user.id,
			miner
		}) : null;
		case "removal": return /* @__PURE__ */ jsx(RemoveAccount, {});
	}
}
// src/components/ui/breakpoints.ts
/** Phones (as section-nav.module.css): a page's sections are a list on a page of their own, not tabs. */
var phoneQuery = "(max-width: 599px)";
var section_nav_module_default = {
	items: "_items_1onj1_2",
	entry: "_entry_1onj1_13",
	item: "_item_1onj1_2",
	description: "_description_1onj1_42",
	back: "_back_1onj1_46",
	asTabs: "_asTabs_1onj1_51",
	asList: "_asList_1onj1_64"
};
// src/components/ui/section-nav.tsx
/**
* A page's sections, each with its own address: tabs that scroll (with a fade where more
* wait) on wider screens; on phones the list on its own page and a back link in a section.
*/
function SectionNav({ label, items, current, asList, back }) {
	const row = useRef(null);
	useScrollFade(row, current);
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [asList ? null : /* @__PURE__ */ jsxs(Link, {
		to: back.to,
		className: section_nav_module_default.back,
		children: [/* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			children: "← "
		}), back.label]
	}), /* @__PURE__ */ jsx("nav", {
		"aria-label": label,
		className: asList ? section_nav_module_default.asList : section_nav_module_default.asTabs,
		children: /* @__PURE__ */ jsx("ul", {
			ref: row,
			className: `${section_nav_module_default.items} ${scroll_fade_module_default.fade}`,
			children: items.map((item) => /* @__PURE__ */ jsx("li", {
				className: section_nav_module_default.entry,
				children: /* @__PURE__ */ jsxs(Link, {
					to: item.to,
					className: section_nav_module_default.item,
					"aria-current": item.to === current ? "page" : void 0,
					children: [/* @__PURE__ */ jsx("span", {
						className: section_nav_module_default.label,
						children: item.label
					}), item.description ? /* @__PURE__ */ jsx("span", {
						className: section_nav_module_default.description,
						children: item.description
					}) : null]
				})
			}, item.to))
		})
	})] });
}
// src/app/routes/settings.tsx
/**
* /settings/{section}: profile and language; security (password, two-factor methods,
* sessions); payout wallet and promo code; watcher links; notifications; removal request.
* Tabs from 600 px (/settings opens the first section); on phones /settings is the list
* of sections and each section has a way back to it.
*/
function Component() {
	const { t } = useTranslation();
	const { section } = useParams();
	const { search } = useLocation();
	const phone = useMediaQuery(phoneQuery);
	const queryClient = useQueryClient();
	const identity = useQuery(identityQueryOptions);
	const sections = settingsSectionsOf(identity.data);
	const current = sections.find((id) => id === section);
	const settingsTitle = t("pages.settings.title");
	usePageTitle(current ? `${t(`pages.settings.sections.${current}.title`)} · ${settingsTitle}` : settingsTitle);
	useEffect(() => () => {
		if (authenticationStatus() === "authenticated") queryClient.invalidateQueries({ queryKey: identityKeys$1.current });
	}, [queryClient]);
	if (section === void 0 && new URLSearchParams(search).has("flow")) return /* @__PURE__ */ jsx(Navigate, {
		to: `/settings/security${search}`,
		replace: true
	});
	if (section === void 0 && !phone) return /* @__PURE__ */ jsx(Navigate, {
		to: `/settings/${sections[0]}`,
		replace: true
	});
	if (section !== void 0 && !current && !identity.isPending) return /* @__PURE__ */ jsx(Navigate, {
		to: "/settings",
		replace: true
	});
	return /* @__PURE__ */ jsxs("div", {
		className: settings_module_default.page,
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: settings_module_default.pageTitle,
				children: settingsTitle
			}),
			/* @__PURE__ */ jsx(SectionNav, {
				label: t("pages.settings.navigation"),
				asList: section === void 0,
				current: current && `/settings/${current}`,
				back: {
					to: "/settings",
					label: t("pages.settings.back")
				},
				items: sections.map((id) => ({
					to: `/settings/${id}`,
					label: t(`pages.settings.sections.${id}.title`),
					description: t(`pages.settings.sections.${id}.description`)
				}))
			}),
			current ? /* @__PURE__ */ jsxs("div", {
				className: settings_module_default.sections,
				children: [/* @__PURE__ */ jsx("h2", {
					className: settings_module_default.sectionTitle,
					children: t(`pages.settings.sections.${current}.title`)
				}), /* @__PURE__ */ jsx(SettingsSectionContent, {
					id: current,
					identity: identity.data
				})]
			}) : null
		]
	});
}
export { Component };
