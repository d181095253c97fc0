import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canOpenPage } from '@/lib/access';
import { accountOf } from '@/lib/account';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { useWatchArea } from '../watch-area';
import { AppShell } from './app-shell';
import styles from './layouts.module.css';

/** The read-only watcher area (product §2): dashboard, workers, payments, no login, no account menu. */
export function Component() {
  const { t } = useTranslation();
  const { basePath, permission } = useWatchArea();
  const account = accountOf(permission);
  const details = useQuery({
    ...accountQueryOptions(account ?? { kind: 'miners', id: '' }),
    enabled: Boolean(account && !permission?.account_name),
  });
  const name = permission?.account_name ?? details.data?.name;
  // A link opens what its owner chose (the workers, and the payments if chosen): only those pages are offered.
  const links = [
    { to: basePath, key: 'pages.dashboard', end: true },
    ...(['workers', 'payments'] as const)
      .filter((page) => canOpenPage(permission, page))
      .map((page) => ({ to: `${basePath}/${page}`, key: `pages.${page}` })),
  ];
  return (
    <AppShell
      links={links}
      badge={t('watch.readOnly')}
      actions={
        name ? (
          <span className={styles.watchAccount} data-testid="watch-account">
            {t('watch.account', { name })}
          </span>
        ) : null
      }
    />
  );
}
