import { sql, type Transaction } from 'kysely';
import type { AccessAccountKind, AccessRole, PermissionType, SectionPermission } from '@pool/contract';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Trx = Transaction<Database>;
/** Which pools a caller sees: every one (the platform) or these. */
export type PoolScope = 'all' | readonly string[];

/** A person with access to a pool's accounts, from the pool's side. */
export interface PoolMemberRow {
  identity_id: string;
  types: PermissionType[];
  accounts: string[];
}

export interface UserPermissionRow {
  id: string;
  type: PermissionType;
  account_id: string | null;
  account_name: string;
  role: AccessRole;
  sections: SectionPermission[];
  pool_id: string | null;
}

export interface UserInvitationRow {
  id: string;
  kind: AccessAccountKind;
  account_id: string;
  account_name: string;
  role: AccessRole;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
}

export interface DeletionRequestRow {
  id: string;
  miner_id: string;
  account_name: string;
  status: 'open' | 'done' | 'rejected';
  requested_at: Date;
  closed_at: Date | null;
}

export interface AuditRow {
  action: string;
  actor_id: string;
  details: Record<string, unknown>;
  created_at: Date;
}

/** The pool a permission (or invitation) belongs to, from whichever account it names. */
const poolOf = sql<string | null>`coalesce(p.pool_id, m.pool_id, o.pool_id)`;
const nameOf = sql<string>`coalesce(m.account_name, o.name, pl.name, 'Platform')`;

function inScope(scope: PoolScope) {
  return scope === 'all' ? sql<boolean>`true` : sql<boolean>`${poolOf} = ANY(${[...scope]}::uuid[])`;
}

