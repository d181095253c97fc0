import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { IdentityProvider } from '../auth/identity-provider.js';

/** What the start did about the platform's first owner (POOL_ADMIN_EMAIL). */
export type FirstAdminOutcome =
  /** The platform has an owner or admin: nothing to do, POOL_ADMIN_EMAIL (if set) is not used. */
  | { kind: 'present'; requested: boolean }
  /** Nobody can run the platform yet, and POOL_ADMIN_EMAIL is unset. */
  | { kind: 'missing' }
  /** POOL_ADMIN_EMAIL's identity is the platform owner now; `created`: made here, with no password anyone knows. */
  | { kind: 'granted'; email: string; created: boolean }
  /** An identity holds the address but never proved it: whoever registered it may not be its owner. */
  | { kind: 'unverified'; email: string }
  /** An external identity service, and nobody has signed up with the address yet. */
  | { kind: 'no_identity'; email: string };

export interface FirstAdminDeps {
  db: Db;
  identity: Pick<IdentityProvider, 'findByEmails' | 'adminIdentities'>;
  /** Our own identity service makes the identity; an external one cannot (undefined). */
  createIdentity?: (input: { email: string; password: string }) => Promise<{ id: string; created: boolean }>;
  email: string | undefined;
}

/** One start at a time decides; a second instance starting at once then sees the owner. */
const firstAdminLock = 7_266_471_113;

/**
 * The way into a pool without the demo: while the platform has no owner or admin, the
 * identity of POOL_ADMIN_EMAIL becomes its owner. A new identity gets a random password
 * nobody knows, so that only the mailbox can open it (the sign-in page's "Forgot
 * password" sends a code there); an existing one counts only with a verified address.
 * Once the platform has an owner or admin the variable does nothing, so it can never
 * hand the platform to whoever registers that address later.
 */
export async function ensureFirstAdmin(deps: FirstAdminDeps): Promise<FirstAdminOutcome> {
  const { db, email } = deps;
  if (await hasPlatformOwner(db)) return { kind: 'present', requested: Boolean(email) };
  if (!email) return { kind: 'missing' };
  const [existing] = await deps.identity.findByEmails([email]);
  let identity: { id: string; created: boolean };
  if (existing) identity = { id: existing.id, created: false };
  else if (deps.createIdentity)
    identity = await deps.createIdentity({ email, password: randomBytes(32).toString('base64url') });
  else return { kind: 'no_identity', email };
  if (!identity.created) {
    const [known] = await deps.identity.adminIdentities([identity.id]);
    if (!known?.verified) return { kind: 'unverified', email };
  }
  const granted = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${firstAdminLock})`.execute(trx);
    if (await hasPlatformOwner(trx)) return false;
    await trx.insertInto('permissions').values({ identity_id: identity.id, type: 'platform', role: 'owner' }).execute();
    return true;
  });
  return granted ? { kind: 'granted', email, created: identity.created } : { kind: 'present', requested: true };
}

async function hasPlatformOwner(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('permissions')
    .select('id')
    .where('type', '=', 'platform')
    .where('role', 'in', ['owner', 'admin'])
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The start log's line about it, or undefined when there is nothing to say. */
export function describeFirstAdmin(outcome: FirstAdminOutcome, recoveryUrl: string): string | undefined {
  switch (outcome.kind) {
    case 'present':
      return outcome.requested
        ? 'POOL_ADMIN_EMAIL is not used: the platform already has an owner or admin, who invites the others.'
        : undefined;
    case 'missing':
      return (
        'Nobody can run this pool yet: no platform owner or admin. Set POOL_ADMIN_EMAIL=you@example.com ' +
        'and start again to make that address the platform owner.'
      );
    case 'granted':
      return outcome.created
        ? `Platform owner: ${outcome.email}. Choose its password with "Forgot password" at ${recoveryUrl} (a code goes to that address).`
        : `Platform owner: ${outcome.email} (the identity that already had this address).`;
    case 'unverified':
      return (
        `POOL_ADMIN_EMAIL: ${outcome.email} is registered but not verified, so it was not made the platform owner. ` +
        `Prove the address with "Forgot password" at ${recoveryUrl}, then start again.`
      );
    case 'no_identity':
      return (
        `POOL_ADMIN_EMAIL: no identity has ${outcome.email} yet. Sign up with it in the identity service, ` +
        'verify the address, then start again.'
      );
  }
}
