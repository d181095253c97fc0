import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Navigation } from '@pool/contract';
import {
  accountIdOf,
  backendApi,
  demoPassword,
  expectAccessible,
  expectHeading,
  getBackend,
  openPage,
  signIn,
  text,
  useBrowser,
  visibleBox,
  type TestPage,
} from './support/fixtures.js';

const browser = useBrowser();
const screenshots = process.env.E2E_SCREENSHOTS;
const tabs: TestPage[] = [];

afterAll(async () => {
  await Promise.all(tabs.map((tab) => tab.close()));
});

async function signedIn(width: number, height: number): Promise<TestPage> {
  const tab = await openPage(browser(), { viewport: { width, height } });
  tabs.push(tab);
  await signIn(tab.page, 'miner@example.com', demoPassword);
  await tab.page.waitForURL((url) => url.pathname === '/');
  return tab;
}

/** Opens the account panel from the header button and waits until it has finished opening. */
async function openPanel(page: Page, language: 'en' | 'ru' = 'en') {
  await page.getByRole('button', { name: new RegExp(`^${text(language, 'accountPanel.title')}: `) }).click();
  const dialog = page.getByRole('dialog', { name: text(language, 'accountPanel.title') });
  await dialog.waitFor();
  await settled(page);
  return dialog;
}

/** Waits for the running animations (the panel opening) to end; looping ones never do. */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The account names of the panel's lists, top to bottom. */
function listedAccounts(dialog: ReturnType<Page['getByRole']>) {
  return dialog
    .getByRole('region', { name: 'Accounts' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('button span')?.textContent ?? ''));
}

/** The two demo accounts among those listed: other e2e files add accounts (a sub-account) to the same user. */
async function demoAccountsListed(dialog: ReturnType<Page['getByRole']>) {
  return (await listedAccounts(dialog)).filter((name) => /^demo_miner(_2)?$/.test(name));
}

/** The page is no wider than the viewport (nothing scrolls sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

async function shot(page: Page, name: string) {
  if (screenshots) await page.screenshot({ path: `${screenshots}/account-panel-${name}.png` });
}

describe('account panel (real server, demo data)', () => {
  it('searches, pins demo_miner_2 first across a reload, switches to it and the dashboard follows', async () => {
    const tab = await signedIn(1440, 900);
    const { page } = tab;
    await expectHeading(page, 'Dashboard');
    const identity = await getBackend<{ user: { id: string } }>(page, '/identity');
    const secondId = await accountIdOf(page, 'demo_miner_2');

    let dialog = await openPanel(page);
    await expect.poll(() => demoAccountsListed(dialog)).toEqual(['demo_miner', 'demo_miner_2']);
    await expectAccessible(page);
    await shot(page, 'en-1440');

    const search = dialog.getByRole('searchbox', { name: 'Search accounts' });
    await search.fill('MINER_2');
    await expect.poll(() => listedAccounts(dialog)).toEqual(['demo_miner_2']);
    await search.fill('no such account');
    await expect.poll(() => dialog.getByText('No account matches the search.').count()).toBe(1);
    await search.fill('');

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith('/navigation'),
    );
    await dialog.getByRole('button', { name: 'Pin demo_miner_2' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => demoAccountsListed(dialog)).toEqual(['demo_miner_2', 'demo_miner']);
    const stored = await getBackend<Navigation>(page, `/identity/${identity.user.id}/navigation`);
    expect(stored.pinned).toHaveLength(1);

    await dialog.getByRole('button', { name: 'Bookmark demo_miner', exact: true }).click();
    await dialog.getByRole('button', { name: 'Bookmarks' }).click();
    await expect.poll(() => listedAccounts(dialog)).toEqual(['demo_miner']);

    await page.reload();
    await expectHeading(page, 'Dashboard');
    dialog = await openPanel(page);
    await expect.poll(() => demoAccountsListed(dialog)).toEqual(['demo_miner_2', 'demo_miner']);
    expect(await dialog.getByRole('list', { name: 'Pinned' }).textContent()).toContain('demo_miner_2');
    expect(
      await dialog.getByRole('button', { name: 'Bookmark demo_miner', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    // Escape closes the panel and the focus goes back to the account button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Account: demo_miner');

    dialog = await openPanel(page);
    const dashboardOfSecond = page.waitForResponse((response) =>
      response.url().includes(`${backendApi}/miners/${secondId}/`),
    );
    await dialog.getByRole('button', { name: /^demo_miner_2/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await dashboardOfSecond).status()).toBe(200);
    await page.getByRole('button', { name: 'Account: demo_miner_2' }).waitFor();
    await expectHeading(page, 'Dashboard');
    expect(new URL(page.url()).pathname).toBe('/');

    // Leave the demo user as it was for the other files: nothing pinned or bookmarked, first account active.
    dialog = await openPanel(page);
    await dialog.getByRole('button', { name: 'Pin demo_miner_2' }).click();
    await dialog.getByRole('button', { name: 'Bookmark demo_miner', exact: true }).click();
    await expect
      .poll(() => getBackend<Navigation>(page, `/identity/${identity.user.id}/navigation`))
      .toEqual({ pinned: [], bookmarked: [] });
    await dialog
      .getByRole('button', { name: /^demo_miner\b/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Account: demo_miner', exact: true }).waitFor();
    expect(tab.errors).toEqual([]);
  });

  it('is a bottom sheet at 390 px, reachable by keyboard, with its links, and signs out', async () => {
    const tab = await signedIn(390, 844);
    const { page } = tab;
    await expectHeading(page, 'Dashboard');
    await expectNoSidewaysScroll(page);
    const trigger = page.getByRole('button', { name: 'Account: demo_miner' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Account' });
    await dialog.waitFor();
    await settled(page);
    const box = await visibleBox(dialog);
    expect(box.width).toBe(390);
    expect(Math.round(box.y + box.height)).toBe(844);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'en-390');
    const links = dialog.getByRole('navigation', { name: 'Account and preferences' }).getByRole('link');
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual([
      '/customers/create-sub',
      '/settings/security',
      '/settings/notifications',
      // The demo turns the mining report on (its flag's default while the demo is seeded).
      '/mining-report',
    ]);
    await dialog.getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/notifications');
    await dialog.waitFor({ state: 'hidden' });

    await (await openPanel(page)).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/auth\/login/);
    expect(tab.errors).toEqual([]);
  });

  it('reads in Russian at 390 and 1440 px', async () => {
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      const tab = await signedIn(width, height);
      const { page } = tab;
      await expectHeading(page, 'Dashboard');
      await page.evaluate(() => localStorage.setItem('pool.language', 'ru'));
      await page.reload();
      await expectHeading(page, 'Главная');
      const dialog = await openPanel(page, 'ru');
      expect(await dialog.getByRole('searchbox', { name: text('ru', 'accountPanel.search') }).count()).toBe(1);
      expect(await dialog.getByText(text('ru', 'accountPanel.createSub')).count()).toBe(1);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shot(page, `ru-${width}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(tab.errors).toEqual([]);
    }
  });
});
