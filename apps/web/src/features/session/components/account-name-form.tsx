import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountNameLength } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { accountNameProblem } from '@/lib/account-name';
import { localStore, storageKeys } from '@/lib/storage';
import { createMiner } from '../api/create-miner';
import styles from './account-name-form.module.css';

/**
 * Product §2 /auth/name: a user without permissions chooses the name of their first miner
 * account; a referral code kept from their link and the operator hub they registered at go
 * with it (and are then forgotten).
 */
export function AccountNameForm({ onCreated }: { onCreated: (created: { id: string }) => void | Promise<void> }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const problem = accountNameProblem(name.trim());
  // Said as soon as something is typed: the button is disabled while there is a problem, and
  // a disabled button that does not say why leaves the user guessing.
  const shown = touched || name !== '';
  const fieldError = serverError ?? (shown && problem ? t(problem.key, { value: problem.value }) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setPending(true);
    setServerError(undefined);
    try {
      const created = await createMiner(name.trim(), {
        referralCode: localStore.get(storageKeys.referralCode),
        operatorTitle: localStore.get(storageKeys.operatorHub),
      });
      localStore.remove(storageKeys.referralCode);
      localStore.remove(storageKeys.operatorHub);
      await onCreated(created);
    } catch (error) {
      const code = error instanceof ApiError ? (error.fields[0]?.code ?? error.code) : 'unexpected';
      setServerError(t(`fieldErrors.${code}`, { defaultValue: t('toasts.error'), ...accountNameLength }));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.hint}>{t('account.nameHint')}</p>
      <TextField
        label={t('account.nameLabel')}
        value={name}
        autoComplete="username"
        autoFocus
        messages={fieldError ? [{ key: 'error', text: fieldError, type: 'error' }] : []}
        onChange={(event) => {
          setName(event.target.value);
          setServerError(undefined);
        }}
        onBlur={() => setTouched(true)}
      />
      <Button type="submit" disabled={Boolean(problem) || pending}>
        {t('account.create')}
      </Button>
    </form>
  );
}
