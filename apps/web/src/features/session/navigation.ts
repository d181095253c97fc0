import type { IdentityResponse, MenuItem, Permission, PoolPageSettings } from '@pool/contract';
import { getPageSettings } from '@/lib/page-settings';
import { homePathOf } from './permissions';

export interface NavigationItem {
  to: string;
  /** Translation key of the page; its `.title` is the link text. */
  key: string;
  end?: boolean;
  /** What the server offers for it: shown only when the active permission's menu has it. */
  item: MenuItem;
  /** A feature page, shown only while the pool's flag turns it on (product §2). */
  flag?: keyof Pick<PoolPageSettings, 'mining_report_enabled' | 'tax_calculator_enabled'>;
  /** Its sub-paths are sections of the page (settings), not records of one account. */
  sections?: boolean;
}

const dashboard = { to: '/', key: 'pages.dashboard', end: true, item: 'dashboard' } as const;
const common = [
  { to: '/settings', key: 'pages.settings', sections: true },
  { to: '/faq', key: 'pages.faq' },
] as const;

/**
 * Every page of the main menus, in menu order. Which of them a permission gets is the
 * server's answer (`IdentityResponse.menus`, from its access policy): a platform permission
 * gets the platform's pages, a miner viewer its workers, an operator its customers.
 */
const menuPages: NavigationItem[] = [
  { to: '/platform', key: 'pages.platformRewards', end: true, item: 'platform_rewards' },
  { to: '/platform/payouts', key: 'pages.platformPayouts', item: 'platform_payouts' },
  { to: '/platform/unallocated', key: 'pages.platformUnallocated', item: 'platform_unallocated' },
  { to: '/promocodes', key: 'pages.promocodes', item: 'promocodes' },
  dashboard,
  { to: '/summary', key: 'pages.accountsSummary', item: 'accounts_summary' },
  { to: '/customers', key: 'pages.customers', item: 'customers' },
  { to: '/workers', key: 'pages.workers', item: 'workers' },
  { to: '/payments', key: 'pages.payments', item: 'payments' },
  { to: '/fee-income', key: 'pages.feeIncome', item: 'fee_income' },
  { to: '/profit-sharing', key: 'pages.profitSharing', item: 'profit_sharing' },
  { to: '/transfers', key: 'pages.transfers', item: 'transfers' },
  { to: '/referrals', key: 'pages.referrals', item: 'referrals' },
  { to: '/access-control', key: 'pages.accessControl', item: 'access_control' },
  { to: '/mining-report', key: 'pages.miningReport', item: 'mining_report', flag: 'mining_report_enabled' },
  { to: '/tax-calculator', key: 'pages.taxCalculator', item: 'tax_calculator', flag: 'tax_calculator_enabled' },
  { to: '/users', key: 'pages.users', item: 'users' },
  { to: '/removal-requests', key: 'pages.removalRequests', item: 'removal_requests' },
];

/** What the server offers the permission (none before the identity is known). */
export function menuOf(identity: IdentityResponse | undefined, permission: Permission | undefined): MenuItem[] {
  return (permission && identity?.menus[permission.id]) ?? [];
}

/** The main navigation of the active account: the pages its menu offers, then settings and the FAQ. */
export function navigationFor(menu: readonly MenuItem[]): Pick<NavigationItem, 'to' | 'key' | 'end' | 'sections'>[] {
  const settings = getPageSettings();
  const items = menuPages.filter((page) => menu.includes(page.item) && (!page.flag || settings[page.flag]));
  return [...(items.length > 0 ? items : [dashboard]), ...common];
}

/**
 * Where a switch to another account lands: the same page when the new account has it (a
 * miner comparing two accounts' workers stays on Workers), its list when the page was one
 * record of the previous account (a customer, a promo code), the same section of settings,
 * and its home otherwise. The query goes: it filtered or opened things of the previous
 * account.
 */
export function pathAfterSwitch(permission: Permission, menu: readonly MenuItem[], pathname: string): string {
  const item = navigationFor(menu).find((candidate) =>
    candidate.end ? pathname === candidate.to : pathname === candidate.to || pathname.startsWith(`${candidate.to}/`),
  );
  if (!item) return homePathOf(permission);
  // A settings section the new account lacks sends the settings page back to its start.
  return item.sections ? pathname : item.to;
}
