export interface VardiffSettings {
  /** The share rate aimed at: one share every this many seconds. */
  targetSeconds: number;
  /** How long a window of shares is measured before the difficulty is reconsidered. */
  retargetSeconds: number;
  minDifficulty: number;
  maxDifficulty: number;
}

export const defaultVardiffSettings: VardiffSettings = {
  targetSeconds: 10,
  retargetSeconds: 90,
  minDifficulty: 1 / 65536,
  maxDifficulty: 2 ** 40,
};

/** Shares that are enough to judge a rate early (a fast miner at a far too low difficulty). */
const sharesPerWindow = 24;
/** Rates this close to the target are noise (a Poisson count over a window), not a reason to change. */
const tolerance = { low: 0.7, high: 1.4 };
/** One step changes the difficulty at most this much, so a burst of luck cannot swing it wildly. */
const maxStep = { down: 1 / 8, up: 64 };
/**
 * Until a connection's first share nothing is known of its hashrate, and a slow rig (a CPU
 * at the start difficulty 1 needs 4.3 billion hashes per share: over half an hour) would
 * wait many 90 s windows for the ÷8 steps. So it is probed instead: every `searchSeconds`
 * without a share the difficulty falls fourfold, which takes difficulty 1 to a CPU's in
 * about a minute. A fast rig's first shares come within the first window, so it never
 * searches (and an ASIC still warming up comes in at most a few fourfold steps low, which
 * its first 24 shares undo).
 */
const search = { seconds: 15, step: 1 / 4 };

/**
 * Variable difficulty of one connection: counts shares over a window and scales the
 * difficulty by how far their rate is from the target. Times are milliseconds of the
 * caller's clock, so tests drive it with a simulated one.
 */
export class Vardiff {
  private windowStart: number;
  private shares = 0;
  /** No share yet on this connection: its hashrate is being probed (see `search`). */
  private searching = true;

  constructor(
    private readonly settings: VardiffSettings,
    public difficulty: number,
    now: number,
  ) {
    this.difficulty = this.clamp(difficulty);
    this.windowStart = now;
  }

  /** Starts over at a difficulty the miner asked for (suggest_difficulty, `d=`). */
  reset(difficulty: number, now: number): number {
    this.difficulty = this.clamp(difficulty);
    this.windowStart = now;
    this.shares = 0;
    return this.difficulty;
  }

  /** An accepted share; answers the new difficulty when it should change. */
  onShare(now: number): number | undefined {
    this.searching = false;
    this.shares += 1;
    const elapsed = now - this.windowStart;
    if (this.shares < sharesPerWindow && elapsed < this.settings.retargetSeconds * 1000) return undefined;
    return this.retarget(this.shares, elapsed, now);
  }

  /** Called now and then: a miner that finds no shares at all needs a lower difficulty too. */
  onIdle(now: number): number | undefined {
    const elapsed = now - this.windowStart;
    if (this.searching && elapsed >= search.seconds * 1000) {
      this.windowStart = now;
      return this.change(this.difficulty * search.step);
    }
    if (this.shares > 0 || elapsed < this.settings.retargetSeconds * 1000) return undefined;
    // No share in the window: its rate is below one per window, so the estimate is that bound.
    return this.retarget(1, elapsed, now);
  }

  private retarget(shares: number, elapsedMs: number, now: number): number | undefined {
    this.windowStart = now;
    this.shares = 0;
    const ratio = (this.settings.targetSeconds * 1000 * shares) / Math.max(elapsedMs, 1);
    if (ratio >= tolerance.low && ratio <= tolerance.high) return undefined;
    // Near the target a window holds few shares (about 9 in 90 s), so the step is halved in
    // log scale there: noise averages out instead of swinging the difficulty back and forth.
    const step = ratio > 1 / 4 && ratio < 4 ? Math.sqrt(ratio) : ratio;
    return this.change(this.difficulty * Math.min(Math.max(step, maxStep.down), maxStep.up));
  }

  /** Moves to `difficulty` (within the bounds); answers it when that is a change. */
  private change(difficulty: number): number | undefined {
    const next = this.clamp(difficulty);
    if (next === this.difficulty) return undefined;
    this.difficulty = next;
    return next;
  }

  private clamp(difficulty: number): number {
    return Math.min(Math.max(difficulty, this.settings.minDifficulty), this.settings.maxDifficulty);
  }
}
