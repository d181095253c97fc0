import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  demoPassword,
  expectAccessible,
  expectHeading,
  heading,
  openPage,
  pathOf,
  signIn,
  useBrowser,
  writePoolSettings,
} from './support/fixtures.js';

const browser = useBrowser();
afterAll(() => writePoolSettings({}));

describe('runtime pool settings', () => {
  it.each([
    ['dark', 'dark', '#5b7bdc'],
    ['light', 'light', '#435fff'],
    ['anything-else', 'light', '#435fff'],
  ])(
    'theme %s selects the %s look (brand %s), from the settings file, without a rebuild',
    async (theme, look, brand) => {
      writePoolSettings({ theme });
      const tab = await openPage(browser());
      await tab.page.goto('/auth/login');
      await heading(tab.page);
      expect(await tab.page.getAttribute('html', 'data-theme')).toBe(look);
      const brandColour = await tab.page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
      );
      expect(brandColour.toLowerCase()).toBe(brand);
      await expectAccessible(tab.page);
      await tab.close();
    },
  );

  it('exposes the viewport height as a CSS variable', async () => {
    const tab = await openPage(browser(), { viewport: { width: 390, height: 700 } });
    await tab.page.goto('/auth/login');
    await heading(tab.page);
    const height = () => tab.page.evaluate(() => document.documentElement.style.getPropertyValue('--app-height'));
    expect(await height()).toBe('700px');
    await tab.page.setViewportSize({ width: 390, height: 600 });
    await expect.poll(height).toBe('600px');
    await tab.close();
  });
});

describe('mobile layout', () => {
  it('fits the signed-in pages into a 390 px wide phone, header and navigation included', async () => {
    const tab = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await signIn(tab.page, 'miner@example.com', demoPassword);
    await tab.page.waitForURL((url) => url.pathname === '/');
    for (const page of ['/', '/workers', '/payments', '/settings']) {
      await tab.page.goto(page);
      await heading(tab.page);
      const width = await tab.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, page).toBe(390);
    }
    await tab.close();
  });
});

describe('version check (product §4)', () => {
  it('reloads at the next page change once a new version is deployed, not before', async () => {
    const versionFile = path.join(inject('webDir'), 'meta', 'version.json');
    const original = fs.readFileSync(versionFile, 'utf8');
    const tab = await openPage(browser());
    await tab.page.goto('/auth/login');
    // React has taken the prerendered page over once the real flow fills the form in: only
    // then does a link change the page without loading a document.
    await tab.page.locator('form[action*="flow="]:not([aria-busy])').waitFor();
    const setMarker = () => tab.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const marker = () => tab.page.evaluate(() => (window as unknown as { marker?: number }).marker);

    // Same version: a page change is a client-side navigation, the marker survives.
    await setMarker();
    await tab.page.getByRole('link', { name: 'Create an account' }).click();
    await tab.page.waitForURL(/\/auth\/registration/);
    await expectHeading(tab.page, 'Create an account');
    await tab.page.waitForTimeout(300);
    expect(await marker()).toBe(1);

    try {
      fs.writeFileSync(versionFile, JSON.stringify({ version: 'a-new-deploy' }));
      await tab.page.goBack();
      await expect.poll(marker, { timeout: 10_000 }).toBeUndefined();
      await heading(tab.page);
      expect(pathOf(tab.page)).toBe('/auth/login');
    } finally {
      fs.writeFileSync(versionFile, original);
    }
    await tab.close();
  });
});

describe('route error handler (product §2)', () => {
  it('reloads once when a page chunk fails to load, then goes to /500', async () => {
    const tab = await openPage(browser(), { allowConsoleError: () => true });
    await tab.page.goto('/404');
    await heading(tab.page);
    let reloads = 0;
    tab.page.on('load', () => (reloads += 1));
    await tab.page.route('**/assets/faq-*.js', (route) => route.abort());
    await tab.page.evaluate(() => {
      history.pushState({}, '', '/faq');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => pathOf(tab.page), { timeout: 15_000 }).toBe('/500');
    await expectHeading(tab.page, 'Technical issues');
    // The prerendered /500 shows its heading before the document's load event fires.
    await expect.poll(() => reloads, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await tab.close();
  });
});
