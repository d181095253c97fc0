import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

export interface FormErrors {
  /** Field name → the text shown beside it. */
  fields: Record<string, string>;
  /** A failure no field explains. */
  form?: string;
}

/** A server field error's translation key: `fieldErrors.<code>` unless a form reads one its own way. */
export type FieldErrorKey = (field: { name: string; code: string }) => string;

const byCode: FieldErrorKey = (field) => `fieldErrors.${field.code}`;

/**
 * A failed call as a form shows it: each server field error beside its field in the
 * reader's language (a body or query field comes back as `body.<name>` or
 * `querystring.<name>`: it is shown beside `<name>`); any other failure as the spec's "Unexpected error :( Please, contact
 * support", or the catalogue's text of a refusal it names (product §8).
 */
export function useFormErrors(fieldKey: FieldErrorKey = byCode): (error: unknown) => FormErrors {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof ApiError && error.fields.length > 0) {
      const fields: Record<string, string> = {};
      for (const field of error.fields) {
        fields[field.name.replace(/^(body|querystring)\./, '')] ??= t(fieldKey(field), {
          ...field,
          defaultValue: t('fieldErrors.invalid_input'),
        });
      }
      return { fields };
    }
    if (error instanceof ApiError && ['access_denied', 'reward_already_processed', 'not_found'].includes(error.code))
      return { fields: {}, form: t(`errors.codes.${error.code}`) };
    return { fields: {}, form: t('fieldErrors.unexpected') };
  };
}

/**
 * A failed call on a react-hook-form form: each server field error beside its field, any
 * other failure as the form's `root.server` error (cleared by the next submit).
 */
export function useSetServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fieldKey?: FieldErrorKey,
): (error: unknown) => void {
  const toErrors = useFormErrors(fieldKey);
  return (error) => {
    const { fields, form } = toErrors(error);
    for (const [name, message] of Object.entries(fields)) setError(name as Path<Values>, { type: 'server', message });
    if (form) setError('root.server', { type: 'server', message: form });
  };
}
