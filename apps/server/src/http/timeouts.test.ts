import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@pool/contract';
import { buildApp, type AppDeps } from '../app.js';
import { PoolSettingsStore } from '../settings/pool-settings.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { TestIdentity } from '../test/test-identity.js';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;

const appDeps = (): AppDeps => ({
  db: database.db,
  settings: new PoolSettingsStore(undefined, {}, () => undefined),
  identity: new TestIdentity(),
  logLevel: 'silent',
  requestTimeoutMs: 1_000,
});

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(appDeps());
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A raw HTTP answer: its status and, parsed, the one error shape of its body. */
function parseAnswer(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    head,
    error: errorResponseSchema.parse(JSON.parse(body)).error,
  };
}

/** Sends bytes over a new connection; resolves with all the server wrote once it closes the connection. */
function exchange(request: string): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.write(request);
  return new Promise((resolve) => socket.on('close', () => resolve(answer)));
}

describe('a client that trickles its request body', () => {
  it('is answered 408 request_timeout in the one error shape and cut off before it finishes', async () => {
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
    const { status, error } = parseAnswer(answer);
    expect(status).toBe(408);
    expect(error.code).toBe('request_timeout');
    expect(sent).toBeLessThan(body.length);
  });
});

describe('requests Node refuses before they reach a route', () => {
  it('answers a 17 kB URL with 431 request_header_too_large in the one error shape', async () => {
    const answer = await exchange(
      `GET /api/backend/v0.1/pools/current?pad=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    const { status, head, error } = parseAnswer(answer);
    expect(status).toBe(431);
    expect(head).toMatch(/^Content-Type: application\/json; charset=utf-8$/im);
    expect(error.code).toBe('request_header_too_large');
  });

  it('answers bytes that are not HTTP with 400 invalid_input in the one error shape', async () => {
    const { status, error } = parseAnswer(await exchange('HELLO THERE\r\n\r\n'));
    expect(status).toBe(400);
    expect(error.code).toBe('invalid_input');
  });
});

describe('a request on an open connection while the server shuts down', () => {
  it('is answered 503 service_unavailable in the one error shape, and the connection closed', async () => {
    const closing = await buildApp(appDeps());
    const request = 'GET /api/backend/v0.1/pools/current HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const client: { socket?: net.Socket } = {};
    let answer = '';
    // Registered after the app's own: runs once the shutdown has begun, before the server stops listening.
    closing.addHook('preClose', async () => {
      const socket = client.socket!;
      answer = '';
      const refused = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(request);
      await refused;
    });
    await closing.listen({ host: '127.0.0.1', port: 0 });
    const socket = net.connect((closing.server.address() as AddressInfo).port, '127.0.0.1');
    client.socket = socket;
    socket.on('data', (chunk) => (answer += chunk.toString()));
    // The first answer is whole once its JSON body has closed.
    const served = new Promise<void>((resolve) => socket.on('data', () => answer.endsWith('}') && resolve()));
    socket.write(request);
    await served;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    await closing.close();
    const { status, head, error } = parseAnswer(answer);
    expect(status).toBe(503);
    expect(head).toMatch(/^connection: close$/im);
    expect(error.code).toBe('service_unavailable');
  });
});
