import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import type { NameRule } from '@/lib/account-name';
import { serverFieldErrorKey } from '../account-name';

export interface FormErrors {
  /** Field name → the text shown beside it. */
  fields: Record<string, string>;
  /** A failure no field explains. */
  form?: string;
}

/**
 * A failed call as a form shows it: each server field error beside its field in the
 * reader's language; any other failure as the spec's "Unexpected error :( Please,
 * contact support" (or "Access denied" for a refusal).
 */
export function useFormErrors(rule: NameRule): (error: unknown) => FormErrors {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof ApiError && error.fields.length > 0) {
      const fields: Record<string, string> = {};
      for (const field of error.fields) {
        fields[field.name] ??= t(serverFieldErrorKey(field, rule), {
          ...field,
          defaultValue: t('fieldErrors.invalid_input'),
        });
      }
      return { fields };
    }
    if (error instanceof ApiError && error.code === 'access_denied')
      return { fields: {}, form: t('errors.codes.access_denied') };
    return { fields: {}, form: t('fieldErrors.unexpected') };
  };
}
