import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, csrfOf, failure, startServer, type TestServer } from './test/harness.js';

let server: TestServer;
const email = 'limited@example.com';
const password = 'nonce-overflow-77';

beforeAll(async () => {
  server = await startServer({ loginRateLimit: { perIdentifier: 3, perAddress: 100, windowSeconds: 600 } });
  await server.service.createIdentity({ email, password });
});
afterAll(async () => server?.close());

async function attempt(identifier: string, secret: string) {
  const client = browser(server);
  const flow = await client.api.createBrowserLoginFlow();
  return client.api.updateLoginFlow({
    flow: flow.id,
    updateLoginFlowBody: { method: 'password', identifier, password: secret, csrf_token: csrfOf(flow) },
  });
}

describe('login rate limit', () => {
  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(email, password)).session.active).toBe(true);
  });

  it('answers 429 after too many failed attempts for one identifier, until the window passes', async () => {
    for (let i = 0; i < 3; i++) expect((await failure(attempt(email, 'wrong-guess-1'))).status).toBe(400);
    const limited = await failure(attempt(email.toUpperCase(), password));
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 429, status: 'Too Many Requests' });
    // Other identifiers are not affected.
    expect((await failure(attempt('someone-else@example.com', 'wrong-guess-1'))).status).toBe(400);
    server.clock.advance(600_000);
    expect((await attempt(email, password)).session.active).toBe(true);
  });

  it('stores session tokens hashed, never in clear', async () => {
    server.clock.advance(600_000);
    const client = browser(server);
    const flow = await client.api.createNativeLoginFlow();
    const { session_token } = await client.api.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: { method: 'password', identifier: email, password },
    });
    const { rows } = await server.database.pool.query<{ dump: string }>(
      'SELECT row_to_json(s)::text AS dump FROM identity_sessions s',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.dump).not.toContain(session_token);
  });
});

describe('housekeeping', () => {
  it('deletes flows and sessions a day after they expired', async () => {
    const { deleteExpiredRows } = await import('./repository/housekeeping.js');
    const before = await server.database.pool.query<{ count: string }>('SELECT count(*) FROM identity_flows');
    expect(Number(before.rows[0]!.count)).toBeGreaterThan(0);
    await deleteExpiredRows(server.database.pool, new Date(server.clock.now().getTime() + 3 * 24 * 3600_000));
    const flows = await server.database.pool.query<{ count: string }>('SELECT count(*) FROM identity_flows');
    const sessions = await server.database.pool.query<{ count: string }>('SELECT count(*) FROM identity_sessions');
    expect(Number(flows.rows[0]!.count)).toBe(0);
    expect(Number(sessions.rows[0]!.count)).toBe(0);
  });
});

describe('code e-mails', () => {
  it('are limited per address and hour, without changing the answer', async () => {
    const address = 'flooded@example.com';
    await server.service.createIdentity({ email: address, password: 'flooded-password-1' });
    const client = browser(server);
    const count = async () =>
      Number(
        (
          await server.database.pool.query<{ count: string }>(
            'SELECT count(*) FROM identity_courier_messages WHERE recipient = $1',
            [address],
          )
        ).rows[0]!.count,
      );
    for (let i = 0; i < 12; i++) {
      const flow = await client.api.createBrowserRecoveryFlow();
      const sent = await client.api.updateRecoveryFlow({
        flow: flow.id,
        updateRecoveryFlowBody: { method: 'code', email: address, csrf_token: csrfOf(flow) },
      });
      expect(sent.state).toBe('sent_email');
    }
    expect(await count()).toBe(10);
    server.clock.advance(3600_000);
    const flow = await client.api.createBrowserRecoveryFlow();
    await client.api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', email: address, csrf_token: csrfOf(flow) },
    });
    expect(await count()).toBe(11);
  });
});
