import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPoolResponseSchema, errorResponseSchema, poolPageSettingsSchema } from '@pool/contract';
import { buildApp } from './app.js';
import { renderIndexHtml } from './web/spa.js';
import { PoolSettingsStore } from './settings/pool-settings.js';
import { createTestDatabase, currentPoolWithOperator, grantPermission, type TestDatabase } from './test/database.js';
import { TestIdentity, testSessionHeader } from './test/test-identity.js';
import { createFakeWebDist, fakeAssetBody, fakeAssetName, fakeDashboardPreload } from './test/fake-web-dist.js';

let database: TestDatabase;
let app: FastifyInstance;
let webDir: string;
let settingsFile: string;

/** The preloads of the public price service's spot prices that the dashboard's money asks for. */
const pricePreloads = (serviceUrl: string, pairs: string[]) =>
  pairs
    .map(
      (pair) => `<link rel="preload" href="${serviceUrl}/v2/prices/${pair}/spot" as="fetch" crossorigin="anonymous">`,
    )
    .join('\n    ');

function writeSettings(value: object, mtime: Date) {
  fs.writeFileSync(settingsFile, JSON.stringify(value));
  fs.utimesSync(settingsFile, mtime, mtime);
}

const testIdentity = new TestIdentity();

beforeAll(async () => {
  database = await createTestDatabase();
  webDir = createFakeWebDist();
  settingsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pool-cfg-')), 'pool.json');
  writeSettings({ theme: 'light', default_language: 'ru' }, new Date(2026, 0, 1));
  app = await buildApp({
    db: database.db,
    settings: new PoolSettingsStore(settingsFile, {}, () => undefined),
    identity: testIdentity,
    webDistDir: webDir,
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

function settingsInPage(html: string): unknown {
  const match = /<script id="pool-settings" type="application\/json">(.*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('GET /api/backend/v0.1/pools/current', () => {
  it('returns the typed addresses and the language settings', async () => {
    const response = await app.inject({ url: '/api/backend/v0.1/pools/current' });
    expect(response.statusCode).toBe(200);
    const body = currentPoolResponseSchema.parse(response.json());
    expect(body.addresses.map((a) => a.type)).toEqual(['api', 'auth', 'stratum']);
    expect(body.addresses.find((a) => a.type === 'api')?.address).toBe('/api/backend');
    expect(body.settings).toEqual({ default_language: 'ru', available_languages: ['en', 'ru', 'cn'] });
    expect(body.name).toBe('Pool');
  });
});

describe('XSRF double-submit', () => {
  const url = '/api/backend/v0.1/no-such-call';

  it('gives a browser the XSRF-TOKEN cookie on its first backend call', async () => {
    const response = await app.inject({ url: '/api/backend/v0.1/pools/current' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses %s without the header with 403 access_denied',
    async (method) => {
      const response = await app.inject({ method, url, cookies: { 'XSRF-TOKEN': 'token-a' } });
      expect(response.statusCode).toBe(403);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('access_denied');
    },
  );

  it('refuses a header that does not match the cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      cookies: { 'XSRF-TOKEN': 'token-a' },
      headers: { 'x-xsrf-token': 'token-b' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a header when there is no cookie', async () => {
    const response = await app.inject({ method: 'POST', url, headers: { 'x-xsrf-token': 'token-a' } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an unsafe call to a real backend route however its path is spelled', async () => {
    const spellings = [
      '/api/backend/v0.1/identity/language',
      '/%61pi/backend/v0.1/identity/language',
      '/api/%62ackend/v0.1/identity/language',
      '/api/backend/v0.1/identity/%6Canguage',
      '/api/backend/v0%2E1/identity/language',
      '//api/backend/v0.1/identity/language',
      '/api//backend/v0.1/identity/language',
      '/API/backend/v0.1/identity/language',
      '/api/Backend/v0.1/identity/language',
    ];
    for (const spelling of spellings) {
      const response = await app.inject({
        method: 'PUT',
        url: spelling,
        cookies: { 'XSRF-TOKEN': 'token-a' },
        payload: { language: 'ru' },
      });
      // Refused by the XSRF check, or routed nowhere: never handled.
      expect([403, 404], spelling).toContain(response.statusCode);
      if (response.statusCode === 403) {
        expect(errorResponseSchema.parse(response.json()).error.code, spelling).toBe('access_denied');
      }
    }
    const encoded = await app.inject({
      method: 'PUT',
      url: '/%61pi/backend/v0.1/identity/language',
      cookies: { 'XSRF-TOKEN': 'token-a' },
      payload: { language: 'ru' },
    });
    expect(encoded.statusCode).toBe(403);
  });

  it('lets a matching pair through to routing', async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      cookies: { 'XSRF-TOKEN': 'token-a' },
      headers: { 'x-xsrf-token': 'token-a' },
    });
    expect(response.statusCode).toBe(404);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('not_found');
  });
});

describe('serving the SPA', () => {
  it('writes the runtime settings into index.html and never lets it be cached', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toContain('text/html');
    expect(poolPageSettingsSchema.parse(settingsInPage(response.body)).theme).toBe('light');
  });

  it('serves client-side routes with index.html and reflects a settings change without a restart', async () => {
    writeSettings({ theme: 'dark', mining_report_enabled: true }, new Date(2026, 0, 2));
    const response = await app.inject({ url: '/customers/42/settings?tab=fees' });
    expect(response.statusCode).toBe(200);
    const settings = poolPageSettingsSchema.parse(settingsInPage(response.body));
    expect(settings.theme).toBe('dark');
    expect(settings.mining_report_enabled).toBe(true);
  });

  it('asks for the session and the user with the scripts on a page that checks them, and nowhere else', async () => {
    const preload =
      '<link rel="preload" href="/api/identity/sessions/whoami" as="fetch" crossorigin="use-credentials" />\n    ' +
      '<link rel="preload" href="/api/backend/v0.1/identity" as="fetch" crossorigin="use-credentials" />';
    const page = (url: string, cookie?: string) =>
      app.inject({ url, headers: cookie ? { cookie } : {} }).then((response) => response.body);
    expect(await page('/workers', 'theme=dark; ory_kratos_session=abc')).toContain(preload);
    // Signed out (no session to check), and on the sign-in pages (which check neither).
    expect(await page('/workers')).not.toContain(preload);
    expect(await page('/workers', 'not_ory_kratos_session=abc')).not.toContain(preload);
    expect(await page('/auth/login', 'ory_kratos_session=abc')).not.toContain(preload);
  });

  it("opens the dashboard's own files on a signed-in visit to the dashboard, and removes them from every other page", async () => {
    const page = (url: string, cookie?: string) =>
      app.inject({ url, headers: cookie ? { cookie } : {} }).then((response) => response.body);
    const dashboard = await page('/?period=P1W', 'ory_kratos_session=abc');
    expect(dashboard).toContain(
      `\n    ${fakeDashboardPreload}\n    ${pricePreloads('https://api.coinbase.com', ['BTC-USD', 'USDT-USD'])}\n  </head>`,
    );
    for (const other of [
      await page('/'),
      await page('/workers', 'ory_kratos_session=abc'),
      await page('/auth/login', 'ory_kratos_session=abc'),
    ]) {
      expect(other).not.toContain(fakeDashboardPreload);
      expect(other).not.toContain('dashboard-preloads');
    }
  });

  it("is in the language the app will read, and asks for that language's texts", async () => {
    const page = (cookie?: string) =>
      app.inject({ url: '/workers', headers: cookie ? { cookie } : {} }).then((response) => response.body);
    const texts = (file: string) => `<link rel="preload" href="/static/locales/${file}" as="fetch" crossorigin />`;
    // The visitor's stored choice (mirrored in a cookie), else the pool's default (en here).
    const russian = await page('pool_language=ru');
    expect(russian).toContain('<html lang="ru"');
    expect(russian).toContain(texts('ru.json'));
    expect(russian).not.toContain(texts('en.json'));
    const chinese = await page('pool_language=cn');
    expect(chinese).toContain('<html lang="zh-CN"');
    expect(chinese).toContain(texts('cn.json'));
    for (const other of [await page(), await page('pool_language=xx')]) {
      expect(other).toContain('<html lang="en"');
      expect(other).toContain(texts('en.json'));
    }
    // The dashboard reads its own part of the texts first, signed in or not (the app decides by its path).
    for (const cookie of ['pool_language=ru', 'pool_language=ru; ory_kratos_session=abc']) {
      const dashboard = await app.inject({ url: '/', headers: { cookie } }).then((response) => response.body);
      expect(dashboard).toContain(texts('ru/dashboard.json'));
      expect(dashboard).not.toContain(texts('ru.json'));
    }
  });

  it('asks for the figures of the account the dashboard last showed, as far as the visitor may read them, on the dashboard only', async () => {
    const { operatorId } = await currentPoolWithOperator(database.pool);
    const users = {
      owner: '0f8e2c4a-0000-4d5e-8f90-000000000001',
      viewer: '0f8e2c4a-0000-4d5e-8f90-000000000002',
      stranger: '0f8e2c4a-0000-4d5e-8f90-000000000003',
    };
    for (const [id, role] of [
      [users.owner, 'owner'],
      [users.viewer, 'viewer'],
      [users.stranger, null],
    ] as const) {
      testIdentity.add({ id, email: `${id}@example.com` });
      if (role) await grantPermission(database.pool, id, 'operator', operatorId, role);
    }
    const page = (url: string, user: string | null, named = `operators.${operatorId}.1`) =>
      app
        .inject({
          url,
          headers: {
            cookie: `ory_kratos_session=abc; pool_dashboard=${named}`,
            ...(user ? { [testSessionHeader]: user } : {}),
          },
        })
        .then((response) => response.body);
    const read = (path: string) =>
      `<link rel="preload" href="/api/backend/v0.1/operators/${operatorId}${path}" as="fetch" crossorigin="use-credentials">`;
    const always = [read(''), read('/stats'), read('/miners?per_page=5&amp;sort=hash_rate_24h&amp;order=desc')];
    const money = [read('/processing-earnings'), read('/earned-all-time'), read('/money-version')];
    expect(await page('/', users.owner)).toContain(`    ${[...always, ...money].join('\n    ')}\n  </head>`);
    // A viewer's role does not open the payments: the dashboard's money calls would be refused.
    const viewer = await page('/', users.viewer);
    expect(viewer).toContain(`    ${always.join('\n    ')}\n  </head>`);
    expect(viewer).not.toContain('/processing-earnings');
    // No session, someone without access (a cookie left by the last person), another page,
    // or a cookie the app does not write: no account is asked for.
    for (const other of [
      await page('/', null),
      await page('/', users.stranger),
      await page('/workers', users.owner),
      await page('/', users.owner, 'operators.%22%3E%3Cscript%3E.0'),
      await page('/', users.owner, `identity.${operatorId}.0`),
    ]) {
      expect(other).not.toContain('/api/backend/v0.1/operators/');
      expect(other).not.toContain('<script>');
    }
  });

  it("asks for the dashboard's exchange rates at the pool's price service, for the pool's currencies only", async () => {
    const dashboard = async (settings: object, mtime: Date) => {
      writeSettings(settings, mtime);
      return (await app.inject({ url: '/', headers: { cookie: 'ory_kratos_session=abc' } })).body;
    };
    const withRub = await dashboard(
      { price_service_url: 'https://prices.example.com/', extra_currencies: ['USDT', 'RUB'] },
      new Date(2026, 0, 2, 1),
    );
    expect(withRub).toContain(pricePreloads('https://prices.example.com', ['BTC-USD', 'USDT-USD', 'BTC-RUB']));
    // Without a price service or an extra currency the app asks for no public price.
    for (const [settings, hour] of [
      [{ price_service_url: null, extra_currencies: ['USDT'] }, 2],
      [{ extra_currencies: [] }, 3],
    ] as const) {
      expect(await dashboard(settings, new Date(2026, 0, 2, hour))).not.toContain('as="fetch" crossorigin="anonymous"');
    }
    // A settings value cannot leave the attribute it is written in.
    const quoted = await dashboard({ price_service_url: 'https://prices.example.com/a"b<c' }, new Date(2026, 0, 2, 4));
    expect(quoted).toContain('href="https://prices.example.com/a&quot;b&lt;c/v2/prices/BTC-USD/spot"');
  });

  it("reads the dashboard's files from the built index.html as the web build writes them", async () => {
    // npm test builds the web app first (scripts/build-if-stale.mjs).
    const built = fs.readFileSync(path.resolve(import.meta.dirname, '../../web/dist/index.html'), 'utf8');
    const settings = poolPageSettingsSchema.parse(settingsInPage((await app.inject({ url: '/' })).body));
    const opened = renderIndexHtml(built, settings, { session: true, dashboard: true });
    expect(opened).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/dashboard-[\w-]+\.js">/);
    expect(opened).not.toContain('dashboard-preloads');
    expect(renderIndexHtml(built, settings)).not.toMatch(/dashboard-preloads|dashboard-[\w-]+\.js/);
  });

  it('cannot be broken out of by a settings value', async () => {
    writeSettings({ theme: '</script><script>alert(1)</script>' }, new Date(2026, 0, 3));
    const response = await app.inject({ url: '/' });
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect((settingsInPage(response.body) as { theme: string }).theme).toBe('</script><script>alert(1)</script>');
  });

  it('sends hashed assets precompressed and immutable', async () => {
    const response = await app.inject({ url: `/${fakeAssetName}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ url: `/${fakeAssetName}` });
    expect(plain.body).toBe(fakeAssetBody);
  });

  it('sends a script only the headers a script is read with, and a page all of them', async () => {
    for (const encoding of ['br', 'identity']) {
      const script = await app.inject({ url: `/${fakeAssetName}`, headers: { 'accept-encoding': encoding } });
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(script.headers['content-security-policy']).toBeUndefined();
      expect(script.headers['x-frame-options']).toBeUndefined();
      expect(script.headers.etag).toBeUndefined();
    }
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const response = await app.inject({ url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('serves locales and the version for revalidation', async () => {
    const locale = await app.inject({ url: '/static/locales/en.json' });
    expect(locale.statusCode).toBe(200);
    expect(locale.headers['cache-control']).toBe('no-cache');
    const version = await app.inject({ url: '/meta/version.json' });
    expect(version.json()).toEqual({ version: '0.1.0+test' });
  });

  it('sends the security headers', async () => {
    const response = await app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('errors and documentation', () => {
  it('answers an unknown backend call with the one error shape', async () => {
    const response = await app.inject({ url: '/api/backend/v0.1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('not_found');
  });

  it('answers a static path that is not canonical with 403 forbidden_path in the one error shape', async () => {
    for (const url of ['/assets//x.js', '/a//b', '//x.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(403);
      expect(errorResponseSchema.parse(response.json()).error.code, url).toBe('forbidden_path');
    }
  });

  it('answers malformed JSON with 400 invalid_input, not a stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/backend/v0.1/pools/current',
      cookies: { 'XSRF-TOKEN': 't' },
      headers: { 'x-xsrf-token': 't', 'content-type': 'application/json' },
      payload: '{ nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(' at ');
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('invalid_input');
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await app.inject({ url: '/api/backend/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/backend/v0.1/pools/current');
  });
});
