import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDateTime } from '@/lib/format';
import { useDisableMyOtherSessions } from '../api/disable-my-other-sessions';
import { useDisableMySession } from '../api/disable-my-session';
import { mySessionsQueryOptions, type SessionWithLastUse } from '../api/list-my-sessions';
import { describeUserAgent } from './user-agent';
import styles from './settings.module.css';
import card from '@/components/ui/card.module.css';
import list from '@/components/ui/list.module.css';

/** The session's device in words: "Chrome 131 on Windows 10", and "iPhone" or "Computer"; the raw agent when unparsed. */
function useDeviceText(userAgent: string | undefined): { name: string; kind?: string } {
  const { t } = useTranslation();
  const device = describeUserAgent(userAgent);
  if (!device) return { name: userAgent || t('identity.settings.sessions.unknownDevice') };
  const name =
    device.browser && device.os
      ? t('identity.settings.sessions.browserOn', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? '');
  const kind =
    device.model ??
    (device.kind && device.kind !== 'bot' ? t(`identity.settings.sessions.devices.${device.kind}`) : undefined);
  return { name, kind };
}

function SessionItem({
  session,
  current,
  onRevoke,
  busy,
}: {
  session: SessionWithLastUse;
  current: boolean;
  onRevoke?: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const device = session.devices?.[0];
  const { name, kind } = useDeviceText(device?.user_agent);
  const signedIn = session.authenticated_at ?? session.issued_at;
  const place = [
    kind,
    device?.ip_address ? t('identity.settings.sessions.ip', { ip: device.ip_address }) : undefined,
    device?.location,
  ].filter(Boolean);
  return (
    <li className={list.row}>
      <div className={`${list.rowText} ${styles.sessionText}`}>
        <span className={styles.sessionName}>
          <strong title={device?.user_agent}>{name}</strong>
          {current ? <Badge tone="info">{t('identity.settings.sessions.current')}</Badge> : null}
        </span>
        {place.length > 0 ? <span className={styles.muted}>{place.join(' · ')}</span> : null}
        {session.last_used_at ? (
          <span className={styles.muted}>
            {t('identity.settings.sessions.lastUsed', { time: formatDateTime(session.last_used_at, i18n.language) })}
          </span>
        ) : null}
        {signedIn ? (
          <span className={styles.muted}>
            {t('identity.settings.sessions.signedIn', { time: formatDateTime(signedIn, i18n.language) })}
          </span>
        ) : null}
        {session.expires_at ? (
          <span className={styles.muted}>
            {t('identity.settings.sessions.expires', { time: formatDateTime(session.expires_at, i18n.language) })}
          </span>
        ) : null}
      </div>
      {onRevoke ? (
        <Button kind="transparent" size="xs" onClick={onRevoke} disabled={busy}>
          {t('identity.settings.sessions.revoke')}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * Active sessions: the current one ("This device") and the others, each with browser,
 * system and device from its user agent, IP address, last use (where the identity service
 * says), sign-in and expiry; end one or all others.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useQuery(mySessionsQueryOptions());
  const failed = () => toast.error(t('toasts.error'), { description: t('toasts.errorDescription') });
  const revoke = useDisableMySession({
    onSuccess: () => toast.success(t('identity.settings.sessions.revoked')),
    onError: failed,
  });
  const revokeAll = useDisableMyOtherSessions({
    onSuccess: () => toast.success(t('identity.settings.sessions.revokedAll')),
    onError: failed,
  });
  const busy = revoke.isPending || revokeAll.isPending;

  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby="settings-sessions">
      <h2 id="settings-sessions" className={card.heading}>
        {t('identity.settings.sessions.title')}
      </h2>
      {sessions.isPending ? (
        <p className={styles.muted} role="status">
          {t('identity.loading')}
        </p>
      ) : null}
      {sessions.isError ? <FormMessage type="error">{t('identity.settings.sessions.error')}</FormMessage> : null}
      {sessions.data ? (
        <>
          <ul className={list.list}>
            <SessionItem session={sessions.data.current} current busy={busy} />
          </ul>
          <h3 className={styles.subheading}>{t('identity.settings.sessions.others')}</h3>
          {sessions.data.others.length === 0 ? (
            <p className={styles.muted}>{t('identity.settings.sessions.none')}</p>
          ) : (
            <>
              <ul className={list.list}>
                {sessions.data.others.map((session) => (
                  <SessionItem
                    key={session.id}
                    session={session}
                    current={false}
                    busy={busy}
                    onRevoke={() => revoke.mutate(session.id)}
                  />
                ))}
              </ul>
              <div>
                <Button kind="transparent" onClick={() => revokeAll.mutate()} disabled={busy}>
                  {t('identity.settings.sessions.revokeAll')}
                </Button>
              </div>
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
