import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './db/embedded-postgres.js';
import { createEmptyDatabase } from './test/database.js';
import { createFakeWebDist } from './test/fake-web-dist.js';

const mainFile = path.resolve(import.meta.dirname, 'main.ts');
// Its `paths` resolve the workspace packages from source, so no build is needed first.
const tsconfig = path.resolve(import.meta.dirname, '../../../tsconfig.node.json');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let scratch: string;
let webDir: string;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-main-'));
  fs.chmodSync(scratch, 0o755);
  webDir = createFakeWebDist();
});
afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** Starts the server as a user would; resolves when it is ready or has exited. */
function startServer(env: Record<string, string>) {
  // One process, tsx loaded into it: the tsx command would be a parent that relays signals
  // and kills the server if it takes longer than a moment to act on SIGTERM under load.
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    // The demo fleet's backfill is CPU the start-up checks here do not need (its own tests cover it).
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: tsconfig,
      WEB_DIST_DIR: webDir,
      PORT: '0',
      STRATUM_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DEMO_FLEET: '0',
      ...env,
    },
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) =>
    child.on('exit', (code) => {
      run.code = code;
      resolve(run);
    }),
  );
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /ready at (http:\/\/\S+)/.exec(run.stdout);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`exited ${run.code}: ${run.stderr}`)));
  });
  // Tests of failed starts await `exited` only; the rejection of `ready` is expected there.
  ready.catch(() => undefined);
  return { child, exited, ready };
}

/** The failure line itself; tsx may add its own warnings, which are not ours. */
function failureLines(run: Run): string[] {
  return run.stderr.split('\n').filter((line) => line.startsWith('Start-up failed:'));
}

function expectOneLineFailure(run: Run, pattern: RegExp) {
  expect(run.code).toBe(1);
  const lines = failureLines(run);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

describe('start-up with bad input', () => {
  it('stops on unparseable settings', async () => {
    const file = path.join(scratch, 'broken.json');
    fs.writeFileSync(file, '{ "theme": ');
    const run = await startServer({ POOL_CONFIG_FILE: file, DATA_DIR: path.join(scratch, 'unused') }).exited;
    expectOneLineFailure(run, /not valid JSON/);
    expect(fs.existsSync(path.join(scratch, 'unused'))).toBe(false);
  });

  it('stops when DATABASE_URL cannot be reached', async () => {
    const port = await findFreePort();
    const run = await startServer({ DATABASE_URL: `postgres://pool:pw@127.0.0.1:${port}/pool` }).exited;
    expectOneLineFailure(run, /Cannot connect to PostgreSQL \(DATABASE_URL\): ECONNREFUSED/);
  });

  it('stops when the port is in use, before touching the database', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const dataDir = path.join(scratch, 'port-in-use');
    const run = await startServer({ PORT: String(port), DATA_DIR: dataDir }).exited;
    blocker.close();
    expectOneLineFailure(run, new RegExp(`Port ${port} is already in use`));
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('stops when DATA_DIR cannot be written, leaving nothing behind', async () => {
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, '');
    const run = await startServer({ DATA_DIR: path.join(file, 'data') }).exited;
    expectOneLineFailure(run, /DATA_DIR .* cannot be written \(ENOTDIR\)/);
  });
});

describe('a normal start', () => {
  it('serves, stops cleanly on SIGTERM, and reuses its data on the next start', async () => {
    const dataDir = path.join(scratch, 'data');
    const first = startServer({ DATA_DIR: dataDir });
    const url = await first.ready;
    const pool = (await (await fetch(`${url}/api/backend/v0.1/pools/current`)).json()) as { id: string };
    expect(pool.id).toMatch(/^[0-9a-f-]{36}$/);
    // Readiness covers what main started: the job queue, the per-minute job, its stratum node.
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: {
        database: 'ok',
        migrations: 'ok',
        stratum_work: 'ok',
        stratum_ingestion: 'ok',
        stats_job: 'ok',
        jobs: 'ok',
      },
    });
    // The in-process stratum node's metrics are on the server's own /metrics.
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toMatch(/^pool_stratum_connections 0$/m);
    expect(metrics).toContain('# TYPE pool_job_duration_seconds histogram');
    first.child.kill('SIGTERM');
    const stopped = await first.exited;
    expect(stopped.code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    expect(stopped.stdout).toMatch(
      /^Demo pool: on \(the embedded database \(no DATABASE_URL\); SEED_DEMO=0 turns it off\)\.$/m,
    );
    expect(stopped.stdout).toMatch(/^Demo pool seeded\. /m);

    const second = startServer({ DATA_DIR: dataDir });
    const secondUrl = await second.ready;
    const again = (await (await fetch(`${secondUrl}/api/backend/v0.1/pools/current`)).json()) as { id: string };
    expect(again.id).toBe(pool.id);
    second.child.kill('SIGINT');
    expect((await second.exited).code).toBe(0);
  });
});

describe('a start on a database of its own (DATABASE_URL)', () => {
  it('seeds no demo users, says why, and makes POOL_ADMIN_EMAIL the platform owner', async () => {
    const database = await createEmptyDatabase();
    try {
      const server = startServer({ DATABASE_URL: database.url, POOL_ADMIN_EMAIL: 'ops@pool.example' });
      await server.ready;
      server.child.kill('SIGTERM');
      const run = await server.exited;
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^Demo pool: off \(DATABASE_URL is set, .*SEED_DEMO=1 adds them\)\.$/m);
      expect(run.stdout).not.toMatch(/Demo pool seeded/);
      expect(run.stdout).toMatch(
        /^Platform owner: ops@pool\.example\. Choose its password with "Forgot password" at http:\/\/localhost:\d+\/auth\/recovery/m,
      );
      const emails = await database.pool.query<{ email: string }>('SELECT email FROM identity_identities');
      expect(emails.rows.map((row) => row.email)).toEqual(['ops@pool.example']);
      const owners = await database.pool.query<{ email: string; role: string }>(
        `SELECT i.email, p.role FROM permissions p JOIN identity_identities i ON i.id = p.identity_id
          WHERE p.type = 'platform'`,
      );
      expect(owners.rows).toEqual([{ email: 'ops@pool.example', role: 'owner' }]);
    } finally {
      await database.drop();
    }
  });
});
