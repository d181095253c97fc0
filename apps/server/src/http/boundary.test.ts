import { describe, expect, it } from 'vitest';
import { accountLookupPath, errorResponseSchema, foundBlockPath, shareIngestPath } from '@pool/contract';
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
    // Every call of stratum nodes, not only the share ingestion (found by the fuzz suite).
    const machine = (method: 'GET' | 'POST', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${ingestToken}` },
        ...(payload ? { payload } : {}),
      });
    expectRefused(await machine('GET', accountLookupPath('rig\u0000')), 'account lookup');
    const block = {
      height: 1,
      hash: 'ab'.repeat(32),
      account: 'miner\u0000',
      worker: 'rig1',
      reward: 1,
      time: '2026-11-24T12:00:00.000Z',
    };
    expectRefused(await machine('POST', foundBlockPath, block), 'found block account');
  });

  it('leaves ordinary text alone', async () => {
    expect((await testApp.call(undefined, 'GET', '/watchers/no-such-token')).statusCode).toBe(404);
  });
});

describe("the framework's own refusals", () => {
  it('leave in the API error shape with a code of their own: bad percent encoding, an overlong path segment, bad JSON, too large, unsupported type, no route', async () => {
    const cases = [
      { method: 'GET', url: '/api/backend/v0.1/watchers/%E0%A4%A', status: 400, code: 'invalid_input' },
      { method: 'GET', url: `/api/backend/v0.1/watchers/${'a'.repeat(200)}`, status: 414, code: 'uri_too_long' },
      {
        method: 'PUT',
        url: '/api/backend/v0.1/identity/language',
        type: 'application/json',
        body: '{bad',
        status: 400,
        code: 'invalid_input',
      },
      {
        method: 'PUT',
        url: '/api/backend/v0.1/identity/language',
        type: 'application/json',
        body: `"${'x'.repeat(2_000_000)}"`,
        status: 413,
        code: 'payload_too_large',
      },
      {
        method: 'PUT',
        url: '/api/backend/v0.1/identity/language',
        type: 'application/x-www-form-urlencoded',
        body: 'language=ru',
        status: 415,
        code: 'unsupported_media_type',
      },
      { method: 'DELETE', url: '/api/backend/v0.1/pools/current', status: 404, code: 'not_found' },
    ] as const;
    for (const { method, url, status, code, ...rest } of cases) {
      const response = await testApp.app.inject({
        method,
        url,
        cookies: { 'XSRF-TOKEN': 'x' },
        headers: { 'x-xsrf-token': 'x', ...('type' in rest ? { 'content-type': rest.type } : {}) },
        ...('body' in rest ? { payload: rest.body } : {}),
      });
      expect(response.statusCode, url.slice(0, 60)).toBe(status);
      expect(errorResponseSchema.parse(response.json()).error.code, `${status} ${url.slice(0, 60)}`).toBe(code);
    }
  });
});
