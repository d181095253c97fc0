import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** The text of a refused staff action: the §8 or the users namespace's text of its code. */
export function useFailureText() {
  const { t, i18n } = useTranslation();
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return t('toasts.error');
    for (const key of [
      `users.errors.${error.fields[0]?.code ?? ''}`,
      `users.errors.${error.code}`,
      `errors.codes.${error.code}`,
    ])
      if (i18n.exists(key)) return t(key, { ...error.fields[0] });
    return t('toasts.error');
  };
}
