import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { shareBatchResultSchema, shareIngestPath, type Share } from '@pool/contract';
import { systemClock, type Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { day, floorTo, minute } from '../../domain/hashrate.js';
import {
  anchorAt,
  backfillMs,
  coveredUntil,
  defineDemoFleet,
  demoFleetAccounts,
  liveSlotMs,
  workerShares,
  type DemoWorker,
} from './fleet-plan.js';

export interface DemoFleetStartOptions {
  app: FastifyInstance;
  db: Db;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** How often live shares are sent (default 10 s). */
  tickMs?: number;
  /** A smaller fleet (tests): see defineDemoFleet. */
  scale?: number;
}

export interface FillReport {
  shares: number;
  batches: number;
  /** Batches the ingestion had already counted (a restart re-sending them). */
  duplicates: number;
  seconds: number;
}

export interface DemoFleet {
  /** Stops the timer and waits for a send in flight. */
  stop(): Promise<void>;
  /** Settles when the start-up backfill is done: its figures, or null when the fleet did not start. */
  backfilled: Promise<FillReport | null>;
  /** Sends the live shares due now (the timer does this every tickMs; tests call it directly). */
  tick(): Promise<FillReport | null>;
}

/** A gap longer than this at a tick (a sleeping laptop) is filled with bucket shares, not live ones. */
const liveCatchUpMs = 5 * minute;
/**
 * Shares per batch (ingestion takes up to 10,000): a batch is parsed and summed on the
 * server's event loop, so smaller ones keep requests answered during the backfill.
 */
const sharesPerBatch = 2_500;
/** Shares older than this would be ignored by ingestion (35 days) anyway. */
const oldestFillMs = 34 * day;

interface FleetState {
  workers: DemoWorker[];
  minerIds: Map<string, string>;
  /** Per worker (`account.name`): the time its shares are sent up to. */
  covered: Map<string, number>;
  boundaryMarked: boolean;
}

/**
 * The demo fleet: simulated rigs of the demo accounts sending shares through the real
 * ingestion endpoint, so a fresh `npm start` shows a live dashboard. At start it fills
 * each worker from its last share in the database (8 days back on the first start), in
 * the background; then it sends each worker's live shares every tick. Does nothing when
 * the demo accounts are missing. A send error is logged and retried at the next tick.
 */
export async function startDemoFleet(options: DemoFleetStartOptions): Promise<DemoFleet> {
  const { app, db, log } = options;
  const clock = options.clock ?? systemClock;
  const tickMs = options.tickMs ?? 10_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let state: FleetState | null = null;
  let absent = false;
  let queue: Promise<unknown> = Promise.resolve();

  /** One fill at a time: the backfill, then ticks. */
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  const fill = async (live: boolean): Promise<FillReport | null> => {
    if (stopped) return null;
    try {
      state ??= await load(db, clock, options.scale);
      absent = state === null;
      if (!state) return null;
      const report = await send(app, state, clock().getTime(), live, () => stopped);
      if (!state.boundaryMarked) state.boundaryMarked = await markBoundary(db, state);
      return report;
    } catch (error) {
      if (stopped) return null;
      // Start again from the database's last shares: whatever was counted stays counted.
      state = null;
      log.error({ err: error }, 'demo fleet: sending shares failed; retrying at the next tick');
      return null;
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void serial(() => fill(true)).finally(schedule), tickMs);
    timer.unref();
  };

  const backfilled = serial(async () => {
    const report = await fill(false);
    if (report) {
      log.info(`demo fleet backfilled ${report.shares} shares in ${report.seconds.toFixed(1)} s`);
    }
    // Without the demo accounts there is nothing to simulate; after an error, try again.
    if (!absent) schedule();
    return report;
  });

  return {
    backfilled,
    tick: () => serial(() => fill(true)),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
  };
}

async function load(db: Db, clock: Clock, scale: number | undefined): Promise<FleetState | null> {
  const accounts = await db
    .selectFrom('miner_accounts')
    .select(['id', sql<string>`lower(account_name)`.as('name')])
    .where(sql<string>`lower(account_name)`, 'in', [...demoFleetAccounts])
    .where('deleted_at', 'is', null)
    .execute();
  const minerIds = new Map(accounts.map((account) => [account.name, account.id]));
  if (!minerIds.has('demo_miner')) return null;

  // The scenarios hang off the first start, which demohub_new's first share marks (it
  // starts sending then); before that share exists, this start is the first.
  const newId = minerIds.get('demohub_new');
  const marker = newId
    ? await db
        .selectFrom('hashrate_series as s')
        .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
        // Shares of the last minutes are in the minute buckets before the per-minute job reads them.
        .select(
          sql<Date | null>`least(f.first_share_at, (SELECT min(first_at) FROM hashrate_1m WHERE series_id = s.id))`.as(
            'first_share_at',
          ),
        )
        .where('s.kind', '=', 'miner')
        .where('s.miner_id', '=', newId)
        .executeTakeFirst()
    : undefined;
  const anchor = marker?.first_share_at
    ? floorTo(marker.first_share_at.getTime(), minute)
    : anchorAt(clock().getTime());
  const workers = defineDemoFleet(anchor, { scale }).filter((worker) => minerIds.has(worker.account));

  const rows = await db
    .selectFrom('hashrate_series as s')
    .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
    .select([
      's.miner_id',
      's.worker_name',
      sql<Date | null>`greatest(f.last_share_at, (SELECT max(last_at) FROM hashrate_1m WHERE series_id = s.id))`.as(
        'last_share_at',
      ),
    ])
    .where('s.kind', '=', 'worker')
    .where('s.miner_id', 'in', [...minerIds.values()])
    .execute();
  const lastShares = new Map(rows.map((row) => [`${row.miner_id}/${row.worker_name}`, row.last_share_at]));
  const now = clock().getTime();
  const covered = new Map<string, number>();
  for (const worker of workers) {
    const last = lastShares.get(`${minerIds.get(worker.account)}/${worker.name}`);
    // The first start fills from the worker's scenario start; a restart from its last
    // share, at most 8 days back (a demo that was down longer shows the gap).
    const from = last
      ? Math.max(coveredUntil(last.getTime()), now - backfillMs)
      : Math.max(worker.since, now - oldestFillMs);
    covered.set(key(worker), Math.ceil(from / liveSlotMs) * liveSlotMs);
  }
  return { workers, minerIds, covered, boundaryMarked: false };
}

const key = (worker: DemoWorker) => `${worker.account}.${worker.name}`;

/**
 * Sends every worker's shares from where it is covered up to now: bucket shares up to
 * the last minute edge (the backfill), or live 10-second slots up to the last slot
 * edge (a tick). Batches are ordered by time, so each holds a contiguous stretch of each
 * worker and a failure part-way leaves every worker's last share where its fill stopped.
 */
async function send(
  app: FastifyInstance,
  state: FleetState,
  now: number,
  live: boolean,
  stopped: () => boolean,
): Promise<FillReport> {
  const started = performance.now();
  const to = live ? floorTo(now, liveSlotMs) : floorTo(now, minute);
  const liveFrom = live ? floorTo(now - liveCatchUpMs, minute) : to;
  const first: Share[] = [];
  const rest: Share[] = [];
  for (const worker of state.workers) {
    const from = state.covered.get(key(worker))!;
    if (from >= to) continue;
    // demohub_new's first share marks the first start (see load): it goes first.
    (worker.scenario === 'new' ? first : rest).push(...workerShares(worker, from, to, now, liveFrom));
  }
  rest.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  const shares = [...first, ...rest];

  const report: FillReport = { shares: shares.length, batches: 0, duplicates: 0, seconds: 0 };
  for (let start = 0; start < shares.length; start += sharesPerBatch) {
    if (stopped()) throw new Error('stopped');
    const json = JSON.stringify(shares.slice(start, start + sharesPerBatch));
    // The batch id is its content's: a batch sent again is counted once.
    const batchId = `demo-${createHash('sha256').update(json).digest('base64url').slice(0, 40)}`;
    const response = await app.inject({
      method: 'POST',
      url: shareIngestPath,
      headers: { authorization: `Bearer ${app.ingestToken}`, 'content-type': 'application/json' },
      payload: `{"batch_id":"${batchId}","shares":${json}}`,
    });
    if (response.statusCode !== 200) {
      throw new Error(`share ingestion answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    }
    report.batches += 1;
    if (shareBatchResultSchema.parse(response.json()).duplicate) report.duplicates += 1;
  }
  for (const worker of state.workers) {
    state.covered.set(key(worker), Math.max(state.covered.get(key(worker))!, to));
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** The transfer workers are boundary workers with their source; ingestion creates them as hardware. */
async function markBoundary(db: Db, state: FleetState): Promise<boolean> {
  let marked = 0;
  const transfers = state.workers.filter((w) => w.behaviour === 'boundary');
  for (const worker of transfers) {
    const minerId = state.minerIds.get(worker.account);
    if (!minerId) continue;
    const updated = await db
      .updateTable('hashrate_series')
      .set({
        behaviour: 'boundary',
        source_miner_id: worker.transferFrom ? (state.minerIds.get(worker.transferFrom) ?? null) : null,
      })
      .where('kind', '=', 'worker')
      .where('miner_id', '=', minerId)
      .where('worker_name', '=', worker.name)
      .returning('id')
      .execute();
    marked += updated.length;
  }
  return marked === transfers.filter((worker) => state.minerIds.has(worker.account)).length;
}
