import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
