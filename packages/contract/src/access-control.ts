import { z } from 'zod';
import { accessRoleSchema, permissionTypeSchema, sectionPermissionSchema } from './identity.js';
import { paginated, paginationQuerySchema } from './monitoring.js';

/**
 * Access control of an account (product §3 roles and section permissions, §6, §7
 * `GET/POST/PUT/DELETE /pools|operators|miners/{id}/access`): the people who have access,
 * the invitations still open, inviting, changing a role or sections, revoking.
 */

const timestamp = z.iso.datetime();

/** The kinds of account that have an access list. */
export const accessAccountKindSchema = permissionTypeSchema.exclude(['platform']);
export type AccessAccountKind = z.infer<typeof accessAccountKindSchema>;

/** How long an invitation stays open. */
export const invitationLifetimeDays = 7;

const sections = z.array(sectionPermissionSchema).max(sectionPermissionSchema.options.length);

/** Someone who has access to the account. */
export const accessMemberSchema = z.object({
  permission_id: z.uuid(),
  identity_id: z.uuid(),
  /** Null when the identity no longer exists at the identity service. */
  email: z.string().nullable(),
  role: accessRoleSchema,
  sections,
  granted_at: timestamp,
  /** The member is the signed-in user (whose own access cannot be changed here). */
  is_you: z.boolean(),
});
export type AccessMember = z.infer<typeof accessMemberSchema>;

/** An invitation not accepted yet. */
export const accessInvitationSchema = z.object({
  invitation_id: z.uuid(),
  email: z.string(),
  role: accessRoleSchema,
  sections,
  invited_by: z.string().nullable(),
  created_at: timestamp,
  expires_at: timestamp,
  expired: z.boolean(),
});
export type AccessInvitation = z.infer<typeof accessInvitationSchema>;

export const accessListQuerySchema = paginationQuerySchema;
export const accessListResponseSchema = paginated(accessMemberSchema).extend({
  invitations: z.array(accessInvitationSchema),
  /** What the caller may do here: manage at all, and give or touch the owner role. */
  you: z.object({ can_manage: z.boolean(), can_manage_owners: z.boolean() }),
});
export type AccessListResponse = z.infer<typeof accessListResponseSchema>;

export const inviteEmailMaxLength = 254;
/** POST …/access: invite a person by e-mail (an open invitation to the same address is sent again). */
export const inviteBodySchema = z.object({
  email: z.email().max(inviteEmailMaxLength),
  role: accessRoleSchema,
  sections: sections.default([]),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

/** PUT …/access: a member's new role and sections. */
export const changeAccessBodySchema = z.object({
  permission_id: z.uuid(),
  role: accessRoleSchema,
  sections,
});
export type ChangeAccessBody = z.infer<typeof changeAccessBodySchema>;

/** DELETE …/access: a member's access, or an open invitation. */
export const revokeAccessQuerySchema = z.union([
  z.object({ permission_id: z.uuid() }).strict(),
  z.object({ invitation_id: z.uuid() }).strict(),
]);
export type RevokeAccessQuery = z.infer<typeof revokeAccessQuerySchema>;

/** GET /invites/{code}: what an invitation offers, for the /invitation page. */
export const invitationOfferSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('open'),
    account_kind: accessAccountKindSchema,
    account_name: z.string(),
    role: accessRoleSchema,
    sections,
    invited_by: z.string().nullable(),
    expires_at: timestamp,
  }),
  /** Accepted already, or past its expiry. */
  z.object({ status: z.enum(['accepted', 'expired']) }),
  /** Addressed to another e-mail address than the signed-in user's: nothing more is said. */
  z.object({ status: z.literal('foreign') }),
]);
export type InvitationOffer = z.infer<typeof invitationOfferSchema>;
export const invitationCodeParamsSchema = z.object({ code: z.string().min(16).max(128) });
