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

/**
 * Shares of a miner of `hashrate` H/s at difficulty d arrive as a Poisson process with rate
 * hashrate / (d × 2^32); the vardiff runs on the simulated clock.
 */
function simulate(hashrate: number, startDifficulty: number, seconds: number, seed: number): number {
  const next = random(seed);
  const idleCheckMs = 5000;
  let now = 0;
  const vardiff = new Vardiff(defaultVardiffSettings, startDifficulty, now);
  while (now < seconds * 1000) {
    // Memoryless: the wait for the next share can be drawn afresh after every event.
    const rate = hashrate / (vardiff.difficulty * 2 ** 32);
    const shareAt = now + (-Math.log(1 - next()) / rate) * 1000;
    // The server asks every connection now and then whether it has gone quiet.
    const checkAt = (Math.floor(now / idleCheckMs) + 1) * idleCheckMs;
    if (checkAt < shareAt) {
      now = checkAt;
      vardiff.onIdle(now);
    } else {
      now = shareAt;
      vardiff.onShare(now);
    }
  }
  return vardiff.difficulty;
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
      settled.push(simulate(hashrate, start, 3 * 3600, seed));
    }
    const mean = settled.reduce((sum, value) => sum + value, 0) / settled.length;
    expect(mean / target(hashrate)).toBeGreaterThan(0.75);
    expect(mean / target(hashrate)).toBeLessThan(1.33);
    for (const value of settled) expect(value / target(hashrate)).toBeGreaterThan(0.4);
    for (const value of settled) expect(value / target(hashrate)).toBeLessThan(2.5);
  });

  it('stays within its bounds', () => {
    const vardiff = new Vardiff({ ...defaultVardiffSettings, minDifficulty: 0.01, maxDifficulty: 100 }, 1000, 0);
    expect(vardiff.difficulty).toBe(100);
    expect(vardiff.reset(1e-9, 0)).toBe(0.01);
  });
});
