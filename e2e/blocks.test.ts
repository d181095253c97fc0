import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { chainTipPath, foundBlockPath, type FoundBlockReport } from '@pool/contract';
import { baseURL, demoPassword, expectAccessible, openPage, signIn, useBrowser } from './support/fixtures.js';

/**
 * Blocks found end to end: a stratum node reports the blocks its miners found (as every
 * node does, over the internal endpoint with the ingest token), and pool staff and the
 * finder's own people see them on their dashboards with their state and explorer links.
 */
const browser = useBrowser();

/** Far above the built-in chain's heights, so these blocks are the newest listed. */
const height = 2_000_000_000;
const tip = height + 3;

async function report(path: string, body: object): Promise<void> {
  const response = await fetch(new URL(path, baseURL()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${inject('ingestToken')}` },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
}

const block = (offset: number, fields: Partial<FoundBlockReport> = {}): FoundBlockReport => ({
  height: height + offset,
  hash: randomBytes(32).toString('hex'),
  account: 'demo_miner',
  worker: 'rig-e2e',
  reward: 312_600_000,
  time: new Date().toISOString(),
  ...fields,
});

describe('blocks found (stratum node → API → browser)', () => {
  it('lists a found block with its state and explorer link to pool staff and to the account that found it', async () => {
    const taken = block(0);
    const refused = block(1, { reject_reason: 'bad-prevblk' });
    await report(foundBlockPath, taken);
    await report(foundBlockPath, refused);
    await report(chainTipPath, { height: tip });

    for (const email of ['pool@example.com', 'miner@example.com']) {
      // A user an earlier file gave an authenticator signs in with its next code; the
      // identity service steers that second step with a 422 that Chromium logs.
      const tab = await openPage(browser(), {
        viewport: { width: 1280, height: 1000 },
        allowConsoleError: (message) =>
          /status of 422\b/.test(message.text()) && message.location().url.includes('/api/identity/self-service/login'),
      });
      try {
        await signIn(tab.page, email, demoPassword);
        await tab.page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
        // The list is asked for when it comes near the screen: below the cards and the
        // chart, that takes a scroll, as it does for its user.
        await tab.page.getByRole('region', { name: 'Blocks found', exact: true }).scrollIntoViewIfNeeded();
        const table = tab.page.getByRole('table', { name: 'Blocks found' });
        const takenRow = table.getByRole('row').filter({ hasText: String(taken.height) });
        await takenRow.waitFor();
        const cells = takenRow.getByRole('cell');
        expect((await cells.nth(2).textContent())?.trim()).toBe('demo_miner.rig-e2e');
        expect((await cells.nth(5).textContent())?.trim()).toBe(String(tip - taken.height + 1));
        expect((await cells.nth(6).textContent())?.trim()).toBe('Immature: 96 more confirmations to go');
        expect(await takenRow.getByRole('link', { name: taken.hash }).getAttribute('href')).toBe(
          `https://mempool.space/block/${taken.hash}`,
        );
        const refusedRow = table.getByRole('row').filter({ hasText: String(refused.height) });
        expect((await refusedRow.getByRole('cell').nth(6).textContent())?.trim()).toBe(
          'Refused by the node: bad-prevblk',
        );
        await expectAccessible(tab.page);
        expect(tab.errors).toEqual([]);
      } finally {
        await tab.close();
      }
    }
  });
});
