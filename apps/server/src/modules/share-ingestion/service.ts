import {
  accountNameLength,
  accountNamePattern,
  defaultWorkerName,
  workerNamePattern,
  type ShareBatch,
  type ShareBatchResult,
} from '@pool/contract';
import type { Clock } from '../../clock.js';
import type { AccountChain, BucketColumns, IngestRepository } from './repository.js';
import { floorTo, minute, resolutions, workerFourHourKeepMs, type Resolution } from '../../domain/hashrate.js';

/**
 * Shares up to this age go to the 1-minute buckets (or, for a minute the job has taken, to
 * the late gains it folds into them), which the job carries on; older ones (whose minute
 * rows may already be gone) go straight to the coarse buckets. The margin keeps a share's
 * minute row from being dropped before the job has carried it on.
 */
const hotAgeMs = resolutions['1m'].keepMs - 10 * minute;

/** Shares stamped further ahead than this are refused (a sender's clock is wrong). */
const maxClockSkew = 5 * minute;
const accountCacheMs = 60_000;
const maxCachedWorkers = 500_000;

interface Sum {
  accepted: number;
  rejected: number;
  shares: number;
  first: number;
  last: number;
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

    const candidates = parsed.flatMap((item) => {
      const chain = item.account ? chains.get(item.account) : undefined;
      const fresh = item.time <= now + maxClockSkew && item.time >= now - workerFourHourKeepMs;
      return chain && item.worker && fresh ? [{ ...item, chain, worker: item.worker }] : [];
    });
    // A worker comes into being with its first accepted share: rejected shares alone (anyone
    // may authorize any worker name of a known account) would list a phantom worker on the
    // owner's page, so those of a worker not yet known are ignored.
    const workerIds = await this.resolveWorkers(
      candidates.map((item) => ({ chain: item.chain, name: item.worker })),
      new Set(candidates.flatMap((item) => (item.share.accepted ? [workerKey(item.chain, item.worker)] : []))),
    );
    const usable = candidates.filter((item) => workerIds.has(workerKey(item.chain, item.worker)));

    const minuteSums = new Map<string, Sum>();
    const lateSums: Record<'20m' | '4h', Map<string, Sum>> = { '20m': new Map(), '4h': new Map() };
    // What the late shares add to the figures, by 20-minute bucket: every window's start
    // is a 20-minute edge, so that says which windows each share lies in (figures.ts);
    // with the shares' times, which the figures job carries into the series' share times.
    const lateFigures = new Map<string, Sum>();
    let accepted = 0;
    for (const item of usable) {
      const workerSeries = workerIds.get(workerKey(item.chain, item.worker))!;
      const series = [workerSeries, item.chain.minerSeries, item.chain.operatorSeries, item.chain.poolSeries];
      const { difficulty } = item.share;
      if (item.share.accepted) accepted += 1;
      const age = now - item.time;
      if (age <= hotAgeMs) {
        const bucket = floorTo(item.time, minute);
        for (const id of series)
          if (id !== null) addTo(minuteSums, `${id}:${bucket}`, difficulty, item.share.accepted, item.time);
        continue;
      }
      // Too old for the 1-minute buckets (a backlog, a backfill): straight to the coarse
      // ones; to the 4-hour buckets here only those whose 20-minute bucket is gone, as the
      // others reach them from their 20-minute bucket (writeBatch).
      const twentyMinutesKept = age <= resolutions['20m'].keepMs;
      for (const resolution of ['20m', '4h'] as const) {
        const { ms, keepMs } = resolutions[resolution];
        if (age > keepMs) continue;
        const bucket = floorTo(item.time, ms);
        for (const id of series) {
          if (id === null || (resolution === '4h' && id === workerSeries && age > workerFourHourKeepMs)) continue;
          if (resolution === '20m' || !twentyMinutesKept)
            addTo(lateSums[resolution], `${id}:${bucket}`, difficulty, item.share.accepted, item.time);
          if (resolution === '4h') {
            const at = floorTo(item.time, resolutions['20m'].ms);
            addTo(lateFigures, `${id}:${at}`, difficulty, item.share.accepted, item.time);
          }
        }
      }
    }

    const counts = { accepted, rejected: usable.length - accepted, ignored: batch.shares.length - usable.length };
    const minutes = toColumns('1m', minuteSums);
    const result = await this.repository.writeBatch(
      batch.batch_id,
      counts,
      minutes,
      { twentyMinutes: toColumns('20m', lateSums['20m']), fourHoursAlone: toColumns('4h', lateSums['4h']) },
      toColumns('20m', lateFigures),
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

  /**
   * Worker series ids by workerKey: those already known, and new ones created for the keys
   * in `creatable` (workers with an accepted share). A worker neither known nor creatable
   * is absent from the answer.
   */
  private async resolveWorkers(
    workers: { chain: AccountChain; name: string }[],
    creatable: ReadonlySet<string>,
  ): Promise<Map<string, number>> {
    const missing = new Map<string, { chain: AccountChain; name: string; create: boolean }>();
    for (const worker of workers) {
      const key = workerKey(worker.chain, worker.name);
      if (!this.workers.has(key)) missing.set(key, { ...worker, create: creatable.has(key) });
    }
    if (missing.size > 0) {
      if (this.workers.size + missing.size > maxCachedWorkers) this.workers.clear();
      const found = await this.repository.workerSeries([...missing.values()]);
      for (const [key, id] of found) this.workers.set(key, id);
    }
    return this.workers;
  }
}

function workerKey(chain: AccountChain, name: string): string {
  return `${chain.minerId}/${name}`;
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

function addTo(sums: Map<string, Sum>, key: string, difficulty: number, accepted: boolean, time: number): void {
  let sum = sums.get(key);
  if (!sum) {
    sum = { accepted: 0, rejected: 0, shares: 0, first: time, last: time };
    sums.set(key, sum);
  }
  if (accepted) sum.accepted += difficulty;
  else sum.rejected += difficulty;
  sum.shares += 1;
  if (time < sum.first) sum.first = time;
  if (time > sum.last) sum.last = time;
}

/** Sorted by series then bucket, so concurrent batches lock rows in one order (no deadlocks). */
function toColumns(
  resolution: Resolution,
  sums: Map<string, Sum>,
): BucketColumns & { first: string[]; last: string[] } {
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
    first: entries.map((entry) => new Date(entry.sum.first).toISOString()),
    last: entries.map((entry) => new Date(entry.sum.last).toISOString()),
  };
}
