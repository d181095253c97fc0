import { useTranslation } from 'react-i18next';
import { accountNameLength } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorMessages } from '@/lib/form-validation';
import { localStore, storageKeys } from '@/lib/storage';
import { useAccountNameForm, type AccountNameFormOutput } from '../account-name-form';
import { createMiner } from '../api/create-miner';
import styles from './account-name-form.module.css';

/**
 * Product §2 /auth/name: a user without permissions chooses the name of their first miner
 * account; a referral code kept from their link and the operator hub they registered at go
 * with it (and are then forgotten).
 */
export function AccountNameForm({ onCreated }: { onCreated: (created: { id: string }) => void | Promise<void> }) {
  const { t } = useTranslation();
  const form = useAccountNameForm();
  const { errors, isValid, isSubmitting } = form.formState;

  const create = async ({ account_name }: AccountNameFormOutput) => {
    try {
      const created = await createMiner(account_name, {
        referralCode: localStore.get(storageKeys.referralCode),
        operatorTitle: localStore.get(storageKeys.operatorHub),
      });
      localStore.remove(storageKeys.referralCode);
      localStore.remove(storageKeys.operatorHub);
      await onCreated(created);
    } catch (error) {
      // Every refusal is about the name as far as the user can act on it: it shows beside the field.
      const code = error instanceof ApiError ? (error.fields[0]?.code ?? error.code) : 'unexpected';
      form.setError('account_name', {
        type: 'server',
        message: t(`fieldErrors.${code}`, { defaultValue: t('toasts.error'), ...accountNameLength }),
      });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void form.handleSubmit(create)(event)} noValidate>
      <p className={styles.hint}>{t('account.nameHint')}</p>
      <TextField
        label={t('account.nameLabel')}
        autoComplete="username"
        autoFocus
        messages={errorMessages(errors.account_name?.message)}
        {...form.register('account_name')}
      />
      <Button type="submit" disabled={!isValid || isSubmitting}>
        {t('account.create')}
      </Button>
    </form>
  );
}
