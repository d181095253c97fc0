import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { watcherNameMaxLength, type Watcher } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { createMinerWatcher } from '../api/create-miner-watcher';
import { deleteUserWatcher } from '../api/delete-user-watcher';
import { watcherKeys } from '../api/keys';
import { userWatchersQueryOptions } from '../api/list-user-watchers';
import { watcherLinkOf } from '../watcher-link';
import styles from './watcher-links.module.css';
import card from '@/components/ui/card.module.css';
import list from '@/components/ui/list.module.css';

export interface WatcherLinksProps {
  /** The signed-in user, whose links are listed and revoked. */
  userId: string;
  /** The active miner account new links open; without one, links cannot be created here. */
  minerId?: string;
  minerName?: string;
}

/**
 * Settings: read-only watcher links. Lists the user's links, creates one for the
 * active miner account, copies a link and revokes one after confirmation.
 */
export function WatcherLinks({ userId, minerId, minerName }: WatcherLinksProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const watchers = useQuery(userWatchersQueryOptions(userId));
  const [revoking, setRevoking] = useState<Watcher | undefined>();
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: watcherKeys.ofUser(userId) }),
      minerId ? queryClient.invalidateQueries({ queryKey: watcherKeys.ofMiner(minerId) }) : undefined,
    ]);
  const failed = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'unexpected';
    toast.error(t(`errors.codes.${code}`, { defaultValue: t('toasts.error') }), {
      description: t('toasts.errorDescription'),
    });
  };
  const revoke = useMutation({
    mutationFn: (token: string) => deleteUserWatcher(userId, token),
    onSuccess: () => {
      toast.success(t('watchers.revoked'));
      setRevoking(undefined);
      return invalidate();
    },
    onError: failed,
  });

  const copy = async (watcher: Watcher) => {
    try {
      await navigator.clipboard.writeText(watcherLinkOf(watcher.token));
      toast.success(t('common.copied'), { description: watcher.name ?? watcher.account_name });
    } catch {
      toast.error(t('toasts.error'), { description: t('toasts.errorDescription') });
    }
  };

  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('watchers.title')}
      </h2>
      <p className={styles.muted}>{t('watchers.description')}</p>
      {minerId ? (
        <CreateWatcherForm minerId={minerId} minerName={minerName} onCreated={invalidate} onError={failed} />
      ) : (
        <p className={styles.muted}>{t('watchers.minerOnly')}</p>
      )}
      {watchers.isPending ? (
        <p className={styles.muted} role="status">
          {t('monitoring.loading')}
        </p>
      ) : null}
      {watchers.isError ? <FormMessage type="error">{t('watchers.error')}</FormMessage> : null}
      {watchers.data?.length === 0 ? <p className={styles.muted}>{t('watchers.empty')}</p> : null}
      {watchers.data?.length ? (
        <ul className={list.list} aria-label={t('watchers.listLabel')}>
          {watchers.data.map((watcher) => (
            <WatcherItem
              key={watcher.token}
              watcher={watcher}
              onCopy={() => void copy(watcher)}
              onRevoke={() => setRevoking(watcher)}
            />
          ))}
        </ul>
      ) : null}
      <Dialog
        open={revoking !== undefined}
        onClose={() => setRevoking(undefined)}
        title={t('watchers.revokeTitle')}
        size="s"
      >
        <p className={styles.text}>
          {t('watchers.revokeText', { name: revoking ? (revoking.name ?? t('watchers.unnamed')) : '' })}
        </p>
        <div className={styles.actions}>
          <Button kind="transparent" onClick={() => setRevoking(undefined)} disabled={revoke.isPending}>
            {t('watchers.cancel')}
          </Button>
          <Button onClick={() => revoking && revoke.mutate(revoking.token)} disabled={revoke.isPending}>
            {t('watchers.revokeConfirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function CreateWatcherForm({
  minerId,
  minerName,
  onCreated,
  onError,
}: {
  minerId: string;
  minerName?: string;
  onCreated: () => Promise<unknown>;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => createMinerWatcher(minerId, name),
    onSuccess: () => {
      toast.success(t('watchers.created'));
      setName('');
      return onCreated();
    },
    onError,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('watchers.createFormLabel')}>
      <TextField
        label={t('watchers.nameLabel')}
        value={name}
        maxLength={watcherNameMaxLength}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        className={styles.nameField}
      />
      <Button type="submit" disabled={create.isPending}>
        {t('watchers.create')}
      </Button>
      {minerName ? <p className={styles.hint}>{t('watchers.createFor', { name: minerName })}</p> : null}
    </form>
  );
}

function WatcherItem({ watcher, onCopy, onRevoke }: { watcher: Watcher; onCopy: () => void; onRevoke: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const link = watcherLinkOf(watcher.token);
  const created = new Intl.DateTimeFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(watcher.created_at));
  return (
    <li className={list.row} aria-labelledby={titleId}>
      <div className={`${list.rowText} ${styles.itemText}`}>
        <strong id={titleId}>{watcher.name ?? t('watchers.unnamed')}</strong>
        <span className={styles.muted}>
          {t('watchers.accountAndDate', { account: watcher.account_name, time: created })}
        </span>
        <code className={styles.link}>{link}</code>
      </div>
      <div className={styles.itemActions}>
        <Button kind="transparent" size="xs" onClick={onCopy} aria-describedby={titleId}>
          {t('watchers.copy')}
        </Button>
        <Button kind="transparent" size="xs" onClick={onRevoke} aria-describedby={titleId}>
          {t('watchers.revoke')}
        </Button>
      </div>
    </li>
  );
}
