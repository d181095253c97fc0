// Prints stratum figures for docs/performance.md: connections held, shares validated
// per second, p99 submit-to-answer latency and memory per connection. The stratum node
// runs in a child process (its own event loop and file descriptors) with a loopback
// ingestion sink; this process is the miners: BENCH_CONNECTIONS (default 10,000) TCP
// connections that subscribe, authorize and submit shares. Every share is validated for
// real (coinbase, merkle root, header, double SHA-256); the share difficulty is set so low
// that all but 1 in 65,536 nonces meet it (those few are refused as low difficulty), so the
// miners need not hash and all load is the server's.
// Phases: shares at the vardiff target (one per connection every 10 s), then as fast as
// the node answers (BENCH_WINDOW submits in flight). It asserts nothing and stops by itself.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
const targetSeconds = Number(process.env.BENCH_TARGET_SECONDS ?? 20);
const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
const window = Number(process.env.BENCH_WINDOW ?? 2000);
/** All but 1 in 65,536 hashes meet a target this high (0xffff × 2^240): the smallest difficulty the server takes. */
const benchDifficulty = 2 ** -32;

interface ServerStats {
  connections: number;
  accepted: number;
  rejected: number;
  rss: number;
  heapUsed: number;
  ingested: number;
}

function openFileLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    return Number(line?.split(/\s+/)[3] ?? Infinity);
  } catch {
    return Infinity;
  }
}

// ---------------------------------------------------------------------------
// The stratum node (child process)

