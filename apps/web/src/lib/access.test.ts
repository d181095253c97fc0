import { describe, expect, it } from 'vitest';
import { guardedPages, type Permission } from '@pool/contract';
import { can, canOpenPage } from './access';

function permission(overrides: Partial<Permission>): Permission {
  return { id: 'p1', type: 'miner', account_id: 'm1', role: 'owner', sections: [], ...overrides };
}

describe('canOpenPage', () => {
  it.each(guardedPages)('lets pool staff of any role open %s', (page) => {
    expect(canOpenPage(permission({ type: 'pool', role: 'viewer' }), page)).toBe(true);
  });

  it.each(guardedPages)('never lets the platform open %s, even its owner', (page) => {
    expect(canOpenPage(permission({ type: 'platform', account_id: null }), page)).toBe(false);
  });

  it.each([
    ['owner', ['payments', 'workers', 'transfers', 'referrals', 'accessControl']],
    ['admin', ['payments', 'workers', 'transfers', 'referrals', 'accessControl']],
    ['treasurer', ['payments', 'workers', 'transfers', 'referrals']],
    ['accountant', ['payments', 'referrals']],
    ['viewer', ['workers', 'transfers']],
  ] as const)('gives a miner %s the pages of its role', (role, pages) => {
    expect(guardedPages.filter((page) => canOpenPage(permission({ role }), page))).toEqual(pages);
  });

  it('adds the pages of section permissions to the role', () => {
    const viewer = permission({ type: 'operator', role: 'viewer', sections: ['section_payments_read'] });
    expect(guardedPages.filter((page) => canOpenPage(viewer, page))).toEqual(['payments', 'workers', 'transfers']);
  });

  it('opens nothing without a permission', () => {
    expect(guardedPages.filter((page) => canOpenPage(undefined, page))).toEqual([]);
  });
});

describe('can', () => {
  it("gives a miner account's changes to its owners and admins only", () => {
    const roles = ['owner', 'admin', 'treasurer', 'accountant', 'viewer'] as const;
    expect(roles.filter((role) => can(permission({ role }), 'manage_wallet'))).toEqual(['owner', 'admin']);
    expect(can(permission({ type: 'pool' }), 'manage_wallet')).toBe(false);
  });

  it('opens the platform area to platform permissions only', () => {
    expect(can(permission({ type: 'platform', role: 'viewer', account_id: null }), 'platform_read')).toBe(true);
    expect(can(permission({ type: 'pool' }), 'platform_read')).toBe(false);
  });
});
