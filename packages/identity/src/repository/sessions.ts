import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { IdentityDb } from './database.js';
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

/** What a session record is made of: a row as read, its token hashes aside. */
type SessionRow = Omit<Selectable<IdentitySessions>, 'token_hash' | 'logout_token_hash'>;

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

/**
 * The logout token is derived from the session token so that it needs no storage of its own
 * in clear: whoever holds the session cookie can be given it again.
 */
export const logoutTokenFor = (sessionToken: string) => sha256(`logout\0${sessionToken}`).toString('base64url');

export async function insertSession(
  db: IdentityDb,
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
  const row = await db
    .insertInto('identity_sessions')
    .values({
      id: randomUUID(),
      token_hash: sha256(token),
      logout_token_hash: sha256(logoutTokenFor(token)),
      identity_id: input.identityId,
      aal: 'aal1',
      authentication_methods: JSON.stringify(methods),
      authenticated_at: input.now,
      issued_at: input.now,
      last_used_at: input.now,
      expires_at: new Date(input.now.getTime() + input.lifespanMs),
      ip_address: input.ipAddress,
      user_agent: input.userAgent?.slice(0, 512) ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { session: toSession(row), token };
}

/** The active, unexpired session whose token (or logout token) hashes to `hash`. */
async function findActiveSession(
  db: IdentityDb,
  column: 'token_hash' | 'logout_token_hash',
  hash: Buffer,
  now: Date,
): Promise<SessionRecord | undefined> {
  const row = await db
    .selectFrom('identity_sessions')
    .selectAll()
    .where(column, '=', hash)
    .where((eb) => eb.ref('active'))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && toSession(row);
}

export function findActiveSessionByToken(db: IdentityDb, token: string, now: Date) {
  return findActiveSession(db, 'token_hash', sha256(token), now);
}

/** How stale a session's last use may be before a request writes it again: one write a minute at most. */
export const lastUseResolutionMs = 60_000;

/**
 * Records that the session was used now; a no-op while its last use is under a minute old,
 * so a busy session costs one write a minute. Returns the last use as it now stands.
 */
export async function touchSession(db: IdentityDb, session: SessionRecord, now: Date): Promise<Date> {
  if (now.getTime() - session.lastUsedAt.getTime() < lastUseResolutionMs) return session.lastUsedAt;
  await db
    .updateTable('identity_sessions')
    .set({ last_used_at: now })
    .where('id', '=', session.id)
    .where('last_used_at', '<', now)
    .execute();
  return now;
}

export function findActiveSessionByLogoutToken(db: IdentityDb, logoutToken: string, now: Date) {
  return findActiveSession(db, 'logout_token_hash', sha256(logoutToken), now);
}

/** Records a completed authentication step; a second factor lifts the session to aal2. */
export async function recordAuthentication(
  db: IdentityDb,
  sessionId: string,
  completed: CompletedMethod,
  options: { firstFactor: boolean },
): Promise<SessionRecord> {
  const row = await db
    .updateTable('identity_sessions')
    .set((eb) => ({
      authentication_methods: sql`authentication_methods || ${JSON.stringify([completed])}::jsonb`,
      aal: completed.aal === 'aal2' ? 'aal2' : eb.ref('aal'),
      authenticated_at: options.firstFactor ? completed.completed_at : eb.ref('authenticated_at'),
    }))
    .where('id', '=', sessionId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSession(row);
}

export async function deactivateSession(db: IdentityDb, id: string): Promise<void> {
  await db.updateTable('identity_sessions').set({ active: false }).where('id', '=', id).execute();
}

export async function deactivateOtherSessions(db: IdentityDb, identityId: string, keepId: string): Promise<number> {
  const { numUpdatedRows } = await db
    .updateTable('identity_sessions')
    .set({ active: false })
    .where('identity_id', '=', identityId)
    .where('id', '<>', keepId)
    .where((eb) => eb.ref('active'))
    .executeTakeFirstOrThrow();
  return Number(numUpdatedRows);
}

export async function deactivateSessionOf(db: IdentityDb, identityId: string, sessionId: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('identity_sessions')
    .set({ active: false })
    .where('identity_id', '=', identityId)
    .where('id', '=', sessionId)
    .where((eb) => eb.ref('active'))
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}

/** Active sessions of an identity except one, newest first, `limit` from `offset`. */
export async function listOtherSessions(
  db: IdentityDb,
  identityId: string,
  exceptId: string,
  now: Date,
  offset: number,
  limit: number,
): Promise<SessionRecord[]> {
  const rows = await db
    .selectFrom('identity_sessions')
    .selectAll()
    .where('identity_id', '=', identityId)
    .where('id', '<>', exceptId)
    .where((eb) => eb.ref('active'))
    .where('expires_at', '>', now)
    .orderBy('issued_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toSession);
}