/** Reads of the people behind a pool's permissions, and the writes of their removal. */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  private permissionsWithAccounts(db: Db | Trx = this.db) {
    return db
      .selectFrom('permissions as p')
      .leftJoin('miner_accounts as m', 'm.id', 'p.miner_id')
      .leftJoin('operators as o', 'o.id', 'p.operator_id')
      .leftJoin('pools as pl', 'pl.id', 'p.pool_id');
  }

  /** Everyone with a permission on the pool or one of its operators or miner accounts. */
  async poolMembers(poolId: string): Promise<PoolMemberRow[]> {
    return this.permissionsWithAccounts()
      .select([
        'p.identity_id',
        sql<PermissionType[]>`array_agg(DISTINCT p.type::text)`.as('types'),
        sql<string[]>`array_agg(DISTINCT ${nameOf})`.as('accounts'),
      ])
      .where(poolOf, '=', poolId)
      .groupBy('p.identity_id')
      .execute();
  }

  /** The pools a person has access to. */
  async poolsOf(identityId: string): Promise<string[]> {
    const rows = await this.permissionsWithAccounts()
      .select(poolOf.as('pool_id'))
      .distinct()
      .where('p.identity_id', '=', identityId)
      .execute();
    return rows.flatMap((row) => (row.pool_id ? [row.pool_id] : []));
  }

  permissions(identityId: string, scope: PoolScope): Promise<UserPermissionRow[]> {
    return this.permissionsWithAccounts()
      .select([
        'p.id',
        'p.type',
        sql<string | null>`coalesce(p.pool_id, p.operator_id, p.miner_id)`.as('account_id'),
        nameOf.as('account_name'),
        'p.role',
        sql<SectionPermission[]>`p.sections`.as('sections'),
        poolOf.as('pool_id'),
      ])
      .where('p.identity_id', '=', identityId)
      .where(inScope(scope))
      .orderBy('p.type')
      .orderBy('account_name')
      .execute();
  }

  async invitations(email: string, scope: PoolScope): Promise<UserInvitationRow[]> {
    const { rows } = await sql<UserInvitationRow>`
      SELECT p.id, p.type AS kind, coalesce(p.pool_id, p.operator_id, p.miner_id) AS account_id, ${nameOf} AS account_name,
             p.role, p.created_at, p.expires_at, p.accepted_at
        FROM invites p
        LEFT JOIN miner_accounts m ON m.id = p.miner_id
        LEFT JOIN operators o ON o.id = p.operator_id
        LEFT JOIN pools pl ON pl.id = p.pool_id
       WHERE lower(p.email) = lower(${email}) AND ${inScope(scope)}
       ORDER BY p.created_at DESC
       LIMIT 100`.execute(this.db);
    return rows;
  }

  latestDeletionRequest(identityId: string): Promise<DeletionRequestRow | undefined> {
    return this.db
      .selectFrom('account_deletion_requests as r')
      .innerJoin('miner_accounts as m', 'm.id', 'r.miner_id')
      .select(['r.id', 'r.miner_id', 'm.account_name', 'r.status', 'r.requested_at', 'r.closed_at'])
      .where('r.identity_id', '=', identityId)
      .orderBy('r.requested_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async audit(
    entry: { poolId: string | null; actorId: string; action: string; subjectId: string; details?: object; at: Date },
    db: Db | Trx = this.db,
  ): Promise<void> {
    await db
      .insertInto('staff_audit_log')
      .values({
        pool_id: entry.poolId,
        actor_id: entry.actorId,
        action: entry.action,
        subject_id: entry.subjectId,
        details: JSON.stringify(entry.details ?? {}),
        created_at: entry.at,
      })
      .execute();
  }

  auditOf(subjectId: string, scope: PoolScope): Promise<AuditRow[]> {
    let query = this.db
      .selectFrom('staff_audit_log')
      .select(['action', 'actor_id', 'details', 'created_at'])
      .where('subject_id', '=', subjectId);
    if (scope !== 'all') query = query.where('pool_id', 'in', scope.length ? [...scope] : ['']);
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute();
  }

  /**
   * Removes a person's access in one transaction: refuses (via `refuse`) when they are the
   * last owner of a pool or operator; closes the miner accounts they alone own (balances
   * and history stay); completes their open removal requests; writes the audit entry; then
   * `removeIdentity` runs before the commit, so a failure there leaves everything as it was.
   */
  async removeUser(
    identityId: string,
    at: Date,
    audit: { poolId: string | null; actorId: string },
    refuse: (accountName: string) => never,
    removeIdentity: () => Promise<void>,
  ): Promise<{ closed: string[] }> {
    return this.db.transaction().execute(async (trx) => {
      // Removals take turns: two co-owners removed at once cannot each count the other as staying.
      await sql`SELECT pg_advisory_xact_lock(hashtext('staff-remove-user'))`.execute(trx);
      const owned = await this.permissionsWithAccounts(trx)
        .select([
          'p.type',
          nameOf.as('account_name'),
          sql<string | null>`coalesce(p.pool_id, p.operator_id, p.miner_id)`.as('account_id'),
          sql<number>`(SELECT count(*)::int FROM permissions q
                        WHERE q.role = 'owner' AND q.identity_id <> p.identity_id AND q.type = p.type
                          AND coalesce(q.pool_id, q.operator_id, q.miner_id) = coalesce(p.pool_id, p.operator_id, p.miner_id))`.as(
            'other_owners',
          ),
        ])
        .where('p.identity_id', '=', identityId)
        .where('p.role', '=', 'owner')
        .where('p.type', '<>', 'platform')
        .execute();
      const lastOwnerOf = owned.find((row) => row.type !== 'miner' && row.other_owners === 0);
      if (lastOwnerOf) refuse(lastOwnerOf.account_name);
      const closing = owned.filter((row) => row.type === 'miner' && row.other_owners === 0 && row.account_id);
      if (closing.length) {
        await trx
          .updateTable('miner_accounts')
          .set({ deleted_at: at })
          .where(
            'id',
            'in',
            closing.map((row) => row.account_id!),
          )
          .where('deleted_at', 'is', null)
          .execute();
      }
      await trx.deleteFrom('permissions').where('identity_id', '=', identityId).execute();
      await trx
        .updateTable('account_deletion_requests')
        .set({ status: 'done', closed_at: at })
        .where('identity_id', '=', identityId)
        .where('status', '=', 'open')
        .execute();
      const closed = closing.map((row) => row.account_name);
      await this.audit(
        { ...audit, action: 'user_deleted', subjectId: identityId, details: { closed: closed.join(', ') }, at },
        trx,
      );
      await removeIdentity();
      return { closed };
    });
  }
}
