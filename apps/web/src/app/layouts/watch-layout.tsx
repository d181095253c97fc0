import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppShell } from './app-shell';

/** The read-only watcher area (spec §2): dashboard, workers, payments, no login. */
export function Component() {
  const { t } = useTranslation();
  const { watcherToken = '' } = useParams();
  const base = `/watch/${encodeURIComponent(watcherToken)}`;
  const links = [
    { to: base, key: 'pages.dashboard', end: true },
    { to: `${base}/workers`, key: 'pages.workers' },
    { to: `${base}/payments`, key: 'pages.payments' },
  ];
  return <AppShell links={links} badge={t('watch.readOnly')} />;
}
