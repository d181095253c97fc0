import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Selectable } from 'kysely';
import type { IdentityIdentities } from './schema.js';

export interface Traits {
  email: string;
  terms_agreed?: boolean;
  language?: string;
}

export interface IdentityRecord {
  id: string;
  email: string;
  traits: Traits;
  emailVerifiedAt: Date | null;
  state: 'active' | 'inactive';
  createdAt: Date;
  updatedAt: Date;
}

export type CredentialType = 'password' | 'totp' | 'lookup_secret' | 'webauthn';
export const secondFactorTypes: readonly CredentialType[] = ['totp', 'lookup_secret', 'webauthn'];

/** A row as read: the generated column types, with the shapes of its json and state columns. */
type IdentityRow = Omit<Selectable<IdentityIdentities>, 'traits' | 'state'> & {
  traits: Traits;
  state: 'active' | 'inactive';
};

const toIdentity = (row: IdentityRow): IdentityRecord => ({
  id: row.id,
  email: row.email,
  traits: row.traits,
  emailVerifiedAt: row.email_verified_at,
  state: row.state,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

type Queryable = Pick<pg.Pool, 'query'>;

export async function findIdentityById(db: Queryable, id: string): Promise<IdentityRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<IdentityRow>('SELECT * FROM identity_identities WHERE id = $1', [id]);
  return rows[0] && toIdentity(rows[0]);
}

export async function findIdentityByEmail(db: Queryable, email: string): Promise<IdentityRecord | undefined> {
  const { rows } = await db.query<IdentityRow>('SELECT * FROM identity_identities WHERE lower(email) = lower($1)', [
    email.trim(),
  ]);
  return rows[0] && toIdentity(rows[0]);
}

/** Inserts unless the address is taken (case-insensitively); returns undefined then. */
export async function insertIdentity(
  db: Queryable,
  traits: Traits,
  now: Date,
  verified: boolean,
): Promise<IdentityRecord | undefined> {
  const { rows } = await db.query<IdentityRow>(
    `INSERT INTO identity_identities (id, email, traits, email_verified_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (lower(email)) DO NOTHING RETURNING *`,
    [randomUUID(), traits.email, JSON.stringify(traits), verified ? now : null, now],
  );
  return rows[0] && toIdentity(rows[0]);
}

/** Updates traits; a changed address becomes unverified. Returns false if the address is taken. */
export async function updateTraits(db: Queryable, id: string, traits: Traits, now: Date): Promise<boolean> {
  try {
    await db.query(
      `UPDATE identity_identities
       SET traits = $2, email = $3, updated_at = $4,
           email_verified_at = CASE WHEN lower(email) = lower($3) THEN email_verified_at ELSE NULL END
       WHERE id = $1`,
      [id, JSON.stringify(traits), traits.email, now],
    );
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}

export async function markEmailVerified(db: Queryable, id: string, email: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE identity_identities SET email_verified_at = $3, updated_at = $3 WHERE id = $1 AND lower(email) = lower($2)',
    [id, email, now],
  );
}

export async function getCredential<T>(
  db: Queryable,
  identityId: string,
  type: CredentialType,
): Promise<T | undefined> {
  const { rows } = await db.query<{ config: T }>(
    'SELECT config FROM identity_credentials WHERE identity_id = $1 AND type = $2',
    [identityId, type],
  );
  return rows[0]?.config;
}

export async function setCredential(
  db: Queryable,
  identityId: string,
  type: CredentialType,
  config: unknown,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO identity_credentials (identity_id, type, config, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (identity_id, type) DO UPDATE SET config = EXCLUDED.config, updated_at = EXCLUDED.updated_at`,
    [identityId, type, JSON.stringify(config), now],
  );
}

export async function deleteCredential(db: Queryable, identityId: string, type: CredentialType): Promise<void> {
  await db.query('DELETE FROM identity_credentials WHERE identity_id = $1 AND type = $2', [identityId, type]);
}

export async function credentialTypes(db: Queryable, identityId: string): Promise<Set<CredentialType>> {
  const { rows } = await db.query<{ type: CredentialType }>(
    'SELECT type FROM identity_credentials WHERE identity_id = $1',
    [identityId],
  );
  return new Set(rows.map((row) => row.type));
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Records a TOTP code's time step as used, only if no later or equal step was used before:
 * one conditional update, so of concurrent submissions of one code exactly one wins.
 */
export async function claimTotpStep(db: Queryable, identityId: string, step: number, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE identity_credentials SET config = jsonb_set(config, '{lastStep}', to_jsonb($2::bigint)), updated_at = $3
     WHERE identity_id = $1 AND type = 'totp'
       AND (NOT (config ? 'lastStep') OR (config->>'lastStep')::bigint < $2)`,
    [identityId, step, now],
  );
  return rowCount === 1;
}

/** Marks one backup code used, only if it was unused: of concurrent uses of one code exactly one wins. */
export async function claimLookupCode(db: Queryable, identityId: string, index: number, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE identity_credentials
     SET config = jsonb_set(config, ARRAY['codes', $2::text, 'usedAt'], to_jsonb($3::text)), updated_at = $4
     WHERE identity_id = $1 AND type = 'lookup_secret' AND config->'codes'->$2::int->>'usedAt' IS NULL`,
    [identityId, index, now.toISOString(), now],
  );
  return rowCount === 1;
}
