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

/** `/miners/{id}` and so on. */
export function accountPath(account: AccountRef): string {
  return `/${account.kind}/${encodeURIComponent(account.id)}`;
}
