import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatBtc as btcDecimal,
  type Balance,
  type MinerDetail,
  type PaymentsResponse,
  type WorkerStatusCounts,
} from '@pool/contract';
import {
  accountIdOf,
  demoPassword,
  expectHeading,
  getBackend,
  openPage,
  signIn,
  useBrowser,
  waitForDemoMoney,
  type TestPage,
} from './support/fixtures.js';

/**
 * The account switcher on every page of a miner's account: after a switch the page shows
 * the new account at once, its name and its figures as the API gives them for it, without
 * a reload (a bug once left the dashboard on the previous account).
 */
const browser = useBrowser();
const formatBtc = (satoshi: number) => `${btcDecimal(satoshi)} BTC`;

let tab: TestPage;
const ids: Record<string, string> = {};

beforeAll(async () => {
  await waitForDemoMoney();
  tab = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
  await signIn(tab.page, 'miner@example.com', demoPassword);
  await tab.page.waitForURL((url) => url.pathname === '/');
  for (const name of ['demo_miner', 'demo_miner_2']) ids[name] = await accountIdOf(tab.page, name);
}, 200_000);

afterAll(async () => {
  await switchTo(tab.page, 'demo_miner');
  await tab.close();
});

/** Switches the active account with the header's account panel. */
async function switchTo(page: Page, name: string) {
  await page.getByRole('button', { name: /^Account: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await dialog.waitFor();
  await dialog
    .getByRole('region', { name: 'Accounts' })
    .getByRole('button', { name: new RegExp(`^${name}\\b(?!_)`) })
    .first()
    .click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: `Account: ${name}`, exact: true }).waitFor();
}

/** The account named under the page title (settings name it in the account button only). */
const shownAccount = (page: Page) =>
  page
    .getByRole('button', { name: /^Account: / })
    .getAttribute('aria-label')
    .then((label) => label?.replace('Account: ', ''));

/** A figure of an account as the API gives it, and where its page shows it. */
interface Figure {
  wanted: string;
  shown: () => Promise<string | null>;
}

const mainText = (page: Page) => () => page.locator('main').textContent();

/** Each page of a miner's account with the figure it shows. */
const pages: [path: string, heading: string, figure: (page: Page, id: string) => Promise<Figure>][] = [
  [
    '/',
    'Dashboard',
    async (page, id) => ({
      wanted: formatBtc((await getBackend<Balance>(page, `/miners/${id}/balance`)).balance),
      shown: () => page.getByRole('group', { name: 'Balance' }).textContent(),
    }),
  ],
  [
    '/workers',
    'Workers',
    async (page, id) => {
      const counts = await getBackend<WorkerStatusCounts>(page, `/miners/${id}/workers/statuses`);
      // The count leaves removed workers out, as every page counts workers.
      return { wanted: `Workers: ${counts.total.toLocaleString('en-US')}`, shown: mainText(page) };
    },
  ],
  [
    '/payments',
    'Payments',
    async (page, id) => {
      const { data } = await getBackend<PaymentsResponse>(page, `/miners/${id}/payments?per_page=1`);
      const table = page.getByRole('table', { name: 'Payments' });
      return { wanted: formatBtc(data[0]!.amount), shown: () => table.getByRole('row').nth(1).textContent() };
    },
  ],
  [
    '/settings/wallet',
    'Settings',
    async (page, id) => {
      const { wallets } = await getBackend<MinerDetail>(page, `/miners/${id}`);
      return { wanted: wallets[0]!.address!, shown: mainText(page) };
    },
  ],
];

describe('the active account follows the switcher on every page, without a reload', () => {
  it.each(pages)('%s', async (path, title, figure) => {
    const { page } = tab;
    await page.goto(path);
    await expectHeading(page, title);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    for (const name of ['demo_miner_2', 'demo_miner']) {
      await switchTo(page, name);
      await expect.poll(() => shownAccount(page)).toBe(name);
      const { wanted, shown } = await figure(page, ids[name]!);
      await expect.poll(shown, { timeout: 15_000 }).toContain(wanted);
    }
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(tab.errors).toEqual([]);
  });
});
