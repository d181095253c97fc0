import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { walletChangeCodeSchema, type CreateWalletChangeCodeBody } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { TextField, type FieldMessage } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessages, useValidationErrorMap } from '@/lib/form-validation';
import { fieldErrorText } from '../field-error';
import { ConfirmChangeDialog } from '@/components/ui/dialog/confirm-change-dialog';
import { sendWalletChangeCode } from '../api/send-wallet-change-code';
import styles from './wallets.module.css';

export interface ChangeFormProps<T> {
  label: string;
  hint?: string;
  submitLabel: string;
  /** Checks the typed text and turns it into what the server takes; an issue without a message of its own reads through the forms' error map. */
  field: z.ZodType<T, string>;
  inputMode?: 'text' | 'decimal';
  walletId: string;
  /** The confirmation step: its title, the change in full, and what an e-mailed code is asked for. */
  confirmTitle: string;
  /** `askedAt`: when the change was asked for (ms), e.g. for the end of the pause it starts. */
  describe: (value: T, askedAt: number) => ReactNode;
  codeRequest: (value: T) => CreateWalletChangeCodeBody;
  onSubmit: (value: T, code: string | undefined) => Promise<unknown>;
  /** After a success: refresh what the change affects. */
  onDone: () => Promise<unknown>;
}

/**
 * One wallet setting to change: a field and a button, then a confirmation that shows the
 * change in full (and asks for a second factor or an e-mailed code). The server's field
 * errors show next to the field; a success says so in a toast.
 */
export function ChangeForm<T>({
  label,
  hint,
  submitLabel,
  field,
  inputMode,
  walletId,
  confirmTitle,
  describe,
  codeRequest,
  onSubmit,
  onDone,
}: ChangeFormProps<T>) {
  const { t, i18n } = useTranslation();
  const error = useValidationErrorMap();
  const form = useForm<{ value: string }, unknown, { value: T }>({
    resolver: zodResolver(z.object({ value: field }), { error }),
    defaultValues: { value: '' },
  });
  // The checked value waiting for confirmation; a new one starts the dialog afresh.
  const [pending, setPending] = useState<{ value: T; attempt: number; askedAt: number }>();
  const ask = (askedAt: number) =>
    form.handleSubmit(({ value }) => setPending({ value, attempt: (pending?.attempt ?? 0) + 1, askedAt }));
  const messages: FieldMessage[] = [
    ...errorMessages(form.formState.errors.value?.message),
    ...(hint ? [{ key: 'hint', text: hint }] : []),
  ];
  return (
    <>
      <form className={styles.form} onSubmit={(event) => void ask(Date.now())(event)} noValidate>
        <TextField
          label={label}
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          messages={messages}
          className={styles.formField}
          {...form.register('value')}
        />
        <Button type="submit" className={styles.formButton}>
          {submitLabel}
        </Button>
      </form>
      {/* Outside the form: the dialog has a form of its own. */}
      {pending ? (
        <ConfirmChangeDialog
          key={pending.attempt}
          title={confirmTitle}
          requestCode={() => sendWalletChangeCode(walletId, codeRequest(pending.value))}
          isCode={(text) => walletChangeCodeSchema.safeParse(text).success}
          submit={(code) => onSubmit(pending.value, code)}
          onDone={() => {
            setPending(undefined);
            toast.success(t('toasts.success'));
            form.reset();
            void onDone();
          }}
          onValueError={(serverField) => {
            setPending(undefined);
            form.setError(
              'value',
              { type: 'server', message: fieldErrorText(serverField, t, i18n.language) },
              { shouldFocus: true },
            );
          }}
          onClose={() => setPending(undefined)}
        >
          {describe(pending.value, pending.askedAt)}
        </ConfirmChangeDialog>
      ) : null}
    </>
  );
}
