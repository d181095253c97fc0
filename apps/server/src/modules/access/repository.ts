import { sql } from 'kysely';
import type { AccessAccountKind, AccessRole, SectionPermission } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { pageWithTotal, type Page } from '../../db/page.js';
import { isStaffOver } from '../accounts/index.js';

/** The column of `permissions` and `invites` that names an account of this kind. */
const targetColumn = { pool: 'pool_id', operator: 'operator_id', miner: 'miner_id' } as const;

export interface AccountRef {
  kind: AccessAccountKind;
  id: string;
}

export interface MemberRow {
  id: string;
  identity_id: string;
  role: AccessRole;
  sections: SectionPermission[];
  created_at: Date;
}

export interface InvitationRow {
  id: string;
  email: string;
  role: AccessRole;
  sections: SectionPermission[];
  created_by: string | null;
  created_at: Date;
  expires_at: Date;
}

/**
 * Decides a change of one member inside the transaction that holds the account's
 * permission rows locked, given the member and how many owners the account has; it
 * throws to refuse. The rules live in the service; the lock makes them hold under
 * concurrent changes (two admins demoting the last two owners at once).
 */
export type MemberChangeCheck = (member: MemberRow, ownerCount: number) => void;

const roleOrder = sql<number>`array_position(array['owner','admin','treasurer','accountant','viewer']::access_role[], p.role)`;

/** Who has access to an account, its open invitations, and changes to both. */
export class AccessRepository {
  constructor(private readonly db: Db) {}

  async listMembers(account: AccountRef, page: Page): Promise<{ rows: MemberRow[]; total: number }> {
    const base = this.db
      .selectFrom('permissions as p')
      .where('p.type', '=', account.kind)
      .where(`p.${targetColumn[account.kind]}`, '=', account.id);
    const result = await pageWithTotal(base, page, (query) =>
      query
        .select(['p.id', 'p.identity_id', 'p.role', 'p.sections', 'p.created_at'])
        .orderBy(roleOrder)
        .orderBy('p.created_at')
        .orderBy('p.id'),
    );
    return { rows: result.rows as MemberRow[], total: result.total };
  }

  /** Every identity with access to the account (for "already has access"); accounts have a few. */
  async memberIdentities(account: AccountRef): Promise<string[]> {
    const rows = await this.db
      .selectFrom('permissions')
      .select('identity_id')
      .where('type', '=', account.kind)
      .where(targetColumn[account.kind], '=', account.id)
      .execute();
    return rows.map((row) => row.identity_id);
  }

  /** Whether the identity is staff over the miner account (they are never invited into it). */
  isStaffOver(identityId: string, minerId: string): Promise<boolean> {
    return isStaffOver(this.db, identityId, minerId);
  }

  /** Invitations not accepted yet, newest first (expired ones too, until sent anew or revoked). */
  async openInvitations(account: AccountRef): Promise<InvitationRow[]> {
    const rows = await this.db
      .selectFrom('invites')
      .select(['id', 'email', 'role', 'sections', 'created_by', 'created_at', 'expires_at'])
      .where('type', '=', account.kind)
      .where(targetColumn[account.kind], '=', account.id)
      .where('accepted_at', 'is', null)
      .where('email', 'is not', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(200)
      .execute();
    return rows as InvitationRow[];
  }

  /**
   * Invites an address, or sends its open invitation anew with a new code, role, sections
   * and expiry: one statement on the one-open-invitation-per-address index.
   */
  async upsertInvitation(input: {
    account: AccountRef;
    email: string;
    role: AccessRole;
    sections: SectionPermission[];
    code: string;
    createdBy: string;
    now: Date;
    expiresAt: Date;
  }): Promise<InvitationRow> {
    const { account } = input;
    const ids = {
      pool_id: account.kind === 'pool' ? account.id : null,
      operator_id: account.kind === 'operator' ? account.id : null,
      miner_id: account.kind === 'miner' ? account.id : null,
    };
    const { rows } = await sql<InvitationRow>`
      INSERT INTO invites (code, email, type, pool_id, operator_id, miner_id, role, sections, created_by, created_at, expires_at)
      VALUES (${input.code}, ${input.email}, ${account.kind}::permission_type, ${ids.pool_id}, ${ids.operator_id},
              ${ids.miner_id}, ${input.role}::access_role, ${input.sections}::text[], ${input.createdBy}, ${input.now},
              ${input.expiresAt})
      ON CONFLICT (type, (coalesce(pool_id, operator_id, miner_id)), (lower(email)))
        WHERE accepted_at IS NULL AND email IS NOT NULL
      DO UPDATE SET code = excluded.code, email = excluded.email, role = excluded.role,
        sections = excluded.sections, created_by = excluded.created_by, created_at = excluded.created_at,
        expires_at = excluded.expires_at
      RETURNING id, email, role, sections, created_by, created_at, expires_at`.execute(this.db);
    return rows[0]!;
  }

  /** Revokes an open invitation of the account; false when there is none with this id. */
  async deleteInvitation(account: AccountRef, invitationId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('invites')
      .where('id', '=', invitationId)
      .where('type', '=', account.kind)
      .where(targetColumn[account.kind], '=', account.id)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /**
   * Changes a member's role and sections (`next`) or revokes their access (`next`
   * undefined), after `check` accepted it with the account's permissions locked. Returns
   * the member as it was, or undefined when the account has no such member.
   */
  async changeMember(
    account: AccountRef,
    permissionId: string,
    check: MemberChangeCheck,
    next?: { role: AccessRole; sections: SectionPermission[] },
  ): Promise<MemberRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      // Every permission of the account, locked in id order: concurrent changes of the
      // same account queue here, and each counts the owners the one before it left.
      const locked = (await trx
        .selectFrom('permissions as p')
        .select(['p.id', 'p.identity_id', 'p.role', 'p.sections', 'p.created_at'])
        .where('p.type', '=', account.kind)
        .where(`p.${targetColumn[account.kind]}`, '=', account.id)
        .orderBy('p.id')
        .forUpdate()
        .execute()) as MemberRow[];
      const member = locked.find((row) => row.id === permissionId);
      if (!member) return undefined;
      check(member, locked.filter((row) => row.role === 'owner').length);
      if (next) {
        await trx
          .updateTable('permissions')
          .set({ role: next.role, sections: next.sections })
          .where('id', '=', permissionId)
          .execute();
      } else {
        await trx.deleteFrom('permissions').where('id', '=', permissionId).execute();
      }
      return member;
    });
  }
}
