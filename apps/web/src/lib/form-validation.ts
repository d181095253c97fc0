import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FieldMessage } from '@/components/ui/text-field';
import { accountNameProblem, type NameRule } from './account-name';
import { formatCount } from './format';

/**
 * The forms (react-hook-form) check their fields with the contract's own schemas, so a
 * limit is written once; this turns each zod issue into its §5 client text. A form's hook
 * passes the map to `zodResolver(schema, { error })`; a rule of the client's own says its
 * text as a custom issue whose `params` hold the translation key and its value.
 */

/** A text field holding a whole number: required, then checked by the contract's number schema. */
export function wholeNumberField(schema: z.ZodType<number, number>) {
  return z.string().trim().min(1).transform(Number).pipe(schema);
}

/** A text field holding a whole number or nothing: empty means "not set". */
export function optionalWholeNumberField(schema: z.ZodType<number | undefined, number | undefined>) {
  return z
    .string()
    .trim()
    .transform((text) => (text === '' ? undefined : Number(text)))
    .pipe(schema);
}

/** A text field holding something or nothing: empty (after trimming) is "not given". */
export function optionalTextField<Output>(schema: z.ZodType<Output, string>) {
  return z
    .string()
    .trim()
    .transform((text) => text || undefined)
    .pipe(schema.optional());
}

/** An account name (product §5): trimmed, checked by the contract's length and pattern of `rule`. */
export function accountNameField(rule: NameRule = 'general') {
  return z
    .string()
    .trim()
    .superRefine((name, context) => {
      const problem = accountNameProblem(name, rule);
      if (problem) context.addIssue({ code: 'custom', params: problem });
    });
}

/** The zod error map of the forms (pass it as the resolver's `error`). */
export function useValidationErrorMap(): z.core.$ZodErrorMap {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (issue) => {
      const value = (bound: number | bigint) => formatCount(Number(bound), language);
      switch (issue.code) {
        case 'invalid_type':
          // Not a number (NaN), or not a whole one (`.int()`): the text fields hold whole numbers.
          return issue.expected === 'number' || issue.expected === 'int'
            ? t('platform.validation.wholeNumber')
            : t('validation.required');
        case 'too_small':
          if (issue.origin === 'string')
            return Number(issue.minimum) <= 1
              ? t('validation.required')
              : t('validation.min', { value: value(issue.minimum) });
          return t(issue.inclusive ? 'validation.gte' : 'validation.gt', { value: value(issue.minimum) });
        case 'too_big':
          if (issue.origin === 'string') return t('validation.max', { value: value(issue.maximum) });
          return t(issue.inclusive ? 'validation.lte' : 'validation.lt', { value: value(issue.maximum) });
        case 'custom':
          if (typeof issue.params?.key === 'string') return t(issue.params.key, { value: issue.params.value });
          return t('fieldErrors.invalid_input');
        default:
          return t('fieldErrors.invalid_input');
      }
    },
    [t, language],
  );
}

/** A field's error message as the messages of a TextField. */
export function errorMessages(message: string | undefined): FieldMessage[] {
  return message ? [{ key: 'error', text: message, type: 'error' }] : [];
}
