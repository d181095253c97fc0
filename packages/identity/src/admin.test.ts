import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCredential } from './repository/identities.js';
import { browser, failure, signIn, startServer, type TestServer } from './test/harness.js';

/** The staff's side of identities: what they see, a session revoked, second factors reset, removal. */
let server: TestServer;
const email = 'staff-view@example.com';
const password = 'hashrate-admin-42';
let id: string;

beforeAll(async () => {
  server = await startServer({ loginRateLimit: { perIdentifier: 1000 } });
  id = (await server.service.createIdentity({ email, password })).id;
});
afterAll(async () => server?.close());

describe('staff administration', () => {
  it('shows the methods and sessions, never secrets; a revoked session is signed out at once', async () => {
    const phone = browser(server);
    const laptop = browser(server);
    await signIn(phone, email, password);
    const laptopLogin = await signIn(laptop, email, password);
    const [seen] = await server.service.adminIdentities([id]);
    expect(seen).toMatchObject({ id, email, verified: true });
    expect(seen!.last_sign_in_at).toBeInstanceOf(Date);
    expect(seen!.credentials).toEqual({ password: true, totp: false, lookup_secret: false, webauthn: false });
    const sessions = await server.service.sessionsOf(id);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ identity_id: id, active: true, aal: 'aal1' });
    expect((await server.service.findSession(laptopLogin.session.id))?.identity_id).toBe(id);

    await server.service.revokeSession(laptopLogin.session.id);
    expect((await failure(laptop.api.toSession())).status).toBe(401);
    expect((await phone.api.toSession()).active).toBe(true);
  });

  it('resets the second factors: the password alone signs in again, sessions count no second factor', async () => {
    const client = browser(server);
    await signIn(client, email, password);
    const now = server.clock.now();
    await setCredential(server.database.db, id, 'totp', { secret: 'JBSWY3DPEHPK3PXP' }, now);
    await setCredential(server.database.db, id, 'lookup_secret', { codes: [] }, now);
    // With a second factor set up, the aal1 session is not enough any more.
    expect((await failure(client.api.toSession())).status).toBe(403);

    await server.service.resetSecondFactor(id);
    expect(await server.service.credentialsOf(id)).toEqual({
      password: true,
      totp: false,
      lookup_secret: false,
      webauthn: false,
    });
    expect((await client.api.toSession()).authenticator_assurance_level).toBe('aal1');
    expect((await server.service.sessionsOf(id)).every((session) => session.aal === 'aal1')).toBe(true);
  });

  it('deletes the identity with its sessions', async () => {
    await server.service.deleteIdentity(id);
    expect(await server.service.adminIdentities([id])).toEqual([]);
    expect(await server.service.sessionsOf(id)).toEqual([]);
  });
});
