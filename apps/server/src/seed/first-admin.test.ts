import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { TestIdentity } from '../test/test-identity.js';
import { describeFirstAdmin, ensureFirstAdmin } from './first-admin.js';

let database: TestDatabase;
const identity = new TestIdentity();
const verified = identity.add({ id: '00000000-0000-4000-8000-00000000ad01', email: 'ops@pool.example' });
const other = identity.add({ id: '00000000-0000-4000-8000-00000000ad02', email: 'second@pool.example' });
identity.add({ id: '00000000-0000-4000-8000-00000000ad03', email: 'squatter@pool.example', verified: false });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(() => database.pool.query("DELETE FROM permissions WHERE type = 'platform'"));

async function platformOwners(): Promise<{ identity_id: string; role: string }[]> {
  return (
    await database.pool.query<{ identity_id: string; role: string }>(
      "SELECT identity_id, role FROM permissions WHERE type = 'platform'",
    )
  ).rows;
}

const recoveryUrl = 'https://pool.example/auth/recovery';

describe('the first platform owner (POOL_ADMIN_EMAIL)', () => {
  it('says how to make one while nobody runs the platform and the variable is unset', async () => {
    const outcome = await ensureFirstAdmin({ db: database.db, identity, email: undefined });
    expect(outcome).toEqual({ kind: 'missing' });
    expect(describeFirstAdmin(outcome, recoveryUrl)).toMatch(/POOL_ADMIN_EMAIL=you@example.com/);
  });

  it('makes an identity with a verified address the owner, once, and ignores the variable from then on', async () => {
    const outcome = await ensureFirstAdmin({ db: database.db, identity, email: verified.email });
    expect(outcome).toEqual({ kind: 'granted', email: verified.email, created: false });
    expect(await platformOwners()).toEqual([{ identity_id: verified.id, role: 'owner' }]);
    const later = await ensureFirstAdmin({ db: database.db, identity, email: other.email });
    expect(later).toEqual({ kind: 'present', requested: true });
    expect(describeFirstAdmin(later, recoveryUrl)).toMatch(/not used/);
    expect(await platformOwners()).toEqual([{ identity_id: verified.id, role: 'owner' }]);
    expect(
      describeFirstAdmin(await ensureFirstAdmin({ db: database.db, identity, email: undefined }), recoveryUrl),
    ).toBe(undefined);
  });

  it('never hands the platform to whoever registered the address without proving it', async () => {
    const outcome = await ensureFirstAdmin({ db: database.db, identity, email: 'squatter@pool.example' });
    expect(outcome).toEqual({ kind: 'unverified', email: 'squatter@pool.example' });
    expect(describeFirstAdmin(outcome, recoveryUrl)).toContain(recoveryUrl);
    expect(await platformOwners()).toEqual([]);
  });

  it('makes the identity with a password nobody knows, and says how its owner chooses one', async () => {
    const passwords: string[] = [];
    const outcome = await ensureFirstAdmin({
      db: database.db,
      identity,
      createIdentity: async ({ email, password }) => {
        passwords.push(password);
        return { id: identity.add({ id: '00000000-0000-4000-8000-00000000ad04', email }).id, created: true };
      },
      email: 'new@pool.example',
    });
    expect(outcome).toEqual({ kind: 'granted', email: 'new@pool.example', created: true });
    expect(passwords[0]).toMatch(/^[\w-]{43}$/);
    expect(describeFirstAdmin(outcome, recoveryUrl)).toMatch(
      /Forgot password.*https:\/\/pool\.example\/auth\/recovery/,
    );
    expect(await platformOwners()).toEqual([{ identity_id: '00000000-0000-4000-8000-00000000ad04', role: 'owner' }]);
  });

  it('tells an operator of an external identity service to sign up first', async () => {
    const outcome = await ensureFirstAdmin({ db: database.db, identity, email: 'nobody@pool.example' });
    expect(outcome).toEqual({ kind: 'no_identity', email: 'nobody@pool.example' });
    expect(await platformOwners()).toEqual([]);
  });

  it('makes one owner when two instances start at once with different addresses', async () => {
    // Rounds, since two starts meet between the check and the insert only some of the time.
    for (let round = 0; round < 10; round++) {
      await database.pool.query("DELETE FROM permissions WHERE type = 'platform'");
      const outcomes = await Promise.all([
        ensureFirstAdmin({ db: database.db, identity, email: verified.email }),
        ensureFirstAdmin({ db: database.db, identity, email: other.email }),
      ]);
      expect(
        outcomes.filter((outcome) => outcome.kind === 'granted'),
        `round ${round}`,
      ).toHaveLength(1);
      expect(await platformOwners(), `round ${round}`).toHaveLength(1);
    }
  });
});
