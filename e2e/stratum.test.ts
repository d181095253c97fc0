import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Worker, WorkersResponse } from '@pool/contract';
import { difficultyToTarget } from '../apps/stratum/src/hashing.js';
import { TestMiner } from '../apps/stratum/src/test/miner.js';
import { formatHashrate } from '../apps/web/src/lib/format.js';
import {
  accountIdOf,
  demoPassword,
  expectAccessible,
  expectHeading,
  getBackend,
  openPage,
  signIn,
  useBrowser,
  type TestPage,
} from './support/fixtures.js';

/**
 * End to end, a miner connects to the stratum node `npm start` runs beside the
 * server, mines real shares (double SHA-256 of headers built from mining.notify), and its
 * worker shows on the owner's workers page with the hashrate of the work it did.
 */
const browser = useBrowser();

/** Hashes a share of difficulty 1 stands for (Σ difficulty × 2^32 / seconds = hashrate). */
const hashesPerDifficulty = 2 ** 32;
/** The 15-minute figure is the work of the last 15 whole minutes over their 900 s. */
const windowSeconds = 15 * 60;
/** Mining lasts at least this long, then up to the end of a minute (the figures' buckets). */
const minMiningMs = 20_000;
/** Stop this long before the minute's end, so the last share lands in that minute's bucket. */
const marginMs = 3_000;
/** Standard deviations of share luck allowed between the shown hashrate and the hashes done. */
const sigmas = 4;

let tab: TestPage;
let minerId = '';
let miner: TestMiner | undefined;

beforeAll(async () => {
  // Signed in before mining starts: the scripted miner hashes on this process's thread.
  tab = await openPage(browser(), { viewport: { width: 1280, height: 1000 } });
  await signIn(tab.page, 'miner@example.com', demoPassword);
  await tab.page.waitForURL((url) => url.pathname === '/');
  minerId = await accountIdOf(tab.page, 'demo_miner');
}, 60_000);

afterAll(async () => {
  miner?.close();
  await tab.close();
});

/** Expected hashes to meet a difficulty's target: 2^256 / (target + 1). */
function expectedHashes(difficulty: number): number {
  return Number(2n ** 256n / (difficultyToTarget(difficulty) + 1n));
}

describe('stratum (miner → stratum node → ingestion → per-minute job → browser)', () => {
  it('a scripted miner on the stratum port gets work, its shares are accepted, and its worker shows with the hashrate of the hashes it did', async () => {
    const worker = `e2e-${Date.now().toString(36)}`;
    const username = `demo_miner.${worker}`;
    miner = new TestMiner(inject('stratumPort'));
    await miner.ready;
    await miner.subscribe();
    // `d=` in the password asks for a start difficulty (about 16,000 hashes a share); vardiff may move it.
    const authorized = await miner.request('mining.authorize', [username, `x,d=${2 ** -18}`]);
    expect(authorized.error).toBeNull();
    expect(authorized.result).toBe(true);
    await miner.until(() => miner!.lastNotify(), 'first job');

    const started = Date.now();
    const stopAt = Math.ceil((started + minMiningMs + marginMs) / 60_000) * 60_000 - marginMs;
    /** Over accepted shares: the work credited (Σ difficulty × 2^32), hashes done, and their variance. */
    let credited = 0;
    let hashes = 0;
    let variance = 0;
    let accepted = 0;
    let rejected = 0;
    const difficulties = new Set<number>();
    while (Date.now() < stopAt) {
      const share = miner.findShare(username);
      const answer = await miner.request('mining.submit', share.params);
      if (answer.result === true) {
        accepted += 1;
        credited += share.difficulty * hashesPerDifficulty;
        hashes += share.hashes;
        // Hashes to a share are geometric: mean m = 2^256 / (target + 1), variance ≈ m².
        variance += expectedHashes(share.difficulty) ** 2;
        difficulties.add(share.difficulty);
      } else {
        // Only a job made stale by a block of the built-in chain during the share (about one run in ten).
        expect(answer.error?.[0], JSON.stringify(answer.error)).toBe(21);
        rejected += 1;
      }
    }
    const minedSeconds = (Date.now() - started) / 1000;
    miner.close();
    expect(accepted).toBeGreaterThan(100);
    expect(rejected).toBeLessThanOrEqual(2);

    // The stratum node sends its batch within a second; the per-minute job (5 s after each
    // minute) turns the closed minute into the figures. Until then the worker may be missing.
    const expected = credited / windowSeconds;
    const listed = async (): Promise<Worker | undefined> =>
      (await getBackend<WorkersResponse>(tab.page, `/miners/${minerId}/workers?search=${worker}`)).data.find(
        (row) => row.worker_name === worker,
      );
    // Every accepted share counted once, at the difficulty of the job it was mined on.
    await expect
      .poll(async () => (await listed())?.hash_rate_15m ?? 0, { timeout: 90_000, interval: 1000 })
      .toBeCloseTo(expected, 3);
    const row = (await listed())!;
    expect(row.status).toBe('stable');
    expect(row.account_name).toBe('demo_miner');

    // And that is the miner's real hashrate: the hashes it did over the same 900 s, within
    // `sigmas` standard deviations of share luck (≈ 1/√shares of it; Wald: the count is unbiased).
    const actual = hashes / windowSeconds;
    const tolerance = (sigmas * Math.sqrt(variance)) / windowSeconds;
    console.info(
      `stratum e2e: ${accepted} shares (${rejected} stale) in ${minedSeconds.toFixed(1)} s at difficulty ` +
        `${[...difficulties].map((d) => d.toExponential(2)).join(', ')}; ${(hashes / minedSeconds / 1000).toFixed(0)} kH/s ` +
        `while mining; 15-minute hashrate shown ${row.hash_rate_15m.toFixed(1)} H/s, from the hashes done ` +
        `${actual.toFixed(1)} H/s ± ${tolerance.toFixed(1)} (${sigmas} σ, ±${((100 * tolerance) / actual).toFixed(1)} %)`,
    );
    expect(Math.abs(row.hash_rate_15m - actual)).toBeLessThanOrEqual(tolerance);

    // The owner's workers page shows it, found by name among the demo fleet's rigs.
    await tab.page.goto(`/workers?search=${worker}`);
    await expectHeading(tab.page, 'Workers');
    const table = tab.page.getByRole('table', { name: 'Workers' });
    const cells = table.getByRole('row').nth(1).getByRole('cell');
    await expect.poll(async () => (await cells.first().textContent())?.trim()).toBe(worker);
    expect(await table.getAttribute('aria-rowcount')).toBe('2');
    expect((await cells.nth(1).textContent())?.trim()).toBe('Stable');
    expect((await cells.nth(2).textContent())?.trim()).toBe(formatHashrate(row.hash_rate_15m, 'en'));
    await expectAccessible(tab.page);
    expect(tab.errors).toEqual([]);
  }, 180_000);
});
