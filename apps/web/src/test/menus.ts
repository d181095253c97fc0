import type { MenuItem } from '@pool/contract';

/**
 * What the server's policy offers each kind of user (GET /identity `menus`), for the
 * fixtures of component tests; the server's own test checks that it answers these.
 */
export const menus = {
  minerOwner: [
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
  ],
  minerViewer: ['dashboard', 'workers', 'transfers'],
  operatorOwner: ['dashboard', 'customers', 'create_customer', 'workers', 'payments', 'fee_income', 'access_control'],
  poolOwner: ['dashboard', 'customers', 'create_customer', 'workers', 'payments', 'users', 'removal_requests'],
  platformAdmin: [
    'users',
    'platform_rewards',
    'platform_payouts',
    'platform_unallocated',
    'promocodes',
    'create_promocode',
    'removal_requests',
  ],
} satisfies Record<string, MenuItem[]>;
