import {
  accountNameLength,
  accountNamePattern,
  defaultWorkerName,
  workerNamePattern,
  type ShareBatch,
  type ShareBatchResult,
} from '@pool/contract';
import type { Clock } from '../../clock.js';
import type { AccountChain, ActivityColumns, BucketColumns, IngestRepository } from './ingest-repository.js';
import { floorTo, minute, resolutions, workerFourHourKeepMs, type Resolution } from './rules.js';

/** Shares stamped further ahead than this are refused (a sender's clock is wrong). */
const maxClockSkew = 5 * minute;
const accountCacheMs = 60_000;
const maxCachedWorkers = 500_000;

interface Sum {
  accepted: number;
  rejected: number;
  shares: number;
}

/**
 * Share ingestion: the interface a stratum server or share logger calls with batches of
 * accepted and rejected shares. Each share is added to the 1-minute, 20-minute and
 * 4-hour buckets of its worker, miner account, operator and pool, so every later read
 * costs the number of points it returns, whatever the share count.
 */
export class ShareIngestService {
  private accounts = new Map<string, { chain: AccountChain | null; until: number }>();
  private workers = new Map<string, number>();

  constructor(
    private readonly repository: IngestRepository,
    private readonly clock: Clock,
  ) {}

  async ingest(batch: ShareBatch): Promise<ShareBatchResult> {
    const now = this.clock().getTime();
    const parsed = batch.shares.map((share) => ({ share, ...splitWorker(share.worker), time: Date.parse(share.time) }));
    const chains = await this.resolveAccounts(
      parsed.flatMap((item) => (item.account ? [item.account] : [])),
      now,
    );

    const usable = parsed.flatMap((item) => {
      const chain = item.account ? chains.get(item.account) : undefined;
      const fresh = item.time <= now + maxClockSkew && item.time >= now - workerFourHourKeepMs;
      return chain && item.worker && fresh ? [{ ...item, chain, worker: item.worker }] : [];
    });
    const workerIds = await this.resolveWorkers(usable.map((item) => ({ chain: item.chain, name: item.worker })));

    const sums: Record<Resolution, Map<string, Sum>> = { '1m': new Map(), '20m': new Map(), '4h': new Map() };
    const activity = new Map<number, { first: number; last: number }>();
    let accepted = 0;
    for (const item of usable) {
      const workerSeries = workerIds.get(`${item.chain.minerId}/${item.worker}`)!;
      const accountSeries = [item.chain.minerSeries, item.chain.operatorSeries, item.chain.poolSeries];
      const difficulty = item.share.difficulty;
      if (item.share.accepted) accepted += 1;
      for (const resolution of ['1m', '20m', '4h'] as const) {
        const { ms, keepMs } = resolutions[resolution];
        const age = now - item.time;
        if (age > keepMs) continue;
        const bucket = floorTo(item.time, ms);
        for (const series of [workerSeries, ...accountSeries]) {
          if (series === null) continue;
          if (resolution === '4h' && series === workerSeries && age > workerFourHourKeepMs) continue;
          addTo(sums[resolution], `${series}:${bucket}`, difficulty, item.share.accepted);
        }
      }
      for (const series of [workerSeries, ...accountSeries]) {
        if (series === null) continue;
        const seen = activity.get(series);
        if (!seen) activity.set(series, { first: item.time, last: item.time });
        else {
          seen.first = Math.min(seen.first, item.time);
          seen.last = Math.max(seen.last, item.time);
        }
      }
    }

    const counts = { accepted, rejected: usable.length - accepted, ignored: batch.shares.length - usable.length };
    const result = await this.repository.writeBatch(
      batch.batch_id,
      counts,
      (['1m', '20m', '4h'] as const).map((resolution) => toColumns(resolution, sums[resolution])),
      toActivityColumns(activity),
      new Date(now),
    );
    return { batch_id: batch.batch_id, duplicate: !result.fresh, ...result.counts };
  }

  private async resolveAccounts(names: string[], now: number): Promise<Map<string, AccountChain>> {
    const unique = [...new Set(names)];
    const missing = unique.filter((name) => (this.accounts.get(name)?.until ?? 0) < now);
    if (missing.length > 0) {
      const found = await this.repository.accountChains(missing);
      // Unknown names are remembered too, so a misconfigured rig costs one query a minute.
      for (const name of missing)
        this.accounts.set(name, { chain: found.get(name) ?? null, until: now + accountCacheMs });
    }
    const chains = new Map<string, AccountChain>();
    for (const name of unique) {
      const chain = this.accounts.get(name)?.chain;
      if (chain) chains.set(name, chain);
    }
    return chains;
  }

  private async resolveWorkers(workers: { chain: AccountChain; name: string }[]): Promise<Map<string, number>> {
    const missing = new Map<string, { chain: AccountChain; name: string }>();
    for (const worker of workers) {
      const key = `${worker.chain.minerId}/${worker.name}`;
      if (!this.workers.has(key)) missing.set(key, worker);
    }
    if (missing.size > 0) {
      if (this.workers.size + missing.size > maxCachedWorkers) this.workers.clear();
      const found = await this.repository.workerSeries([...missing.values()]);
      for (const [key, id] of found) this.workers.set(key, id);
    }
    return this.workers;
  }
}

/** `account.worker` → its parts, lower-casing the account (names are unique regardless of case). */
export function splitWorker(login: string): { account: string | null; worker: string | null } {
  const dot = login.indexOf('.');
  const account = dot === -1 ? login : login.slice(0, dot);
  const worker = dot === -1 ? defaultWorkerName : login.slice(dot + 1);
  const accountOk =
    account.length >= accountNameLength.min &&
    account.length <= accountNameLength.max &&
    accountNamePattern.test(account);
  return { account: accountOk ? account.toLowerCase() : null, worker: workerNamePattern.test(worker) ? worker : null };
}

function addTo(sums: Map<string, Sum>, key: string, difficulty: number, accepted: boolean): void {
  let sum = sums.get(key);
  if (!sum) {
    sum = { accepted: 0, rejected: 0, shares: 0 };
    sums.set(key, sum);
  }
  if (accepted) sum.accepted += difficulty;
  else sum.rejected += difficulty;
  sum.shares += 1;
}

/** Sorted by series then bucket, so concurrent batches lock rows in one order (no deadlocks). */
function toColumns(resolution: Resolution, sums: Map<string, Sum>): BucketColumns {
  const entries = [...sums].map(([key, sum]) => {
    const [series, bucket] = key.split(':').map(Number) as [number, number];
    return { series, bucket, sum };
  });
  entries.sort((a, b) => a.series - b.series || a.bucket - b.bucket);
  return {
    resolution,
    seriesIds: entries.map((entry) => entry.series),
    buckets: entries.map((entry) => new Date(entry.bucket).toISOString()),
    accepted: entries.map((entry) => entry.sum.accepted),
    rejected: entries.map((entry) => entry.sum.rejected),
    shares: entries.map((entry) => entry.sum.shares),
  };
}

function toActivityColumns(activity: Map<number, { first: number; last: number }>): ActivityColumns {
  const entries = [...activity].sort(([a], [b]) => a - b);
  return {
    seriesIds: entries.map(([series]) => series),
    first: entries.map(([, times]) => new Date(times.first).toISOString()),
    last: entries.map(([, times]) => new Date(times.last).toISOString()),
  };
}
