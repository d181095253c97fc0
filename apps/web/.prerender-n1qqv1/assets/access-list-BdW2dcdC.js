import { H as accessListResponseSchema, V as accessInvitationSchema, in as accessRoleSchema, ln as sectionPermissionSchema } from "./src-BvrlxL-H.js";
import { t as roleLabelKeys } from "./access-control-constants-Die1g0XO.js";
import { t as Badge } from "./badge-B-x3jqrl.js";
import { i as Button, v as toast } from "../prerender.mjs";
import { t as DataTable } from "./data-table-myK0ubUn.js";
import { t as Dialog } from "./dialog-CN_269BG.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { i as buildUrl, r as apiRequest, t as ApiError } from "./api-client-CtLTCvq4.js";
import { r as formatDateTime } from "./format-D03P3Guj.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { i as accessKeys, n as assignableRoles, r as useRoleLabel, t as access_control_module_default } from "./access-control.module-CNGmU5Yt.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { t as Checkbox } from "./checkbox-MnG9gR9I.js";
import { t as SelectField } from "./select-field-Dl7lSUxY.js";
import { t as form_layout_module_default } from "./form-layout.module-B43TtZ6F.js";
import { t as card_module_default } from "./card.module-fGcW3Z9K.js";
import { t as list_module_default } from "./list.module-DS51Di8H.js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/access-control/api/change-access.ts
/** PUT /{kind}s/{id}/access: a member's new role and sections. */
async function changeAccess(kind, id, body) {
	await apiRequest(`/${kind}s/${encodeURIComponent(id)}/access`, {
		method: "PUT",
		body
	});
}
/** Changes a member's access; the access list follows. */
function useChangeAccess(kind, id, config) {
	return useApiMutation((body) => changeAccess(kind, id, body), [accessKeys.ofAccount(kind, id)], config);
}
/** GET /{kind}s/{id}/access: one page of members, the open invitations and what the caller may do. */
async function getAccessList(kind, id, page, signal) {
	const body = await apiRequest(buildUrl(`/${kind}s/${encodeURIComponent(id)}/access`, {
		page,
		per_page: 50
	}), { signal });
	return parseList(accessListResponseSchema, body);
}
var accessListQueryOptions = (kind, id, page) => queryOptions({
	queryKey: accessKeys.list(kind, id, page),
	queryFn: ({ signal }) => getAccessList(kind, id, page, signal),
	placeholderData: keepPreviousData
});
// src/features/access-control/api/invite-to-account.ts
/** POST /{kind}s/{id}/access: invites a person by e-mail (an open invitation to the address is sent anew). */
async function inviteToAccount(kind, id, body) {
	const answer = await apiRequest(`/${kind}s/${encodeURIComponent(id)}/access`, {
		method: "POST",
		body
	});
	return accessInvitationSchema.parse(answer);
}
/** Invites to the account; its access list follows. */
function useInviteToAccount(kind, id, config) {
	return useApiMutation((body) => inviteToAccount(kind, id, body), [accessKeys.ofAccount(kind, id)], config);
}
// src/features/access-control/api/revoke-access.ts
/** DELETE /{kind}s/{id}/access: revokes a member's access or an open invitation. */
async function revokeAccess(kind, id, target) {
	await apiRequest(buildUrl(`/${kind}s/${encodeURIComponent(id)}/access`, target), { method: "DELETE" });
}
/** Revokes access or an invitation; the access list follows. */
function useRevokeAccess(kind, id, config) {
	return useApiMutation((target) => revokeAccess(kind, id, target), [accessKeys.ofAccount(kind, id)], config);
}
// src/features/access-control/components/access-fields.tsx
/** The role select, each role with what it opens. */
function RoleField({ value, roles, onChange }) {
	const { t } = useTranslation();
	const roleLabel = useRoleLabel();
	return /* @__PURE__ */ jsxs("div", {
		className: access_control_module_default.roleField,
		children: [/* @__PURE__ */ jsx(SelectField, {
			label: t("accessControl.role"),
			value,
			options: roles.map((role) => ({
				value: role,
				label: roleLabel(role)
			})),
			onChange: (event) => onChange(accessRoleSchema.parse(event.target.value))
		}), /* @__PURE__ */ jsx("p", {
			className: form_layout_module_default.hint,
			children: t(`accessControl.roleHints.${roleLabelKeys[value]}`)
		})]
	});
}
/** Section permissions (product §3) on top of the role: one checkbox each. */
function SectionsField({ value, onChange }) {
	const { t } = useTranslation();
	const toggle = (section, on) => onChange(sectionPermissionSchema.options.filter((item) => item === section ? on : value.includes(item)));
	return /* @__PURE__ */ jsxs("fieldset", {
		className: access_control_module_default.sections,
		children: [/* @__PURE__ */ jsx("legend", {
			className: access_control_module_default.legend,
			children: t("accessControl.sectionsLegend")
		}), sectionPermissionSchema.options.map((section) => /* @__PURE__ */ jsx(Checkbox, {
			label: t(`accessControl.sections.${section}`),
			checked: value.includes(section),
			onChange: (event) => toggle(section, event.target.checked)
		}, section))]
	});
}
// src/features/access-control/components/access-list.tsx
/** A failed change in a toast with the §8 text of its code. */
function useFailureToast() {
	const { t } = useTranslation();
	return (error) => {
		const code = error instanceof ApiError ? error.code : "unexpected";
		toast.error(t(`errors.codes.${code}`, { defaultValue: t("toasts.error") }), { description: t("toasts.errorDescription") });
	};
}
/**
* Who has access to an account (product §3 roles and sections, §6): the members with their
* role and sections, the open invitations, and for owners and admins inviting, changing
* and revoking. The server decides every rule; the screen offers only what it allows.
*/
function AccessList({ kind, accountId, page, onPage }) {
	const { t, i18n } = useTranslation();
	const roleLabel = useRoleLabel();
	const query = useQuery(accessListQueryOptions(kind, accountId, page));
	const [editing, setEditing] = useState();
	const [revoking, setRevoking] = useState();
	const you = query.data?.you;
	const failed = useFailureToast();
	const revoke = useRevokeAccess(kind, accountId, {
		onSuccess: () => {
			toast.success(t("accessControl.revoked"));
			setRevoking(void 0);
		},
		onError: (error) => {
			setRevoking(void 0);
			failed(error);
		}
	});
	const columns = [
		{
			key: "person",
			header: t("accessControl.columns.person"),
			cell: (member) => /* @__PURE__ */ jsxs("span", {
				className: access_control_module_default.person,
				children: [member.email ?? t("accessControl.unknownPerson"), member.is_you ? /* @__PURE__ */ jsx(Badge, {
					outline: true,
					children: t("accessControl.you")
				}) : null]
			})
		},
		{
			key: "role",
			header: t("accessControl.columns.role"),
			cell: (member) => roleLabel(member.role)
		},
		{
			key: "sections",
			header: t("accessControl.columns.sections"),
			cell: (member) => member.sections.length ? /* @__PURE__ */ jsx("span", {
				className: access_control_module_default.badges,
				children: member.sections.map((section) => /* @__PURE__ */ jsx(Badge, {
					tone: "info",
					children: t(`accessControl.sections.${section}`)
				}, section))
			}) : /* @__PURE__ */ jsx("span", {
				className: access_control_module_default.muted,
				children: t("accessControl.roleOnly")
			})
		},
		{
			key: "since",
			header: t("accessControl.columns.since"),
			cell: (member) => formatDateTime(member.granted_at, i18n.language)
		}
	];
	if (you?.can_manage) columns.push({
		key: "actions",
		header: t("accessControl.columns.actions"),
		cell: (member) => member.is_you || member.role === "owner" && !you.can_manage_owners ? /* @__PURE__ */ jsx("span", {
			className: access_control_module_default.muted,
			children: member.is_you ? t("accessControl.ownAccess") : "—"
		}) : /* @__PURE__ */ jsxs("span", {
			className: access_control_module_default.actions,
			children: [/* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				onClick: () => setEditing(member),
				children: t("accessControl.change")
			}), /* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				onClick: () => setRevoking(member),
				children: t("accessControl.revoke")
			})]
		})
	});
	return /* @__PURE__ */ jsxs("div", {
		className: access_control_module_default.stack,
		children: [
			/* @__PURE__ */ jsxs("section", {
				className: `${card_module_default.card} ${card_module_default.stack}`,
				"aria-labelledby": `${accountId}-members`,
				children: [/* @__PURE__ */ jsx("h2", {
					id: `${accountId}-members`,
					className: card_module_default.heading,
					children: t("accessControl.membersTitle")
				}), /* @__PURE__ */ jsx(DataTable, {
					caption: t("accessControl.membersTitle"),
					columns,
					rowKey: (member) => member.permission_id,
					query,
					emptyText: t("accessControl.noMembers"),
					errorText: t("accessControl.error"),
					onPage
				})]
			}),
			query.data?.invitations.length ? /* @__PURE__ */ jsxs("section", {
				className: `${card_module_default.card} ${card_module_default.stack}`,
				"aria-labelledby": `${accountId}-invitations`,
				children: [/* @__PURE__ */ jsx("h2", {
					id: `${accountId}-invitations`,
					className: card_module_default.heading,
					children: t("accessControl.invitationsTitle")
				}), /* @__PURE__ */ jsx("ul", {
					className: list_module_default.list,
					"aria-label": t("accessControl.invitationsTitle"),
					children: query.data.invitations.map((invitation) => /* @__PURE__ */ jsxs("li", {
						className: list_module_default.row,
						children: [/* @__PURE__ */ jsxs("div", {
							className: list_module_default.rowText,
							children: [/* @__PURE__ */ jsx("strong", { children: invitation.email }), /* @__PURE__ */ jsxs("span", {
								className: access_control_module_default.muted,
								children: [
									roleLabel(invitation.role),
									" ·",
									" ",
									invitation.expired ? t("accessControl.invitationExpired") : t("accessControl.invitationExpires", { time: formatDateTime(invitation.expires_at, i18n.language) }),
									invitation.invited_by ? ` · ${t("accessControl.invitedBy", { email: invitation.invited_by })}` : ""
								]
							})]
						}), you?.can_manage ? /* @__PURE__ */ jsx(Button, {
							kind: "transparent",
							size: "xs",
							onClick: () => setRevoking(invitation),
							"aria-label": t("accessControl.withdrawFor", { email: invitation.email }),
							children: t("accessControl.withdraw")
						}) : null]
					}, invitation.invitation_id))
				})]
			}) : null,
			you?.can_manage ? /* @__PURE__ */ jsx(InviteForm, {
				kind,
				accountId,
				canManageOwners: you.can_manage_owners,
				onError: failed
			}) : null,
			editing && you ? /* @__PURE__ */ jsx(ChangeAccessDialog, {
				kind,
				accountId,
				member: editing,
				roles: assignableRoles(you.can_manage_owners),
				onClose: () => setEditing(void 0),
				onError: failed
			}) : null,
			/* @__PURE__ */ jsxs(Dialog, {
				open: revoking !== void 0,
				onClose: () => setRevoking(void 0),
				title: revoking && "invitation_id" in revoking ? t("accessControl.withdrawTitle") : t("accessControl.revokeTitle"),
				size: "s",
				children: [/* @__PURE__ */ jsx("p", {
					className: access_control_module_default.text,
					children: revoking && "invitation_id" in revoking ? t("accessControl.withdrawText", { email: revoking.email }) : t("accessControl.revokeText", { email: revoking?.email ?? t("accessControl.unknownPerson") })
				}), /* @__PURE__ */ jsxs("div", {
					className: access_control_module_default.dialogActions,
					children: [/* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						onClick: () => setRevoking(void 0),
						disabled: revoke.isPending,
						children: t("accessControl.cancel")
					}), /* @__PURE__ */ jsx(Button, {
						disabled: revoke.isPending,
						onClick: () => revoking && revoke.mutate("invitation_id" in revoking ? { invitation_id: revoking.invitation_id } : { permission_id: revoking.permission_id }),
						children: revoking && "invitation_id" in revoking ? t("accessControl.withdraw") : t("accessControl.revoke")
					})]
				})]
			})
		]
	});
}
function InviteForm({ kind, accountId, canManageOwners, onError }) {
	const { t } = useTranslation();
	const headingId = useId();
	const [email, setEmail] = useState("");
	const [role, setRole] = useState("viewer");
	const [sections, setSections] = useState([]);
	const [emailMessages, setEmailMessages] = useState([]);
	const invite = useInviteToAccount(kind, accountId, {
		onSuccess: (invitation) => {
			toast.success(t("accessControl.invited", { email: invitation.email }));
			setEmail("");
			setSections([]);
		},
		onError: (error) => {
			if (error instanceof ApiError && error.fields?.some((field) => field.name.endsWith("email"))) setEmailMessages([{
				key: "email",
				type: "error",
				text: t("accessControl.emailInvalid")
			}]);
			else onError(error);
		}
	});
	const submit = (event) => {
		event.preventDefault();
		if (!email.trim()) {
			setEmailMessages([{
				key: "required",
				type: "error",
				text: t("validation.required")
			}]);
			return;
		}
		setEmailMessages([]);
		invite.mutate({
			email: email.trim(),
			role,
			sections
		});
	};
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: card_module_default.heading,
				children: t("accessControl.inviteTitle")
			}),
			/* @__PURE__ */ jsx("p", {
				className: access_control_module_default.muted,
				children: t("accessControl.inviteDescription")
			}),
			/* @__PURE__ */ jsxs("form", {
				className: access_control_module_default.form,
				onSubmit: submit,
				noValidate: true,
				children: [
					/* @__PURE__ */ jsx(TextField, {
						label: t("accessControl.email"),
						type: "email",
						autoComplete: "off",
						value: email,
						maxLength: 254,
						messages: emailMessages,
						onChange: (event) => setEmail(event.target.value)
					}),
					/* @__PURE__ */ jsx(RoleField, {
						value: role,
						roles: assignableRoles(canManageOwners),
						onChange: setRole
					}),
					/* @__PURE__ */ jsx(SectionsField, {
						value: sections,
						onChange: setSections
					}),
					/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
						type: "submit",
						disabled: invite.isPending,
						children: t("accessControl.invite")
					}) })
				]
			})
		]
	});
}
function ChangeAccessDialog({ kind, accountId, member, roles, onClose, onError }) {
	const { t } = useTranslation();
	const [role, setRole] = useState(member.role);
	const [sections, setSections] = useState(member.sections);
	const change = useChangeAccess(kind, accountId, {
		onSuccess: () => {
			toast.success(t("toasts.success"));
			onClose();
		},
		onError
	});
	return /* @__PURE__ */ jsx(Dialog, {
		open: true,
		onClose,
		title: t("accessControl.changeTitle", { email: member.email ?? "" }),
		children: /* @__PURE__ */ jsxs("form", {
			className: access_control_module_default.form,
			onSubmit: (event) => {
				event.preventDefault();
				change.mutate({
					permission_id: member.permission_id,
					role,
					sections
				});
			},
			children: [
				/* @__PURE__ */ jsx(RoleField, {
					value: role,
					roles,
					onChange: setRole
				}),
				/* @__PURE__ */ jsx(SectionsField, {
					value: sections,
					onChange: setSections
				}),
				/* @__PURE__ */ jsxs("div", {
					className: access_control_module_default.dialogActions,
					children: [/* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						onClick: onClose,
						disabled: change.isPending,
						children: t("accessControl.cancel")
					}), /* @__PURE__ */ jsx(Button, {
						type: "submit",
						disabled: change.isPending,
						children: t("accessControl.save")
					})]
				})
			]
		})
	});
}
export { AccessList as t };
