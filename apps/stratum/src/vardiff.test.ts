import { describe, expect, it } from 'vitest';
import { Vardiff, defaultVardiffSettings } from './vardiff.js';

/** A deterministic generator, so the statistical test is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state + 0.5) / 2 ** 32;
  };
}

/** What a simulated connection did: its share times and its difficulty at the end. */
interface Run {
  difficulty: number;
  /** Simulated milliseconds of each share. */
  shares: number[];
  /** The difficulty at a moment of the run (milliseconds). */
  difficultyAt: (ms: number) => number;
}

/**
 * Shares of a miner of `hashrate` H/s at difficulty d arrive as a Poisson process with rate
 * hashrate / (d × 2^32); the vardiff runs on the simulated clock. A rig warming up
 * (`warmupSeconds`) connects at once but hashes only after that.
 */
function simulate(hashrate: number, startDifficulty: number, seconds: number, seed: number, warmupSeconds = 0): Run {
  const next = random(seed);
  const idleCheckMs = 5000;
  let now = 0;
  const vardiff = new Vardiff(defaultVardiffSettings, startDifficulty, now);
  const shares: number[] = [];
  const changes: Array<[number, number]> = [[0, vardiff.difficulty]];
  while (now < seconds * 1000) {
    // Memoryless: the wait for the next share can be drawn afresh after every event.
    const rate = hashrate / (vardiff.difficulty * 2 ** 32);
    const shareAt = Math.max(now, warmupSeconds * 1000) + (-Math.log(1 - next()) / rate) * 1000;
    // The server asks every connection now and then whether it has gone quiet.
    const checkAt = (Math.floor(now / idleCheckMs) + 1) * idleCheckMs;
    if (checkAt < shareAt) {
      now = checkAt;
      vardiff.onIdle(now);
    } else {
      now = shareAt;
      shares.push(now);
      vardiff.onShare(now);
    }
    changes.push([now, vardiff.difficulty]);
  }
  const difficultyAt = (ms: number) => changes.findLast(([at]) => at <= ms)![1];
  return { difficulty: vardiff.difficulty, shares, difficultyAt };
}

describe('vardiff', () => {
  const target = (hashrate: number) => (hashrate * defaultVardiffSettings.targetSeconds) / 2 ** 32;

  it.each([
    ['an ASIC at 100 TH/s starting at difficulty 1', 100e12, 1],
    ['a CPU at 2 MH/s starting at difficulty 1', 2e6, 1],
    ['a rig at 1 TH/s starting at 1e6', 1e12, 1e6],
  ])('converges for %s to one share every 10 s (within the Poisson noise)', (_name, hashrate, start) => {
    const settled: number[] = [];
    for (let seed = 1; seed <= 20; seed += 1) {
      settled.push(simulate(hashrate, start, 3 * 3600, seed).difficulty);
    }
    const mean = settled.reduce((sum, value) => sum + value, 0) / settled.length;
    expect(mean / target(hashrate)).toBeGreaterThan(0.75);
    expect(mean / target(hashrate)).toBeLessThan(1.33);
    for (const value of settled) expect(value / target(hashrate)).toBeGreaterThan(0.4);
    for (const value of settled) expect(value / target(hashrate)).toBeLessThan(2.5);
  });

  it.each([
    ['2 MH/s', 2e6],
    ['200 kH/s', 2e5],
  ])('gives a CPU at %s with no d= its first share within 2 minutes', (_name, hashrate) => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const run = simulate(hashrate, 1, 180, seed);
      expect(run.shares[0]).toBeLessThan(120_000);
    }
  });

  it.each([
    ['at once', 0],
    ['after a 45 s warm-up', 45],
  ])(
    'brings an ASIC at 100 TH/s hashing %s to its rate within a minute of its first share, without a flood',
    (_name, warmup) => {
      for (let seed = 1; seed <= 50; seed += 1) {
        const run = simulate(100e12, 1, warmup + 120, seed, warmup);
        const settledAt = (warmup + 60) * 1000;
        const ratio = run.difficultyAt(settledAt) / target(100e12);
        expect(ratio).toBeGreaterThan(0.5);
        expect(ratio).toBeLessThan(2);
        // Once there, about 6 shares a minute; the way up is a few dozen 24-share windows at most.
        expect(run.shares.filter((at) => at < settledAt).length).toBeLessThan(400);
      }
    },
  );

  it('stays within its bounds', () => {
    const vardiff = new Vardiff({ ...defaultVardiffSettings, minDifficulty: 0.01, maxDifficulty: 100 }, 1000, 0);
    expect(vardiff.difficulty).toBe(100);
    expect(vardiff.reset(1e-9, 0)).toBe(0.01);
  });
});
