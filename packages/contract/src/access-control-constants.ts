import type { AccessRole } from './identity.js';

/**
 * Access control's constants, apart from the schemas in access-control.ts: the signed-in
 * area's frame (the account panel) takes these without the schema library.
 */

/** Product §3: the labels shown for the roles; the treasurer role is shown as manager. */
export const roleLabelKeys: Record<AccessRole, 'viewer' | 'manager' | 'accountant' | 'admin' | 'owner'> = {
  viewer: 'viewer',
  treasurer: 'manager',
  accountant: 'accountant',
  admin: 'admin',
  owner: 'owner',
};
