import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField, type FieldMessage } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { fieldErrorText } from '../field-error';
import styles from './wallets.module.css';

export interface ChangeFormProps<T> {
  label: string;
  hint?: string;
  submitLabel: string;
  /** Checks the typed text and turns it into what the server takes; its messages are already translated. */
  field: z.ZodType<T, string>;
  inputMode?: 'text' | 'decimal';
  onSubmit: (value: T) => Promise<unknown>;
  /** After a success: refresh what the change affects. */
  onDone: () => Promise<unknown>;
}

/**
 * One wallet setting to change: a field and a button. The server's field errors show
 * next to the field; a second factor, when the server wants one, is asked for by the api
 * client and the change is sent again; a success says so in a toast.
 */
export function ChangeForm<T>({ label, hint, submitLabel, field, inputMode, onSubmit, onDone }: ChangeFormProps<T>) {
  const { t, i18n } = useTranslation();
  const form = useForm<{ value: string }, unknown, { value: T }>({
    resolver: zodResolver(z.object({ value: field })),
    defaultValues: { value: '' },
  });
  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await onSubmit(value);
    } catch (error) {
      const serverField = error instanceof ApiError ? error.fields[0] : undefined;
      if (serverField) {
        form.setError(
          'value',
          { type: 'server', message: fieldErrorText(serverField, t, i18n.language) },
          {
            shouldFocus: true,
          },
        );
        return;
      }
      const code = error instanceof ApiError ? error.code : 'unexpected';
      toast.error(t(`errors.codes.${code}`, { defaultValue: t('toasts.error') }), {
        description: t('toasts.errorDescription'),
      });
      return;
    }
    toast.success(t('toasts.success'));
    form.reset();
    await onDone();
  });
  const error = form.formState.errors.value?.message;
  const messages: FieldMessage[] = [
    ...(error ? [{ key: 'error', text: error, type: 'error' as const }] : []),
    ...(hint ? [{ key: 'hint', text: hint }] : []),
  ];
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={label}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        messages={messages}
        className={styles.formField}
        {...form.register('value')}
      />
      <Button type="submit" disabled={form.formState.isSubmitting} className={styles.formButton}>
        {submitLabel}
      </Button>
    </form>
  );
}
