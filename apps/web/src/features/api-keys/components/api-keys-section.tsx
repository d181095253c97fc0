import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeyNameMaxLength, backendApiPath, type ApiKey, type CreatedApiKey } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { Dialog } from '@/components/ui/dialog/dialog';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { copyToClipboard } from '@/components/ui/toast/copy-to-clipboard';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { useFormErrors, type FormErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useCreateApiKey } from '../api/create-api-key';
import { apiKeysQueryOptions } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import styles from './api-keys-section.module.css';
import card from '@/components/ui/card.module.css';
import formLayout from '@/components/ui/form-layout.module.css';
import list from '@/components/ui/list.module.css';

export interface ApiKeysSectionProps {
  minerId: string;
  minerName: string;
}

/**
 * Settings: the active miner account's read-only API keys. Makes a named key and shows its
 * token once, lists the keys by name and hint, revokes one after confirmation, and says
 * how a monitoring tool sends one.
 */
export function ApiKeysSection({ minerId, minerName }: ApiKeysSectionProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const keys = useQuery(apiKeysQueryOptions(minerId));
  const [created, setCreated] = useState<CreatedApiKey | undefined>();
  const [revoking, setRevoking] = useState<ApiKey | undefined>();
  const failed = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'unexpected';
    toast.error(t(`errors.codes.${code}`, { defaultValue: t('toasts.error') }), {
      description: t('toasts.errorDescription'),
    });
  };
  const revoke = useRevokeApiKey(minerId, {
    onSuccess: () => {
      toast.success(t('apiKeys.revoked'));
      setRevoking(undefined);
    },
    onError: failed,
  });
  const statsUrl = `${window.location.origin}${backendApiPath}/miners/${minerId}/stats`;
  const full = keys.data !== undefined && keys.data.data.length >= keys.data.limit;

  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('apiKeys.title')}
      </h2>
      <p className={styles.muted}>{t('apiKeys.description', { name: minerName })}</p>
      <dl className={styles.facts}>
        <dt>{t('apiKeys.accountId')}</dt>
        <dd>
          <code className={styles.code}>{minerId}</code>
        </dd>
        <dt>{t('apiKeys.usage')}</dt>
        <dd>
          <code className={styles.code}>{`curl -H "Authorization: Bearer <token>" ${statsUrl}`}</code>
        </dd>
      </dl>
      {full ? (
        <p className={styles.muted}>{t('apiKeys.full', { count: keys.data.limit })}</p>
      ) : (
        <CreateApiKeyForm minerId={minerId} onCreated={setCreated} onError={failed} />
      )}
      {keys.isPending ? (
        <p className={styles.muted} role="status">
          {t('monitoring.loading')}
        </p>
      ) : null}
      {keys.isError ? <FormMessage type="error">{t('apiKeys.error')}</FormMessage> : null}
      {keys.data?.data.length === 0 ? <p className={styles.muted}>{t('apiKeys.empty')}</p> : null}
      {keys.data?.data.length ? (
        <ul className={list.list} aria-label={t('apiKeys.listLabel')}>
          {keys.data.data.map((key) => (
            <li key={key.id} className={list.row} aria-label={key.name}>
              <div className={`${list.rowText} ${styles.itemText}`}>
                <strong>{key.name}</strong>
                <span className={styles.muted}>
                  {t('apiKeys.hintAndDate', {
                    hint: `${key.hint}…`,
                    time: formatDateTime(key.created_at, i18n.language),
                  })}
                </span>
              </div>
              <Button kind="transparent" size="xs" onClick={() => setRevoking(key)}>
                {t('apiKeys.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        open={created !== undefined}
        onClose={() => setCreated(undefined)}
        title={t('apiKeys.createdTitle')}
        size="s"
      >
        <p className={styles.text}>{t('apiKeys.createdText', { name: created?.name ?? '' })}</p>
        <code className={styles.token} aria-label={t('apiKeys.tokenLabel')}>
          {created?.token}
        </code>
        <div className={styles.actions}>
          <Button kind="transparent" onClick={() => created && void copyToClipboard(created.token, t, created.name)}>
            {t('apiKeys.copy')}
          </Button>
          <Button onClick={() => setCreated(undefined)}>{t('apiKeys.done')}</Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={revoking !== undefined}
        title={t('apiKeys.revokeTitle')}
        confirmLabel={t('apiKeys.revokeConfirm')}
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onClose={() => setRevoking(undefined)}
      >
        <p>{t('apiKeys.revokeText', { name: revoking?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

function CreateApiKeyForm({
  minerId,
  onCreated,
  onError,
}: {
  minerId: string;
  onCreated: (key: CreatedApiKey) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const formErrors = useFormErrors();
  const create = useCreateApiKey(minerId, {
    onSuccess: (key) => {
      setName('');
      onCreated(key);
    },
    onError: (error) => {
      const shown = formErrors(error);
      if (shown.fields.name) return setErrors(shown);
      onError(error);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The server trims and checks the name too; saying it here spares a round trip.
    if (!name.trim()) return setErrors({ fields: { name: t('fieldErrors.required') } });
    setErrors({ fields: {} });
    create.mutate(name.trim());
  };
  return (
    <form className={formLayout.row} onSubmit={submit} aria-label={t('apiKeys.createFormLabel')} noValidate>
      <TextField
        label={t('apiKeys.nameLabel')}
        value={name}
        maxLength={apiKeyNameMaxLength}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        messages={errors.fields.name ? [{ key: 'error', text: errors.fields.name, type: 'error' }] : []}
      />
      <Button type="submit" disabled={create.isPending}>
        {t('apiKeys.create')}
      </Button>
    </form>
  );
}
