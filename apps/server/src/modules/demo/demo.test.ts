import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionsRepository } from '../accounts/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { demoEmails, demoPassword, seedDemo } from './demo.js';

let database: TestDatabase;
const created: { email: string; password: string; id: string }[] = [];
const identity = {
  async createIdentity(input: { email: string; password: string }) {
    const id = `00000000-0000-4000-8000-${String(created.length + 1).padStart(12, '0')}`;
    created.push({ ...input, id });
    return { id };
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('seedDemo', () => {
  it('creates the demo users and their accounts on an empty database', async () => {
    expect(await seedDemo(database.db, identity)).toBe(true);
    expect(created.map((c) => c.email)).toEqual(demoEmails);
    expect(created.every((c) => c.password === demoPassword)).toBe(true);

    const permissions = new PermissionsRepository(database.db);
    const byEmail = async (email: string) => permissions.listForIdentity(created.find((c) => c.email === email)!.id);
    expect((await byEmail('miner@example.com')).map((p) => p.account_name)).toEqual(['demo_miner', 'demo_miner_2']);
    expect(await byEmail('viewer@example.com')).toEqual([
      expect.objectContaining({ account_name: 'demo_miner', role: 'viewer' }),
    ]);
    const invitation = await database.db.selectFrom('invites').select(['email', 'role', 'accepted_at']).execute();
    expect(invitation).toEqual([{ email: 'partner@example.com', role: 'accountant', accepted_at: null }]);
    expect(await byEmail('operator@example.com')).toEqual([
      expect.objectContaining({ type: 'operator', operator_name: 'Demo Hub', role: 'owner' }),
    ]);
    expect(await byEmail('pool@example.com')).toEqual([
      expect.objectContaining({ type: 'pool', pool_name: 'Demo Pool', role: 'admin' }),
    ]);
    expect(await byEmail('platform@example.com')).toEqual([
      expect.objectContaining({ type: 'platform', account_id: null }),
    ]);
  });

  it('leaves a database that already has accounts alone', async () => {
    expect(await seedDemo(database.db, identity)).toBe(false);
    expect(created).toHaveLength(demoEmails.length);
  });
});
