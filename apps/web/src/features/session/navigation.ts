import type { Permission, PoolPageSettings } from '@pool/contract';
import { getPageSettings } from '@/lib/page-settings';
import { accessOf } from './access';
import { canOpenPage, homePathOf, type GuardedPage } from './permissions';

export interface NavigationItem {
  to: string;
  /** Translation key of the page; its `.title` is the link text. */
  key: string;
  end?: boolean;
  /** A section page, shown only when the account's access opens it (product §6). */
  page?: GuardedPage;
  /** A feature page, shown only while the pool's flag turns it on (product §2). */
  flag?: keyof Pick<PoolPageSettings, 'mining_report_enabled' | 'tax_calculator_enabled'>;
  /** Its sub-paths are sections of the page (settings), not records of one account. */
  sections?: boolean;
}

const dashboard: NavigationItem = { to: '/', key: 'pages.dashboard', end: true };
const common: NavigationItem[] = [
  { to: '/settings', key: 'pages.settings', sections: true },
  { to: '/faq', key: 'pages.faq' },
];

/** What each kind of account works with (product §1, §6). */
const itemsByType: Record<Permission['type'], NavigationItem[]> = {
  miner: [
    dashboard,
    { to: '/workers', key: 'pages.workers', page: 'workers' },
    { to: '/payments', key: 'pages.payments', page: 'payments' },
    // Splits are part of the account's money: shown to whoever sees its payments.
    { to: '/profit-sharing', key: 'pages.profitSharing', page: 'payments' },
    { to: '/transfers', key: 'pages.transfers', page: 'transfers' },
    { to: '/referrals', key: 'pages.referrals', page: 'referrals' },
    { to: '/access-control', key: 'pages.accessControl', page: 'accessControl' },
    { to: '/mining-report', key: 'pages.miningReport', page: 'payments', flag: 'mining_report_enabled' },
    { to: '/tax-calculator', key: 'pages.taxCalculator', page: 'payments', flag: 'tax_calculator_enabled' },
  ],
  operator: [
    dashboard,
    { to: '/customers', key: 'pages.customers' },
    { to: '/workers', key: 'pages.workers', page: 'workers' },
    { to: '/payments', key: 'pages.payments', page: 'payments' },
    { to: '/profit-sharing', key: 'pages.profitSharing' },
    { to: '/access-control', key: 'pages.accessControl', page: 'accessControl' },
  ],
  pool: [
    dashboard,
    { to: '/customers', key: 'pages.customers' },
    { to: '/workers', key: 'pages.workers', page: 'workers' },
    { to: '/payments', key: 'pages.payments', page: 'payments' },
    { to: '/users', key: 'pages.users' },
  ],
  platform: [
    { to: '/platform', key: 'pages.platformRewards', end: true },
    { to: '/platform/payouts', key: 'pages.platformPayouts' },
    { to: '/platform/unallocated', key: 'pages.platformUnallocated' },
    { to: '/promocodes', key: 'pages.promocodes' },
    { to: '/users', key: 'pages.users' },
  ],
};

/** The main navigation of the active account: its kind's pages, less the sections its access does not open. */
export function navigationFor(permission: Permission | undefined): NavigationItem[] {
  if (!permission) return [dashboard, ...common];
  const access = accessOf(permission);
  const settings = getPageSettings();
  const items = itemsByType[permission.type].filter(
    (item) => (!item.page || canOpenPage(access, item.page)) && (!item.flag || settings[item.flag]),
  );
  return [...items, ...common];
}

/**
 * Where a switch to another account lands: the same page when the new account has it (a
 * miner comparing two accounts' workers stays on Workers), its list when the page was one
 * record of the previous account (a customer, a promo code), the same section of settings,
 * and its home otherwise. The query goes: it filtered or opened things of the previous
 * account.
 */
export function pathAfterSwitch(permission: Permission, pathname: string): string {
  const item = navigationFor(permission).find((candidate) =>
    candidate.end ? pathname === candidate.to : pathname === candidate.to || pathname.startsWith(`${candidate.to}/`),
  );
  if (!item) return homePathOf(permission);
  // A settings section the new account lacks sends the settings page back to its start.
  return item.sections ? pathname : item.to;
}
