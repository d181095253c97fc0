import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { LanguageSwitcher } from '@/features/config/language-switcher';
import { Brand } from './brand';
import styles from './layouts.module.css';

export interface ShellLink {
  to: string;
  /** Translation key of the page; its `.title` is the link text. */
  key: string;
  end?: boolean;
}

/**
 * The header: brand, an optional badge, then actions and the language on the right.
 * `languageInActions`: the actions offer the language too (the account panel), so a phone's
 * header leaves its own out and keeps one row.
 */
export function AppHeader({
  badge,
  actions,
  languageInActions = false,
}: {
  badge?: ReactNode;
  actions?: ReactNode;
  languageInActions?: boolean;
}) {
  return (
    <header className={styles.header}>
      <Brand />
      {badge ? <Badge outline>{badge}</Badge> : null}
      <span className={styles.spacer} />
      {actions}
      {languageInActions ? (
        <div className={styles.wideOnly}>
          <LanguageSwitcher />
        </div>
      ) : (
        <LanguageSwitcher />
      )}
    </header>
  );
}

/** Header, side navigation (a scrolling bar on mobile) and the page. */
export function AppShell({
  links,
  badge,
  actions,
  languageInActions,
  notice,
}: {
  links: readonly ShellLink[];
  badge?: ReactNode;
  actions?: ReactNode;
  languageInActions?: boolean;
  /** Shown above every page of the area (e.g. the set-up-2FA banner). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <AppHeader badge={badge} actions={actions} languageInActions={languageInActions} />
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
        {notice}
        <Outlet />
      </main>
    </div>
  );
}
