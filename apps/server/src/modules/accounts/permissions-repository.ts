import type { Permission } from '@pool/contract';
import type { Db, Queryable } from '../../db/database.js';
import type { AccessRole, PermissionType } from '../../db/schema.js';

type SectionPermission = Permission['sections'][number];

/** Permissions of users, with the display names of the accounts they open. */
export class PermissionsRepository {
  constructor(private readonly db: Db) {}

  async listForIdentity(identityId: string): Promise<Permission[]> {
    const rows = await this.db
      .selectFrom('permissions as p')
      .leftJoin('pools', 'pools.id', 'p.pool_id')
      .leftJoin('operators', 'operators.id', 'p.operator_id')
      .leftJoin('miner_accounts as m', 'm.id', 'p.miner_id')
      .select([
        'p.id',
        'p.type',
        'p.role',
        'p.sections',
        'p.pool_id',
        'p.operator_id',
        'p.miner_id',
        'pools.name as pool_name',
        'operators.name as operator_name',
        'm.account_name',
        'm.deleted_at',
      ])
      .where('p.identity_id', '=', identityId)
      // Same-transaction grants share created_at: the name keeps the order stable.
      .orderBy('p.created_at')
      .orderBy('m.account_name')
      .orderBy('p.id')
      .execute();
    return rows.filter((row) => row.deleted_at === null).map(toPermission);
  }

  hasType(identityId: string, type: PermissionType) {
    return this.db
      .selectFrom('permissions')
      .select('id')
      .where('identity_id', '=', identityId)
      .where('type', '=', type)
      .executeTakeFirst()
      .then(Boolean);
  }
}

/**
 * Whether the identity is staff over the miner account: a platform permission, or a pool or
 * operator permission on the account's pool or operator. Staff support such accounts through
 * that role and are never made members of them.
 */
export async function isStaffOver(db: Queryable, identityId: string, minerId: string): Promise<boolean> {
  const found = await db
    .selectFrom('permissions as p')
    .innerJoin('miner_accounts as m', (join) => join.on('m.id', '=', minerId))
    .select('p.id')
    .where('p.identity_id', '=', identityId)
    .where((eb) =>
      eb.or([
        eb('p.type', '=', 'platform'),
        eb.and([eb('p.type', '=', 'pool'), eb('p.pool_id', '=', eb.ref('m.pool_id'))]),
        eb.and([eb('p.type', '=', 'operator'), eb('p.operator_id', '=', eb.ref('m.operator_id'))]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

interface PermissionRow {
  id: string;
  type: PermissionType;
  role: AccessRole;
  sections: string[];
  pool_id: string | null;
  operator_id: string | null;
  miner_id: string | null;
  pool_name: string | null;
  operator_name: string | null;
  account_name: string | null;
}

export function toPermission(row: PermissionRow): Permission {
  return {
    id: row.id,
    type: row.type,
    account_id: row.pool_id ?? row.operator_id ?? row.miner_id,
    ...(row.account_name ? { account_name: row.account_name } : {}),
    ...(row.pool_name ? { pool_name: row.pool_name } : {}),
    ...(row.operator_name ? { operator_name: row.operator_name } : {}),
    role: row.role,
    sections: row.sections as SectionPermission[],
  };
}
