import { i as Button, r as usePageTitle, v as toast } from "../prerender.mjs";
import { _ as userPermissionsResponseSchema, g as userInvitationsResponseSchema, h as userDetailSchema, in as accessRoleSchema, m as userDeletionRequestSchema, v as userSessionsResponseSchema } from "./src-BvrlxL-H.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { n as Table } from "./data-table-myK0ubUn.js";
import { t as FormMessage } from "./form-message-BALM2zaF.js";
import { t as SelectField } from "./select-field-Dl7lSUxY.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { r as apiRequest, t as ApiError } from "./api-client-CtLTCvq4.js";
import { r as formatDateTime } from "./format-D03P3Guj.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { n as users_module_default, r as userKeys, t as useUsersPool } from "./users-access-CjkJahVX.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { t as Dialog } from "./dialog-CN_269BG.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { t as card_module_default } from "./card.module-fGcW3Z9K.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/users/api/get-user.ts
/** GET /users/{user_id}: the person and the audit log. */
var userQueryOptions = (userId) => queryOptions({
	queryKey: userKeys.user(userId),
	queryFn: async ({ signal }) => userDetailSchema.parse(await apiRequest(`/users/${userId}`, { signal }))
});
/** GET /users/{user_id}/permissions. */
var userPermissionsQueryOptions = (userId) => queryOptions({
	queryKey: userKeys.part(userId, "permissions"),
	queryFn: async ({ signal }) => parseList(userPermissionsResponseSchema, await apiRequest(`/users/${userId}/permissions`, { signal })).data
});
/** GET /users/{user_id}/sessions. */
var userSessionsQueryOptions = (userId) => queryOptions({
	queryKey: userKeys.part(userId, "sessions"),
	queryFn: async ({ signal }) => parseList(userSessionsResponseSchema, await apiRequest(`/users/${userId}/sessions`, { signal })).data
});
/** GET /users/{user_id}/invites. */
var userInvitesQueryOptions = (userId) => queryOptions({
	queryKey: userKeys.part(userId, "invites"),
	queryFn: async ({ signal }) => parseList(userInvitationsResponseSchema, await apiRequest(`/users/${userId}/invites`, { signal })).data
});
/** GET /users/{user_id}/deletion-request. */
var userDeletionRequestQueryOptions = (userId) => queryOptions({
	queryKey: userKeys.part(userId, "deletion-request"),
	queryFn: async ({ signal }) => userDeletionRequestSchema.parse(await apiRequest(`/users/${userId}/deletion-request`, { signal })).request
});
// src/features/users/api/user-actions.ts
/** DELETE /pools/{pool_id}/sessions/{session_id}: the user is signed out there at once. */
function useRevokeSession(poolId, userId, config) {
	return useApiMutation((sessionId) => apiRequest(`/pools/${poolId}/sessions/${sessionId}`, { method: "DELETE" }), [userKeys.user(userId)], config);
}
/** POST /users/{user_id}/2fa/reset, confirmed by the user's e-mail. */
function useResetSecondFactor(userId, config) {
	return useApiMutation((email) => apiRequest(`/users/${userId}/2fa/reset`, {
		method: "POST",
		body: { email }
	}), [userKeys.user(userId)], config);
}
/** POST /users/{user_id}/invites: an invitation to an account, sent (again). */
function useInviteUser(userId, config) {
	return useApiMutation((body) => apiRequest(`/users/${userId}/invites`, {
		method: "POST",
		body
	}), [userKeys.user(userId)], config);
}
/** DELETE /users/{user_id}, confirmed by the user's e-mail. */
function useDeleteUser(userId, config) {
	return useApiMutation((email) => apiRequest(`/users/${userId}`, {
		method: "DELETE",
		query: { email }
	}), [["pools"], userKeys.user(userId)], config);
}
// src/features/users/components/confirm-by-email.tsx
/** Asks before an action on a person: it goes ahead once their e-mail is typed (the server checks it too). */
function ConfirmByEmail({ open, title, text, email, confirmLabel, pending, error, onConfirm, onClose }) {
	const { t } = useTranslation();
	const [typed, setTyped] = useState("");
	const matches = typed.trim().toLowerCase() === email.toLowerCase();
	const submit = (event) => {
		event.preventDefault();
		if (matches) onConfirm(typed.trim());
	};
	return /* @__PURE__ */ jsx(Dialog, {
		open,
		onClose,
		title,
		size: "s",
		children: /* @__PURE__ */ jsxs("form", {
			className: users_module_default.dialogForm,
			onSubmit: submit,
			noValidate: true,
			children: [
				/* @__PURE__ */ jsx("p", { children: text }),
				/* @__PURE__ */ jsx(TextField, {
					label: t("users.confirm.typeEmail", { email }),
					type: "email",
					value: typed,
					autoComplete: "off",
					onChange: (event) => setTyped(event.target.value)
				}),
				error ? /* @__PURE__ */ jsx(FormMessage, {
					type: "error",
					children: error
				}) : null,
				/* @__PURE__ */ jsxs("div", {
					className: users_module_default.dialogActions,
					children: [/* @__PURE__ */ jsx(Button, {
						type: "button",
						kind: "transparent",
						onClick: onClose,
						disabled: pending,
						children: t("users.confirm.cancel")
					}), /* @__PURE__ */ jsx(Button, {
						type: "submit",
						disabled: !matches || pending,
						children: confirmLabel
					})]
				})
			]
		})
	});
}
// src/features/users/components/user-page.tsx
function Section({ title, children }) {
	const id = useId();
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
/** The text of a refused staff action: the §8 or the users namespace's text of its code. */
function useFailureText() {
	const { t, i18n } = useTranslation();
	return (error) => {
		if (!(error instanceof ApiError)) return t("toasts.error");
		for (const key of [
			`users.errors.${error.fields[0]?.code ?? ""}`,
			`users.errors.${error.code}`,
			`errors.codes.${error.code}`
		]) if (i18n.exists(key)) return t(key, { ...error.fields[0] });
		return t("toasts.error");
	};
}
/**
* /users/{id}: the person (verification, second-factor methods, created, last seen), their
* removal request, permissions, sessions (revoke), invitations (resend) and the audit log;
* staff who manage users reset the second factor or delete the user after typing the e-mail.
*/
function UserPage({ poolId, userId }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const navigate = useNavigate();
	const failureText = useFailureText();
	const user = useQuery(userQueryOptions(userId));
	const permissions = useQuery(userPermissionsQueryOptions(userId));
	const sessions = useQuery(userSessionsQueryOptions(userId));
	const invites = useQuery(userInvitesQueryOptions(userId));
	const deletion = useQuery(userDeletionRequestQueryOptions(userId));
	const [dialog, setDialog] = useState();
	const [poolRole, setPoolRole] = useState("viewer");
	const [dialogError, setDialogError] = useState();
	const closeDialog = () => {
		setDialog(void 0);
		setDialogError(void 0);
	};
	const succeeded = (text) => () => toast.success(text);
	const failed = (error) => toast.error(failureText(error));
	const revoke = useRevokeSession(poolId ?? "", userId, {
		onSuccess: succeeded(t("users.sessions.revoked")),
		onError: failed
	});
	const resend = useInviteUser(userId, {
		onSuccess: succeeded(t("users.invites.sent")),
		onError: failed
	});
	const reset = useResetSecondFactor(userId, {
		onSuccess: () => {
			closeDialog();
			toast.success(t("users.resetDone"));
		},
		onError: (error) => setDialogError(failureText(error))
	});
	const remove = useDeleteUser(userId, {
		onSuccess: () => {
			toast.success(t("users.deleted"));
			navigate("/users", { replace: true });
		},
		onError: (error) => setDialogError(failureText(error))
	});
	if (user.isError) return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			title: t("users.userTitle"),
			account: void 0
		}), /* @__PURE__ */ jsx(FormMessage, {
			type: "error",
			children: user.error instanceof ApiError && user.error.status === 404 ? t("users.notFound") : t("users.error")
		})]
	});
	if (!user.data) return /* @__PURE__ */ jsx("div", {
		className: page_module_default.page,
		role: "status",
		"aria-busy": "true"
	});
	const person = user.data;
	const canManage = person.can_manage;
	const request = deletion.data;
	const permissionColumns = [
		{
			key: "type",
			header: t("users.permissions.type"),
			cell: (row) => t(`users.types.${row.type}`)
		},
		{
			key: "account",
			header: t("users.permissions.account"),
			cell: (row) => row.account_name
		},
		{
			key: "role",
			header: t("users.permissions.role"),
			cell: (row) => t(`users.roles.${row.role}`)
		}
	];
	const sessionColumns = [
		{
			key: "device",
			header: t("users.sessions.device"),
			cell: (row) => /* @__PURE__ */ jsxs("span", {
				className: users_module_default.stack,
				children: [/* @__PURE__ */ jsx("span", { children: row.user_agent ?? t("users.sessions.unknownDevice") }), /* @__PURE__ */ jsx("span", {
					className: users_module_default.muted,
					children: row.ip_address ?? ""
				})]
			})
		},
		{
			key: "when",
			header: t("users.sessions.when"),
			cell: (row) => formatDateTime(row.authenticated_at, language)
		},
		{
			key: "state",
			header: t("users.sessions.state"),
			cell: (row) => /* @__PURE__ */ jsx(Badge, {
				tone: row.active ? "success" : "neutral",
				children: row.active ? t("users.sessions.active") : t("users.sessions.ended")
			})
		},
		...canManage && poolId ? [{
			key: "revoke",
			header: t("users.sessions.actions"),
			cell: (row) => row.active ? /* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				disabled: revoke.isPending,
				"aria-label": t("users.sessions.revokeLabel", { device: row.user_agent ?? row.id }),
				onClick: () => revoke.mutate(row.id),
				children: t("users.sessions.revoke")
			}) : null
		}] : []
	];
	const inviteColumns = [
		{
			key: "account",
			header: t("users.permissions.account"),
			cell: (row) => row.account_name
		},
		{
			key: "role",
			header: t("users.permissions.role"),
			cell: (row) => t(`users.roles.${row.role}`)
		},
		{
			key: "state",
			header: t("users.invites.state"),
			cell: (row) => row.accepted_at ? t("users.invites.accepted", { time: formatDateTime(row.accepted_at, language) }) : t("users.invites.open", { time: formatDateTime(row.expires_at, language) })
		},
		...canManage ? [{
			key: "resend",
			header: t("users.sessions.actions"),
			cell: (row) => row.accepted_at ? null : /* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				disabled: resend.isPending,
				onClick: () => resend.mutate({
					kind: row.kind,
					account_id: row.account_id,
					role: row.role
				}),
				children: t("users.invites.resend")
			})
		}] : []
	];
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title: person.email,
				account: void 0
			}),
			/* @__PURE__ */ jsxs(Section, {
				title: t("users.profile"),
				children: [/* @__PURE__ */ jsxs("dl", {
					className: users_module_default.facts,
					children: [
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("users.columns.security") }), /* @__PURE__ */ jsx("dd", { children: person.verified ? t("users.verified") : t("users.unverified") })] }),
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("users.twoFactorMethods") }), /* @__PURE__ */ jsx("dd", { children: person.second_factor_methods.length ? person.second_factor_methods.map((method) => t(`users.methods.${method}`)).join(", ") : t("users.twoFactorOff") })] }),
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("users.columns.created") }), /* @__PURE__ */ jsx("dd", { children: formatDateTime(person.created_at, language) })] }),
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("users.lastSeen") }), /* @__PURE__ */ jsx("dd", { children: person.last_seen_at ? formatDateTime(person.last_seen_at, language) : t("users.never") })] })
					]
				}), canManage ? /* @__PURE__ */ jsxs("div", {
					className: users_module_default.actions,
					children: [/* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						disabled: person.second_factor_methods.length === 0,
						onClick: () => setDialog("reset"),
						children: t("users.reset")
					}), /* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						onClick: () => setDialog("delete"),
						children: t("users.delete")
					})]
				}) : null]
			}),
			request ? /* @__PURE__ */ jsxs(Section, {
				title: t("users.deletionRequest.title"),
				children: [/* @__PURE__ */ jsx("p", { children: t(`users.deletionRequest.${request.status}`, {
					account: request.account_name,
					time: formatDateTime(request.requested_at, language)
				}) }), canManage && request.status === "open" ? /* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
					onClick: () => setDialog("delete"),
					children: t("users.deletionRequest.complete")
				}) }) : null]
			}) : null,
			/* @__PURE__ */ jsx(Section, {
				title: t("users.permissions.title"),
				children: /* @__PURE__ */ jsx(Table, {
					caption: t("users.permissions.title"),
					columns: permissionColumns,
					rows: permissions.data ?? [],
					rowKey: (row) => row.id,
					busy: permissions.isPending
				})
			}),
			/* @__PURE__ */ jsx(Section, {
				title: t("users.sessions.title"),
				children: /* @__PURE__ */ jsx(Table, {
					caption: t("users.sessions.title"),
					columns: sessionColumns,
					rows: sessions.data ?? [],
					rowKey: (row) => row.id,
					busy: sessions.isPending
				})
			}),
			/* @__PURE__ */ jsxs(Section, {
				title: t("users.invites.title"),
				children: [canManage && poolId ? /* @__PURE__ */ jsxs("form", {
					className: users_module_default.actions,
					onSubmit: (event) => {
						event.preventDefault();
						resend.mutate({
							kind: "pool",
							account_id: poolId,
							role: poolRole
						});
					},
					children: [/* @__PURE__ */ jsx(SelectField, {
						label: t("users.invites.poolRole"),
						value: poolRole,
						options: accessRoleSchema.options.map((role) => ({
							value: role,
							label: t(`users.roles.${role}`)
						})),
						onChange: (event) => setPoolRole(event.target.value)
					}), /* @__PURE__ */ jsx(Button, {
						type: "submit",
						kind: "transparent",
						className: users_module_default.alignEnd,
						disabled: resend.isPending,
						children: t("users.invites.toPool")
					})]
				}) : null, invites.data?.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: users_module_default.muted,
					children: t("users.invites.none")
				}) : /* @__PURE__ */ jsx(Table, {
					caption: t("users.invites.title"),
					columns: inviteColumns,
					rows: invites.data ?? [],
					rowKey: (row) => row.id,
					busy: invites.isPending
				})]
			}),
			/* @__PURE__ */ jsx(Section, {
				title: t("users.audit.title"),
				children: person.audit_log.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: users_module_default.muted,
					children: t("users.audit.none")
				}) : /* @__PURE__ */ jsx("ul", {
					className: users_module_default.list,
					children: person.audit_log.map((entry, index) => /* @__PURE__ */ jsxs("li", { children: [
						t(`users.audit.actions.${entry.action}`, { defaultValue: entry.action }),
						" ",
						/* @__PURE__ */ jsx("span", {
							className: users_module_default.muted,
							children: t("users.audit.by", {
								who: entry.actor_email ?? t("users.audit.someone"),
								time: formatDateTime(entry.created_at, language)
							})
						})
					] }, index))
				})
			}),
			/* @__PURE__ */ jsx(ConfirmByEmail, {
				open: dialog !== void 0,
				title: dialog === "delete" ? t("users.delete") : t("users.reset"),
				text: dialog === "delete" ? t("users.confirm.delete", { email: person.email }) : t("users.confirm.reset", { email: person.email }),
				email: person.email,
				confirmLabel: dialog === "delete" ? t("users.delete") : t("users.reset"),
				pending: reset.isPending || remove.isPending,
				error: dialogError,
				onConfirm: (typed) => dialog === "delete" ? remove.mutate(typed) : reset.mutate(typed),
				onClose: closeDialog
			}, dialog ?? "closed")
		]
	});
}
// src/app/routes/user.tsx
/** /users/{id}: one person, for pool staff. */
function Component() {
	const { t } = useTranslation();
	usePageTitle(t("pages.user.title"));
	const { id = "" } = useParams();
	const poolId = useUsersPool();
	if (!poolId) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.user" });
	return /* @__PURE__ */ jsx(UserPage, {
		poolId,
		userId: id
	}, id);
}
export { Component };
