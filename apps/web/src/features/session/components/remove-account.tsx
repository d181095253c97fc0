import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { activePermissionOf } from '../active-permission';
import { identityQueryOptions } from '../api/get-identity';
import { requestRemoval } from '../api/request-removal';
import { menuOf } from '../navigation';
import styles from './remove-account.module.css';

/**
 * Product §4: the owner of the active miner account asks for its removal, after the app's
 * own confirmation. Sensitive, so the backend may first want a fresh second factor (the
 * dialog opens by itself).
 */
export function RemoveAccount() {
  const { t } = useTranslation();
  const { data: identity } = useQuery(identityQueryOptions);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const active = identity && activePermissionOf(identity.permissions);
  if (!active?.account_id || !menuOf(identity, active).includes('account_removal')) return null;
  const minerId = active.account_id;

  const remove = async () => {
    setConfirming(false);
    setPending(true);
    try {
      await requestRemoval(minerId);
      toast.success(t('account.removalRequested'));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unexpected';
      toast.error(t(`errors.codes.${code}`, { defaultValue: t('toasts.error') }), {
        description: t('toasts.errorDescription'),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="remove-account-title">
      <h2 id="remove-account-title" className={styles.title}>
        {t('account.removeTitle')}
      </h2>
      <p className={styles.text}>{t('account.removeText')}</p>
      <Button kind="transparent" disabled={pending} onClick={() => setConfirming(true)}>
        {t('account.remove')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('account.removeConfirm', { name: active.account_name })}
        confirmLabel={t('account.remove')}
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        <p>{t('account.removeText')}</p>
      </ConfirmDialog>
    </section>
  );
}
