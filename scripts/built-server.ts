// The built server (`npm start`'s apps/server/dist/main.js) on a throw-away DATA_DIR, for
// the scripts that drive a real browser against the demo (bench-web.ts, screenshots.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { builtServerArgs } from '../apps/server/src/node-flags.js';

const root = path.resolve(import.meta.dirname, '..');

/** A loopback port nothing listens on now (a browser's debugging port, a proxy's). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Clean-up steps run newest first by `runCleanup`, on success, failure or Ctrl-C. */
export interface Cleanup {
  steps: (() => Promise<void> | void)[];
}

export function cleanupOnInterrupt(): { cleanup: Cleanup; runCleanup: () => Promise<void> } {
  const cleanup: Cleanup = { steps: [] };
  const runCleanup = async () => {
    for (const step of cleanup.steps.reverse()) await Promise.resolve(step()).catch(() => undefined);
    cleanup.steps = [];
  };
  process.once('SIGINT', () => void runCleanup().then(() => process.exit(130)));
  return { cleanup, runCleanup };
}

/** Stops `child` (SIGTERM) at clean-up and waits for it to exit. */
export function stopOnCleanup(cleanup: Cleanup, child: ChildProcess): void {
  cleanup.steps.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
}

export interface BuiltServer {
  /** The web address, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Resolves once the server's log contains `line` (e.g. the demo's "month … replayed"). */
  logged(line: string, seconds: number): Promise<void>;
}

/** Starts the server on free ports with the demo pool and waits until it says it is ready. */
export async function startBuiltServer(cleanup: Cleanup, env: Record<string, string> = {}): Promise<BuiltServer> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-built-server-'));
  // PostgreSQL runs as its own user when started as root: it must reach the data directory.
  fs.chmodSync(scratch, 0o755);
  cleanup.steps.push(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const child: ChildProcess = spawn(process.execPath, builtServerArgs(root), {
    env: {
      ...process.env,
      PORT: '0',
      STRATUM_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(scratch, 'data'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stopOnCleanup(cleanup, child);
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      if (ready) resolve(ready[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)));
  });
  const logged = async (line: string, seconds: number) => {
    for (let waited = 0; !output.includes(line); waited++) {
      if (waited === seconds) throw new Error(`The server did not log "${line}" within ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  return { url, logged };
}
