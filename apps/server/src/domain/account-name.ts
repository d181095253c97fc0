import { accountNameLength, accountNamePattern, type FieldError } from '@pool/contract';

/** Field errors of product §5 for an account name, or none. */
export function accountNameErrors(name: string): FieldError[] {
  if (name.length === 0) return [{ name: 'account_name', code: 'required' }];
  if (name.length < accountNameLength.min || name.length > accountNameLength.max) {
    return [{ name: 'account_name', code: 'length_out_of_range', ...accountNameLength }];
  }
  if (!accountNamePattern.test(name)) return [{ name: 'account_name', code: 'match_invalid' }];
  return [];
}
