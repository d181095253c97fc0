import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDateTime } from '@/lib/format';
import { useCreateTelegramInvite } from '../api/create-telegram-invite';
import { telegramChatQueryOptions, telegramInviteQueryOptions } from '../api/telegram';
import { useUnlinkTelegramChat } from '../api/unlink-telegram-chat';
import styles from './notifications.module.css';
import card from '@/components/ui/card.module.css';

/** While a link waits to be opened, the page asks this often whether the chat is linked. */
const linkPollMs = 3000;

/**
 * The Telegram chat of the user: the deep link to open in Telegram (one-time, 15 minutes),
 * the linked chat once the bot got /start, and unlinking it.
 */
export function TelegramLink({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const invite = useQuery(telegramInviteQueryOptions(userId));
  const waiting = Boolean(invite.data?.invite);
  const chat = useQuery({
    ...telegramChatQueryOptions(userId),
    refetchInterval: (query) => (waiting && !query.state.data?.chat ? linkPollMs : false),
  });
  const failed = () => toast.error(t('toasts.error'), { description: t('toasts.errorDescription') });
  const create = useCreateTelegramInvite(userId, { onError: failed });
  const unlink = useUnlinkTelegramChat(userId, {
    onSuccess: () => toast.success(t('toasts.success')),
    onError: failed,
  });

  const linked = chat.data?.chat;
  return (
    <section className={`${card.card} ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('notifications.telegram.title')}
      </h2>
      {chat.isPending ? <p className={styles.muted}>{t('notifications.loading')}</p> : null}
      {linked ? (
        <>
          <p role="status">
            {linked.username
              ? t('notifications.telegram.linkedAs', {
                  username: linked.username,
                  date: formatDateTime(linked.linked_at, i18n.language),
                })
              : t('notifications.telegram.linked', { date: formatDateTime(linked.linked_at, i18n.language) })}
          </p>
          <div className={styles.actions}>
            <Button kind="transparent" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
              {t('notifications.telegram.unlink')}
            </Button>
          </div>
        </>
      ) : chat.isSuccess ? (
        <>
          <p className={styles.muted}>{t('notifications.telegram.howTo')}</p>
          {invite.data?.invite ? (
            <p>
              <a className={styles.link} href={invite.data.invite.url} target="_blank" rel="noreferrer">
                {invite.data.invite.url}
              </a>
              <span className={styles.muted}>
                {t('notifications.telegram.expires', {
                  date: formatDateTime(invite.data.invite.expires_at, i18n.language),
                })}
              </span>
            </p>
          ) : (
            <div className={styles.actions}>
              <Button disabled={create.isPending} onClick={() => create.mutate()}>
                {t('notifications.telegram.getLink')}
              </Button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
