import { describe, expect, it } from 'vitest';
import { grants } from './access-table.js';
import { accessRoleSchema } from './identity.js';

describe('manage_wallet', () => {
  it("lets a miner account's own owners and admins change the payout wallet, no other role", () => {
    const managing = accessRoleSchema.options.filter((role) =>
      grants({ type: 'miner', role, sections: [] }, 'manage_wallet'),
    );
    expect(managing).toEqual(['owner', 'admin']);
  });

  it('never lets pool, operator or platform staff change a payout wallet', () => {
    for (const type of ['pool', 'operator', 'platform'] as const) {
      expect(accessRoleSchema.options.filter((role) => grants({ type, role, sections: [] }, 'manage_wallet'))).toEqual(
        [],
      );
    }
  });
});
