import { describe, expect, it } from 'vitest';
import type { Permission } from '@pool/contract';
import { accessOf, displayNameOf } from './access';
import { canOpenPage } from './permissions';

function permission(overrides: Partial<Permission>): Permission {
  return { id: 'p1', type: 'miner', account_id: 'm1', role: 'owner', sections: [], ...overrides };
}

describe('accessOf', () => {
  it('maps pool and platform permissions to the Pool and Platform access types', () => {
    expect(accessOf(permission({ type: 'pool' })).type).toBe('Pool');
    expect(accessOf(permission({ type: 'platform', account_id: null })).type).toBe('Platform');
  });

  it.each([
    ['owner', ['payments', 'workers', 'transfers', 'referrals', 'accessControl']],
    ['admin', ['payments', 'workers', 'transfers', 'referrals', 'accessControl']],
    ['treasurer', ['payments', 'workers', 'transfers', 'referrals']],
    ['accountant', ['payments', 'referrals']],
    ['viewer', ['workers', 'transfers']],
  ] as const)('gives a %s the pages of its role', (role, pages) => {
    expect([...accessOf(permission({ role })).access].sort()).toEqual([...pages].sort());
  });

  it('adds the pages of section permissions to the role', () => {
    const viewer = permission({ role: 'viewer', sections: ['section_payments_read', 'section_permissions_read'] });
    const access = accessOf(viewer);
    expect(canOpenPage(access, 'payments')).toBe(true);
    expect(canOpenPage(access, 'accessControl')).toBe(true);
    expect(canOpenPage(access, 'referrals')).toBe(false);
  });
});

describe('displayNameOf', () => {
  it('reads account_name, pool_name, operator_name, then the word Platform', () => {
    expect(displayNameOf(permission({ account_name: 'demo_miner' }), 'Platform')).toBe('demo_miner');
    expect(displayNameOf(permission({ type: 'pool', pool_name: 'Demo Pool' }), 'Platform')).toBe('Demo Pool');
    expect(displayNameOf(permission({ type: 'operator', operator_name: 'Demo Hub' }), 'Platform')).toBe('Demo Hub');
    expect(displayNameOf(permission({ type: 'platform' }), 'Платформа')).toBe('Платформа');
  });
});
