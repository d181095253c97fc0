import { grants, type GuardedPage, type Need, type Permission } from '@pool/contract';

type Holder = Pick<Permission, 'type' | 'role' | 'sections'>;

/**
 * Whether a permission holds a need of the contract's access table, the one the server
 * decides from: the web leaves out what the server would refuse, and the server decides
 * every call again. No permission (signed out, still loading) holds nothing.
 */
export function can(permission: Holder | undefined, need: Need): boolean {
  return permission !== undefined && grants(permission, need);
}

/** The need each guarded page of product §6 reads with. */
const pageNeeds: Record<GuardedPage, Need> = {
  payments: 'payments',
  workers: 'workers',
  transfers: 'transfers',
  referrals: 'referrals',
  accessControl: 'read_access',
};

/** Product §6 page guard: pool staff open every guarded page, the platform none, others their role's and sections'. */
export function canOpenPage(permission: Holder | undefined, page: GuardedPage): boolean {
  return can(permission, pageNeeds[page]);
}
