import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Selectable } from 'kysely';
import type { IdentitySessions } from './schema.js';
import { randomToken, sha256 } from '../crypto.js';

export type Aal = 'aal1' | 'aal2';
export type AuthenticationMethod = 'password' | 'totp' | 'lookup_secret' | 'webauthn' | 'code_recovery';

export interface CompletedMethod {
  method: AuthenticationMethod;
  aal: Aal;
  completed_at: string;
}

export interface SessionRecord {
  id: string;
  identityId: string;
  active: boolean;
  aal: Aal;
  authenticationMethods: CompletedMethod[];
  authenticatedAt: Date;
  issuedAt: Date;
  expiresAt: Date;
  /** The last request made with it, to the minute (touchSession). */
  lastUsedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** A row as read (no token hashes): the generated column types, with the shapes of its aal and json columns. */
type SessionRow = Omit<
  Selectable<IdentitySessions>,
  'aal' | 'authentication_methods' | 'token_hash' | 'logout_token_hash'
> & {
  aal: Aal;
  authentication_methods: CompletedMethod[];
};

const toSession = (row: SessionRow): SessionRecord => ({
  id: row.id,
  identityId: row.identity_id,
  active: row.active,
  aal: row.aal,
  authenticationMethods: row.authentication_methods,
  authenticatedAt: row.authenticated_at,
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
  ipAddress: row.ip_address,
  userAgent: row.user_agent,
});

type Queryable = Pick<pg.Pool, 'query'>;

/**
 * The logout token is derived from the session token so that it needs no storage of its own
 * in clear: whoever holds the session cookie can be given it again.
 */
export const logoutTokenFor = (sessionToken: string) => sha256(`logout\0${sessionToken}`).toString('base64url');

export async function insertSession(
  db: Queryable,
  input: {
    identityId: string;
    method: AuthenticationMethod;
    now: Date;
    lifespanMs: number;
    ipAddress: string | null;
    userAgent: string | null;
  },
): Promise<{ session: SessionRecord; token: string }> {
  const token = randomToken();
  const methods: CompletedMethod[] = [{ method: input.method, aal: 'aal1', completed_at: input.now.toISOString() }];
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO identity_sessions (id, token_hash, logout_token_hash, identity_id, aal, authentication_methods,
       authenticated_at, issued_at, last_used_at, expires_at, ip_address, user_agent)
     VALUES ($1, $2, $3, $4, 'aal1', $5, $6, $6, $6, $7, $8, $9) RETURNING *`,
    [
      randomUUID(),
      sha256(token),
      sha256(logoutTokenFor(token)),
      input.identityId,
      JSON.stringify(methods),
      input.now,
      new Date(input.now.getTime() + input.lifespanMs),
      input.ipAddress,
      input.userAgent?.slice(0, 512) ?? null,
    ],
  );
  return { session: toSession(rows[0]!), token };
}

export async function findActiveSessionByToken(db: Queryable, token: string, now: Date) {
  const { rows } = await db.query<SessionRow>(
    'SELECT * FROM identity_sessions WHERE token_hash = $1 AND active AND expires_at > $2',
    [sha256(token), now],
  );
  return rows[0] && toSession(rows[0]);
}

/** How stale a session's last use may be before a request writes it again: one write a minute at most. */
export const lastUseResolutionMs = 60_000;

/**
 * Records that the session was used now; a no-op while its last use is under a minute old,
 * so a busy session costs one write a minute. Returns the last use as it now stands.
 */
export async function touchSession(db: Queryable, session: SessionRecord, now: Date): Promise<Date> {
  if (now.getTime() - session.lastUsedAt.getTime() < lastUseResolutionMs) return session.lastUsedAt;
  await db.query('UPDATE identity_sessions SET last_used_at = $2 WHERE id = $1 AND last_used_at < $2', [
    session.id,
    now,
  ]);
  return now;
}

export async function findActiveSessionByLogoutToken(db: Queryable, logoutToken: string, now: Date) {
  const { rows } = await db.query<SessionRow>(
    'SELECT * FROM identity_sessions WHERE logout_token_hash = $1 AND active AND expires_at > $2',
    [sha256(logoutToken), now],
  );
  return rows[0] && toSession(rows[0]);
}

/** Records a completed authentication step; a second factor lifts the session to aal2. */
export async function recordAuthentication(
  db: Queryable,
  sessionId: string,
  completed: CompletedMethod,
  options: { firstFactor: boolean },
): Promise<SessionRecord> {
  const { rows } = await db.query<SessionRow>(
    `UPDATE identity_sessions
     SET authentication_methods = authentication_methods || $2::jsonb,
         aal = CASE WHEN $3 = 'aal2' THEN 'aal2' ELSE aal END,
         authenticated_at = CASE WHEN $4 THEN $5::timestamptz ELSE authenticated_at END
     WHERE id = $1 RETURNING *`,
    [sessionId, JSON.stringify([completed]), completed.aal, options.firstFactor, completed.completed_at],
  );
  return toSession(rows[0]!);
}

export async function deactivateSession(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE identity_sessions SET active = false WHERE id = $1', [id]);
}

export async function deactivateOtherSessions(db: Queryable, identityId: string, keepId: string): Promise<number> {
  const result = await db.query(
    'UPDATE identity_sessions SET active = false WHERE identity_id = $1 AND id <> $2 AND active',
    [identityId, keepId],
  );
  return result.rowCount ?? 0;
}

export async function deactivateSessionOf(db: Queryable, identityId: string, sessionId: string): Promise<boolean> {
  const result = await db.query(
    'UPDATE identity_sessions SET active = false WHERE identity_id = $1 AND id = $2 AND active',
    [identityId, sessionId],
  );
  return (result.rowCount ?? 0) > 0;
}

/** Active sessions of an identity except one, newest first, `limit` from `offset`. */
export async function listOtherSessions(
  db: Queryable,
  identityId: string,
  exceptId: string,
  now: Date,
  offset: number,
  limit: number,
): Promise<SessionRecord[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT * FROM identity_sessions WHERE identity_id = $1 AND id <> $2 AND active AND expires_at > $3
     ORDER BY issued_at DESC, id LIMIT $4 OFFSET $5`,
    [identityId, exceptId, now, limit, offset],
  );
  return rows.map(toSession);
}
