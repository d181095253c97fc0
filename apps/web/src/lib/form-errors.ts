import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from 'react-hook-form';
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
 * A failed call on a react-hook-form form: each server field error beside the form's field
 * of that name. A failure no field of the form explains (no field errors, or one naming a
 * field the form has not) reaches `otherwise` when given (the platform desk toasts it),
 * else it is the form's `root.server` error (cleared by the next submit): the unplaced
 * field's own text, or the form text of `useFormErrors`.
 */
export function useSetServerErrors<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values>; getValues: UseFormGetValues<Values> },
  options: { fieldKey?: FieldErrorKey; otherwise?: (error: unknown) => void } = {},
): (error: unknown) => void {
  const toErrors = useFormErrors(options.fieldKey);
  const { setError, getValues } = form;
  const { otherwise } = options;
  return (error) => {
    const { fields, form: formText } = toErrors(error);
    let unplaced = formText;
    for (const [name, message] of Object.entries(fields)) {
      // A value the form holds under this name means a field shows it; any other name would set an error no one sees.
      if (getValues(name as Path<Values>) === undefined) unplaced ??= message;
      else setError(name as Path<Values>, { type: 'server', message });
    }
    if (unplaced === undefined) return;
    if (otherwise) otherwise(error);
    else setError('root.server', { type: 'server', message: unplaced });
  };
}
