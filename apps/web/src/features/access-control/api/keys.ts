import type { AccessAccountKind } from '@pool/contract';

/** Query keys of access control: an account's list hangs off the account, an invitation off its code. */
export const accessKeys = {
  ofAccount: (kind: AccessAccountKind, id: string) => [`${kind}s`, id, 'access'] as const,
  list: (kind: AccessAccountKind, id: string, page: number) => [`${kind}s`, id, 'access', { page }] as const,
  invitation: (code: string) => ['invites', code] as const,
};
