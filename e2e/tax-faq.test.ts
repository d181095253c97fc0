import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentPoolResponse, MiningReport, PaymentsResponse, TaxIncome } from '@pool/contract';
import {
  accountIdOf,
  demoPassword,
  expectAccessible,
  expectHeading,
  getBackend,
  openPage,
  signIn,
  text,
  useBrowser,
  waitForDemo,
  writePoolSettings,
  type TestPage,
} from './support/fixtures.js';

/**
 * The tax calculator and FAQ in Chromium: the FAQ filters and opens the question of
 * a link, the calculator computes a known year exactly and prefills the demo miner's
 * income at each day's recorded price, as the API gives it; axe on both, and both fit at 390 and 1440 px in en and ru
 * (E2E_SCREENSHOTS=<dir> keeps screenshots to look at).
 */
const browser = useBrowser();
const screenshots = process.env.E2E_SCREENSHOTS;

const widths = [390, 1440] as const;
const languages = ['en', 'ru'] as const;

/** The page is no wider than the viewport (nothing scrolls sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

async function shot(page: Page, name: string) {
  if (screenshots) await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true });
}

const openQuestions = (page: Page) =>
  page.locator('details[open] > summary').evaluateAll((items) => items.map((item) => item.textContent));
const listedQuestions = (page: Page) =>
  page.locator('details > summary').evaluateAll((items) => items.map((item) => item.textContent));

describe('/faq', () => {
  let tab: TestPage;
  beforeAll(async () => {
    tab = await openPage(browser(), { viewport: { width: 1440, height: 1000 } });
  });
  afterAll(async () => {
    await tab.close();
  });

  it('shows the pool’s stratum address and figures, filters, and keeps the filter in the address', async () => {
    await tab.page.goto('/faq');
    await expectHeading(tab.page, 'FAQ');
    const pool = await getBackend<CurrentPoolResponse>(tab.page, '/pools/current');
    const stratum = pool.addresses.find((address) => address.type === 'stratum')!.address;
    await tab.page.getByText('How do I connect a miner?').click();
    await expect.poll(() => tab.page.locator('#connect').textContent()).toContain(`pool URL ${stratum}`);
    await expect.poll(() => new URL(tab.page.url()).hash).toBe('#connect');

    await tab.page.getByRole('searchbox', { name: 'Search the questions' }).fill('paused');
    await expect
      .poll(() => listedQuestions(tab.page))
      .toEqual(['Why are my payouts paused after I changed the address?']);
    expect(new URL(tab.page.url()).searchParams.get('q')).toBe('paused');
    await expectAccessible(tab.page);
    expect(tab.errors).toEqual([]);
  });

  it('a deep link opens its question and scrolls to it; the keyboard opens the others', async () => {
    await tab.close();
    tab = await openPage(browser(), { viewport: { width: 1440, height: 1000 } });
    await tab.page.goto('/faq#worker-status');
    await expectHeading(tab.page, 'FAQ');
    await expect.poll(() => openQuestions(tab.page)).toEqual(['What do the worker statuses mean?']);
    await expect.poll(() => tab.page.locator('#worker-status').isVisible()).toBe(true);
    const status = await tab.page.locator('#worker-status').textContent();
    expect(status).toContain('no share for more than 10 minutes');
    expect(status).toContain('has been off for 6 full UTC days');

    await tab.page.locator('#fee summary').focus();
    await tab.page.keyboard.press('Enter');
    await expect.poll(() => new URL(tab.page.url()).hash).toBe('#fee');
    expect(await tab.page.locator('#fee').textContent()).toContain('The pool fee is 0.9% of the gross daily reward');
    await expectAccessible(tab.page);
    expect(tab.errors).toEqual([]);
  });

  it.each(languages)('reads in %s and fits at 390 and 1440 px', async (language) => {
    for (const width of widths) {
      const page = await openPage(browser(), { viewport: { width, height: 900 }, storedLanguage: language });
      await page.page.goto('/faq#payout-limits');
      await expectHeading(page.page, text(language, 'pages.faq.title'));
      await expect.poll(() => openQuestions(page.page)).toHaveLength(1);
      await expectNoSidewaysScroll(page.page);
      await shot(page.page, `faq-${language}-${width}`);
      expect(page.errors).toEqual([]);
      await page.close();
    }
  });
});

describe('/tax-calculator', () => {
  let tab: TestPage;
  let minerId = '';
  beforeAll(async () => {
    writePoolSettings({ tax_calculator_enabled: true });
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

  const field = (name: string) => tab.page.getByRole('textbox', { name, exact: true });
  const figure = (title: string) => tab.page.getByRole('group', { name: title }).locator('span').last();

  it("prefills the demo miner's income per month, each day at its recorded BTC/RUB price, as the API gives it", async () => {
    await tab.page.goto('/tax-calculator');
    await expectHeading(tab.page, 'Russian income tax');
    const year = new Date().getUTCFullYear();
    const incomeOf = () => getBackend<TaxIncome>(tab.page, `/miners/${minerId}/tax-income?year=${year}`);
    // The demo writes the replayed days' prices after its rewards: wait for them, not for the clock.
    await expect
      .poll(async () => (await incomeOf()).months.some((month) => month.kopecks > 0), { timeout: 120_000 })
      .toBe(true);
    const income = await incomeOf();
    await tab.page.reload();
    const expected = income.months.map(({ satoshi, kopecks }) => {
      if (satoshi === 0) return '';
      const rubles = BigInt(kopecks);
      return rubles % 100n === 0n
        ? String(rubles / 100n)
        : `${rubles / 100n}.${String(rubles % 100n).padStart(2, '0')}`;
    });
    const monthNames = Array.from({ length: 12 }, (_, month) =>
      new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, month, 1))),
    );
    await expect
      .poll(() => Promise.all(monthNames.map((name) => field(name).inputValue())), { timeout: 15_000 })
      .toEqual(expected);
    expect(await tab.page.getByText(/at that day's BTC\/RUB price, recorded when the day was credited/).count()).toBe(
      1,
    );
    expect(await tab.page.getByRole('note').textContent()).toContain('estimate, not tax advice');
    await expectAccessible(tab.page);
  });

  it('computes a known year exactly: 1,000,000 RUB a month crossing 2.4 M in March and 5 M in May', async () => {
    await tab.page.goto('/tax-calculator?year=2025');
    await expectHeading(tab.page, 'Russian income tax');
    const monthNames = Array.from({ length: 12 }, (_, month) =>
      new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, month, 1))),
    );
    for (const name of monthNames) await field(name).fill('1 000 000');
    await field('Documented expenses for the year, RUB').fill('0');
    // 312,000 + 390,000 + 7,000,000 × 18 % = 1,962,000 RUB: 16.35 % of 12 M.
    await expect.poll(() => figure('Tax for the year').textContent()).toBe('₽1,962,000.00');
    expect(await figure('Income for the year').textContent()).toBe('₽12,000,000.00');
    expect(await figure('Effective rate').textContent()).toBe('16.35%');
    const march = tab.page.getByRole('row').filter({ has: tab.page.getByRole('cell', { name: 'March', exact: true }) });
    expect(await march.getByRole('cell').allTextContents()).toEqual([
      'March',
      '₽1,000,000.00',
      '₽3,000,000.00',
      '13% → 15%',
      '₽142,000.00',
      '₽402,000.00',
    ]);
    await field('Documented expenses for the year, RUB').fill('2000000');
    await expect.poll(() => figure('Tax for the year').textContent()).toBe('₽1,602,000.00'); // 10 M base
    await expectAccessible(tab.page);
    expect(tab.errors).toEqual([]);
  });

  it('counts by the mining day when switched, as the mining report does', async () => {
    await tab.page.goto('/tax-calculator');
    await tab.page.getByRole('combobox', { name: 'Count income by' }).selectOption('mined');
    await tab.page.waitForURL((url) => url.searchParams.get('basis') === 'mined');
    const year = new Date().getUTCFullYear();
    const mined = await getBackend<TaxIncome>(tab.page, `/miners/${minerId}/tax-income?year=${year}&basis=mined`);
    const month = new Date().getUTCMonth() - 1;
    if (month >= 0) {
      const report = await getBackend<MiningReport>(
        tab.page,
        `/miners/${minerId}/mining-report?month=${year}-${String(month + 1).padStart(2, '0')}`,
      );
      // The same figure: what the account earned on the month's mining days.
      expect(mined.months[month]!.satoshi).toBe(report.totals.net.sat);
    }
    expect(tab.errors).toEqual([]);
  });

  it('is not offered to a viewer, whose role does not show the income: its address leads home', async () => {
    const viewer = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    try {
      await signIn(viewer.page, 'viewer@example.com', demoPassword);
      await viewer.page.waitForURL((url) => url.pathname === '/');
      expect(await viewer.page.getByRole('link', { name: 'Russian income tax' }).count()).toBe(0);
      await viewer.page.goto('/tax-calculator');
      await viewer.page.waitForURL((url) => url.pathname === '/');
      await viewer.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await viewer.page.getByText(/could not be loaded/).count()).toBe(0);
      expect(viewer.errors).toEqual([]);
    } finally {
      await viewer.close();
    }
  });

  it.each(languages)(
    'reads in %s and fits at 390 and 1440 px',
    async (language) => {
      for (const width of widths) {
        const page = await openPage(browser(), { viewport: { width, height: 900 } });
        await signIn(page.page, 'miner@example.com', demoPassword);
        await page.page.waitForURL((url) => url.pathname === '/');
        await page.page.evaluate((stored) => localStorage.setItem('pool.language', stored), language);
        await page.page.goto('/tax-calculator');
        await expectHeading(page.page, text(language, 'pages.taxCalculator.title'));
        await expect.poll(() => page.page.getByRole('table').count()).toBe(1);
        await expectNoSidewaysScroll(page.page);
        await shot(page.page, `tax-${language}-${width}`);
        expect(page.errors).toEqual([]);
        await page.close();
      }
    },
    60_000,
  );
});
