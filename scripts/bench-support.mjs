// What the benchmarks share (bench-money.mjs, bench-monitoring.mjs): the server's build,
// a throw-away embedded PostgreSQL with its clean-up, the HTTP load and the worker thread
// that runs it, and the sign-in of bench users.
import fs from 'node:fs';
import path from 'node:path';
import { Worker, parentPort } from 'node:worker_threads';

export const root = path.resolve(import.meta.dirname, '..');

/** A module of the server's build (apps/server/dist). */
export const dist = (file) => import(path.join(root, 'apps/server/dist', file));

/** The request header that names the bench user a request is signed in as (see BenchIdentity). */
export const sessionHeader = 'x-bench-session';

export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

export const ms = (value) => `${value.toFixed(1)} ms`;
export const int = (value) => Math.round(value).toLocaleString('en-US');

/** `since()`: the time since the start, and `progress(line)`: a line with it. */
export function progressLog() {
  const started = performance.now();
  const since = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`;
  const progress = (line) => console.log(`[${since()}] ${line}`);
  return { since, progress };
}

/**
 * Clean-up steps (`cleanup.push(step)`) that `runCleanup()` runs once, newest first, on
 * success, failure or Ctrl-C.
 */
export function cleanupOnExit() {
  const cleanup = [];
  let cleaning;
  const runCleanup = () => {
    cleaning ??= (async () => {
      for (const step of cleanup.reverse()) await step().catch(() => undefined);
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.log(`\n${signal}: stopping PostgreSQL and removing the scratch directory…`);
      void runCleanup().then(() => process.exit(130));
    });
  }
  return { cleanup, runCleanup };
}

/**
 * A migrated embedded PostgreSQL in a scratch directory named `prefix…`, stopped and removed
 * by the clean-up; `onLog` gets its log lines. `version`: the server's version.
 */
export async function startBenchDatabase({ prefix, cleanup, progress, onLog = () => undefined }) {
  const [{ createPool }, { startEmbeddedPostgres, scratchDir }, { migrate }] = await Promise.all([
    dist('db/database.js'),
    dist('db/embedded-postgres.js'),
    dist('db/migrate.js'),
  ]);
  const dataDir = await scratchDir(prefix);
  fs.chmodSync(dataDir, 0o755);
  cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const database = await startEmbeddedPostgres(dataDir, onLog);
  cleanup.push(() => database.stop());
  const pool = createPool(database.url);
  cleanup.push(() => pool.end());
  await migrate(pool);
  const version = (await pool.query('SHOW server_version')).rows[0].server_version;
  progress(`PostgreSQL ${version} in ${dataDir} (default settings), migrated`);
  return { dataDir, database, pool, version };
}

// ---------------------------------------------------------------------------------------
// Load (worker thread)

export function percentiles(latencies) {
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * `count` GETs with `parallel` in flight, stopping early after `maxSeconds`; several `urls`
 * are taken in turn. Latencies, throughput and the last body's size.
 */
export async function load({ urls, headers, count, parallel, maxSeconds = Infinity }) {
  const latencies = [];
  let next = 0;
  let bytes = 0;
  const deadline = performance.now() + maxSeconds * 1000;
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
      const url = urls[next % urls.length];
      next += 1;
      const t0 = performance.now();
      const response = await fetch(url, { headers });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${Buffer.from(body).toString()}`);
      latencies.push(performance.now() - t0);
      bytes = body.byteLength;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: parallel }, worker));
  const seconds = (performance.now() - t0) / 1000;
  return { rps: latencies.length / seconds, count: latencies.length, bytes, ...percentiles(latencies) };
}

/**
 * Starts the worker thread of the benchmark at `moduleUrl` (stopped by the clean-up):
 * `inLoader(kind, args)` runs its task `kind` there (see serveLoaderTasks).
 */
export function startLoader(moduleUrl, cleanup) {
  const loader = new Worker(moduleUrl);
  cleanup.push(() => loader.terminate());
  let taskId = 0;
  const pending = new Map();
  loader.on('message', ({ id, result, error }) => {
    const { resolve, reject } = pending.get(id);
    pending.delete(id);
    if (error) reject(new Error(error));
    else resolve(result);
  });
  return (kind, args) =>
    new Promise((resolve, reject) => {
      taskId += 1;
      pending.set(taskId, { resolve, reject });
      loader.postMessage({ id: taskId, kind, args });
    });
}

/** In the worker thread: runs the tasks the main thread sends, by kind (`{ load, … }`). */
export function serveLoaderTasks(tasks) {
  parentPort.on('message', ({ id, kind, args }) => {
    tasks[kind](args).then(
      (result) => parentPort.postMessage({ id, result }),
      (error) => parentPort.postMessage({ id, error: String(error?.stack ?? error) }),
    );
  });
}

// ---------------------------------------------------------------------------------------
// Sign-in

/** Signs a request in as the user whose id it sends in `x-bench-session` (like the tests' TestIdentity). */
export class BenchIdentity {
  constructor(users) {
    this.users = new Map(users);
  }
  async sessionFromRequest(request) {
    const id = request.headers[sessionHeader];
    if (typeof id !== 'string' || !this.users.has(id)) return { kind: 'none' };
    return { kind: 'session', session: { id: `session-${id}`, aal: 'aal1', identity: { id } } };
  }
  async getIdentity(id) {
    return this.users.has(id) ? { id, email: this.users.get(id), language: null } : undefined;
  }
  async setLanguage() {}
  async credentialsOf() {
    return { password: true, totp: false, lookup_secret: false, webauthn: false };
  }
  secondFactorAge() {
    return undefined;
  }
}
