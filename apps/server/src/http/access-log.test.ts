import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { PoolSettingsStore } from '../settings/pool-settings.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { TestIdentity } from '../test/test-identity.js';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    settings: new PoolSettingsStore(undefined, {}, () => undefined),
    identity: new TestIdentity(),
    logLevel: 'info',
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the access log', () => {
  it('keeps watcher tokens, invitation codes and e-mailed codes out, and the rest of the request in', async () => {
    const token = 'Secret_watcher_token_0123456789';
    for (const url of [
      `/api/backend/v0.1/watchers/${token}`,
      `/watch/${token}/payments`,
      `/api/backend/v0.1/miners/00000000-0000-4000-8000-000000000000/watchers?token=${token}`,
      `/api/identity/self-service/recovery?flow=f&token=${token}`,
      `/api/backend/v0.1/invites/${token}`,
      '/api/backend/v0.1/invites/accept',
    ])
      await app.inject({ method: 'GET', url });
    const logged = lines.map((line) => JSON.parse(line) as { req?: { method: string; url: string } });
    const urls = logged.flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toEqual([
      '/api/backend/v0.1/watchers/[Filtered]',
      '/watch/[Filtered]/payments',
      '/api/backend/v0.1/miners/00000000-0000-4000-8000-000000000000/watchers?token=[Filtered]',
      '/api/identity/self-service/recovery?flow=f&token=[Filtered]',
      '/api/backend/v0.1/invites/[Filtered]',
      '/api/backend/v0.1/invites/accept',
    ]);
    expect(lines.join('\n')).not.toContain(token);
  });
});
