/** The account a screen shows: a pool, an operator or a miner, by its path segment. */
export type AccountKind = 'pools' | 'operators' | 'miners';

export interface AccountRef {
  kind: AccountKind;
  id: string;
}

const kindByPermission: Record<string, AccountKind | undefined> = {
  pool: 'pools',
  operator: 'operators',
  miner: 'miners',
};

/** The account a permission opens (miner → /miners/{id}, …); platform and empty ones have none. */
export function accountOf(permission: { type: string; account_id: string | null } | undefined): AccountRef | undefined {
  const kind = permission ? kindByPermission[permission.type] : undefined;
  if (!kind || !permission?.account_id) return undefined;
  return { kind, id: permission.account_id };
}

/**
 * The account's kind among those an operation exists for, so the call's contract key is
 * typed (`/pools/{id}/blocks` has no operator twin); a screen offers such a call for no
 * other kind, so another one is a mistake in the code.
 */
export function kindAmong<const Kind extends AccountKind>(account: AccountRef, kinds: readonly Kind[]): Kind {
  const kind = kinds.find((candidate) => candidate === account.kind);
  if (!kind) throw new Error(`No ${kinds.join('/')} call for ${account.kind}`);
  return kind;
}
