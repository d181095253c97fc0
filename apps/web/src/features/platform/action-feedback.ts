import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldError } from '@pool/contract';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError } from '@/lib/api-client';

/**
 * The outcome of a platform action as a toast: "Success!", the §8 text of the refusal
 * (payout already processed, not found, access denied …), or the generic error when the
 * code has no text of its own.
 */
export function useActionToasts() {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      succeeded: () => toast.success(t('toasts.success')),
      failed: (error: unknown) => {
        const key = error instanceof ApiError ? `errors.codes.${error.code}` : undefined;
        if (key && i18n.exists(key)) toast.error(t(key));
        else toast.error(t('toasts.error'), { description: t('toasts.errorDescription') });
      },
    }),
    [t, i18n],
  );
}

/**
 * Puts the §5 texts of a refusal's field errors (crypto address invalid, thresholds …)
 * next to the form's own fields. Answers whether it showed any, so the caller toasts
 * the rest.
 */
export function useShowFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  names: readonly Path<Values>[],
) {
  const { t } = useTranslation();
  const textOf = (field: FieldError) =>
    t(`fieldErrors.${field.code}`, { ...field, defaultValue: t('fieldErrors.invalid_input') });
  return (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const shown = error.fields.filter((field) => (names as readonly string[]).includes(field.name));
    for (const field of shown) setError(field.name as Path<Values>, { type: 'server', message: textOf(field) });
    return shown.length > 0;
  };
}
