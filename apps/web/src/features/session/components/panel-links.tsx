import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuItem } from '@pool/contract';
import { getPageSettings } from '@/lib/page-settings';
import styles from './account-panel.module.css';

/** The user's own pages; of the account's pages, only what the server's menu offers the active account. */
export function PanelLinks({ menu, onFollow }: { menu: readonly MenuItem[]; onFollow: () => void }) {
  const { t } = useTranslation();
  const { mining_report_enabled: miningReport, support_url: supportUrl } = getPageSettings();
  // No link here leads to an empty page.
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
    <nav className={styles.links} aria-label={t('accountPanel.preferences')}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link} onClick={onFollow}>
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
  );
}
