import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNodeFlags } from './node-flags.js';

/**
 * A first run as root, as docs/deploy.md allows: root clones into its home (mode 700) and
 * runs `npm install && npm start`.
 * PostgreSQL runs as the `postgres` user, which cannot pass through that directory to
 * the binaries in node_modules nor to `./.data`. Here a copy of this checkout (hard
 * links: fast, and every path really lies under the closed directory) sits in a fresh
 * 0700 directory, and the built server starts there as `npm start` starts it.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const notRoot =
  process.getuid?.() === 0
    ? undefined
    : 'needs root: the postgres user only comes into play when the server runs as root';

/** Where docs/deploy.md says a root start keeps what the postgres user cannot reach. */
const stateDir = '/var/lib/pool-dashboard';

let privateDir: string;
let checkout: string;
const clusterHomes = new Set<string>();
const servers = new Set<ChildProcess>();

/** Hard-links `from` into `to` (a real copy across file systems), without `.git` and any `.data`. */
function copyCheckout(from: string, to: string, depth = 0): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (['.git', '.data', '.tmp'].includes(entry.name)) continue;
    const source = path.join(from, entry.name);
    // One level down in the workspaces too, where a `.data` of a workspace start may lie.
    if (depth === 0 && entry.isDirectory() && ['apps', 'packages'].includes(entry.name)) {
      for (const workspace of fs.readdirSync(source)) {
        copyCheckout(path.join(source, workspace), path.join(to, entry.name, workspace), 1);
      }
      continue;
    }
    try {
      execFileSync('cp', ['-al', source, to], { stdio: 'pipe' });
    } catch {
      execFileSync('cp', ['-a', source, to], { stdio: 'pipe' });
    }
  }
}

beforeAll(() => {
  if (notRoot) return;
  // `npm start` builds first; the copy then shares the build.
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
  privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-root-home-'));
  fs.chmodSync(privateDir, 0o700);
  checkout = path.join(privateDir, 'pool-dashboard');
  copyCheckout(root, checkout);
}, 300_000);

afterAll(async () => {
  // A failed assertion may leave a server running: stop it (and its PostgreSQL) cleanly.
  for (const server of servers) {
    if (server.exitCode !== null || server.signalCode !== null) continue;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (privateDir) fs.rmSync(privateDir, { recursive: true, force: true });
  // The database went to the state directory; the copy of the binaries stays for reuse.
  for (const home of clusterHomes) fs.rmSync(home, { recursive: true, force: true });
});

/** `node apps/server/dist/main.js` in the checkout, with the defaults: DATA_DIR ./.data, the built SPA. */
function start() {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    STRATUM_PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DEMO_FLEET: '0',
  };
  for (const name of ['DATA_DIR', 'DATABASE_URL', 'WEB_DIST_DIR', 'POOL_CONFIG_FILE']) delete env[name];
  const child = spawn(process.execPath, [...serverNodeFlags, 'apps/server/dist/main.js'], { cwd: checkout, env });
  servers.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /ready at (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`exited ${code}:\n${stdout}\n${stderr}`)));
  });
  ready.catch(() => undefined);
  return { child, exited, ready, output: () => ({ stdout, stderr }) };
}

const noticePattern = /cannot reach DATA_DIR (\S+), so the database is in (\S+) \(/;

/** The running `postgres -D clusterDir`: its executable and its user (Linux /proc). */
function postmaster(clusterDir: string): { exe: string; uid: number } | undefined {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args[args.indexOf('-D') + 1] !== clusterDir) continue;
      const uid = Number(/^Uid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
      return { exe: fs.readlinkSync(`/proc/${pid}/exe`), uid };
    } catch {
      // The process ended while being read.
    }
  }
  return undefined;
}

async function poolId(url: string): Promise<string> {
  const response = await fetch(`${url}/api/backend/v0.1/pools/current`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

describe('the first start as root in a 0700 directory', () => {
  it('serves, says where the data is, and the second start reuses it', async (context) => {
    if (notRoot) context.skip(notRoot);
    expect(fs.statSync(privateDir).mode & 0o777).toBe(0o700);

    const first = start();
    const url = await first.ready;
    const { stdout } = first.output();
    const notice = noticePattern.exec(stdout);
    expect(notice, stdout).not.toBeNull();
    expect(notice![1]).toBe(path.join(checkout, '.data'));
    const clusterDir = notice![2]!;
    clusterHomes.add(path.dirname(clusterDir));
    expect(path.dirname(path.dirname(clusterDir))).toBe(stateDir);
    const id = await poolId(url);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${url}/`)).status).toBe(200);
    // PostgreSQL runs as the postgres user, from a copy of the binaries it can reach.
    const running = postmaster(clusterDir);
    expect(running?.uid).toBe(Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })));
    expect(running?.exe.startsWith(`${stateDir}/postgres-`)).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output().stderr).not.toMatch(/^\s+at /m);
    expect(fs.existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
    expect(fs.statSync(path.join(path.dirname(clusterDir), 'postgres.password')).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(path.join(checkout, '.data', 'postgres'))).toBe(false);

    const second = start();
    const secondUrl = await second.ready;
    expect(noticePattern.exec(second.output().stdout)?.[2]).toBe(clusterDir);
    expect(await poolId(secondUrl)).toBe(id);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });
});
