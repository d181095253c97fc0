import { describe, expect, it } from 'vitest';
import { canManageWallet, walletManagingRoles } from './access.js';
import { accessRoleSchema } from './identity.js';

describe('canManageWallet', () => {
  it('lets owners and admins change the payout wallet, no other role', () => {
    expect(walletManagingRoles).toEqual(['owner', 'admin']);
    const managing = accessRoleSchema.options.filter((role) => canManageWallet({ role }));
    expect(managing).toEqual(['owner', 'admin']);
  });
});
