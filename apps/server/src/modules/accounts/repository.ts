import type { Db } from '../../db/database.js';

export type AccountKind = 'pool' | 'operator' | 'miner';

/** An account with the chain that decides who may see it (product §6). */
export interface Account {
  kind: AccountKind;
  id: string;
  name: string;
  pool_id: string;
  operator_id: string | null;
  parent_id: string | null;
  /** Operators only: the public handle of their sign-in page. */
  title: string | null;
  created_at: Date;
  /**
   * Miner accounts: whether the account has an owner of its own, a person holding the owner
   * role on it (or on its parent) directly rather than through pool or operator staff.
   * Always false for pools and operators.
   */
  owned: boolean;
}

/** Pools, operators and miner accounts by id, in one shape. */
export class AccountsRepository {
  constructor(private readonly db: Db) {}

  async find(kind: AccountKind, id: string): Promise<Account | undefined> {
    return (await this.findMany(kind, [id]))[0];
  }

  async findMany(kind: AccountKind, ids: string[]): Promise<Account[]> {
    if (ids.length === 0) return [];
    if (kind === 'pool') {
      const rows = await this.db
        .selectFrom('pools')
        .select(['id', 'name', 'created_at'])
        .where('id', 'in', ids)
        .execute();
      return rows.map((row) => ({
        kind,
        ...row,
        pool_id: row.id,
        operator_id: null,
        parent_id: null,
        title: null,
        owned: false,
      }));
    }
    if (kind === 'operator') {
      const rows = await this.db
        .selectFrom('operators')
        .select(['id', 'name', 'title', 'pool_id', 'created_at'])
        .where('id', 'in', ids)
        .execute();
      return rows.map((row) => ({ kind, ...row, operator_id: row.id, parent_id: null, owned: false }));
    }
    const rows = await this.db
      .selectFrom('miner_accounts as m')
      .select([
        'm.id',
        'm.account_name as name',
        'm.title',
        'm.pool_id',
        'm.operator_id',
        'm.parent_id',
        'm.created_at',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('permissions as p')
              .select('p.id')
              .where('p.type', '=', 'miner')
              .where('p.role', '=', 'owner')
              .where((inner) =>
                inner.or([
                  inner('p.miner_id', '=', inner.ref('m.id')),
                  inner('p.miner_id', '=', inner.ref('m.parent_id')),
                ]),
              ),
          )
          .as('owned'),
      )
      .where('m.id', 'in', ids)
      .where('m.deleted_at', 'is', null)
      .execute();
    return rows.map((row) => ({ kind, ...row, owned: Boolean(row.owned) }));
  }
}
