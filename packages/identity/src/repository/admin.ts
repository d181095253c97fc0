import type pg from 'pg';
import type { Selectable } from 'kysely';
import type { IdentitySessions } from './schema.js';
import { secondFactorTypes, type CredentialType } from './identities.js';

type Queryable = Pick<pg.Pool, 'query'>;

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
export async function adminIdentities(db: Queryable, ids: readonly string[]): Promise<AdminIdentityRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{
    id: string;
    email: string;
    email_verified_at: Date | null;
    created_at: Date;
    credentials: CredentialType[];
    last_sign_in_at: Date | null;
  }>(
    `SELECT i.id, i.email, i.email_verified_at, i.created_at,
            coalesce((SELECT array_agg(c.type ORDER BY c.type) FROM identity_credentials c WHERE c.identity_id = i.id), '{}') AS credentials,
            (SELECT max(s.authenticated_at) FROM identity_sessions s WHERE s.identity_id = i.id) AS last_sign_in_at
       FROM identity_identities i WHERE i.id = ANY($1::uuid[])`,
    [ids],
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    verified: row.email_verified_at !== null,
    createdAt: row.created_at,
    credentials: row.credentials,
    lastSignInAt: row.last_sign_in_at,
  }));
}

const sessionColumns = `id, identity_id, active, aal, authenticated_at, expires_at, ip_address, user_agent`;
type AdminSessionRow = Pick<
  Selectable<IdentitySessions>,
  'id' | 'identity_id' | 'active' | 'aal' | 'authenticated_at' | 'expires_at' | 'ip_address' | 'user_agent'
>;
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
export async function adminSessionsOf(db: Queryable, identityId: string): Promise<AdminSessionRecord[]> {
  const { rows } = await db.query<AdminSessionRow>(
    `SELECT ${sessionColumns} FROM identity_sessions WHERE identity_id = $1 ORDER BY issued_at DESC, id LIMIT 100`,
    [identityId],
  );
  return rows.map(toAdminSession);
}

export async function adminSession(db: Queryable, sessionId: string): Promise<AdminSessionRecord | undefined> {
  const { rows } = await db.query<AdminSessionRow>(`SELECT ${sessionColumns} FROM identity_sessions WHERE id = $1`, [
    sessionId,
  ]);
  return rows[0] && toAdminSession(rows[0]);
}

/**
 * Removes an identity's second factors (TOTP, lookup codes, security keys) and lowers its
 * sessions to aal1, dropping the second-factor steps they had, in one transaction.
 */
export async function removeSecondFactors(pool: pg.Pool, identityId: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('DELETE FROM identity_credentials WHERE identity_id = $1 AND type = ANY($2::text[])', [
      identityId,
      secondFactorTypes,
    ]);
    await client.query(
      `UPDATE identity_sessions
          SET aal = 'aal1',
              authentication_methods = coalesce(
                (SELECT jsonb_agg(m) FROM jsonb_array_elements(authentication_methods) m WHERE m->>'aal' <> 'aal2'), '[]')
        WHERE identity_id = $1`,
      [identityId],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Deletes an identity; its credentials, sessions and flows go with it (ON DELETE CASCADE). */
export async function deleteIdentity(db: Queryable, identityId: string): Promise<void> {
  await db.query('DELETE FROM identity_identities WHERE id = $1', [identityId]);
}
