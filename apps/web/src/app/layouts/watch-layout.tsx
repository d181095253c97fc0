import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const links = [
    { to: basePath, key: 'pages.dashboard', end: true },
    { to: `${basePath}/workers`, key: 'pages.workers' },
    { to: `${basePath}/payments`, key: 'pages.payments' },
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
