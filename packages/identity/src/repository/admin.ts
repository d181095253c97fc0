import { sql, type Selectable } from 'kysely';
import type { IdentityDb } from './database.js';
import type { IdentitySessions } from './schema.js';
import { secondFactorTypes, type CredentialType } from './identities.js';

/** An identity as staff see it: never a secret, only which methods are set up. */
export interface AdminIdentityRecord {
  id: string;
  email: string;
  verified: boolean;
  createdAt: Date;
  credentials: CredentialType[];
  lastSignInAt: Date | null;
}

export interface AdminSessionRecord {
  id: string;
  identityId: string;
  active: boolean;
  aal: string;
  authenticatedAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Identities by id, with their credential types and their latest sign-in. */
export async function adminIdentities(db: IdentityDb, ids: readonly string[]): Promise<AdminIdentityRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('identity_identities as i')
    .select(['i.id', 'i.email', 'i.email_verified_at', 'i.created_at'])
    .select((eb) => [
      eb.fn
        .coalesce(
          eb
            .selectFrom('identity_credentials as c')
            .select(sql<CredentialType[]>`array_agg(c.type ORDER BY c.type)`.as('types'))
            .whereRef('c.identity_id', '=', 'i.id'),
          sql<CredentialType[]>`'{}'`,
        )
        .as('credentials'),
      eb
        .selectFrom('identity_sessions as s')
        .select((session) => session.fn.max('s.authenticated_at').as('latest'))
        .whereRef('s.identity_id', '=', 'i.id')
        .as('last_sign_in_at'),
    ])
    .where('i.id', '=', sql<string>`ANY(${ids}::uuid[])`)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    verified: row.email_verified_at !== null,
    createdAt: row.created_at,
    credentials: row.credentials,
    lastSignInAt: row.last_sign_in_at,
  }));
}

const sessionColumns = [
  'id',
  'identity_id',
  'active',
  'aal',
  'authenticated_at',
  'expires_at',
  'ip_address',
  'user_agent',
] as const satisfies readonly (keyof IdentitySessions)[];
type AdminSessionRow = Pick<Selectable<IdentitySessions>, (typeof sessionColumns)[number]>;
const toAdminSession = (row: AdminSessionRow): AdminSessionRecord => ({
  id: row.id,
  identityId: row.identity_id,
  active: row.active,
  aal: row.aal,
  authenticatedAt: row.authenticated_at,
  expiresAt: row.expires_at,
  ipAddress: row.ip_address,
  userAgent: row.user_agent,
});

/** An identity's sessions, newest first (the last 100). */
export async function adminSessionsOf(db: IdentityDb, identityId: string): Promise<AdminSessionRecord[]> {
  const rows = await db
    .selectFrom('identity_sessions')
    .select(sessionColumns)
    .where('identity_id', '=', identityId)
    .orderBy('issued_at', 'desc')
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map(toAdminSession);
}

export async function adminSession(db: IdentityDb, sessionId: string): Promise<AdminSessionRecord | undefined> {
  const row = await db
    .selectFrom('identity_sessions')
    .select(sessionColumns)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row && toAdminSession(row);
}

/**
 * Removes an identity's second factors (TOTP, lookup codes, security keys) and lowers its
 * sessions to aal1, dropping the second-factor steps they had, in one transaction.
 */
export async function removeSecondFactors(db: IdentityDb, identityId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('identity_credentials')
      .where('identity_id', '=', identityId)
      .where('type', 'in', secondFactorTypes)
      .execute();
    await trx
      .updateTable('identity_sessions')
      .set({
        aal: 'aal1',
        authentication_methods: sql`coalesce(
          (SELECT jsonb_agg(m) FROM jsonb_array_elements(authentication_methods) m WHERE m->>'aal' <> 'aal2'), '[]')`,
      })
      .where('identity_id', '=', identityId)
      .execute();
  });
}

/** Deletes an identity; its credentials, sessions and flows go with it (ON DELETE CASCADE). */
export async function deleteIdentity(db: IdentityDb, identityId: string): Promise<void> {
  await db.deleteFrom('identity_identities').where('id', '=', identityId).execute();
}
