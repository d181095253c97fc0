import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  notificationChannels,
  notificationEvents,
  type NotificationChannel,
  type NotificationEvent,
} from '@pool/contract';
import { toast } from '@/components/ui/toast/toast-store';
import { preferencesQueryOptions } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import styles from './notifications.module.css';

/**
 * The events × channels table of /settings/notifications (product §3): each switch is saved
 * the moment it changes, with a toast. Without a Telegram bot on the pool, Telegram's column
 * says it is unavailable and why, in place of its switches.
 */
export function NotificationPreferencesTable({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const captionId = useId();
  const preferences = useQuery(preferencesQueryOptions(userId));
  // The switch being saved shows its new state at once; the server's answer replaces it.
  const [saving, setSaving] = useState<{ event: NotificationEvent; channel: NotificationChannel; enabled: boolean }>();
  const update = useUpdatePreferences(userId, {
    onSuccess: () => toast.success(t('toasts.success')),
    onError: () => toast.error(t('toasts.error'), { description: t('toasts.errorDescription') }),
    onSettled: () => setSaving(undefined),
  });

  if (preferences.isPending) return <p className={styles.muted}>{t('notifications.loading')}</p>;
  if (preferences.isError) return <p className={styles.error}>{t('notifications.loadFailed')}</p>;

  const { telegram_available: telegramAvailable } = preferences.data;
  const switchOf = (event: NotificationEvent, channel: NotificationChannel) =>
    preferences.data.preferences.find((item) => item.event === event && item.channel === channel);

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-describedby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {t('notifications.tableCaption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('notifications.event')}</th>
            {notificationChannels.map((channel) => (
              <th scope="col" key={channel}>
                <span className={styles.channel}>{t(`notifications.channels.${channel}`)}</span>
                {channel === 'telegram' && !telegramAvailable ? (
                  <span className={styles.note}>{t('notifications.telegramUnavailable')}</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {notificationEvents.map((event) => (
            <tr key={event}>
              <th scope="row">
                <span className={styles.eventName}>{t(`notifications.events.${event}.title`)}</span>
                <span className={styles.muted}>{t(`notifications.events.${event}.description`)}</span>
              </th>
              {notificationChannels.map((channel) => {
                const item = switchOf(event, channel);
                // Without a bot nothing goes by Telegram: the column says so, not a row of greyed ticks.
                if (channel === 'telegram' && !telegramAvailable)
                  return (
                    <td key={channel} className={styles.unavailableCell}>
                      {t('notifications.telegramCell')}
                    </td>
                  );
                return (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      className={styles.box}
                      aria-label={t('notifications.switchLabel', {
                        event: t(`notifications.events.${event}.title`),
                        channel: t(`notifications.channels.${channel}`),
                      })}
                      checked={
                        saving?.event === event && saving.channel === channel
                          ? saving.enabled
                          : (item?.enabled ?? false)
                      }
                      disabled={item?.required || saving !== undefined}
                      title={item?.required ? t('notifications.required') : undefined}
                      onChange={(change) => {
                        const next = { event, channel, enabled: change.target.checked };
                        setSaving(next);
                        update.mutate({ preferences: [next] });
                      }}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
