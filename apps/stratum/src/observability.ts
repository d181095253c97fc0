import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { healthPath, metricsPath, readinessPath } from '@pool/contract';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `authorization` is `Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the given header's length and content.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  return timingSafeEqual(sha256(authorization ?? ''), sha256(`Bearer ${token}`));
}

/** Headers a reverse proxy adds: a request carrying one came from elsewhere, whatever its socket says. */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

/**
 * Who may read the metrics: a scraper on this machine, or one presenting METRICS_TOKEN.
 * A proxied request is never taken as local: a reverse proxy on this machine would
 * otherwise open the metrics to everyone it serves.
 */
export function scrapeVerdict(
  remoteAddress: string | undefined,
  headers: http.IncomingHttpHeaders,
  token: string | undefined,
): 'allowed' | 'unauthorized' | 'forbidden' {
  if (isLoopback(remoteAddress) && !forwardingHeaders.some((name) => headers[name] !== undefined)) return 'allowed';
  if (!token) return 'forbidden';
  return bearerMatches(headers.authorization, token) ? 'allowed' : 'unauthorized';
}

/** The refusal of a scrape, in the API's error shape. */
export function scrapeRefusal(verdict: 'unauthorized' | 'forbidden'): { error: { code: string; message: string } } {
  return verdict === 'unauthorized'
    ? { error: { code: 'unauthorized', message: 'Metrics need Authorization: Bearer <METRICS_TOKEN>' } }
    : {
        error: {
          code: 'access_denied',
          message: 'Metrics are served to this machine only; set METRICS_TOKEN to scrape from elsewhere',
        },
      };
}

/** One condition of readiness: undefined when it holds, else why not. */
export type ReadinessCheck = () => Promise<string | undefined>;

/** A check that has not answered by then counts as failed: a probe must answer promptly. */
const checkTimeoutMs = 5000;

/** Runs the checks together; a check that throws or hangs fails with its reason. */
export async function checkReadiness(
  checks: Record<string, ReadinessCheck>,
): Promise<{ ready: boolean; status: 200 | 503; body: unknown }> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`no answer within ${checkTimeoutMs / 1000} s`), checkTimeoutMs);
      });
      try {
        return [name, await Promise.race([check(), timeout])] as const;
      } catch (error) {
        return [name, (error as Error).message || String(error)] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const failed = results.filter(([, reason]) => reason !== undefined);
  const report = Object.fromEntries(results.map(([name, reason]) => [name, reason ?? 'ok']));
  if (failed.length === 0) return { ready: true, status: 200, body: { status: 'ready', checks: report } };
  return {
    ready: false,
    status: 503,
    body: {
      error: {
        code: 'not_ready',
        message: failed.map(([name, reason]) => `${name}: ${reason}`).join('; '),
        checks: report,
      },
    },
  };
}

/** The body of GET /healthz: the process answers. */
export const healthBody = { status: 'ok' } as const;

/** A registry with the process's and Node.js's default metrics. */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** Why a stratum node closed or refused a connection (pool_stratum_disconnects_total's reason). */
export type DisconnectReason =
  'invalid_shares' | 'malformed' | 'rate_limit' | 'line_too_long' | 'idle' | 'banned' | 'connection_limit';

/** A stratum node's metrics, registered in `registry` (the API's own when the node runs in its process). */
export function createStratumMetrics(registry: Registry) {
  const registers = [registry];
  return {
    connections: new Gauge({
      name: 'pool_stratum_connections',
      help: 'Open miner connections of this stratum node',
      registers,
    }),
    shares: new Counter({
      name: 'pool_shares_total',
      help: 'Shares this stratum node judged: result accepted or rejected, with the reason of a rejection',
      labelNames: ['result', 'reason'] as const,
      registers,
    }),
    acceptedDifficulty: new Counter({
      name: 'pool_accepted_difficulty_total',
      help: 'Sum of the difficulty of accepted shares: its rate × 2^32 is the hashrate in H/s',
      registers,
    }),
    disconnects: new Counter({
      name: 'pool_stratum_disconnects_total',
      help: 'Connections this stratum node closed or refused, by reason',
      labelNames: ['reason'] as const,
      registers,
    }),
  };
}
export type StratumMetrics = ReturnType<typeof createStratumMetrics>;

export interface OperationsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A stratum node's own HTTP listener for GET /metrics, /healthz and /readyz (a node runs
 * without the API's web server). Nothing else is served.
 */
export async function serveOperations(options: {
  host: string;
  port: number;
  registry: Registry;
  token: string | undefined;
  checks: Record<string, ReadinessCheck>;
}): Promise<OperationsServer> {
  const send = (response: http.ServerResponse, status: number, body: unknown, type = 'application/json') => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const answer = async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return send(response, 404, { error: { code: 'not_found', message: `No route ${request.method} ${path}` } });
      }
      if (path === healthPath) return send(response, 200, healthBody);
      if (path === readinessPath) {
        const readiness = await checkReadiness(options.checks);
        return send(response, readiness.status, readiness.body);
      }
      if (path === metricsPath) {
        const verdict = scrapeVerdict(request.socket.remoteAddress, request.headers, options.token);
        if (verdict !== 'allowed')
          return send(response, verdict === 'unauthorized' ? 401 : 403, scrapeRefusal(verdict));
        return send(response, 200, await options.registry.metrics(), options.registry.contentType);
      }
      return send(response, 404, { error: { code: 'not_found', message: `No route ${request.method} ${path}` } });
    };
    answer().catch((error: unknown) =>
      send(response, 500, { error: { code: 'internal_error', message: (error as Error).message } }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
