import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { roleLabelKeys, type IdentityResponse, type Navigation, type Permission } from '@pool/contract';
import { Dialog } from '@/components/ui/dialog/dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { getPageSettings } from '@/lib/page-settings';
import { displayNameOf } from '../access';
import { arrangeAccounts, toggled, type AccountEntry } from '../account-list';
import { navigationQueryOptions } from '../api/get-navigation';
import { useUpdateNavigation } from '../api/update-navigation';
import { logout } from '../logout';
import { menuOf, pathAfterSwitch } from '../navigation';
import { useSwitchAccount } from '../use-switch-account';
import styles from './account-panel.module.css';

const noNavigation: Navigation = { pinned: [], bookmarked: [] };

export interface AccountPanelProps {
  open: boolean;
  identity: IdentityResponse;
  active: Permission | undefined;
  /** The language switcher (the app's, from the config feature). */
  language?: ReactNode;
  /** `returnFocus`: closed in place (Escape, ×, backdrop), not by going somewhere. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The account panel of product §2: the active account, every account of the user (searched
 * by name, pinned first, bookmarks, switching), and the user's own pages, language and
 * sign-out. A modal on desktop, a bottom sheet on phones (the Dialog decides).
 */
export function AccountPanel({ open, identity, active, language, onClose }: AccountPanelProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={() => onClose(true)} title={t('accountPanel.title')}>
      {open ? <PanelBody identity={identity} active={active} language={language} leave={() => onClose(false)} /> : null}
    </Dialog>
  );
}

