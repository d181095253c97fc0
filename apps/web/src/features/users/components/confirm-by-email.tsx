import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import styles from './users.module.css';

export interface ConfirmByEmailProps {
  open: boolean;
  title: string;
  /** What the action does to whom, naming the user. */
  text: string;
  email: string;
  confirmLabel: string;
  pending: boolean;
  error: string | undefined;
  onConfirm: (typed: string) => void;
  onClose: () => void;
}

/** Asks before an action on a person: it goes ahead once their e-mail is typed (the server checks it too). */
export function ConfirmByEmail({
  open,
  title,
  text,
  email,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmByEmailProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) onConfirm(typed.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} title={title} size="s">
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <p>{text}</p>
        <TextField
          label={t('users.confirm.typeEmail', { email })}
          type="email"
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        {error ? <FormMessage type="error">{error}</FormMessage> : null}
        <div className={styles.dialogActions}>
          <Button type="button" kind="transparent" onClick={onClose} disabled={pending}>
            {t('users.confirm.cancel')}
          </Button>
          <Button type="submit" disabled={!matches || pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
