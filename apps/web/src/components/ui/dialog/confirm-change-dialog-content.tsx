import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, WalletChangeCodeSent } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import styles from './confirm-change-dialog.module.css';

export interface ConfirmChangeDialogProps {
  title: string;
  /** The change in full: the new address (never cut) and what it does, the new amount or split. */
  children: ReactNode;
  /** E-mails a code for this change, when the server wants one (confirmation_code_required). */
  requestCode: () => Promise<WalletChangeCodeSent>;
  /**
   * Whether a typed code has the contract's form (six digits). Passed in, so that this shared
   * component takes nothing of the contract's schemas into the files every page loads.
   */
  isCode: (text: string) => boolean;
  /** Makes the change, with the e-mailed code once one was sent. */
  submit: (code: string | undefined) => Promise<unknown>;
  onDone: () => void;
  /** A server error about the new value itself: the form shows it beside its field. */
  onValueError: (field: FieldError) => void;
  onClose: () => void;
}

/**
 * The step before a change of an account's money (its payout wallet, a profit split it
 * gives): the change in full, then Confirm. A user with a second factor is asked for it by the
 * api client (mfa_required) and the change goes on; one without gets a code by e-mail (the
 * server answers confirmation_code_required) and types it here.
 */
export function ConfirmChangeDialogContent({
  title,
  children,
  requestCode,
  isCode,
  submit,
  onDone,
  onValueError,
  onClose,
}: ConfirmChangeDialogProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<WalletChangeCodeSent>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  /** `tooMany`: what a 429 means here (too many codes sent, or too many tries of a day). */
  const failed = (error: unknown, tooMany: 'tooManyCodes' | 'tooManyTries') => {
    const field = error instanceof ApiError ? error.fields[0] : undefined;
    if (field?.name === 'code') {
      setCodeError(
        field.code === 'confirmation_code_invalid'
          ? t('money.wallet.confirm.codeInvalid', { count: Number(field.attempts_left) })
          : t('money.wallet.confirm.codeExpired'),
      );
    } else if (field) onValueError(field);
    else if (error instanceof ApiError && error.code === 'rate_limited')
      setCodeError(t(`money.wallet.confirm.${tooMany}`));
    else
      toast.error(
        t(`errors.codes.${error instanceof ApiError ? error.code : 'unexpected'}`, { defaultValue: t('toasts.error') }),
        {
          description: t('toasts.errorDescription'),
        },
      );
  };

  const sendCode = async () => {
    setCodeError(undefined);
    try {
      setSent(await requestCode());
      setCode('');
    } catch (error) {
      failed(error, 'tooManyCodes');
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (sent && !isCode(code.trim())) {
      setCodeError(t('money.wallet.confirm.codeFormat'));
      return;
    }
    setBusy(true);
    setCodeError(undefined);
    try {
      await submit(sent ? code.trim() : undefined);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'confirmation_code_required') await sendCode();
      else failed(error, 'tooManyTries');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={title} size="s">
      <form className={styles.confirm} onSubmit={(event) => void confirm(event)} noValidate>
        {children}
        {sent ? (
          <>
            <FormMessage type="info">
              {t('money.wallet.confirm.codeSent', {
                email: sent.email,
                time: formatDateTime(sent.expires_at, i18n.language),
              })}
            </FormMessage>
            <TextField
              label={t('money.wallet.confirm.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              messages={codeError ? [{ key: 'error', text: codeError, type: 'error' }] : []}
            />
            <Button
              kind="transparent"
              size="xs"
              className={styles.resend}
              onClick={() => void sendCode()}
              disabled={busy}
            >
              {t('money.wallet.confirm.resend')}
            </Button>
          </>
        ) : codeError ? (
          <FormMessage type="error">{codeError}</FormMessage>
        ) : null}
        <div className={styles.confirmActions}>
          <Button kind="transparent" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('money.wallet.confirm.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
