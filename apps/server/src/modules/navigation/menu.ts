import {
  grants,
  menuItems,
  type MenuItem,
  type Need,
  type Permission,
  type PermissionType,
  type SectionPermission,
} from '@pool/contract';

/**
 * Per kind of account whose permission an item has content for, the policy's need that using
 * it asks for. A kind left out has nothing of its own there although the policy might allow
 * the need: an operator may read its customers' referrals, yet has no referral code of its
 * own, so /referrals is not offered to it.
 */
type MenuRule = Partial<Record<PermissionType, Need>>;

const minerOnly = (need: Need): MenuRule => ({ miner: need });
const platformOnly = (need: Need): MenuRule => ({ platform: need });

const menuRules: Record<MenuItem, MenuRule> = {
  dashboard: { miner: 'monitoring', operator: 'monitoring', pool: 'monitoring' },
  customers: { operator: 'monitoring', pool: 'monitoring' },
  create_customer: { operator: 'create_customer', pool: 'create_pool_miner' },
  workers: { miner: 'workers', operator: 'workers', pool: 'workers' },
  payments: { miner: 'payments', operator: 'payments', pool: 'payments' },
  // An operator's own page: pool staff read an operator's income from its account.
  fee_income: { operator: 'fee_income' },
  profit_sharing: minerOnly('profit_sharing'),
  transfers: minerOnly('transfers'),
  referrals: minerOnly('referrals'),
  access_control: { miner: 'read_access', operator: 'read_access' },
  mining_report: minerOnly('mining_report'),
  tax_calculator: minerOnly('tax_income'),
  users: { pool: 'read_users', platform: 'read_users' },
  platform_rewards: platformOnly('platform_read'),
  platform_payouts: platformOnly('platform_read'),
  platform_unallocated: platformOnly('platform_read'),
  promocodes: platformOnly('platform_read'),
  create_promocode: platformOnly('manage_promocodes'),
  create_sub_account: minerOnly('create_sub_account'),
  // The settings' wallet part shows the address to whoever reads the payments; its owners change it.
  payout_wallet: minerOnly('payments'),
  watcher_links: minerOnly('manage_watchers'),
  api_keys: minerOnly('manage_api_keys'),
  account_removal: minerOnly('remove_account'),
  removal_requests: { pool: 'read_removal_requests', platform: 'read_removal_requests' },
  accounts_summary: minerOnly('accounts_summary'),
};

/**
 * Items a flag of the permission takes away although its role holds the need: the fee
 * income is the operator's fee, which total_fee_hide hides (its calls refuse such a permission).
 */
const hiddenBy: Partial<Record<MenuItem, SectionPermission>> = { fee_income: 'total_fee_hide' };

/**
 * The items the app offers this permission, in `menuItems` order; none to an account
 * permission without its account. The summary across accounts is offered only to a person
 * with several miner accounts (`minerAccounts`): for one it would repeat the dashboard.
 */
export function menuOf(permission: Permission, minerAccounts = 1): MenuItem[] {
  if (permission.type !== 'platform' && !permission.account_id) return [];
  return menuItems.filter((item) => {
    if (item === 'accounts_summary' && minerAccounts < 2) return false;
    const need = menuRules[item][permission.type];
    const hidden = hiddenBy[item];
    return need !== undefined && grants(permission, need) && !(hidden && permission.sections.includes(hidden));
  });
}
