import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { LanguageSwitcher } from '@/features/config/language-switcher';
import { Brand } from './brand';
import styles from './layouts.module.css';

export interface ShellLink {
  to: string;
  /** Translation key of the page; its `.title` is the link text. */
  key: string;
  end?: boolean;
}

/** The header with brand and language. */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <Brand />
      {children}
      <LanguageSwitcher />
    </header>
  );
}

/** Header, side navigation (a scrolling bar on mobile) and the page. */
export function AppShell({ links, badge }: { links: readonly ShellLink[]; badge?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <AppHeader>{badge ? <span className={styles.badge}>{badge}</span> : null}</AppHeader>
      <nav className={styles.nav} aria-label={t('common.mainNavigation')}>
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end ?? false}
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
