import { t as Badge } from "./badge-B-x3jqrl.js";
import { d as storeActivePermission, i as Button, r as usePageTitle } from "../prerender.mjs";
import { r as apiRequest, t as ApiError } from "./api-client-CtLTCvq4.js";
import { r as formatDateTime } from "./format-D03P3Guj.js";
import { U as invitationOfferSchema } from "./src-BvrlxL-H.js";
import { i as accessKeys, r as useRoleLabel, t as access_control_module_default } from "./access-control.module-CNGmU5Yt.js";
import { t as card_module_default } from "./card.module-fGcW3Z9K.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { n as useAcceptInvite } from "./accept-invite-tUNNOryE.js";
import { t as identityKeys } from "./keys-BKBTzKjX.js";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/access-control/api/get-invitation.ts
/** GET /invites/{code}: what an invitation offers the signed-in user. */
async function getInvitation(code, signal) {
	return invitationOfferSchema.parse(await apiRequest(`/invites/${encodeURIComponent(code)}`, { signal }));
}
var invitationQueryOptions = (code) => queryOptions({
	queryKey: accessKeys.invitation(code),
	queryFn: ({ signal }) => getInvitation(code, signal),
	retry: false
});
// src/features/access-control/components/invitation-view.tsx
/** A state of the page that is not an offer: a title and what to do next. */
function Notice({ kind }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		role: kind === "failed" ? "alert" : void 0,
		children: [
			/* @__PURE__ */ jsx("h2", {
				className: card_module_default.heading,
				children: t(`invitation.states.${kind}.title`)
			}),
			/* @__PURE__ */ jsx("p", {
				className: access_control_module_default.muted,
				children: t(`invitation.states.${kind}.text`)
			}),
			/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Link, {
				to: "/",
				children: t("invitation.toDashboard")
			}) })
		]
	});
}
/**
* /invitation: what an invitation offers (account, role, sections, who invited, until
* when) and its acceptance; used, expired, unknown and someone else's invitations get a
* page that says so instead of an error.
*/
function InvitationView({ code, onAccept, accepting, acceptFailed }) {
	const { t, i18n } = useTranslation();
	const roleLabel = useRoleLabel();
	const offer = useQuery({
		...invitationQueryOptions(code ?? ""),
		enabled: Boolean(code)
	});
	if (!code) return /* @__PURE__ */ jsx(Notice, { kind: "missing" });
	if (offer.isError) {
		const unknown = offer.error instanceof ApiError && [400, 404].includes(offer.error.status);
		return /* @__PURE__ */ jsx(Notice, { kind: unknown ? "unknown" : "failed" });
	}
	if (!offer.data) return /* @__PURE__ */ jsx("div", {
		className: `${page_module_default.skeleton}`,
		role: "status",
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("invitation.loading")
		})
	});
	if (offer.data.status !== "open") return /* @__PURE__ */ jsx(Notice, { kind: offer.data.status });
	const invitation = offer.data;
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${access_control_module_default.offer}`,
		"aria-labelledby": "invitation-offer",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "invitation-offer",
				className: card_module_default.heading,
				children: t(`invitation.accountKinds.${invitation.account_kind}`, { name: invitation.account_name })
			}),
			/* @__PURE__ */ jsx("p", {
				className: access_control_module_default.offerLine,
				children: invitation.invited_by ? t("invitation.offerBy", {
					email: invitation.invited_by,
					role: roleLabel(invitation.role)
				}) : t("invitation.offer", { role: roleLabel(invitation.role) })
			}),
			invitation.sections.length ? /* @__PURE__ */ jsx("span", {
				className: access_control_module_default.badges,
				children: invitation.sections.map((section) => /* @__PURE__ */ jsx(Badge, {
					tone: "info",
					children: t(`accessControl.sections.${section}`)
				}, section))
			}) : null,
			/* @__PURE__ */ jsx("p", {
				className: access_control_module_default.muted,
				children: t("invitation.validUntil", { time: formatDateTime(invitation.expires_at, i18n.language) })
			}),
			acceptFailed ? /* @__PURE__ */ jsx("p", {
				className: access_control_module_default.muted,
				role: "alert",
				children: t("invitation.acceptFailed")
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: access_control_module_default.actions,
				children: [/* @__PURE__ */ jsx(Button, {
					onClick: () => onAccept(code),
					disabled: accepting,
					children: t("invitation.accept")
				}), /* @__PURE__ */ jsx(Link, {
					to: "/",
					children: t("invitation.decline")
				})]
			})
		]
	});
}
// src/app/routes/invitation.tsx
/** /invitation?code=…: what the invitation offers, and its acceptance, which opens the account. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.invitation.title");
	usePageTitle(title);
	const navigate = useNavigate();
	const [search] = useSearchParams();
	const queryClient = useQueryClient();
	const accept = useAcceptInvite({ onSuccess: async ({ permission }) => {
		storeActivePermission(permission.id);
		await queryClient.invalidateQueries({ queryKey: identityKeys.current });
		await navigate("/", { replace: true });
	} });
	return /* @__PURE__ */ jsxs("section", {
		className: page_module_default.page,
		"aria-labelledby": "page-title",
		children: [/* @__PURE__ */ jsx("h1", {
			id: "page-title",
			className: page_module_default.title,
			children: title
		}), /* @__PURE__ */ jsx(InvitationView, {
			code: search.get("code") ?? void 0,
			onAccept: (code) => accept.mutate(code),
			accepting: accept.isPending,
			acceptFailed: accept.isError
		})]
	});
}
export { Component };
