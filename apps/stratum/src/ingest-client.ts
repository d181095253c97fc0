import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  chainTipPath,
  foundBlockPath,
  maxSharesPerBatch,
  shareIngestPath,
  type FoundBlockReport,
  type Share,
} from '@pool/contract';
import { ShareSpool } from './share-spool.js';

export interface ShareReporterOptions {
  /** The API's origin, e.g. http://api.internal:3000. */
  apiUrl: string;
  token: string;
  /** How often buffered shares leave as a batch. */
  flushMs?: number;
  /** Shares kept while the API is away; beyond it the oldest batches are dropped (and counted). */
  maxBufferedShares?: number;
  /** Where batches wait on disk for the API (see ShareSpool); unset: in memory only, lost with the process. */
  spoolDirectory?: string;
  /** The wait after a failed attempt, doubling each time up to `last` (milliseconds). */
  retryMs?: { first: number; last: number };
  onError?: (message: string) => void;
}

const defaultRetryMs = { first: 500, last: 30_000 };

/**
 * Sends shares to the ingestion endpoint in batches. Each batch gets its id once and keeps
 * it through every retry, so a retry after a lost answer is counted once (batch_id
 * idempotency). Batches go one at a time, in order; failures back off exponentially.
 */
export class ShareReporter {
  /** This process's prefix: batch ids never repeat across nodes or restarts. */
  private readonly nodeId = `${hostname()}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  private sequence = 0;
  private buffer: Share[] = [];
  private readonly queue: Array<{ id: string; shares: Share[] }> = [];
  private queuedShares = 0;
  private sending = false;
  private readonly retryBounds: { first: number; last: number };
  private retryMs: number;
  private readonly spool: ShareSpool | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly flushTimer: NodeJS.Timeout;
  private readonly url: string;
  private readonly maxBufferedShares: number;
  private idleWaiters: Array<() => void> = [];
  /** Since when the API has failed every attempt (undefined while deliveries succeed). */
  failingSince: Date | undefined;
  readonly stats = { sentBatches: 0, sentShares: 0, droppedShares: 0, failedAttempts: 0 };

  constructor(private readonly options: ShareReporterOptions) {
    this.url = new URL(shareIngestPath, options.apiUrl).toString();
    this.maxBufferedShares = options.maxBufferedShares ?? 1_000_000;
    this.retryBounds = options.retryMs ?? defaultRetryMs;
    this.retryMs = this.retryBounds.first;
    if (options.spoolDirectory) {
      // What the last run left undelivered goes first, in its order and under its batch ids.
      const { spool, pending } = ShareSpool.open(options.spoolDirectory, (message) => options.onError?.(message));
      this.spool = spool;
      this.queue.push(...pending);
      this.queuedShares = pending.reduce((sum, batch) => sum + batch.shares.length, 0);
    }
    this.flushTimer = setInterval(() => this.flush(), options.flushMs ?? 1000);
    this.flushTimer.unref();
  }

  report(share: Share): void {
    this.buffer.push(share);
    if (this.buffer.length >= maxSharesPerBatch) this.flush();
  }

  /** Seals the buffer into a batch and sends what is queued. */
  flush(): void {
    if (this.buffer.length > 0) {
      const shares = this.buffer;
      this.buffer = [];
      const batch = { id: `${this.nodeId}/${++this.sequence}`, shares };
      try {
        this.spool?.append(batch);
      } catch (error) {
        // A full or failing disk: the batch still goes from memory, as without a spool.
        this.options.onError?.(
          `share spool write failed (${(error as Error).message}); batch ${batch.id} kept in memory only`,
        );
      }
      this.queue.push(batch);
      this.queuedShares += shares.length;
      while (this.queuedShares > this.maxBufferedShares && this.queue.length > 1) {
        // The API has been away long enough to fill the bound: the oldest work is let go.
        const dropped = this.queue.shift()!;
        this.queuedShares -= dropped.shares.length;
        this.stats.droppedShares += dropped.shares.length;
        this.settled(dropped.id);
      }
    }
    void this.sendNext();
  }

  /** Flushes and waits until everything queued is delivered (or `timeoutMs` passes). */
  async drain(timeoutMs = 10_000): Promise<boolean> {
    this.flush();
    if (this.queue.length === 0 && !this.sending) return true;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  get pendingShares(): number {
    return this.queuedShares + this.buffer.length;
  }

  /** Stops sending; what is undelivered stays in the spool for the next start. */
  stop(): void {
    clearInterval(this.flushTimer);
    clearTimeout(this.retryTimer);
    this.spool?.close();
  }

  /** A batch is done with (taken, refused for good or let go): the spool forgets it, and starts over once nothing is pending. */
  private settled(id: string): void {
    try {
      this.spool?.done(id);
      if (this.queue.length === 0) this.spool?.clear();
    } catch (error) {
      // At worst the batch is sent again after a restart, and the API counts it once.
      this.options.onError?.(`share spool update failed (${(error as Error).message})`);
    }
  }

  private async sendNext(): Promise<void> {
    if (this.sending || this.retryTimer) return;
    const batch = this.queue[0];
    if (!batch) {
      for (const wake of this.idleWaiters.splice(0)) wake();
      return;
    }
    this.sending = true;
    let retry = false;
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.token}` },
        body: JSON.stringify({ batch_id: batch.id, shares: batch.shares }),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      if (response.ok || response.status === 400) {
        // 400 is a batch the API will never take: retrying it would block every later one.
        if (response.status === 400) this.options.onError?.(`share batch ${batch.id} refused as malformed`);
        else {
          this.stats.sentBatches += 1;
          this.stats.sentShares += batch.shares.length;
        }
        this.queue.shift();
        this.queuedShares -= batch.shares.length;
        this.settled(batch.id);
        this.retryMs = this.retryBounds.first;
        this.failingSince = undefined;
      } else {
        retry = true;
        this.options.onError?.(`share ingestion answered HTTP ${response.status}; retrying`);
      }
    } catch (error) {
      retry = true;
      this.options.onError?.(`share ingestion unreachable (${(error as Error).message}); retrying`);
    } finally {
      this.sending = false;
    }
    if (retry) {
      this.stats.failedAttempts += 1;
      this.failingSince ??= new Date();
      // Jitter keeps many stratum nodes from returning to a recovering API in lockstep.
      const delay = this.retryMs * (0.75 + Math.random() * 0.5);
      this.retryMs = Math.min(this.retryMs * 2, this.retryBounds.last);
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        void this.sendNext();
      }, delay);
      this.retryTimer.unref();
      return;
    }
    void this.sendNext();
  }
}

