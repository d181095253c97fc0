import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { LanguageSwitcher } from '@/features/config/language-switcher';
import { Brand } from './brand';
import styles from './layouts.module.css';

const navigation = [
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
] as const;

/** The signed-in area: header, navigation, page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Brand />
        <LanguageSwitcher />
      </header>
      <nav className={styles.nav} aria-label={t('common.mainNavigation')}>
        {navigation.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={'end' in item}
            className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
          >
            {t(`${item.key}.title`)}
          </NavLink>
        ))}
      </nav>
      <main className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
