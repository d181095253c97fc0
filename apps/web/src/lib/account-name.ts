import { accountNameLength, accountNamePattern, operatorAccountNamePattern } from '@pool/contract';

/** Which rule an account name follows (product §5): the operator form's, or the general one. */
export type NameRule = 'operator' | 'general';

/**
 * The first problem with an account name as product §5's message key and its value, or
 * undefined when it is valid. The server checks the same rules; this spares a round trip.
 */
export function accountNameProblem(
  name: string,
  rule: NameRule = 'general',
): { key: string; value?: number } | undefined {
  if (!name) return { key: 'validation.required' };
  if (name.length < accountNameLength.min) return { key: 'validation.min', value: accountNameLength.min };
  if (name.length > accountNameLength.max) return { key: 'validation.max', value: accountNameLength.max };
  if (rule === 'operator' && !operatorAccountNamePattern.test(name)) return { key: 'customers.errors.operatorName' };
  if (!accountNamePattern.test(name)) return { key: 'validation.name' };
  return undefined;
}
