import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MiningReport, PaymentsResponse } from '@pool/contract';
import {
  accountIdOf,
  demoPassword,
  expectAccessible,
  expectHeading,
  getBackend,
  openPage,
  signIn,
  useBrowser,
  waitForDemo,
  writePoolSettings,
  type TestPage,
} from './support/fixtures.js';

/**
 * The mining report in Chromium: the demo miner opens last month's report (the
 * default month), whose summary and daily table are the API's, and downloads its PDF.
 */
const browser = useBrowser();
const screenshots = process.env.E2E_SCREENSHOTS;

/** Satoshi as the app writes BTC in English: "0.01234567 BTC". */
const btc = (sat: number) =>
  `${Math.floor(sat / 1e8).toLocaleString('en-US')}.${String(sat % 1e8).padStart(8, '0')} BTC`;

function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

describe('/mining-report', () => {
  let tab: TestPage;
  let minerId = '';
  beforeAll(async () => {
    writePoolSettings({ mining_report_enabled: true });
    tab = await openPage(browser(), { viewport: { width: 1440, height: 1000 } });
    await signIn(tab.page, 'miner@example.com', demoPassword);
    await tab.page.waitForURL((url) => url.pathname === '/');
    minerId = await accountIdOf(tab.page, 'demo_miner');
    await waitForDemo(
      async () =>
        (await getBackend<PaymentsResponse>(tab.page, `/miners/${minerId}/payments?type=reward&per_page=1`)).pagination
          .total >= 30,
      150,
      'The demo month of rewards was not replayed',
    );
  }, 180_000);
  afterAll(async () => {
    await tab.close();
    writePoolSettings({});
  });

  it("opens last month's report: the summary and the days are the API's", async () => {
    const month = lastMonth();
    const report = await getBackend<MiningReport>(tab.page, `/miners/${minerId}/mining-report?month=${month}`);
    expect(report.totals.net.sat).toBeGreaterThan(0);
    // The rigs behind the demo's hashrate are counted on every day their history is kept.
    const kept = report.days.filter((day) => day.active_workers !== null && day.hash_rate > 0);
    expect(kept.length).toBeGreaterThan(0);
    for (const day of kept) expect(day.active_workers, day.day).toBeGreaterThan(0);
    await tab.page.goto('/mining-report');
    await expectHeading(tab.page, 'Mining report');
    expect(await tab.page.getByLabel('Month', { exact: true }).inputValue()).toBe(month);
    const card = (name: string) => tab.page.getByRole('group', { name, exact: true });
    await expect.poll(() => card('Earned (net)').textContent()).toContain(btc(report.totals.net.sat));
    expect(await card('Gross reward').textContent()).toContain(btc(report.totals.gross.sat));
    expect(await card('Paid out').textContent()).toContain(btc(report.totals.payouts.sat));
    expect(await card('Balance at the end').textContent()).toContain(btc(report.closing_balance.sat));
    const rows = tab.page.getByRole('table', { name: 'Daily figures' }).getByRole('row');
    expect(await rows.count()).toBe(report.days.length + 1);
    await expectAccessible(tab.page);
    if (screenshots) await tab.page.screenshot({ path: `${screenshots}/mining-report-1440.png`, fullPage: true });
    expect(tab.errors).toEqual([]);
  });

  it('fits a 390 px phone: the days become cards, nothing scrolls sideways', async () => {
    const phone = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    try {
      await signIn(phone.page, 'miner@example.com', demoPassword);
      await phone.page.waitForURL((url) => url.pathname === '/');
      await phone.page.goto('/mining-report');
      await phone.page.getByRole('table', { name: 'Daily figures' }).waitFor();
      const { scroll, width } = await phone.page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        width: window.innerWidth,
      }));
      expect(scroll).toBeLessThanOrEqual(width);
      if (screenshots) await phone.page.screenshot({ path: `${screenshots}/mining-report-390.png`, fullPage: true });
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('downloads the month as a PDF', async () => {
    const form = tab.page.getByRole('form', { name: 'Download the report' });
    await form.getByLabel('Format').selectOption('pdf');
    const [download] = await Promise.all([
      tab.page.waitForEvent('download'),
      form.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`mining-report-demo_miner-${lastMonth()}.pdf`);
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(tab.errors).toEqual([]);
  });
});
