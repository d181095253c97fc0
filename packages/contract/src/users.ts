import { z } from 'zod';
import { accessAccountKindSchema } from './access-control.js';
import { accessRoleSchema, permissionTypeSchema, sectionPermissionSchema } from './identity.js';
import { satoshiSchema } from './money.js';
import { paginated, paginationQuerySchema, sortOrderSchema } from './monitoring.js';

/**
 * Pool users (product §1 "Pool staff", §7 "Pool users"): the people with access to a pool's
 * accounts, their sessions, second factors, invitations and removal, for pool staff.
 */

const timestamp = z.iso.datetime();
const booleanQuery = z.enum(['true', 'false']);

export const secondFactorMethodSchema = z.enum(['totp', 'lookup_secret', 'webauthn']);
export type SecondFactorMethod = z.infer<typeof secondFactorMethodSchema>;

export const poolUserSortFieldSchema = z.enum(['email', 'created_at', 'last_sign_in_at']);
export type PoolUserSortField = z.infer<typeof poolUserSortFieldSchema>;

export const poolUsersQuerySchema = paginationQuerySchema.extend({
  /** Part of the e-mail or of an account name, any case. */
  search: z.string().max(100).optional(),
  type: permissionTypeSchema.optional(),
  second_factor: booleanQuery.optional(),
  verified: booleanQuery.optional(),
  sort: poolUserSortFieldSchema.default('email'),
  order: sortOrderSchema.default('asc'),
});
export type PoolUsersQuery = z.input<typeof poolUsersQuerySchema>;

export const poolUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  verified: z.boolean(),
  second_factor: z.boolean(),
  /** The kinds of access the user has in the pool. */
  permission_types: z.array(permissionTypeSchema),
  /** The miner accounts and operators they reach, by name. */
  accounts: z.array(z.string()),
  created_at: timestamp,
  last_sign_in_at: timestamp.nullable(),
});
export type PoolUser = z.infer<typeof poolUserSchema>;
export const poolUsersResponseSchema = paginated(poolUserSchema);

export const poolUsersParamsSchema = z.object({ pool_id: z.uuid() });
export const userParamsSchema = z.object({ user_id: z.uuid() });
export const poolSessionParamsSchema = z.object({ pool_id: z.uuid(), session_id: z.uuid() });

/** One entry of the audit log: who did what to whom, when. */
export const auditEntrySchema = z.object({
  action: z.string(),
  actor_email: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  created_at: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /users/{user_id}: the person, never their secrets. */
export const userDetailSchema = z.object({
  id: z.string(),
  email: z.string(),
  verified: z.boolean(),
  second_factor_methods: z.array(secondFactorMethodSchema),
  created_at: timestamp,
  last_seen_at: timestamp.nullable(),
  /** What the caller may do: pool owners and admins, or platform owners and admins. */
  can_manage: z.boolean(),
  audit_log: z.array(auditEntrySchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userPermissionSchema = z.object({
  id: z.string(),
  type: permissionTypeSchema,
  account_id: z.string().nullable(),
  account_name: z.string(),
  role: accessRoleSchema,
  sections: z.array(sectionPermissionSchema),
});
export type UserPermission = z.infer<typeof userPermissionSchema>;
export const userPermissionsResponseSchema = z.object({ data: z.array(userPermissionSchema) });

export const userSessionSchema = z.object({
  id: z.string(),
  active: z.boolean(),
  aal: z.string(),
  authenticated_at: timestamp,
  expires_at: timestamp,
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionsResponseSchema = z.object({ data: z.array(userSessionSchema) });

/** The staff's confirmation that names the user: their e-mail address, typed. */
export const confirmUserBodySchema = z.object({ email: z.string().max(254) });
export const confirmUserQuerySchema = z.object({ email: z.string().max(254) });

export const userInvitationSchema = z.object({
  id: z.string(),
  kind: accessAccountKindSchema,
  account_id: z.string(),
  account_name: z.string(),
  role: accessRoleSchema,
  created_at: timestamp,
  expires_at: timestamp,
  accepted_at: timestamp.nullable(),
});
export type UserInvitation = z.infer<typeof userInvitationSchema>;
export const userInvitationsResponseSchema = z.object({ data: z.array(userInvitationSchema) });
/** POST /users/{user_id}/invites: invite the user to an account of the pool (an open one is sent anew: resend). */
export const createUserInviteBodySchema = z.object({
  kind: accessAccountKindSchema,
  account_id: z.uuid(),
  role: accessRoleSchema,
});
export type CreateUserInviteBody = z.infer<typeof createUserInviteBodySchema>;

export const deletionRequestSchema = z.object({
  id: z.string(),
  miner_id: z.string(),
  account_name: z.string(),
  status: z.enum(['open', 'done', 'rejected']),
  requested_at: timestamp,
  closed_at: timestamp.nullable(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;
/** GET /users/{user_id}/deletion-request: the newest removal request, or null. */
export const userDeletionRequestSchema = z.object({ request: deletionRequestSchema.nullable() });

// ---------------------------------------------------------------------------
// Removal requests (product §4 "Deleting one's own miner account"): pool staff's desk.

export const removalRequestStatusSchema = z.enum(['open', 'done', 'rejected']);
export type RemovalRequestStatus = z.infer<typeof removalRequestStatusSchema>;

/**
 * A removal request as staff see it. Approving closes the account: it stops mining and
 * earning and is no longer paid out, so money left on it would be stranded. The server
 * refuses to approve while the account holds a balance or a payout on its way, has open
 * sub-accounts, rigs still mining or days of work the reward run has yet to credit (it
 * credits open accounts only); `balance`, `pending_payout`, `open_sub_accounts`,
 * `mining_workers` and `unrewarded_days` say why.
 * `requester_email` is null once the identity is gone.
 */
export const removalRequestSchema = z.object({
  id: z.uuid(),
  miner_id: z.uuid(),
  account_name: z.string(),
  requester_email: z.string().nullable(),
  status: removalRequestStatusSchema,
  requested_at: timestamp,
  closed_at: timestamp.nullable(),
  balance: satoshiSchema,
  pending_payout: satoshiSchema,
  open_sub_accounts: z.number().int().nonnegative(),
  /** Workers that sent a share within the last 24 hours (stable or unavailable). */
  mining_workers: z.number().int().nonnegative(),
  /** Pool days with accepted shares whose reward run has not completed (it credits each at 09:00 UTC the next day). */
  unrewarded_days: z.number().int().nonnegative(),
  rejection_reason: z.string().nullable(),
});
export type RemovalRequest = z.infer<typeof removalRequestSchema>;

/** GET /pools/{pool_id}/removal-requests: open requests first (oldest first), then decided ones (newest first). */
export const removalRequestsQuerySchema = paginationQuerySchema.extend({
  status: removalRequestStatusSchema.optional(),
});
export type RemovalRequestsQuery = z.input<typeof removalRequestsQuerySchema>;
/** `can_decide`: whether the caller may approve and reject (the pool's owners and admins, the platform's). */
export const removalRequestsResponseSchema = paginated(removalRequestSchema).extend({ can_decide: z.boolean() });
export type RemovalRequestsResponse = z.infer<typeof removalRequestsResponseSchema>;
export const removalRequestParamsSchema = z.object({ pool_id: z.uuid(), request_id: z.uuid() });

/** POST …/reject: the reason the miner is told (optional). */
export const rejectRemovalBodySchema = z.object({ reason: z.string().trim().max(500).optional() });
export type RejectRemovalBody = z.infer<typeof rejectRemovalBodySchema>;
