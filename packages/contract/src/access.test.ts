import { describe, expect, it } from 'vitest';
import { canManageWallet, walletManagingRoles } from './access.js';
import { accessRoleSchema } from './identity.js';

describe('canManageWallet', () => {
  it("lets a miner account's own owners and admins change the payout wallet, no other role", () => {
    expect(walletManagingRoles).toEqual(['owner', 'admin']);
    const managing = accessRoleSchema.options.filter((role) => canManageWallet({ type: 'miner', role }));
    expect(managing).toEqual(['owner', 'admin']);
  });

  it('never lets pool, operator or platform staff change a payout wallet', () => {
    for (const type of ['pool', 'operator', 'platform'] as const) {
      expect(accessRoleSchema.options.filter((role) => canManageWallet({ type, role }))).toEqual([]);
    }
  });
});
