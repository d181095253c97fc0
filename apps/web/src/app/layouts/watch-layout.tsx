import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router';
import { LanguageSwitcher } from '@/features/config/language-switcher';
import { Brand } from './brand';
import styles from './layouts.module.css';

/** The read-only watcher area (spec §2): dashboard, workers, payments, no login. */
export function Component() {
  const { t } = useTranslation();
  const { watcherToken = '' } = useParams();
  const base = `/watch/${encodeURIComponent(watcherToken)}`;
  const links = [
    { to: base, key: 'pages.dashboard', end: true },
    { to: `${base}/workers`, key: 'pages.workers', end: false },
    { to: `${base}/payments`, key: 'pages.payments', end: false },
  ];
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Brand />
        <span className={styles.badge}>{t('watch.readOnly')}</span>
        <LanguageSwitcher />
      </header>
      <nav className={styles.nav} aria-label={t('common.mainNavigation')}>
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end}
            className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
          >
            {t(`${link.key}.title`)}
          </NavLink>
        ))}
      </nav>
      <main className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
