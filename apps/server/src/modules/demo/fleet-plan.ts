import type { Share, WorkerBehaviour } from '@pool/contract';
import { day, floorTo, hashesPerDifficulty, hour, minute, resolutions, startOfUtcDay } from '../../domain/hashrate.js';

/**
 * The demo fleet as pure functions of time: which rigs exist, when each one runs, and
 * the shares it sends for a span. Every choice comes from a seeded PRNG, so a restart
 * (or a test) recomputes exactly the same shares for the same span.
 */

/** The accounts the fleet mines for (demohub_empty stays empty on purpose: "nodata"). */
export const demoFleetAccounts = [
  'demo_miner',
  'demo_miner_2',
  'demohub_customer',
  'demohub_new',
  'demohub_idle',
  'demohub_stale',
] as const;
export type DemoFleetAccount = (typeof demoFleetAccounts)[number];

export type DemoScenario =
  /** runs all the time */
  | 'stable'
  /** stops for 11–20 minutes every 2–4 hours (unavailable in the last part of each pause) */
  | 'flapping'
  /** stopped half an hour to five hours before the first start (unavailable) */
  | 'down'
  /** stopped 1–5 days before the first start (off) */
  | 'off'
  /** off for almost six full UTC days at the first start: removed at the next UTC midnight */
  | 'removing'
  /** last share 7.5–8.5 days before the first start (removed) */
  | 'removed'
  /** demohub_new: starts at the first start */
  | 'new'
  /** demohub_idle: stopped 3 hours before the first start */
  | 'idle'
  /** demohub_stale: last share 8–9 days before the first start */
  | 'stale';

export interface DemoWorker {
  account: DemoFleetAccount;
  name: string;
  scenario: DemoScenario;
  behaviour: WorkerBehaviour;
  /** A boundary worker's source: the account that directs this hashrate to `account`. */
  transferFrom: DemoFleetAccount | null;
  model: string;
  /** H/s while running. */
  hashRate: number;
  /** The difficulty of its live shares (a power of two, as a vardiff would settle on). */
  difficulty: number;
  /** The share of rejected difficulty, 0–1. */
  rejectRate: number;
  /** Runs from (ms, minute edge) … */
  since: number;
  /** … until (ms, minute edge; null: on and on). */
  until: number | null;
  flap: { cycleMs: number; phaseMs: number; seed: number } | null;
  /** Seeds the PRNG of its shares. */
  seed: number;
}

export const tenSeconds = 10_000;
/** Live shares come in 10-second slots; each worker finds about 4–8 shares a minute. */
export const liveSlotMs = tenSeconds;
const liveSharesPerMinute = 6;
/** On the first start the charts are filled this far back (the 7-day chart plus a day). */
export const backfillMs = 8 * day;

const models = [
  { model: 'Antminer S19j Pro', th: 104 },
  { model: 'Antminer S19k Pro', th: 120 },
  { model: 'Whatsminer M50S', th: 126 },
  { model: 'Antminer S19 XP', th: 141 },
  { model: 'Whatsminer M60S', th: 186 },
  { model: 'Antminer T21', th: 190 },
  { model: 'Antminer S21', th: 200 },
  { model: 'Antminer S21 Pro', th: 234 },
] as const;
const tera = 1e12;

