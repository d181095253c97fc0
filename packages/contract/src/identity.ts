import { z } from 'zod';
import { languageSchema } from './settings.js';
import { menuItemSchema } from './navigation.js';

export const permissionTypeSchema = z.enum(['miner', 'pool', 'operator', 'platform']);
export type PermissionType = z.infer<typeof permissionTypeSchema>;

/** Spec §3 access roles; the UI shows treasurer as "manager". */
export const accessRoleSchema = z.enum(['owner', 'admin', 'treasurer', 'accountant', 'viewer']);
export type AccessRole = z.infer<typeof accessRoleSchema>;

/** Spec §3 section permissions: each opens one guarded page on top of the role; total_fee_hide hides the operator fee. */
export const sectionPermissionSchema = z.enum([
  'section_payments_read',
  'section_workers_read',
  'section_virtual_mining_read',
  'section_referrals_read',
  'section_permissions_read',
  'total_fee_hide',
]);
export type SectionPermission = z.infer<typeof sectionPermissionSchema>;

/**
 * One account the user may act on. `id` identifies the permission (the active
 * permission id the app stores); `account_id` is the miner, operator or pool it opens.
 * The display name comes from account_name, pool_name or operator_name (spec §3).
 */
export const permissionSchema = z.object({
  id: z.string(),
  type: permissionTypeSchema,
  account_id: z.string().nullable(),
  account_name: z.string().optional(),
  pool_name: z.string().optional(),
  operator_name: z.string().optional(),
  role: accessRoleSchema,
  sections: z.array(sectionPermissionSchema),
});
export type Permission = z.infer<typeof permissionSchema>;

export const credentialMethods = ['password', 'totp', 'lookup_secret', 'webauthn'] as const;

/** GET /identity: the user, their permissions, and which sign-in methods they have set up. */
export const identityResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), language: languageSchema.nullable() }),
  permissions: z.array(permissionSchema),
  credentials: z.record(z.enum(credentialMethods), z.boolean()),
  /** Per permission id, what the app offers it (`menuItems`): the server's policy decides. */
  menus: z.record(z.string(), z.array(menuItemSchema)),
});
export type IdentityResponse = z.infer<typeof identityResponseSchema>;

export const updateLanguageBodySchema = z.object({ language: languageSchema });

/** Spec §5: account names use latin letters, digits and underscores. */
export const accountNamePattern = /^[A-Za-z0-9_]+$/;
export const accountNameLength = { min: 3, max: 64 } as const;

/**
 * POST /miners: the first miner account of a user without permissions (/auth/name), or,
 * with `parent_id`, a sub-account under a miner account the user owns or administers
 * (it inherits the parent's operator and pool; the creator gets their role on it).
 */
export const createMinerBodySchema = z.object({
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
  operator_title: z.string().min(1).max(64).optional(),
});
export const createMinerResponseSchema = z.object({
  id: z.string(),
  account_name: z.string(),
  permission_id: z.string(),
});

/**
 * GET /operators/lookup-by-title/{operator_title}: the operator hub's branding and what a
 * customer who signs up there pays: the pool's fee, then the operator's on what remains,
 * `total_fee_percent` of the reward in all (exact decimals). The response reads `data`.
 */
export const operatorLookupResponseSchema = z.object({
  data: z.object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    pool_fee_percent: z.string(),
    customer_fee_percent: z.string(),
    total_fee_percent: z.string(),
  }),
});
export type OperatorLookupResponse = z.infer<typeof operatorLookupResponseSchema>;
export const operatorTitleParamsSchema = z.object({ operator_title: z.string().min(1).max(64) });

/** The signed-in user's own calls (`/identity/{id}/…`), by the identity's id. */
export const identityParamsSchema = z.object({ id: z.uuid() });

export const acceptInviteBodySchema = z.object({ code: z.string().min(1).max(128) });
export const acceptInviteResponseSchema = z.object({ permission: permissionSchema });
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponseSchema>;
