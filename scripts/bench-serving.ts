// Prints serving figures for docs/performance.md: start-up time (first start with initdb, then
// a warm start) and latency of the SPA document and the configuration call under load.
// Loopback only, bounded request counts; it stops by itself. It runs the build
// (apps/server/dist, apps/web/dist) as `npm start` does: `npm run bench:serving` builds
// what is stale first.
// Phases: startUp (cold, then warm), servingLoad, bundleFigures.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { builtServerArgs } from '../apps/server/src/node-flags.js';

const root = path.resolve(import.meta.dirname, '..');
const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface RunningServer {
  child: ChildProcess;
  url: string;
  ms: number;
}

function startServer(dataDir: string): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, builtServerArgs(root), {
    env: { ...process.env, PORT: '0', STRATUM_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]!, ms: performance.now() - started });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function load(url: string, headers: Record<string, string> = {}) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      latencies.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(2);
  return { rps: Math.round(latencies.length / seconds), p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** A first start (initdb, migrations, demo seed), stopped, then a warm start on the same data, left running. */
async function startUp(dataDir: string): Promise<RunningServer> {
  const cold = await startServer(dataDir);
  await stop(cold.child);
  const warm = await startServer(dataDir);
  console.log(`start-up, first (initdb + migrate): ${(cold.ms / 1000).toFixed(1)} s`);
  console.log(`start-up, warm (existing data):     ${(warm.ms / 1000).toFixed(1)} s`);
  return warm;
}

/** The SPA document and the configuration call under load, each after a warm-up of the same size. */
async function servingLoad(base: string): Promise<void> {
  const gzip = { 'accept-encoding': 'gzip, br' };
  for (const [name, url] of [
    ['GET / (index.html + settings)', `${base}/`],
    ['GET /api/backend/v0.1/pools/current', `${base}/api/backend/v0.1/pools/current`],
  ] as const) {
    await load(url, gzip); // warm-up
    const r = await load(url, gzip);
    console.log(
      `${name}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms (${requests} requests, ${concurrency} concurrent)`,
    );
  }
}

/** What the first page load fetches (the entry's JS and CSS, gzip) and how many chunks load on demand. */
function bundleFigures(): void {
  const dist = path.join(root, 'apps/web/dist');
  // Comments hold files that only some pages get (the dashboard's, opened by the server).
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const gzip = entry.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length, 0);
  const chunks = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).length;
  console.log(
    `SPA entry: ${entry.length} files, ${(gzip / 1024).toFixed(1)} KiB gzip; ${chunks} JS chunks loaded on demand`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-bench-'));
fs.chmodSync(dataDir, 0o755);
try {
  const server = await startUp(dataDir);
  await servingLoad(server.url);
  bundleFigures();
  await stop(server.child);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
