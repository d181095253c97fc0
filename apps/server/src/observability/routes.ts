import type { FastifyInstance } from 'fastify';
import { healthPath, metricsPath, readinessPath } from '@pool/contract';
import { checkReadiness, healthBody, scrapeRefusal, scrapeVerdict, type ReadinessCheck } from '@pool/stratum';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { pendingMigrations } from '../db/migrate.js';
import type { ServerMetrics } from './metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's Prometheus metrics; jobs and an in-process stratum node record into it. */
    metrics: ServerMetrics;
    /** What GET /readyz checks, by name; main adds the jobs (and its stratum node) once they run. */
    readinessChecks: Map<string, ReadinessCheck>;
  }
}

/**
 * GET /metrics (Prometheus text; this machine, or bearer METRICS_TOKEN), GET /healthz (the
 * process answers) and GET /readyz (database, migrations, and what main adds). Probes and
 * scrapers call these all the time: only failures are worth a log line.
 */
export function registerOperationsRoutes(
  app: FastifyInstance,
  { db, metrics, metricsToken }: { db: Db; metrics: ServerMetrics; metricsToken: string | undefined },
): void {
  const checks = new Map<string, ReadinessCheck>([
    [
      'database',
      async () => {
        await sql`SELECT 1`.execute(db);
        return undefined;
      },
    ],
    [
      'migrations',
      async () => {
        const pending = await pendingMigrations(db);
        return pending.length ? `${pending.length} pending (${pending.join(', ')}); restart to apply` : undefined;
      },
    ],
  ]);
  app.decorate('metrics', metrics);
  app.decorate('readinessChecks', checks);
  const options = { logLevel: 'warn' as const, schema: { hide: true } };

  app.get(healthPath, options, async (_request, reply) => reply.header('cache-control', 'no-store').send(healthBody));
  app.get(readinessPath, options, async (_request, reply) => {
    const readiness = await checkReadiness(Object.fromEntries(checks));
    return reply.status(readiness.status).header('cache-control', 'no-store').send(readiness.body);
  });
  app.get(metricsPath, options, async (request, reply) => {
    const verdict = scrapeVerdict(request.socket.remoteAddress, request.headers, metricsToken);
    if (verdict !== 'allowed') return reply.status(verdict === 'unauthorized' ? 401 : 403).send(scrapeRefusal(verdict));
    const text = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
