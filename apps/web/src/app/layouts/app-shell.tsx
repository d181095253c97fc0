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

/** The header: brand, an optional badge, then actions and the language on the right. */
export function AppHeader({ badge, actions }: { badge?: ReactNode; actions?: ReactNode }) {
  return (
    <header className={styles.header}>
      <Brand />
      {badge ? <Badge outline>{badge}</Badge> : null}
      <span className={styles.spacer} />
      {actions}
      <LanguageSwitcher />
    </header>
  );
}

/** Header, side navigation (a scrolling bar on mobile) and the page. */
export function AppShell({
  links,
  badge,
  actions,
  notice,
}: {
  links: readonly ShellLink[];
  badge?: ReactNode;
  actions?: ReactNode;
  /** Shown above every page of the area (e.g. the set-up-2FA banner). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <AppHeader badge={badge} actions={actions} />
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
