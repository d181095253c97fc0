import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { watcherNameMaxLength, watcherOpensSchema, type Watcher, type WatcherOpens } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { copyToClipboard } from '@/components/ui/toast/copy-to-clipboard';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCreateMinerWatcher } from '../api/create-miner-watcher';
import { useDeleteUserWatcher } from '../api/delete-user-watcher';
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
  /** Whether the user may create links for it (its owners and admins); others only list and revoke their own. */
  canCreate: boolean;
}

/**
 * Settings: read-only watcher links. Lists the user's links, creates one for the
 * active miner account, copies a link and revokes one after confirmation.
 */
export function WatcherLinks({ userId, minerId, minerName, canCreate }: WatcherLinksProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const watchers = useQuery(userWatchersQueryOptions(userId));
  const [revoking, setRevoking] = useState<Watcher | undefined>();
  const failed = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'unexpected';
    toast.error(t(`errors.codes.${code}`, { defaultValue: t('toasts.error') }), {
      description: t('toasts.errorDescription'),
    });
  };
  const revoke = useDeleteUserWatcher(userId, {
    onSuccess: () => {
      toast.success(t('watchers.revoked'));
      setRevoking(undefined);
    },
    onError: failed,
  });

  const copy = (watcher: Watcher) =>
    copyToClipboard(watcherLinkOf(watcher.token), t, watcher.name ?? watcher.account_name);

  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('watchers.title')}
      </h2>
      <p className={styles.muted}>{t('watchers.description')}</p>
      {minerId && canCreate ? (
        <CreateWatcherForm userId={userId} minerId={minerId} minerName={minerName} onError={failed} />
      ) : (
        <p className={styles.muted}>{t(minerId ? 'watchers.ownersOnly' : 'watchers.minerOnly')}</p>
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
      <ConfirmDialog
        open={revoking !== undefined}
        title={t('watchers.revokeTitle')}
        confirmLabel={t('watchers.revokeConfirm')}
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.token)}
        onClose={() => setRevoking(undefined)}
      >
        <p>{t('watchers.revokeText', { name: revoking ? (revoking.name ?? t('watchers.unnamed')) : '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

function CreateWatcherForm({
  userId,
  minerId,
  minerName,
  onError,
}: {
  userId: string;
  minerId: string;
  minerName?: string;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [opens, setOpens] = useState<WatcherOpens>('workers');
  const create = useCreateMinerWatcher(userId, minerId, {
    onSuccess: () => {
      toast.success(t('watchers.created'));
      setName('');
      setOpens('workers');
    },
    onError,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate({ name, opens });
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
      <SelectField
        label={t('watchers.opensLabel')}
        value={opens}
        options={watcherOpensSchema.options.map((value) => ({ value, label: t(`watchers.opens.${value}`) }))}
        onChange={(event) => setOpens(watcherOpensSchema.parse(event.target.value))}
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
  const created = formatDateTime(watcher.created_at, i18n.language);
  return (
    <li className={list.row} aria-labelledby={titleId}>
      <div className={`${list.rowText} ${styles.itemText}`}>
        <strong id={titleId}>{watcher.name ?? t('watchers.unnamed')}</strong>
        <span className={styles.muted}>
          {t('watchers.accountAndDate', { account: watcher.account_name, time: created })}
        </span>
        <span className={styles.muted}>{t(`watchers.opens.${watcher.opens}`)}</span>
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
