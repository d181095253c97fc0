import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@pool/contract';
import { parseMetrics } from '../../../stratum/src/test/metrics-text.js';
import { buildApp } from '../app.js';
import { PoolSettingsStore } from '../settings/pool-settings.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createFakeWebDist } from '../test/fake-web-dist.js';
import { TestIdentity } from '../test/test-identity.js';

/** GET /metrics, /healthz and /readyz of the API server, on a real database. */

const metricsToken = 'api-metrics-token-0123456789abcdef0123';
let database: TestDatabase;
let webDir: string;
const apps: FastifyInstance[] = [];

async function start(db: TestDatabase, token?: string): Promise<FastifyInstance> {
  const app = await buildApp({
    db: db.db,
    settings: new PoolSettingsStore(undefined, {}, () => undefined),
    identity: new TestIdentity(),
    webDistDir: webDir,
    logLevel: 'silent',
    ...(token ? { metricsToken: token } : {}),
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  webDir = createFakeWebDist();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.drop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const remote = '203.0.113.7';

describe('GET /metrics', () => {
  it('is open to this machine and closed to others without METRICS_TOKEN, in the API error shape', async () => {
    const app = await start(database);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(local.statusCode).toBe(200);
      expect(local.headers['content-type']).toContain('text/plain');
    }
    const outside = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: remote });
    expect(outside.statusCode).toBe(403);
    expect(errorResponseSchema.parse(outside.json()).error.code).toBe('access_denied');
    // A reverse proxy on this machine passes on other people's requests: not local.
    const proxied = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': remote },
    });
    expect(proxied.statusCode).toBe(403);
    const guessed = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: remote,
      headers: { authorization: 'Bearer anything-at-all-0123456789abcdef' },
    });
    expect(guessed.statusCode).toBe(403);
  });

  it('is open to others with the bearer METRICS_TOKEN only', async () => {
    const app = await start(database, metricsToken);
    const scrape = (authorization?: string) =>
      app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: remote,
        ...(authorization ? { headers: { authorization } } : {}),
      });
    for (const wrong of [undefined, `Bearer ${metricsToken}x`, `Bearer ${metricsToken.slice(1)}`, metricsToken]) {
      const refused = await scrape(wrong);
      expect(refused.statusCode).toBe(401);
      expect(errorResponseSchema.parse(refused.json()).error.code).toBe('unauthorized');
    }
    const scraped = await scrape(`Bearer ${metricsToken}`);
    expect(scraped.statusCode).toBe(200);
    const samples = parseMetrics(scraped.body);
    expect(samples.get('process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(samples.has('nodejs_heap_size_used_bytes')).toBe(true);
    expect(samples.get('pool_ingest_shares_total{result="accepted"}') ?? 0).toBe(0);
    expect(samples.get('pool_payout_requests{status="created"}')).toBe(0);
    expect(samples.get('pool_blocks_total{state="mature"}')).toBe(0);
  });

  it('counts the database state at scrape time: payout requests by status, blocks by state', async () => {
    const app = await start(database);
    const { pool } = database;
    const poolId = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;
    await pool.query(
      `INSERT INTO blockchain_payout_requests (pool_id, date, status, fee_level)
       VALUES ($1, '2026-11-01', 'completed', 'MEDIUM'), ($1, '2026-11-02', 'completed', 'MEDIUM'),
              ($1, '2026-11-03', 'sent', 'MEDIUM')`,
      [poolId],
    );
    const block = (height: number, hash: string, rejectReason: string | null) =>
      pool.query(
        `INSERT INTO found_blocks (pool_id, account_name, worker_name, height, hash, reward, found_at, reject_reason)
         VALUES ($1, 'finder', 'rig', $2, $3, 1, now(), $4)`,
        [poolId, height, hash.repeat(64), rejectReason],
      );
    await block(100, 'a', null);
    await block(199, 'b', null);
    await block(200, 'c', 'stale-prevblk');
    await pool.query('INSERT INTO chain_tips (pool_id, height) VALUES ($1, 200)', [poolId]);
    const samples = parseMetrics((await app.inject({ method: 'GET', url: '/metrics' })).body);
    expect(samples.get('pool_payout_requests{status="completed"}')).toBe(2);
    expect(samples.get('pool_payout_requests{status="sent"}')).toBe(1);
    expect(samples.get('pool_payout_requests{status="failed"}')).toBe(0);
    // Height 100 has 101 confirmations at tip 200, height 199 two.
    expect(samples.get('pool_blocks_total{state="mature"}')).toBe(1);
    expect(samples.get('pool_blocks_total{state="immature"}')).toBe(1);
    expect(samples.get('pool_blocks_total{state="rejected"}')).toBe(1);
  });
});

describe('GET /healthz and /readyz', () => {
  it('answer JSON, never the web app, and /readyz says why it is not ready when migrations are behind', async () => {
    const app = await start(database);
    for (const url of ['/healthz', '/readyz', '/healthz/', '/readyz/deep']) {
      const response = await app.inject({ method: 'GET', url, remoteAddress: remote });
      expect(response.headers['content-type']).toContain('application/json');
    }
    expect((await app.inject({ method: 'GET', url: '/healthz', remoteAddress: remote })).json()).toEqual({
      status: 'ok',
    });
    const ready = await app.inject({ method: 'GET', url: '/readyz', remoteAddress: remote });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });

    // A newer build on an older schema: the last migration not applied.
    const { rows } = await database.pool.query<{ component: string; version: number; name: string }>(
      "DELETE FROM schema_migrations WHERE (component, version) = (SELECT component, max(version) FROM schema_migrations WHERE component = 'backend' GROUP BY component) RETURNING component, version, name",
    );
    const removed = rows[0]!;
    try {
      const behind = await app.inject({ method: 'GET', url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      const body = behind.json<{ error: { code: string; message: string; checks: Record<string, string> } }>();
      expect(body.error.code).toBe('not_ready');
      expect(body.error.message).toBe(`migrations: 1 pending (backend/${removed.version}); restart to apply`);
      expect(body.error.checks.database).toBe('ok');
    } finally {
      await database.pool.query('INSERT INTO schema_migrations (component, version, name) VALUES ($1, $2, $3)', [
        removed.component,
        removed.version,
        removed.name,
      ]);
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 when the database is gone, while /healthz and the process metrics still answer', async () => {
    const doomed = await createTestDatabase();
    const app = await start(doomed);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await doomed.drop();
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    const body = down.json<{ error: { code: string; message: string; checks: Record<string, string> } }>();
    expect(body.error.code).toBe('not_ready');
    expect(body.error.checks.database).not.toBe('ok');
    expect(body.error.message).toContain('database: ');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    const samples = parseMetrics(metrics.body);
    expect(samples.has('process_cpu_seconds_total')).toBe(true);
    expect(samples.has('pool_payout_requests{status="sent"}')).toBe(false);
  });
});
