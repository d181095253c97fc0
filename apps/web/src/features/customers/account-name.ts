import { accountNameLength, accountNamePattern, operatorAccountNamePattern } from '@pool/contract';

/** Which rule a form's account name follows (spec §5): the operator form's, or the general one. */
export type NameRule = 'operator' | 'general';

/**
 * The first problem with an account name, as a translation key and its values, or none.
 * The server checks the same rules; this only spares a round trip.
 */
export function accountNameProblem(
  name: string,
  rule: NameRule,
): { key: string; values?: Record<string, number> } | undefined {
  if (name.length === 0) return { key: 'validation.required' };
  if (name.length < accountNameLength.min || name.length > accountNameLength.max)
    return { key: 'fieldErrors.length_out_of_range', values: { ...accountNameLength } };
  if (rule === 'operator' && !operatorAccountNamePattern.test(name)) return { key: 'customers.errors.operatorName' };
  if (!accountNamePattern.test(name)) return { key: 'validation.name' };
  return undefined;
}

/** The translation key of a server field error on a form's field (`match_invalid` reads as the form's rule). */
export function serverFieldErrorKey(field: { name: string; code: string }, rule: NameRule): string {
  if (field.name === 'account_name' && field.code === 'match_invalid')
    return rule === 'operator' ? 'customers.errors.operatorName' : 'validation.name';
  if (field.name === 'owner_email' && field.code === 'invalid_input') return 'customers.errors.email';
  return `fieldErrors.${field.code}`;
}
