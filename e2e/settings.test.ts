import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoPassword,
  expectAccessible,
  expectHeading,
  openPage,
  signIn,
  useBrowser,
  visibleBox,
  writePoolSettings,
  type TestPage,
} from './support/fixtures.js';

/**
 * Settings in sections, each at its own address, as the demo miner account's
 * owner sees them at 1440 and 390 px with axe on each; the sticky header; the sign-in pages'
 * registration form and the operator hub.
 */
const browser = useBrowser();
const screenshots = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (screenshots) await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true });
}

/** Each section's address and something only that section shows. */
const sections: [id: string, tab: string, shows: (page: Page) => ReturnType<Page['getByRole']>][] = [
  ['profile', 'Profile', (page) => page.getByRole('region', { name: 'Language' })],
  ['security', 'Security', (page) => page.getByRole('region', { name: 'Active sessions' })],
  ['wallet', 'Payout wallet', (page) => page.getByRole('heading', { name: 'Payout wallet', level: 2 }).last()],
  ['watchers', 'Watcher links', (page) => page.getByRole('button', { name: 'Create watcher link' })],
  ['api-keys', 'API keys', (page) => page.getByRole('button', { name: 'Create API key' })],
  ['notifications', 'Notifications', (page) => page.getByRole('table')],
  ['removal', 'Account removal', (page) => page.getByRole('button', { name: 'Request removal' })],
];

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
}

describe('settings sections', () => {
  let desktop: TestPage;
  let phone: TestPage;
  beforeAll(async () => {
    desktop = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    phone = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    for (const tab of [desktop, phone]) {
      await signIn(tab.page, 'miner@example.com', demoPassword);
      await tab.page.waitForURL((url) => url.pathname === '/');
    }
  });
  afterAll(async () => {
    await desktop.close();
    await phone.close();
  });

  it('opens each section by its address as a tab at 1440 px', async () => {
    const { page } = desktop;
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/settings/profile');
    for (const [id, tab, shows] of sections) {
      await page.goto(`/settings/${id}`);
      await expectHeading(page, 'Settings');
      const nav = page.getByRole('navigation', { name: 'Settings sections' });
      expect(await nav.getByRole('link', { name: tab }).getAttribute('aria-current')).toBe('page');
      await shows(page).first().waitFor();
      await expectAccessible(page);
      await shot(page, `settings-${id}-1440`);
    }
    // The session list names this browser from its user agent.
    await page.goto('/settings/security');
    const current = page.getByRole('listitem').filter({ hasText: 'This device' });
    await current.getByText(/^Chrome \d+ on Linux$/).waitFor();
    await current.getByText(/^Computer · IP address: /).waitFor();
    await current.getByText(/^Last used: .* UTC$/).waitFor();
    // The header stays on screen down a long page (this one, once its forms are there).
    await page.getByRole('button', { name: 'Add security key' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 1000));
    expect(await page.evaluate(() => window.scrollY)).toBe(1000);
    expect((await visibleBox(page.locator('header').first())).y).toBe(0);
    // "Request removal" asks in the app's own dialog; cancelling leaves the account alone.
    await page.goto('/settings/removal');
    await page.getByRole('button', { name: 'Request removal' }).click();
    const dialog = page.getByRole('dialog', { name: /^Request removal of demo_miner\?$/ });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(desktop.errors).toEqual([]);
  });

  it('lists the sections at 390 px, each a page of its own with a way back', async () => {
    const { page } = phone;
    await page.goto('/');
    // The page bar scrolls sideways and says so with a fade at its end.
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Main navigation' }).getAttribute('data-more-end'))
      .toBe('');
    // Its last links (Settings, FAQ) are there for the scrolling: at its end both are in full view.
    const bar = page.getByRole('navigation', { name: 'Main navigation' });
    await bar.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    for (const name of ['Settings', 'FAQ']) {
      const link = await visibleBox(bar.getByRole('link', { name, exact: true }));
      expect(link.x, name).toBeGreaterThanOrEqual(0);
      expect(link.x + link.width, name).toBeLessThanOrEqual(390);
    }
    await expect.poll(() => bar.getAttribute('data-more-end')).toBeNull();
    await page.goto('/settings');
    await expectHeading(page, 'Settings');
    const list = page.getByRole('navigation', { name: 'Settings sections' });
    expect(await list.getByRole('link').count()).toBe(sections.length);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'settings-list-390');
    await list.getByRole('link', { name: /^Security/ }).click();
    await page.waitForURL((url) => url.pathname === '/settings/security');
    await page.getByRole('heading', { name: 'Security', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'All settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    for (const [id, , shows] of sections) {
      await page.goto(`/settings/${id}`);
      await shows(page).first().waitFor();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shot(page, `settings-${id}-390`);
    }
    expect(phone.errors).toEqual([]);
  });
});

describe('sign-in pages', () => {
  let tab: TestPage;
  beforeAll(async () => {
    writePoolSettings({ terms_of_use_url: 'https://pool.example/terms' });
    tab = await openPage(browser(), { viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await tab.close();
    writePoolSettings({});
  });

  it("registers without a language field, the rules under the password, the terms at the pool's address", async () => {
    const { page } = tab;
    await page.goto('/auth/registration');
    await expectHeading(page, 'Create an account');
    // The form stands in with the fresh nodes first and is drawn anew from the identity
    // service's flow once it comes (its id then lands in the address): measure that form.
    await page.waitForURL((url) => url.searchParams.has('flow'));
    await page.getByLabel('E-mail').waitFor();
    const form = page.getByRole('form', { name: 'Create an account' });
    expect(await form.getByLabel('Language', { exact: true }).count()).toBe(0);
    expect(await page.locator('input[name="traits.language"]').getAttribute('value')).toBe('en');
    const rules = form.getByText('The password must contain:');
    const password = form.getByLabel('Password', { exact: true });
    const [passwordBox, rulesBox, submitBox] = await Promise.all([
      visibleBox(password),
      visibleBox(rules),
      visibleBox(form.getByRole('button', { name: 'Sign up' })),
    ]);
    expect(rulesBox.y).toBeGreaterThan(passwordBox.y);
    expect(rulesBox.y).toBeLessThan(submitBox.y);
    expect(await page.getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe(
      'https://pool.example/terms',
    );
    await page.getByRole('heading', { name: 'Why mine with us' }).waitFor();
    await expectAccessible(page);
    expect(tab.errors).toEqual([]);
  });

  it("puts the operator's name first on its hub, with the pool's offer", async () => {
    const { page } = tab;
    await page.goto('/demohub/auth');
    const brand = page.getByTestId('operator-brand');
    await expect.poll(async () => (await brand.textContent())?.startsWith('Control hub: ')).toBe(true);
    await page.getByRole('tab', { name: 'Create an account' }).waitFor();
    await page.getByRole('heading', { name: 'Why mine with us' }).waitFor();
    // The name comes before the page's heading and is set larger than it.
    const [nameBox, headingBox] = await Promise.all([
      visibleBox(brand.locator('span').last()),
      visibleBox(page.locator('h1')),
    ]);
    expect(nameBox.y).toBeLessThan(headingBox.y);
    const sizes = await page.evaluate(() => [
      parseFloat(getComputedStyle(document.querySelector('[data-testid="operator-brand"] span:last-child')!).fontSize),
      parseFloat(getComputedStyle(document.querySelector('h1')!).fontSize),
    ]);
    expect(sizes[0]).toBeGreaterThan(sizes[1]!);
    await expectAccessible(page);
    await shot(page, 'operator-hub-390');
    expect(tab.errors).toEqual([]);
  });
});