/** mulberry32: small, fast and good enough for a simulation. */
export function prng(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two 32-bit values into one seed (murmur3's finaliser). */
export function mix(a: number, b: number): number {
  let h = Math.imul(a ^ Math.imul(b | 0, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The anchor of the scenarios: a minute edge, one minute before the first start (see fleet.ts). */
export function anchorAt(firstStart: number): number {
  return floorTo(firstStart, minute) - minute;
}

export interface DemoFleetOptions {
  /** Scales every group (tests run a tenth of the fleet); each kept group has at least one rig. */
  scale?: number;
}

/**
 * The fleet, its scenarios placed relative to `anchor` (the first start):
 * - demo_miner: ~400 rigs (mostly stable; 10 flapping, 3 down, 15 off, 1 about to be
 *   removed, 4 removed, ~8% with 1–5% rejects) and 2 boundary workers (hashrate transferred in);
 * - demo_miner_2: 8 stable rigs;
 * - demohub_customer: 40 rigs (1 flapping, 2 off); demohub_new: 6 rigs from the first start;
 *   demohub_idle: 5 rigs stopped 3 hours before it; demohub_stale: 4 rigs silent for 8–9 days.
 */
export function defineDemoFleet(anchor: number, options: DemoFleetOptions = {}): DemoWorker[] {
  const scale = options.scale ?? 1;
  const count = (n: number) => Math.max(1, Math.round(n * scale));
  const random = prng(0x5eed_f1ee);
  const since = floorTo(anchor - backfillMs, 4 * hour);
  const today = startOfUtcDay(anchor);
  const workers: DemoWorker[] = [];

  const add = (
    account: DemoFleetAccount,
    name: string,
    scenario: DemoScenario,
    extra: Partial<
      Pick<DemoWorker, 'since' | 'until' | 'hashRate' | 'behaviour' | 'transferFrom' | 'model' | 'rejectRate'>
    > = {},
  ) => {
    const model = models[Math.floor(random() * models.length)]!;
    // A rig rarely makes its nameplate figure exactly.
    const rate = extra.hashRate ?? Math.round(model.th * (0.96 + random() * 0.06) * 100) * (tera / 100);
    const flapping = scenario === 'flapping';
    const cycleMs = (120 + Math.floor(random() * 121)) * minute;
    const worker: DemoWorker = {
      account,
      name,
      scenario,
      behaviour: extra.behaviour ?? 'hardware',
      transferFrom: extra.transferFrom ?? null,
      model: extra.model ?? model.model,
      hashRate: rate,
      difficulty: 2 ** Math.round(Math.log2((rate * 60) / liveSharesPerMinute / hashesPerDifficulty)),
      rejectRate: extra.rejectRate ?? (random() < 0.08 ? 0.01 + Math.floor(random() * 5) / 100 : 0),
      since: extra.since ?? since,
      until: extra.until ?? null,
      flap: flapping
        ? {
            cycleMs,
            phaseMs: Math.floor(random() * (cycleMs / minute)) * minute,
            seed: hashString(`${account}.${name}`),
          }
        : null,
      seed: hashString(`${account}.${name}`),
    };
    workers.push(worker);
  };

  // demo_miner: the scenarios shuffled over rig-001…, so the odd ones are spread through the list.
  const rigs = Math.max(count(400), count(10) + count(3) + count(15) + 1 + count(4) + 1);
  const scenarios: DemoScenario[] = [
    ...Array<DemoScenario>(count(10)).fill('flapping'),
    ...Array<DemoScenario>(count(3)).fill('down'),
    ...Array<DemoScenario>(count(15)).fill('off'),
    'removing',
    ...Array<DemoScenario>(count(4)).fill('removed'),
  ];
  while (scenarios.length < rigs) scenarios.push('stable');
  for (let i = scenarios.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [scenarios[i], scenarios[j]] = [scenarios[j]!, scenarios[i]!];
  }
  const seen: Partial<Record<DemoScenario, number>> = {};
  scenarios.forEach((scenario, index) => {
    const nth = (seen[scenario] = (seen[scenario] ?? -1) + 1);
    const name = `rig-${String(index + 1).padStart(3, '0')}`;
    if (scenario === 'down') add('demo_miner', name, scenario, { until: anchor - (30 + nth * 97) * minute });
    else if (scenario === 'off') {
      // 1 day 2 hours to 5 days before the first start, evenly spread.
      const spread = Math.floor(((4 * day - 2 * hour) / minute) * (nth / count(15)));
      add('demo_miner', name, scenario, { until: anchor - day - 2 * hour - spread * minute });
    } else if (scenario === 'removing') {
      // Went off (last share + 24 h 10 min) two hours into the UTC day six days ago:
      // one more UTC midnight makes six full days off, and it is removed.
      add('demo_miner', name, scenario, { until: today - 6 * day + 2 * hour - day - 10 * minute });
    } else if (scenario === 'removed') {
      const until = today - 7 * day - 6 * hour - nth * 3 * hour;
      add('demo_miner', name, scenario, { until, since: until - 3 * day });
    } else add('demo_miner', name, scenario);
  });
  const boundary = { behaviour: 'boundary', model: 'Hashrate transfer', rejectRate: 0 } as const;
  // demo_miner's hashrate transfers: one in from demo_miner_2, one out to it.
  add('demo_miner', 'transfer-in-1', 'stable', { ...boundary, transferFrom: 'demo_miner_2', hashRate: 400 * tera });
  add('demo_miner_2', 'transfer-in-1', 'stable', { ...boundary, transferFrom: 'demo_miner', hashRate: 750 * tera });

  for (let i = 1; i <= count(8); i++) add('demo_miner_2', `s21-${String(i).padStart(2, '0')}`, 'stable');

  const hub = count(40);
  for (let i = 1; i <= hub; i++) {
    const name = `hub-${String(i).padStart(3, '0')}`;
    if (i === 7) add('demohub_customer', name, 'flapping');
    else if (i === 13 || i === 29) add('demohub_customer', name, 'off', { until: anchor - (i === 13 ? 2 : 4) * day });
    else add('demohub_customer', name, 'stable');
  }
  for (let i = 1; i <= count(6); i++) add('demohub_new', `new-${String(i).padStart(2, '0')}`, 'new', { since: anchor });
  for (let i = 1; i <= count(5); i++) {
    add('demohub_idle', `idle-${String(i).padStart(2, '0')}`, 'idle', {
      until: anchor - 3 * hour - (i - 1) * 2 * minute,
    });
  }
  for (let i = 1; i <= count(4); i++) {
    const until = anchor - 8 * day - (i - 1) * 6 * hour;
    add('demohub_stale', `stale-${String(i).padStart(2, '0')}`, 'stale', { until, since: until - 4 * day });
  }
  return workers;
}

/** The pauses of a flapping worker that overlap [from, to): one of 11–20 minutes per cycle. */
function pauses(flap: NonNullable<DemoWorker['flap']>, from: number, to: number): [number, number][] {
  const result: [number, number][] = [];
  const first = Math.floor((from - flap.phaseMs) / flap.cycleMs);
  const last = Math.floor((to - flap.phaseMs) / flap.cycleMs);
  for (let k = first; k <= last; k++) {
    const random = prng(mix(flap.seed, k));
    const start = flap.phaseMs + k * flap.cycleMs + Math.floor(random() * (flap.cycleMs / minute - 20)) * minute;
    const end = start + (11 + Math.floor(random() * 10)) * minute;
    if (end > from && start < to) result.push([start, end]);
  }
  return result;
}

/** The spans of [from, to) in which the worker runs, in time order. */
export function onlineSpans(worker: DemoWorker, from: number, to: number): [number, number][] {
  const start = Math.max(from, worker.since);
  const end = Math.min(to, worker.until ?? Infinity);
  if (start >= end) return [];
  if (!worker.flap) return [[start, end]];
  const spans: [number, number][] = [];
  let cursor = start;
  for (const [pauseStart, pauseEnd] of pauses(worker.flap, start, end)) {
    if (pauseStart > cursor) spans.push([cursor, pauseStart]);
    cursor = Math.max(cursor, pauseEnd);
  }
  if (cursor < end) spans.push([cursor, end]);
  return spans;
}

const secondsIn = (spans: [number, number][]) => spans.reduce((sum, [a, b]) => sum + (b - a), 0) / 1000;

/** The last moment before `at` the worker ran, or null: what its last share time will be. */
export function lastRunBefore(worker: DemoWorker, at: number): number | null {
  const spans = onlineSpans(worker, worker.since, at);
  return spans.length ? spans[spans.length - 1]![1] - 1 : null;
}

/** The accepted hashrate (H/s) the workers should show on average over [from, to). */
export function expectedHashRate(workers: DemoWorker[], from: number, to: number): number {
  const seconds = (to - from) / 1000;
  return workers.reduce(
    (sum, worker) =>
      sum + (worker.hashRate * (1 - worker.rejectRate) * secondsIn(onlineSpans(worker, from, to))) / seconds,
    0,
  );
}

/**
 * The shares a worker sends for [from, to), `now` being the time they are sent:
 * - before `liveFrom`, one synthesized share per bucket whose difficulty is the work of
 *   the bucket: 4-hour buckets where ingestion keeps only 4-hour sums (older than 2 days),
 *   20-minute ones where it keeps 20-minute sums (older than 3 hours), then 1-minute ones;
 *   the share is stamped at the end of the worker's last running moment in the bucket, so
 *   the next fill starts right after it (see coveredUntil);
 * - from `liveFrom`, the shares a rig really sends: a Poisson number per 10-second slot
 *   at its vardiff difficulty, each rejected with its reject rate.
 * `from` and `liveFrom` are 10-second edges, `to` too.
 */
export function workerShares(worker: DemoWorker, from: number, to: number, now: number, liveFrom: number): Share[] {
  const shares: Share[] = [];
  const login = `${worker.account}.${worker.name}`;
  const live = Math.min(Math.max(liveFrom, from), to);
  const fourHourEra = floorTo(now - resolutions['20m'].keepMs, 4 * hour);
  const twentyMinuteEra = floorTo(now - resolutions['1m'].keepMs, 20 * minute);
  const coarseFrom = Math.max(from, worker.since);
  const coarseTo = Math.min(live, worker.until ?? Infinity);
  for (let t = coarseFrom; t < coarseTo;) {
    const step = t < fourHourEra ? 4 * hour : t < twentyMinuteEra ? 20 * minute : minute;
    const bucketEnd = Math.min(floorTo(t, step) + step, coarseTo);
    const spans = onlineSpans(worker, t, bucketEnd);
    if (spans.length > 0) {
      const seconds = secondsIn(spans);
      const random = prng(mix(mix(worker.seed, t / tenSeconds), 1));
      // The spread a real share count would have: about 1/√n for n expected shares.
      const expected = (worker.hashRate * seconds) / (worker.difficulty * hashesPerDifficulty);
      const spread = Math.min(0.3, 1 / Math.sqrt(Math.max(expected, 1e-9)));
      const work =
        ((worker.hashRate * seconds) / hashesPerDifficulty) * (1 + spread * Math.sqrt(3) * (2 * random() - 1));
      const time = new Date(spans[spans.length - 1]![1] - 1).toISOString();
      // Rejects matter only for the 15-minute figure, read from 1-minute buckets.
      if (worker.rejectRate > 0 && step === minute) {
        shares.push({ worker: login, difficulty: work * worker.rejectRate, time, accepted: false });
      }
      shares.push({ worker: login, difficulty: work * (1 - worker.rejectRate), time, accepted: true });
    }
    t = bucketEnd;
  }
  for (let slot = live; slot < to; slot += liveSlotMs) {
    const spans = onlineSpans(worker, slot, slot + liveSlotMs);
    if (spans.length === 0) continue;
    const random = prng(mix(mix(worker.seed, slot / tenSeconds), 2));
    const mean = (worker.hashRate * secondsIn(spans)) / (worker.difficulty * hashesPerDifficulty);
    const times: number[] = [];
    for (let n = poisson(mean, random); n > 0; n--) times.push(pickTime(spans, random()));
    times.sort((a, b) => a - b);
    for (const time of times) {
      shares.push({
        worker: login,
        difficulty: worker.difficulty,
        time: new Date(time).toISOString(),
        accepted: random() >= worker.rejectRate,
      });
    }
  }
  return shares;
}

/** Knuth's method: fine for the small means of a 10-second slot. */
function poisson(mean: number, random: () => number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random(); product > limit; product *= random()) count++;
  return count;
}

function pickTime(spans: [number, number][], u: number): number {
  let offset = Math.floor(u * secondsIn(spans) * 1000);
  for (const [a, b] of spans) {
    if (offset < b - a) return a + offset;
    offset -= b - a;
  }
  return spans[spans.length - 1]![1] - 1;
}

/**
 * Where the next fill of a worker starts, from its last share in the database: the end
 * of the slot or bucket that share closed (every span this module fills ends on a
 * 10-second edge, and its last share lies in its last 10 seconds).
 */
export function coveredUntil(lastShareAt: number): number {
  return Math.ceil((lastShareAt + 1) / tenSeconds) * tenSeconds;
}