async function runServer(): Promise<void> {
  const { StratumServer } = await import('../apps/stratum/src/server.js');
  const { BuiltinChain } = await import('../apps/stratum/src/template-source.js');
  const { ShareReporter } = await import('../apps/stratum/src/ingest-client.js');
  let ingested = 0;
  const sink = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const batch = JSON.parse(body) as { batch_id: string; shares: unknown[] };
      ingested += batch.shares.length;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          batch_id: batch.batch_id,
          duplicate: false,
          accepted: batch.shares.length,
          rejected: 0,
          ignored: 0,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(sink.address() as net.AddressInfo).port}`;
  const reporter = new ShareReporter({ apiUrl, token: 'bench' });
  const server = new StratumServer(
    {
      // A network difficulty no bench share reaches: no block interrupts the work.
      source: new BuiltinChain({ difficulty: 1e15, blockSeconds: 1e9, blockReward: 312_500_000 }),
      payoutScript: Buffer.from([0x51]),
      accountExists: async () => true,
      onShare: (share) => reporter.report(share),
      onBlock: () => undefined,
    },
    {
      port: 0,
      host: '127.0.0.1',
      startDifficulty: benchDifficulty,
      vardiff: {
        targetSeconds: 10,
        retargetSeconds: 90,
        minDifficulty: benchDifficulty,
        maxDifficulty: benchDifficulty,
      },
      maxConnectionsPerAddress: connections + 100,
    },
  );
  const port = await server.listen();
  const stats = (): ServerStats => {
    const memory = process.memoryUsage();
    return {
      connections: server.connections,
      ...server.counters,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      ingested,
    };
  };
  process.on('message', (message: string) => {
    if (message === 'stats') {
      global.gc?.();
      process.send!({ stats: stats() });
    }
    if (message === 'stop') process.exit(0);
  });
  process.send!({ port, stats: stats() });
}

// ---------------------------------------------------------------------------
// The miners (this process)

class BenchMiner {
  private buffer = '';
  private nextId = 1;
  private readonly pending = new Map<number, { sentAt: number; resolve: (ok: boolean) => void }>();
  jobId = '';
  ntime = '';
  nonce = 0;
  ready: Promise<void>;
  private authorized!: () => void;

  constructor(
    port: number,
    private readonly name: string,
    private readonly latencies: number[],
  ) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setEncoding('utf8');
    this.socket.setNoDelay(true);
    this.socket.on('error', () => undefined);
    this.ready = new Promise((resolve) => (this.authorized = resolve));
    this.socket.on('data', (chunk: string) => this.receive(chunk));
    this.socket.on('connect', () => {
      this.write('mining.subscribe', ['bench']);
      this.write('mining.authorize', [name, 'x']);
    });
  }

  readonly socket: net.Socket;

  private write(method: string, params: unknown[]): number {
    const id = this.nextId++;
    this.socket.write(`${JSON.stringify({ id, method, params })}\n`);
    return id;
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let newline: number;
    while ((newline = this.buffer.indexOf('\n')) >= 0) {
      const message = JSON.parse(this.buffer.slice(0, newline)) as {
        id: number | null;
        method?: string;
        params?: unknown[];
        result?: unknown;
      };
      this.buffer = this.buffer.slice(newline + 1);
      if (message.method === 'mining.notify') {
        this.jobId = message.params![0] as string;
        this.ntime = message.params![7] as string;
        this.authorized();
      } else if (typeof message.id === 'number') {
        const waiting = this.pending.get(message.id);
        if (waiting) {
          this.pending.delete(message.id);
          this.latencies.push(performance.now() - waiting.sentAt);
          waiting.resolve(message.result === true);
        }
      }
    }
  }

  submit(): Promise<boolean> {
    const nonce = (this.nonce++).toString(16).padStart(8, '0');
    return new Promise((resolve) => {
      const id = this.write('mining.submit', [this.name, this.jobId, '00000000', this.ntime, nonce]);
      this.pending.set(id, { sentAt: performance.now(), resolve });
    });
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function runMiners(): Promise<void> {
  const limit = openFileLimit();
  let count = connections;
  if (limit < connections + 200) {
    count = Math.max(100, limit - 200);
    console.log(
      `The open-file limit is ${limit}; ${connections} connections need about ${connections + 200} per process. ` +
        `Raise it (ulimit -n ${connections + 1000}) to test ${connections}; testing ${count} now.`,
    );
  }
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const ask = () =>
    new Promise<ServerStats>((resolve) => {
      child.once('message', (message: { stats: ServerStats }) => resolve(message.stats));
      child.send('stats');
    });
  const { port } = await new Promise<{ port: number }>((resolve) => child.once('message', resolve));
  const baseline = await ask();

  console.log(`Opening ${count} connections…`);
  const latencies: number[] = [];
  const miners: BenchMiner[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch: BenchMiner[] = [];
    for (let index = start; index < Math.min(count, start + 500); index += 1) {
      batch.push(new BenchMiner(port, `bench_miner.rig${index}`, latencies));
    }
    await Promise.all(batch.map((miner) => miner.ready));
    miners.push(...batch);
  }
  const held = await ask();
  const perConnection = (held.rss - baseline.rss) / count;
  const heapPerConnection = (held.heapUsed - baseline.heapUsed) / count;

  console.log(`Shares at the vardiff target (one per connection every 10 s) for ${targetSeconds} s…`);
  latencies.length = 0;
  const stopAt = performance.now() + targetSeconds * 1000;
  const paced = miners.map(async (miner) => {
    // Poisson arrivals, as real miners' shares come.
    for (;;) {
      const wait = -Math.log(1 - Math.random()) * 10_000;
      if (performance.now() + wait > stopAt) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
      await miner.submit();
    }
  });
  await Promise.all(paced);
  const pacedLatencies = [...latencies];

  console.log(`Shares as fast as the node answers (${window} in flight) for ${floodSeconds} s…`);
  latencies.length = 0;
  const before = await ask();
  const floodStart = performance.now();
  const floodEnd = floodStart + floodSeconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(window, miners.length) }, async () => {
      while (performance.now() < floodEnd) await miners[next++ % miners.length]!.submit();
    }),
  );
  const floodElapsed = (performance.now() - floodStart) / 1000;
  const after = await ask();

  const validated = after.accepted + after.rejected - (before.accepted + before.rejected);
  const rows: Array<[string, string, string]> = [
    ['connections held', `${held.connections} of ${count}`, '10,000'],
    ['memory per connection (RSS)', `${(perConnection / 1024).toFixed(1)} KiB`, ''],
    ['memory per connection (JS heap)', `${(heapPerConnection / 1024).toFixed(1)} KiB`, ''],
    [
      'shares at the vardiff target',
      `${pacedLatencies.length} in ${targetSeconds} s (${(pacedLatencies.length / targetSeconds).toFixed(0)}/s)`,
      '',
    ],
    [
      '  p50 / p99 submit-to-answer',
      `${percentile(pacedLatencies, 50).toFixed(1)} / ${percentile(pacedLatencies, 99).toFixed(1)} ms`,
      'p99 < 50 ms',
    ],
    ['shares validated per second (saturated)', `${(validated / floodElapsed).toFixed(0)}/s`, '≥ 5,000/s'],
    [
      '  p50 / p99 submit-to-answer',
      `${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)} ms`,
      `(${window} in flight)`,
    ],
    ['rejected shares', String(after.rejected), '≈ 1 in 65,536 (above the easiest target)'],
    ['shares delivered to ingestion', `${after.ingested} of ${after.accepted}`, '(batches every second)'],
  ];
  console.log('');
  for (const [what, value, goal] of rows) console.log(`${what.padEnd(42)} ${value.padEnd(26)} ${goal}`);
  child.send('stop');
  for (const miner of miners) miner.socket.destroy();
  process.exit(0);
}

if (process.argv.includes('--server')) void runServer();
else void runMiners();
