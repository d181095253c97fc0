import { AccountMenu } from '@/features/session/components/account-menu';
import { AppShell, type ShellLink } from './app-shell';
import { SecondFactorNotice } from './second-factor-notice';

const navigation: readonly ShellLink[] = [
  { to: '/', key: 'pages.dashboard', end: true },
  { to: '/workers', key: 'pages.workers' },
  { to: '/payments', key: 'pages.payments' },
  { to: '/transfers', key: 'pages.transfers' },
  { to: '/referrals', key: 'pages.referrals' },
  { to: '/customers', key: 'pages.customers' },
  { to: '/profit-sharing', key: 'pages.profitSharing' },
  { to: '/access-control', key: 'pages.accessControl' },
  { to: '/settings', key: 'pages.settings' },
  { to: '/faq', key: 'pages.faq' },
];

/** The signed-in area. */
export function Component() {
  return <AppShell links={navigation} actions={<AccountMenu />} notice={<SecondFactorNotice />} />;
}