/**
 * Tells the API about a found block, retrying with backoff for a while: a block is rare
 * and worth a record, but the share pipeline must not wait for it.
 */
export async function reportFoundBlock(
  options: Pick<ShareReporterOptions, 'apiUrl' | 'token' | 'onError'>,
  block: FoundBlockReport,
  attempts = 8,
): Promise<boolean> {
  let delay = defaultRetryMs.first;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(new URL(foundBlockPath, options.apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify(block),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      if (response.ok) return true;
      if (response.status === 400) break;
    } catch {
      // Unreachable: retried below like any other failure.
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, defaultRetryMs.last);
  }
  options.onError?.(`found block ${block.height} ${block.hash} could not be reported to the API`);
  return false;
}

/**
 * Tells the API the tip's height (found blocks' confirmations count from it). One try:
 * the next block sends a newer height anyway.
 */
export async function reportChainTip(
  options: Pick<ShareReporterOptions, 'apiUrl' | 'token' | 'onError'>,
  height: number,
): Promise<void> {
  try {
    const response = await fetch(new URL(chainTipPath, options.apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
      body: JSON.stringify({ height }),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    if (!response.ok) options.onError?.(`chain tip report answered HTTP ${response.status}`);
  } catch (error) {
    options.onError?.(`chain tip report failed (${(error as Error).message})`);
  }
}
