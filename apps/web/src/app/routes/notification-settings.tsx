import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { preferencesQueryOptions } from '@/features/notifications/api/get-preferences';
import { NotificationPreferencesTable } from '@/features/notifications/components/notification-preferences';
import { TelegramLink } from '@/features/notifications/components/telegram-link';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import styles from '@/features/auth/settings/settings.module.css';

/** /settings/notifications: which events reach the user by e-mail and by Telegram. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.notificationSettings.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const userId = identity?.user.id;
  const preferences = useQuery({ ...preferencesQueryOptions(userId ?? ''), enabled: userId !== undefined });
  return (
    <div className={styles.sections}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.muted}>{t('notifications.intro')}</p>
      {userId ? <NotificationPreferencesTable userId={userId} /> : null}
      {userId && preferences.data?.telegram_available ? <TelegramLink userId={userId} /> : null}
    </div>
  );
}
