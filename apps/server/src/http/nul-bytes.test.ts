import { describe, expect, it } from 'vitest';
import { errorResponseSchema, shareIngestPath } from '@pool/contract';
import { grantPermission } from '../test/database.js';
import { useTestApp } from '../test/test-app.js';
import { TestIdentity } from '../test/test-identity.js';

const identity = new TestIdentity();
const user = identity.add({ id: '00000000-0000-4000-8000-0000000000f1', email: 'nul@example.com' });
const ingestToken = 'nul-byte-test-ingest-token-0123456789abcdef';
const testApp = useTestApp(identity, { ingestToken });

function expectRefused(response: { statusCode: number; json: () => unknown }, what: string) {
  expect(response.statusCode, what).toBe(400);
  expect(errorResponseSchema.parse(response.json()).error.code, what).toBe('invalid_input');
}

describe('a NUL byte in any text the API takes', () => {
  it('is refused with 400 invalid_input, on public, signed-in and machine routes alike', async () => {
    const { call } = testApp;
    const poolId = (await testApp.database.pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!
      .id;
    await grantPermission(testApp.database.pool, user.id, 'pool', poolId);
    expectRefused(await call(undefined, 'GET', '/watchers/%00'), 'watcher token');
    expectRefused(await call(undefined, 'GET', '/operators/lookup-by-title/hub%00'), 'operator title');
    expectRefused(await call(user.id, 'GET', `/pools/${poolId}/miners?search=a%00b`), 'search');
    expectRefused(await call(user.id, 'POST', '/invites/accept', { code: 'abc\u0000' }), 'invite code');
    const ingest = await testApp.app.inject({
      method: 'POST',
      url: shareIngestPath,
      headers: { authorization: `Bearer ${ingestToken}` },
      payload: { batch_id: 'stratum-1/\u0000', shares: [] },
    });
    expectRefused(ingest, 'ingestion batch_id');
    const field = errorResponseSchema.parse(ingest.json()).error.fields?.[0];
    expect(field).toEqual({ name: 'body.batch_id', code: 'invalid_input' });
  });

  it('leaves ordinary text alone', async () => {
    expect((await testApp.call(undefined, 'GET', '/watchers/no-such-token')).statusCode).toBe(404);
  });
});
