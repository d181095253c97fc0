// The load generators of the benchmarks (bench-money.ts, bench-monitoring.ts). They run in
// a worker thread of their own (startLoader in bench-support.ts), so the server's event
// loop serves requests only; the main thread asks for a task by kind and gets its figures.
import { isMainThread, parentPort } from 'node:worker_threads';

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

export function percentiles(latencies: number[]): Percentiles {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

export interface LoadArgs {
  urls: string[];
  headers: Record<string, string>;
  count: number;
  parallel: number;
  /** Stops early after this long; no limit when left out. */
  maxSeconds?: number;
}

export interface LoadResult extends Percentiles {
  rps: number;
  count: number;
  bytes: number;
}

/**
 * `count` GETs with `parallel` in flight, stopping early after `maxSeconds`; several `urls`
 * are taken in turn. Latencies, throughput and the last body's size.
 */
export async function load({ urls, headers, count, parallel, maxSeconds = Infinity }: LoadArgs): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let bytes = 0;
  const deadline = performance.now() + maxSeconds * 1000;
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
      const url = urls[next % urls.length]!;
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

export interface IngestArgs {
  url: string;
  token: string;
  /** `account.worker` logins the shares are of. */
  logins: string[];
  seconds: number;
  parallel: number;
  batchSize: number;
  /** Added to the loader's clock: the shares' times follow the server's clock. */
  clockOffsetMs: number;
  /** Stops after this many batches (each login in turn); random logins without it. */
  batches?: number;
  /**
   * Offered load in shares a second: batch n is due n × batchSize / rate after the start,
   * and its time is taken from when it was due (a batch sent late because the senders
   * were busy counts its wait). Without it each sender sends its next batch as soon as the
   * last one is answered (as fast as the server takes them).
   */
  rate?: number;
}

export interface IngestResult extends Percentiles {
  batches: number;
  seconds: number;
  sharesPerSecond: number;
  counts: { accepted: number; rejected: number; ignored: number; duplicate: number };
  workersPerBatch: number;
  accountsPerBatch: number;
}

interface BatchAnswer {
  accepted: number;
  rejected: number;
  ignored: number;
  duplicate: boolean;
}

/** Batches of `batchSize` shares of random workers, from `parallel` senders, for `seconds`. */
export async function ingest({
  url,
  token,
  logins,
  seconds,
  parallel,
  batchSize,
  clockOffsetMs,
  batches = Infinity,
  rate,
}: IngestArgs): Promise<IngestResult> {
  const latencies: number[] = [];
  const counts = { accepted: 0, rejected: 0, ignored: 0, duplicate: 0 };
  let workersPerBatch = 0;
  let accountsPerBatch = 0;
  let batchNumber = 0;
  const body = () => {
    const now = Date.now() + clockOffsetMs;
    const chosen = new Set<string>();
    const parts: string[] = [];
    for (let i = 0; i < batchSize; i += 1) {
      // Random workers of all; a bounded run (warm-up) goes through all of them in turn.
      const k = Number.isFinite(batches)
        ? (batchNumber * batchSize + i) % logins.length
        : Math.random() * logins.length;
      const login = logins[Math.floor(k)]!;
      chosen.add(login);
      const time = new Date(now - Math.floor(Math.random() * 2000)).toISOString();
      parts.push(`{"worker":"${login}","difficulty":65536,"time":"${time}","accepted":${Math.random() > 0.005}}`);
    }
    workersPerBatch = chosen.size;
    accountsPerBatch = new Set([...chosen].map((login) => login.split('.')[0])).size;
    batchNumber += 1;
    return `{"batch_id":"bench-${process.pid}-${Date.now()}-${batchNumber}","shares":[${parts.join(',')}]}`;
  };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const deadline = performance.now() + seconds * 1000;
  let sent = 0;
  const start = performance.now();
  const sender = async () => {
    while (performance.now() < deadline && sent < batches) {
      const due = rate ? start + (sent * batchSize * 1000) / rate : performance.now();
      sent += 1;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const payload = body();
      const t0 = rate ? due : performance.now();
      const response = await fetch(url, { method: 'POST', headers, body: payload });
      const result = (await response.json()) as BatchAnswer;
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(result)}`);
      latencies.push(performance.now() - t0);
      counts.accepted += result.accepted;
      counts.rejected += result.rejected;
      counts.ignored += result.ignored;
      if (result.duplicate) counts.duplicate += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, sender));
  const elapsed = (performance.now() - start) / 1000;
  return {
    batches: latencies.length,
    seconds: elapsed,
    sharesPerSecond: (counts.accepted + counts.rejected) / elapsed,
    counts,
    workersPerBatch,
    accountsPerBatch,
    ...percentiles(latencies),
  };
}

/** What the loader thread runs, by kind. */
export const loaderTasks = { load, ingest };
export type LoaderTasks = typeof loaderTasks;

export interface LoaderRequest {
  id: number;
  kind: keyof LoaderTasks;
  args: unknown;
}
export type LoaderAnswer = { id: number; result: unknown; error?: undefined } | { id: number; error: string };

// In the worker thread: runs the tasks the main thread sends.
if (!isMainThread) {
  const port = parentPort!;
  port.on('message', ({ id, kind, args }: LoaderRequest) => {
    const task = loaderTasks[kind] as (args: unknown) => Promise<unknown>;
    task(args).then(
      (result) => port.postMessage({ id, result } satisfies LoaderAnswer),
      (error: Error) => port.postMessage({ id, error: String(error?.stack ?? error) } satisfies LoaderAnswer),
    );
  });
}
