/** What other modules use of the accounts module: they import it from here only. */
export { PermissionsRepository, isStaffOver } from './permissions-repository.js';
export { AccountsRepository } from './repository.js';
export type { Account, AccountKind } from './repository.js';
