import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { PoolSettingsStore } from '../settings/pool-settings.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { TestIdentity } from '../test/test-identity.js';
import { hostAllowList, hostnameOf, listensOnLoopbackOnly } from './allowed-hosts.js';

describe('hostAllowList', () => {
  const interfaces = () => ['127.0.0.1', '10.0.0.5', 'fe80::1'];

  it('serves loopback and the machine’s own addresses when nothing names the host', () => {
    const allowed = hostAllowList({ publicUrl: undefined, allowedHosts: undefined, listenHost: '0.0.0.0' });
    expect(allowed).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '::1']));
    expect(
      hostAllowList({
        publicUrl: undefined,
        allowedHosts: undefined,
        listenHost: '0.0.0.0',
        interfaceAddresses: interfaces,
      }).sort(),
    ).toEqual(['10.0.0.5', '127.0.0.1', '::1', 'fe80::1', 'localhost']);
    expect(hostAllowList({ publicUrl: undefined, allowedHosts: undefined, listenHost: '192.168.1.9' })).toContain(
      '192.168.1.9',
    );
  });

  it('serves PUBLIC_URL’s host and ALLOWED_HOSTS, and no longer every interface', () => {
    const allowed = hostAllowList({
      publicUrl: 'https://Pool.Example:8443',
      allowedHosts: ['mirror.example', '[2001:db8::1]:80'],
      listenHost: '0.0.0.0',
      interfaceAddresses: interfaces,
    });
    expect(allowed.sort()).toEqual(['127.0.0.1', '2001:db8::1', '::1', 'localhost', 'mirror.example', 'pool.example']);
  });

  it('reads host names without port or brackets', () => {
    expect(hostnameOf('Pool.Example:8080')).toBe('pool.example');
    expect(hostnameOf('[::1]:8080')).toBe('::1');
    expect(hostnameOf('pool.example.')).toBe('pool.example');
    expect(hostnameOf('2001:DB8::1')).toBe('2001:db8::1');
    expect(listensOnLoopbackOnly('127.0.0.1')).toBe(true);
    expect(listensOnLoopbackOnly('0.0.0.0')).toBe(false);
  });
});

describe('a request for a host the server does not serve', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      db: database.db,
      settings: new PoolSettingsStore(undefined, {}, () => undefined),
      identity: new TestIdentity(),
      logLevel: 'silent',
      allowedHosts: hostAllowList({
        publicUrl: undefined,
        allowedHosts: undefined,
        listenHost: '0.0.0.0',
        interfaceAddresses: () => ['10.0.0.5'],
      }),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('is refused with 400 in the API’s error shape, on every route', async () => {
    for (const url of ['/api/backend/v0.1/pools/current', '/api/identity/self-service/recovery/browser', '/']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'attacker.example' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'invalid_input', fields: [{ name: 'headers.host', code: 'invalid_input' }] },
      });
    }
  });

  it('is served for loopback and the machine’s addresses', async () => {
    for (const host of ['localhost:8080', '127.0.0.1', '10.0.0.5:8080', '[::1]:8080']) {
      const response = await app.inject({ method: 'GET', url: '/api/backend/v0.1/pools/current', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
  });
});
