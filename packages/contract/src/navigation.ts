import { z } from 'zod';

/** How many permission ids each list of the navigation preferences holds at most. */
export const navigationListMax = 500;

const permissionIds = z
  .array(z.uuid())
  .max(navigationListMax)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Each permission id at most once' });

/**
 * GET and PUT /identity/{id}/navigation (product §2, the account panel): the user's pinned
 * permissions, in the order the panel shows them first, and their bookmarked permissions.
 * Ids are permission ids (`Permission.id`), each at most once, at most 500 per list.
 *
 * PUT replaces both lists. An id that is not one of the user's own current permissions is
 * refused whole: 400 `invalid_input` with a field error `{ name: 'pinned' | 'bookmarked',
 * code: 'invalid_input', index }` naming the first such id. GET leaves out ids of
 * permissions the user has lost since they were saved.
 */
export const navigationSchema = z.object({
  pinned: permissionIds,
  bookmarked: permissionIds,
});
export type Navigation = z.infer<typeof navigationSchema>;

/** PUT /identity/{id}/navigation: both lists, replacing what was saved (the answer is what is stored). */
export const updateNavigationBodySchema = z.object({
  pinned: permissionIds,
  bookmarked: permissionIds,
});
export type UpdateNavigationBody = z.infer<typeof updateNavigationBodySchema>;

/**
 * What the app offers one permission: the pages of its menus, the account panel's links and
 * the settings' parts that act. The server derives them from its access policy (a page is
 * offered only to a permission that may use it on an account it has content for), so a menu
 * never leads to an empty page or an "Access denied".
 */
export const menuItems = [
  'dashboard',
  'customers',
  'create_customer',
  'workers',
  'payments',
  'fee_income',
  'profit_sharing',
  'transfers',
  'referrals',
  'access_control',
  'mining_report',
  'tax_calculator',
  'users',
  'platform_rewards',
  'platform_payouts',
  'platform_unallocated',
  'promocodes',
  'create_promocode',
  'create_sub_account',
  'payout_wallet',
  'watcher_links',
  'api_keys',
  'account_removal',
  'removal_requests',
  'accounts_summary',
] as const;
export const menuItemSchema = z.enum(menuItems);
export type MenuItem = z.infer<typeof menuItemSchema>;
