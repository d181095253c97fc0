import { useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { mobileQuery } from '@/components/ui/dialog/gestures';
import { useScrollFade } from '@/components/ui/scroll-fade';
import fade from '@/components/ui/scroll-fade.module.css';
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
  ref,
}: {
  badge?: ReactNode;
  actions?: ReactNode;
  languageInActions?: boolean;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <header ref={ref} className={styles.header}>
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

/**
 * The header stays at the top of a long page, and so does the navigation (beside it from
 * 1024 px, under it as a bar below). What they cover is written to the shell as
 * `--shell-header-height` (where the bar sticks) and `--sticky-top` (where a page's own
 * sticky parts, such as a table's head, stick).
 */
function useStickyOffsets(
  shell: RefObject<HTMLDivElement | null>,
  header: RefObject<HTMLElement | null>,
  nav: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const [shellElement, headerElement, navElement] = [shell.current, header.current, nav.current];
    if (!shellElement || !headerElement || !navElement || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const headerHeight = headerElement.offsetHeight;
      // On mobile the bar sticks under the header; on desktop it is beside the page.
      const barBelow = window.matchMedia(mobileQuery).matches;
      shellElement.style.setProperty('--shell-header-height', `${headerHeight}px`);
      shellElement.style.setProperty('--sticky-top', `${headerHeight + (barBelow ? navElement.offsetHeight : 0)}px`);
    };
    const observer = new ResizeObserver(update);
    observer.observe(headerElement);
    observer.observe(navElement);
    return () => observer.disconnect();
  }, [shell, header, nav]);
}

/** Header, side navigation (a scrolling bar on mobile, faded where more links wait) and the page. */
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
  const { pathname } = useLocation();
  const shell = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  const nav = useRef<HTMLElement>(null);
  useStickyOffsets(shell, header, nav);
  useScrollFade(nav, pathname);
  return (
    <div ref={shell} className={styles.shell}>
      <AppHeader ref={header} badge={badge} actions={actions} languageInActions={languageInActions} />
      <nav ref={nav} className={`${styles.nav} ${fade.fade}`} aria-label={t('common.mainNavigation')}>
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
