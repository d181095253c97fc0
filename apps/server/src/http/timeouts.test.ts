import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { PoolSettingsStore } from '../settings/pool-settings.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { TestIdentity } from '../test/test-identity.js';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    settings: new PoolSettingsStore(undefined, {}, () => undefined),
    identity: new TestIdentity(),
    logLevel: 'silent',
    requestTimeoutMs: 1_000,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('a client that trickles its request body', () => {
  it('is answered 408 and cut off before it finishes', async () => {
    const body = `{"language":"ru"${' '.repeat(200)}}`;
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'PUT /api/backend/v0.1/identity/language HTTP/1.1\r\nHost: localhost\r\n' +
        'Cookie: XSRF-TOKEN=x\r\nX-XSRF-TOKEN: x\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // One byte every 100 ms: the whole body would take over 20 s.
    const trickle = setInterval(() => {
      if (socket.destroyed || sent >= body.length) return;
      socket.write(body[sent++]!);
    }, 100);
    await closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(body.length);
  });
});
