import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@pool/contract';
import type { Mailer } from '../../mail/mailer.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';

const sent: Parameters<Mailer['send']>[0][] = [];
const identity = new TestIdentity();
const owner = identity.add({ id: '00000000-0000-4000-8000-0000000000d1', email: 'owner@example.com' });
const stranger = identity.add({ id: '00000000-0000-4000-8000-0000000000d2', email: 'stranger@example.com' });
const guarded = identity.add({
  id: '00000000-0000-4000-8000-0000000000d3',
  email: 'guarded@example.com',
  credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
});

const testApp = useTestApp(identity, { mailer: { send: async (message) => void sent.push(message) } });
const call = testApp.call;

async function createAccount(userId: string, name: string): Promise<string> {
  const response = await call(userId, 'POST', '/miners', { account_name: name });
  return response.json<{ id: string }>().id;
}

describe('DELETE /miners/{miner_id}', () => {
  it("refuses someone else's account with 403 access_denied, recording nothing", async () => {
    const minerId = await createAccount(owner.id, 'owner_rigs');
    const response = await call(stranger.id, 'DELETE', `/miners/${minerId}`);
    expect(response.statusCode).toBe(403);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('access_denied');
    const { rows } = await testApp.database.pool.query('SELECT count(*)::int AS n FROM account_deletion_requests');
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('records the request once and tells the owner by e-mail', async () => {
    const { rows } = await testApp.database.pool.query<{ id: string }>(
      "SELECT id FROM miner_accounts WHERE account_name = 'owner_rigs'",
    );
    const minerId = rows[0]!.id;
    expect((await call(owner.id, 'DELETE', `/miners/${minerId}`)).statusCode).toBe(202);
    expect((await call(owner.id, 'DELETE', `/miners/${minerId}`)).statusCode).toBe(202);
    const requests = await testApp.database.pool.query(
      'SELECT status FROM account_deletion_requests WHERE miner_id = $1',
      [minerId],
    );
    expect(requests.rows).toEqual([{ status: 'open' }]);
    expect(sent.map((message) => message.to)).toEqual(['owner@example.com']);
    expect(sent[0]?.subject).toContain('owner_rigs');
  });

  it('asks a user with a second factor for a fresh one (mfa_required), then goes through', async () => {
    const minerId = await createAccount(guarded.id, 'guarded_rigs');
    const refused = await call(guarded.id, 'DELETE', `/miners/${minerId}`);
    expect(refused.statusCode).toBe(403);
    expect(errorResponseSchema.parse(refused.json()).error.code).toBe('mfa_required');

    guarded.secondFactorAge = 301;
    expect((await call(guarded.id, 'DELETE', `/miners/${minerId}`)).statusCode).toBe(403);
    guarded.secondFactorAge = 30;
    expect((await call(guarded.id, 'DELETE', `/miners/${minerId}`)).statusCode).toBe(202);
  });
});
