// What the benchmarks share (bench-money.ts, bench-monitoring.ts): a throw-away embedded
// PostgreSQL with its clean-up, the worker thread of the load generators (bench-loader.ts),
// the sign-in of bench users, a quiet logger for jobs, units and progress lines.
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { CredentialMap, IdentityProvider, SessionLookup } from '../apps/server/src/auth/identity-provider.js';
import { createPool } from '../apps/server/src/db/database.js';
import { scratchDir, startEmbeddedPostgres, type RunningDatabase } from '../apps/server/src/db/embedded-postgres.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import type { LoaderAnswer, LoaderRequest, LoaderTasks } from './bench-loader.js';

export { percentiles, type LoadResult, type Percentiles } from './bench-loader.js';

/** The request header that names the bench user a request is signed in as (see BenchIdentity). */
export const sessionHeader = 'x-bench-session';

export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const int = (value: number) => Math.round(value).toLocaleString('en-US');

export type Progress = (line: string) => void;

/** `since()`: the time since the start, and `progress(line)`: a line with it. */
export function progressLog(): { since: () => string; progress: Progress } {
  const started = performance.now();
  const since = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`;
  const progress = (line: string) => console.log(`[${since()}] ${line}`);
  return { since, progress };
}

export type CleanupStep = () => Promise<unknown>;

/**
 * Clean-up steps (`cleanup.push(step)`) that `runCleanup()` runs once, newest first, on
 * success, failure or Ctrl-C.
 */
export function cleanupOnExit(): { cleanup: CleanupStep[]; runCleanup: () => Promise<void> } {
  const cleanup: CleanupStep[] = [];
  let cleaning: Promise<void> | undefined;
  const runCleanup = () => {
    cleaning ??= (async () => {
      for (const step of cleanup.reverse()) await step().catch(() => undefined);
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: stopping PostgreSQL and removing the scratch directory…`);
      void runCleanup().then(() => process.exit(130));
    });
  }
  return { cleanup, runCleanup };
}

/**
 * Runs a benchmark with its clock (`since`, `progress`) and clean-up steps: an error is
 * printed and sets exit code 1, and the clean-up runs however the run ends.
 */
export async function runBench(
  body: (run: { since: () => string; progress: Progress; cleanup: CleanupStep[] }) => Promise<void>,
): Promise<void> {
  const { since, progress } = progressLog();
  const { cleanup, runCleanup } = cleanupOnExit();
  try {
    await body({ since, progress, cleanup });
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await runCleanup();
  }
}

export interface BenchDatabase {
  dataDir: string;
  database: RunningDatabase;
  pool: pg.Pool;
  /** The server's version. */
  version: string;
}

/**
 * A migrated embedded PostgreSQL in a scratch directory named `prefix…`, stopped and removed
 * by the clean-up; `onLog` gets its log lines.
 */
export async function startBenchDatabase({
  prefix,
  cleanup,
  progress,
  onLog = () => undefined,
}: {
  prefix: string;
  cleanup: CleanupStep[];
  progress: Progress;
  onLog?: (line: string) => void;
}): Promise<BenchDatabase> {
  const dataDir = await scratchDir(prefix);
  fs.chmodSync(dataDir, 0o755);
  cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const database = await startEmbeddedPostgres(dataDir, onLog);
  cleanup.push(() => database.stop());
  const pool = createPool(database.url);
  cleanup.push(() => pool.end());
  await migrate(pool);
  const version = (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
  progress(`PostgreSQL ${version} in ${dataDir} (embeddedSettings), migrated`);
  return { dataDir, database, pool, version };
}

// ---------------------------------------------------------------------------------------
// Load (worker thread)

/** Runs a task of the loader thread: `inLoader('load', args)`. */
export type InLoader = <K extends keyof LoaderTasks>(
  kind: K,
  args: Parameters<LoaderTasks[K]>[0],
) => ReturnType<LoaderTasks[K]>;

/**
 * Starts the worker thread of the load generators (bench-loader.ts; stopped by the
 * clean-up). A worker does not inherit tsx's loader on Node 20: it registers it first.
 */
export function startLoader(cleanup: CleanupStep[]): InLoader {
  const tsx = import.meta.resolve('tsx/esm/api');
  const loaderModule = new URL('./bench-loader.ts', import.meta.url).href;
  const loader = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(loaderModule)}); });`,
    { eval: true },
  );
  cleanup.push(() => loader.terminate());
  let taskId = 0;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  loader.on('message', (answer: LoaderAnswer) => {
    const { resolve, reject } = pending.get(answer.id)!;
    pending.delete(answer.id);
    if (answer.error !== undefined) reject(new Error(answer.error));
    else resolve(answer.result);
  });
  const inLoader = (kind: keyof LoaderTasks, args: unknown) =>
    new Promise<unknown>((resolve, reject) => {
      taskId += 1;
      pending.set(taskId, { resolve, reject });
      loader.postMessage({ id: taskId, kind, args } satisfies LoaderRequest);
    });
  return inLoader as InLoader;
}

// ---------------------------------------------------------------------------------------
// Sign-in and log

/** Signs a request in as the user whose id it sends in `x-bench-session` (like the tests' TestIdentity). */
export class BenchIdentity implements IdentityProvider {
  private readonly users: Map<string, string>;

  /** `[id, email]` of each user. */
  constructor(users: Iterable<readonly [string, string]>) {
    this.users = new Map(users);
  }
  async sessionFromRequest(request: {
    headers: Record<string, string | string[] | undefined>;
  }): Promise<SessionLookup> {
    const id = request.headers[sessionHeader];
    if (typeof id !== 'string' || !this.users.has(id)) return { kind: 'none' };
    return { kind: 'session', session: { id: `session-${id}`, aal: 'aal1', identity: { id } } };
  }
  async getIdentity(id: string) {
    const email = this.users.get(id);
    return email === undefined ? undefined : { id, email, language: null };
  }
  async setLanguage() {}
  async credentialsOf(): Promise<CredentialMap> {
    return { password: true, totp: false, lookup_secret: false, webauthn: false };
  }
  async findByEmails(emails: readonly string[]) {
    const wanted = new Set(emails.map((email) => email.toLowerCase()));
    return [...this.users].filter(([, email]) => wanted.has(email.toLowerCase())).map(([id, email]) => ({ id, email }));
  }
  secondFactorAge() {
    return undefined;
  }
  async adminIdentities() {
    return [];
  }
  async sessionsOf() {
    return [];
  }
  async findSession() {
    return undefined;
  }
  async revokeSession() {}
  async resetSecondFactor() {}
  async deleteIdentity() {}
}

const drop = () => undefined;

/** The log of jobs run outside an app: warnings and errors to the console, the rest dropped. */
export const benchLog: FastifyBaseLogger = {
  level: 'warn',
  fatal: console.error,
  error: console.error,
  warn: console.warn,
  info: drop,
  debug: drop,
  trace: drop,
  silent: drop,
  child: () => benchLog,
};
