import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type SelectType } from 'kysely';
import type { IdentityDb } from './database.js';
import type { IdentityIdentities } from './schema.js';
import type { LookupCredential } from '../strategies/lookup-secret.js';
import type { TotpCredential } from '../strategies/totp.js';
import type { WebAuthnCredentialConfig } from '../strategies/webauthn.js';

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

const toIdentity = (row: Selectable<IdentityIdentities>): IdentityRecord => ({
  id: row.id,
  email: row.email,
  traits: row.traits,
  emailVerifiedAt: row.email_verified_at,
  state: row.state,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function findIdentityById(db: IdentityDb, id: string): Promise<IdentityRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('identity_identities').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toIdentity(row);
}

export async function findIdentityByEmail(db: IdentityDb, email: string): Promise<IdentityRecord | undefined> {
  const row = await db
    .selectFrom('identity_identities')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email.trim())])))
    .executeTakeFirst();
  return row && toIdentity(row);
}

/** Inserts unless the address is taken (case-insensitively); returns undefined then. */
export async function insertIdentity(
  db: IdentityDb,
  traits: Traits,
  now: Date,
  verified: boolean,
): Promise<IdentityRecord | undefined> {
  const row = await db
    .insertInto('identity_identities')
    .values({
      id: randomUUID(),
      email: traits.email,
      traits: JSON.stringify(traits),
      email_verified_at: verified ? now : null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && toIdentity(row);
}

/** Updates traits; a changed address becomes unverified. Returns false if the address is taken. */
export async function updateTraits(db: IdentityDb, id: string, traits: Traits, now: Date): Promise<boolean> {
  try {
    await db
      .updateTable('identity_identities')
      .set((eb) => ({
        traits: JSON.stringify(traits),
        email: traits.email,
        updated_at: now,
        email_verified_at: eb
          .case()
          .when(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(traits.email)]))
          .then(eb.ref('email_verified_at'))
          .else(null)
          .end(),
      }))
      .where('id', '=', id)
      .execute();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}

export async function markEmailVerified(db: IdentityDb, id: string, email: string, now: Date): Promise<void> {
  await db
    .updateTable('identity_identities')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', id)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .execute();
}

/**
 * What each kind of credential keeps in its config column (one json column for all kinds):
 * a read names the kind, so its config has that kind's shape.
 */
export interface CredentialConfigs {
  password: { hash: string };
  totp: TotpCredential;
  lookup_secret: LookupCredential;
  webauthn: WebAuthnCredentialConfig;
}

export async function getCredential<Type extends CredentialType>(
  db: IdentityDb,
  identityId: string,
  type: Type,
): Promise<SelectType<CredentialConfigs[Type]> | undefined> {
  const row = await db
    .selectFrom('identity_credentials')
    .select(sql.ref<CredentialConfigs[Type]>('config').as('config'))
    .where('identity_id', '=', identityId)
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.config;
}

export async function setCredential(
  db: IdentityDb,
  identityId: string,
  type: CredentialType,
  config: unknown,
  now: Date,
): Promise<void> {
  await db
    .insertInto('identity_credentials')
    .values({ identity_id: identityId, type, config: JSON.stringify(config), created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['identity_id', 'type']).doUpdateSet((eb) => ({
        config: eb.ref('excluded.config'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function deleteCredential(db: IdentityDb, identityId: string, type: CredentialType): Promise<void> {
  await db.deleteFrom('identity_credentials').where('identity_id', '=', identityId).where('type', '=', type).execute();
}

export async function credentialTypes(db: IdentityDb, identityId: string): Promise<Set<CredentialType>> {
  const rows = await db
    .selectFrom('identity_credentials')
    .select('type')
    .where('identity_id', '=', identityId)
    .execute();
  return new Set(rows.map((row) => row.type));
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Records a TOTP code's time step as used, only if no later or equal step was used before:
 * one conditional update, so of concurrent submissions of one code exactly one wins.
 */
export async function claimTotpStep(db: IdentityDb, identityId: string, step: number, now: Date): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('identity_credentials')
    .set({ config: sql`jsonb_set(config, '{lastStep}', to_jsonb(${step}::bigint))`, updated_at: now })
    .where('identity_id', '=', identityId)
    .where('type', '=', 'totp')
    .where(sql<boolean>`(NOT (config ? 'lastStep') OR (config->>'lastStep')::bigint < ${step})`)
    .executeTakeFirstOrThrow();
  return numUpdatedRows === 1n;
}

/** Marks one backup code used, only if it was unused: of concurrent uses of one code exactly one wins. */
export async function claimLookupCode(db: IdentityDb, identityId: string, index: number, now: Date): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('identity_credentials')
    .set({
      config: sql`jsonb_set(config, ARRAY['codes', ${index}::text, 'usedAt'], to_jsonb(${now.toISOString()}::text))`,
      updated_at: now,
    })
    .where('identity_id', '=', identityId)
    .where('type', '=', 'lookup_secret')
    .where(sql<boolean>`config->'codes'->${index}::int->>'usedAt' IS NULL`)
    .executeTakeFirstOrThrow();
  return numUpdatedRows === 1n;
}