function PanelBody({
  identity,
  active,
  language,
  leave,
}: Omit<AccountPanelProps, 'open' | 'onClose'> & { leave: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const switchAccount = useSwitchAccount();
  const platformWord = t('account.platform');
  const userId = identity.user.id;
  const many = identity.permissions.length > 1;
  const { data: navigation = noNavigation } = useQuery({ ...navigationQueryOptions(userId), enabled: many });
  const save = useUpdateNavigation(userId, { onError: () => toast.error(t('accountPanel.saveFailed')) });
  const [query, setQuery] = useState('');
  const [onlyBookmarks, setOnlyBookmarks] = useState(false);
  const deferredQuery = useDeferredValue(query);
  const list = useMemo(
    () =>
      arrangeAccounts(identity.permissions, navigation, (permission) => displayNameOf(permission, platformWord), {
        query: deferredQuery,
        onlyBookmarks,
      }),
    [identity.permissions, navigation, platformWord, deferredQuery, onlyBookmarks],
  );
  const shown = list.pinned.length + list.rest.length;
  const searchId = useId();
  const pinnedId = useId();
  const restId = useId();

  const describe = (permission: Permission) =>
    [t(`accountPanel.types.${permission.type}`), t(`accessControl.roles.${roleLabelKeys[permission.role]}`)].join(
      ' · ',
    );

  const switchTo = (permission: Permission) => {
    leave();
    if (permission.id === active?.id) return;
    switchAccount(permission, pathAfterSwitch(permission, menuOf(identity, permission), location.pathname));
  };

  const toggle = (list: keyof Navigation, permissionId: string) => save.mutate(toggled(navigation, list, permissionId));

  const row = (entry: AccountEntry) => (
    <li key={entry.permission.id} className={styles.row}>
      <button
        type="button"
        className={styles.account}
        aria-current={entry.permission.id === active?.id ? 'true' : undefined}
        onClick={() => switchTo(entry.permission)}
      >
        <span className={styles.accountName}>{entry.name}</span>
        <span className={styles.accountMeta}>{describe(entry.permission)}</span>
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={entry.bookmarked}
        aria-label={t('accountPanel.bookmark', { name: entry.name })}
        title={t('accountPanel.bookmark', { name: entry.name })}
        onClick={() => toggle('bookmarked', entry.permission.id)}
      >
        <StarIcon filled={entry.bookmarked} />
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={entry.pinned}
        aria-label={t('accountPanel.pin', { name: entry.name })}
        title={t('accountPanel.pin', { name: entry.name })}
        onClick={() => toggle('pinned', entry.permission.id)}
      >
        <PinIcon filled={entry.pinned} />
      </button>
    </li>
  );

  const { mining_report_enabled: miningReport, support_url: supportUrl } = getPageSettings();
  // Only what the server's menu offers the active account: no link here leads to an empty page.
  const menu = menuOf(identity, active);
  const links: { to: string; label: string }[] = [
    ...(menu.includes('create_sub_account')
      ? [{ to: '/customers/create-sub', label: t('accountPanel.createSub') }]
      : []),
    { to: '/settings/security', label: t('accountPanel.security') },
    { to: '/settings/notifications', label: t('accountPanel.notifications') },
    ...(miningReport && menu.includes('mining_report')
      ? [{ to: '/mining-report', label: t('accountPanel.miningReport') }]
      : []),
    ...(menu.includes('promocodes') ? [{ to: '/promocodes', label: t('accountPanel.promocodes') }] : []),
  ];

  return (
    <div className={styles.panel}>
      <section className={styles.current} aria-label={t('accountPanel.current')}>
        <p className={styles.currentLabel}>{t('accountPanel.current')}</p>
        {active ? (
          <>
            <p className={styles.currentName}>{displayNameOf(active, platformWord)}</p>
            <p className={styles.accountMeta}>{describe(active)}</p>
          </>
        ) : null}
        <p className={styles.email}>{identity.user.email}</p>
      </section>

      {many ? (
        <section className={styles.accounts} aria-label={t('accountPanel.accounts')}>
          <div className={styles.searchRow}>
            <label htmlFor={searchId} className="visually-hidden">
              {t('accountPanel.search')}
            </label>
            <input
              id={searchId}
              type="search"
              className={styles.search}
              placeholder={t('accountPanel.searchPlaceholder')}
              value={query}
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
            />
            <div className={styles.filter} role="group" aria-label={t('accountPanel.show')}>
              <button type="button" aria-pressed={!onlyBookmarks} onClick={() => setOnlyBookmarks(false)}>
                {t('accountPanel.all')}
              </button>
              <button type="button" aria-pressed={onlyBookmarks} onClick={() => setOnlyBookmarks(true)}>
                {t('accountPanel.bookmarks')}
              </button>
            </div>
          </div>
          <div className={styles.scroller}>
            {list.pinned.length > 0 ? (
              <>
                <h3 id={pinnedId} className={styles.group}>
                  {t('accountPanel.pinned')}
                </h3>
                <ul className={styles.list} aria-labelledby={pinnedId}>
                  {list.pinned.map(row)}
                </ul>
              </>
            ) : null}
            {list.rest.length > 0 ? (
              <>
                <h3 id={restId} className={styles.group}>
                  {list.pinned.length > 0 ? t('accountPanel.others') : t('accountPanel.accounts')}
                </h3>
                <ul className={styles.list} aria-labelledby={restId}>
                  {list.rest.map(row)}
                </ul>
              </>
            ) : null}
            {list.matching === 0 ? (
              <p className={styles.note}>
                {onlyBookmarks && !deferredQuery.trim() ? t('accountPanel.noBookmarks') : t('accountPanel.noMatch')}
              </p>
            ) : null}
          </div>
          <p className={styles.note} role="status">
            {list.matching > shown ? t('accountPanel.more', { shown, total: list.matching }) : ''}
          </p>
        </section>
      ) : null}

      <nav className={styles.links} aria-label={t('accountPanel.preferences')}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link} onClick={leave}>
                {link.label}
              </Link>
            </li>
          ))}
          {supportUrl ? (
            // The pool's own help desk: an outside address (or mail), so a plain link.
            <li>
              <a href={supportUrl} className={styles.link} target="_blank" rel="noopener noreferrer">
                {t('accountPanel.support')}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>

      <div className={styles.footer}>
        {language ? (
          <div className={styles.language}>
            <span aria-hidden="true">{t('accountPanel.language')}</span>
            {language}
          </div>
        ) : null}
        <button
          type="button"
          className={styles.logout}
          onClick={() => {
            leave();
            void logout(navigate);
          }}
        >
          {t('account.logout')}
        </button>
      </div>
    </div>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <path
        d="M10 2.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2-3.8-3.6 5.2-.7z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PinIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <path
        d="M7 2.5h6l-1 5 3 3v1.5H5V10.5l3-3zM10 12v5.5"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
