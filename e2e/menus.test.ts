import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  backendApi,
  demoPassword,
  heading,
  openPage,
  signIn,
  text,
  useBrowser,
  type TestPage,
} from './support/fixtures.js';

const browser = useBrowser();
const tabs: TestPage[] = [];

afterAll(async () => {
  await Promise.all(tabs.map((tab) => tab.close()));
});

const emptyPage = text('en', 'common.emptySection');
const accessDenied = text('en', 'errors.codes.access_denied');

async function signedIn(email: string): Promise<Page> {
  const tab = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
  tabs.push(tab);
  await signIn(tab.page, email, demoPassword);
  await tab.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return tab.page;
}

/** The in-app addresses of the links of one navigation landmark, once it shows the link to `shown`. */
async function linksOf(page: Page, name: string, shown: string): Promise<string[]> {
  const navigation = page.getByRole('navigation', { name });
  await navigation.locator(`a[href="${shown}"]`).waitFor();
  return navigation
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
    );
}

/**
 * Every link of the user's menus: the main navigation (once it shows `firstPage`, so the
 * account's menu has arrived), the account panel's and the settings' sections.
 */
async function menuLinks(page: Page, firstPage: string): Promise<string[]> {
  const main = await linksOf(page, text('en', 'common.mainNavigation'), firstPage);
  await page.getByRole('button', { name: new RegExp(`^${text('en', 'accountPanel.title')}: `) }).click();
  const panel = page.getByRole('dialog', { name: text('en', 'accountPanel.title') });
  await panel.waitFor();
  const account = await linksOf(page, text('en', 'accountPanel.preferences'), '/settings/security');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  await page.goto('/settings');
  const sections = await linksOf(page, text('en', 'pages.settings.navigation'), '/settings/profile');
  return [...new Set([...main, ...account, ...sections])];
}

/**
 * Opens the address and waits until the page has asked for all it shows (no request for
 * half a second): it must stay there (or in one of its sections), have a heading, show
 * neither the empty page nor "Access denied", and none of its requests may be refused.
 */
async function expectContent(page: Page, path: string): Promise<void> {
  const refused: string[] = [];
  const onResponse = (response: Response) => {
    if (response.url().includes(backendApi) && response.status() === 403) refused.push(response.url());
  };
  page.on('response', onResponse);
  try {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const at = new URL(page.url()).pathname;
    expect(at === path || at.startsWith(`${path}/`), `${path} stays (at ${at})`).toBe(true);
    expect(await heading(page), path).not.toBe('');
    expect(await page.getByText(emptyPage).count(), `${path}: the empty page`).toBe(0);
    expect(await page.getByText(accessDenied).count(), `${path}: Access denied`).toBe(0);
    expect(refused, `${path}: refused requests`).toEqual([]);
  } finally {
    page.off('response', onResponse);
  }
}

describe('every menu link of every role leads to a page with content for it', () => {
  it.each([
    ['a miner owner', 'miner@example.com', ['/workers', '/summary', '/payments', '/profit-sharing', '/mining-report']],
    ['a viewer', 'viewer@example.com', ['/workers', '/settings/watchers']],
    ['an operator', 'operator@example.com', ['/customers', '/workers', '/fee-income']],
    ['pool staff', 'pool@example.com', ['/customers', '/users', '/removal-requests']],
    ['platform staff', 'platform@example.com', ['/platform/payouts', '/promocodes', '/removal-requests']],
  ])('%s (%s)', async (_who, email, expected) => {
    const page = await signedIn(email);
    const links = await menuLinks(page, expected[0]!);
    expect(links).toEqual(expect.arrayContaining(expected));
    for (const link of links) await expectContent(page, link);
  });

  it('does not offer a viewer the watcher-link form it could not submit, and says who may create one', async () => {
    const page = await signedIn('viewer@example.com');
    await page.goto('/settings/watchers');
    await page.getByText(text('en', 'watchers.ownersOnly')).waitFor();
    expect(await page.getByRole('button', { name: text('en', 'watchers.create') }).count()).toBe(0);
  });

  it.each([
    ['operator@example.com', ['/referrals', '/transfers', '/profit-sharing', '/mining-report', '/platform']],
    [
      'pool@example.com',
      ['/platform', '/promocodes', '/profit-sharing', '/mining-report', '/referrals', '/fee-income'],
    ],
    ['viewer@example.com', ['/payments', '/access-control', '/customers/create-sub', '/users', '/fee-income']],
  ])('sends %s home from a page typed in that it has nothing on', async (email, paths) => {
    const page = await signedIn(email);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(emptyPage).count(), path).toBe(0);
    }
  });
});
