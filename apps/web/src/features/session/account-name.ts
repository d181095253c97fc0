import { accountNameLength, accountNamePattern } from '@pool/contract';

/** The client-side message of product §5 for an account name, or undefined when it is valid. */
export function accountNameProblem(name: string): { key: string; value?: number } | undefined {
  if (!name) return { key: 'validation.required' };
  if (name.length < accountNameLength.min) return { key: 'validation.min', value: accountNameLength.min };
  if (name.length > accountNameLength.max) return { key: 'validation.max', value: accountNameLength.max };
  if (!accountNamePattern.test(name)) return { key: 'validation.name' };
  return undefined;
}
