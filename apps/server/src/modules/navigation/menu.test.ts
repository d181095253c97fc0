import { describe, expect, it } from 'vitest';
import type { Permission } from '@pool/contract';
import { menuOf } from './menu.js';

const permission = (overrides: Partial<Permission>): Permission => ({
  id: 'p',
  type: 'miner',
  account_id: 'a',
  role: 'owner',
  sections: [],
  ...overrides,
});

/**
 * Written out by hand, as the access matrix is: what each kind of user is offered. The web's
 * component tests use the same lists as the server's answer (apps/web/src/test/menus.ts).
 */
describe('menuOf', () => {
  it('offers a miner owner every page of its account and every action of its settings', () => {
    expect(menuOf(permission({}))).toEqual([
      'dashboard',
      'workers',
      'payments',
      'profit_sharing',
      'transfers',
      'referrals',
      'access_control',
      'mining_report',
      'tax_calculator',
      'create_sub_account',
      'payout_wallet',
      'watcher_links',
      'api_keys',
      'account_removal',
    ]);
  });

  it('offers a viewer the mining pages only: no watcher link it could not create, no money', () => {
    expect(menuOf(permission({ role: 'viewer' }))).toEqual(['dashboard', 'workers', 'transfers']);
  });

  it('opens a section to a role that lacks it', () => {
    expect(menuOf(permission({ role: 'viewer', sections: ['section_payments_read'] }))).toEqual([
      'dashboard',
      'workers',
      'payments',
      'profit_sharing',
      'transfers',
      'mining_report',
      'tax_calculator',
      'payout_wallet',
    ]);
  });

  it('offers an operator its customers but no miner page of its own (referrals, transfers, splits, report)', () => {
    expect(menuOf(permission({ type: 'operator' }))).toEqual([
      'dashboard',
      'customers',
      'create_customer',
      'workers',
      'payments',
      'fee_income',
      'access_control',
    ]);
  });

  it('offers an operator its fee income with its payments, never under total_fee_hide', () => {
    expect(menuOf(permission({ type: 'operator', role: 'accountant' }))).toContain('fee_income');
    expect(menuOf(permission({ type: 'operator', role: 'viewer' }))).not.toContain('fee_income');
    expect(menuOf(permission({ type: 'operator', sections: ['total_fee_hide'] }))).not.toContain('fee_income');
  });

  it('offers pool staff the customers, the users and the removal requests, creation to its owners only', () => {
    expect(menuOf(permission({ type: 'pool' }))).toEqual([
      'dashboard',
      'customers',
      'create_customer',
      'workers',
      'payments',
      'users',
      'removal_requests',
    ]);
    expect(menuOf(permission({ type: 'pool', role: 'viewer' }))).not.toContain('create_customer');
  });

  it('offers the platform its own area, promo code creation to its owners and admins', () => {
    const platform = permission({ type: 'platform', account_id: null, role: 'admin' });
    expect(menuOf(platform)).toEqual([
      'users',
      'platform_rewards',
      'platform_payouts',
      'platform_unallocated',
      'promocodes',
      'create_promocode',
      'removal_requests',
    ]);
    expect(menuOf({ ...platform, role: 'treasurer' })).not.toContain('create_promocode');
  });

  it('offers the summary across accounts to every miner role of a person with several miner accounts only', () => {
    expect(menuOf(permission({}), 2)).toContain('accounts_summary');
    expect(menuOf(permission({ role: 'viewer' }), 3)).toEqual([
      'dashboard',
      'workers',
      'transfers',
      'accounts_summary',
    ]);
    expect(menuOf(permission({}), 1)).not.toContain('accounts_summary');
    expect(menuOf(permission({ type: 'pool' }), 2)).not.toContain('accounts_summary');
  });

  it('offers nothing on a permission that has lost its account', () => {
    expect(menuOf(permission({ account_id: null }))).toEqual([]);
  });
});
