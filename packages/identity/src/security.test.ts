import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationsPerAddressPerHour } from './strategies/rate-limit.js';
import { browser, csrfOf, failure, startServer, type TestServer } from './test/harness.js';

let server: TestServer;
const email = 'limited@example.com';
const password = 'nonce-overflow-77';

beforeAll(async () => {
  server = await startServer({ loginRateLimit: { perIdentifier: 3, perAddress: 100, windowSeconds: 600 } });
  await server.service.createIdentity({ email, password });
});
afterAll(async () => server?.close());

async function attempt(identifier: string, secret: string, clientAddress?: string) {
  const client = browser(server, clientAddress);
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

  it('counts concurrent wrong passwords before checking them: 30 at once, at most the limit evaluated', async () => {
    server.clock.advance(600_000);
    const identifier = 'raced@example.com';
    await server.service.createIdentity({ email: identifier, password });
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => failure(attempt(identifier, 'wrong-guess-2', '10.0.0.30'))),
    );
    const evaluated = outcomes.filter((outcome) => outcome.status === 400).length;
    expect(evaluated).toBeLessThanOrEqual(3);
    expect(outcomes.filter((outcome) => outcome.status === 429)).toHaveLength(30 - evaluated);
  });

  it("never locks the owner out: a stranger's failures slow the stranger's address only", async () => {
    server.clock.advance(600_000);
    for (let i = 0; i < 3; i++) await failure(attempt(email, 'wrong-guess-3', '10.0.0.66'));
    expect((await failure(attempt(email, password, '10.0.0.66'))).status).toBe(429);
    // The owner, from home, signs in as usual; that success starts the identifier's counters again.
    expect((await attempt(email, password, '192.0.2.10')).session.active).toBe(true);
    expect((await attempt(email, password, '10.0.0.66')).session.active).toBe(true);
  });

  const register = async (index: number, clientAddress: string) => {
    const client = browser(server, clientAddress);
    const flow = await client.api.createBrowserRegistrationFlow();
    return client.api.updateRegistrationFlow({
      flow: flow.id,
      updateRegistrationFlowBody: {
        method: 'password',
        password: 'a-long-enough-password-9',
        traits: { email: `new-${clientAddress}-${index}@example.com`, terms_agreed: true },
        csrf_token: csrfOf(flow),
      } as never,
    });
  };

  it('limits registrations per client address', async () => {
    server.clock.advance(3_600_000);
    for (let i = 0; i < registrationsPerAddressPerHour; i++) await register(i, '10.0.0.99');
    expect((await failure(register(registrationsPerAddressPerHour, '10.0.0.99'))).status).toBe(429);
    expect((await browser(server, '10.0.0.100').api.createBrowserRegistrationFlow()).id).toBeTruthy();
  });

  it('counts an IPv6 client by its /64: a new address from the same network gets no new limit', async () => {
    server.clock.advance(3_600_000);
    for (let i = 0; i < registrationsPerAddressPerHour; i++) await register(i, `2001:db8:7:1::${i + 1}`);
    expect((await failure(register(0, '2001:db8:7:1:ffff::9'))).status).toBe(429);
    expect((await register(0, '2001:db8:7:2::1')).identity).toBeTruthy();
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
    await deleteExpiredRows(server.database.db, new Date(server.clock.now().getTime() + 3 * 24 * 3600_000));
    const flows = await server.database.pool.query<{ count: string }>('SELECT count(*) FROM identity_flows');
    const sessions = await server.database.pool.query<{ count: string }>('SELECT count(*) FROM identity_sessions');
    expect(Number(flows.rows[0]!.count)).toBe(0);
    expect(Number(sessions.rows[0]!.count)).toBe(0);
  });
});
