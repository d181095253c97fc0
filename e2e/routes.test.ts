import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectHeading,
  openPage,
  pathOf,
  useBrowser,
  writePoolSettings,
  type TestPage,
} from './support/fixtures.js';

const browser = useBrowser();

/** Every route of product §2 that needs a session: an anonymous visitor lands on sign-in, query kept. */
const mainAreaRoutes = [
  '/',
  '/auth/password',
  '/workers',
  '/payments',
  '/transfers',
  '/referrals',
  '/access-control',
  '/customers',
  '/customers/create-customer',
  '/customers/create-sub',
  '/customers/7',
  '/customers/7/settings',
  '/customers/7/payments',
  '/profit-sharing',
  '/platform',
  '/platform/payouts',
  '/platform/unallocated',
  '/users',
  '/users/3',
  '/invitation',
  '/settings',
  '/settings/notifications',
  '/tax-calculator',
  '/mining-report',
  '/promocodes',
  '/promocodes/create',
  '/promocodes/5',
];

/** Routes any visitor sees, with the heading each shows. */
const publicRoutes: [path: string, heading: string][] = [
  ['/auth', 'Sign in'],
  ['/auth/login', 'Sign in'],
  ['/auth/registration', 'Create an account'],
  ['/auth/recovery', 'Recover your account'],
  ['/auth/verification', 'Verify your e-mail'],
  ['/auth/name', 'Choose an account name'],
  ['/faq', 'FAQ'],
  ['/demohub/auth', 'Sign in'],
  ['/404', 'Page not found'],
  ['/500', 'Technical issues'],
  ['/no/such/page', 'Page not found'],
];

let tab: TestPage;
beforeAll(async () => {
  // Feature routes exist only with their flags on; without them they go to main (tested in redirects).
  writePoolSettings({ mining_report_enabled: true, tax_calculator_enabled: true });
  tab = await openPage(browser());
});
afterAll(async () => {
  await tab.close();
  writePoolSettings({});
});

describe('every route of product §2 resolves without a console error', () => {
  it.each(mainAreaRoutes)('%s → sign-in with the query kept', async (route) => {
    await tab.page.goto(`${route}?from=e2e`);
    await expectHeading(tab.page, 'Sign in');
    expect(pathOf(tab.page)).toBe('/auth/login?from=e2e');
    expect(tab.errors).toEqual([]);
  });

  it.each(publicRoutes)('%s shows "%s"', async (route, title) => {
    await tab.page.goto(route);
    await expectHeading(tab.page, title);
    expect(pathOf(tab.page)).toBe(route);
    expect(tab.errors).toEqual([]);
    await expectAccessible(tab.page);
  });

  it('/{operatorId}/auth shows the operator by its title, and an unknown operator is the 404 page', async () => {
    await tab.page.goto('/demohub/auth');
    expect(await tab.page.getByTestId('operator-brand').textContent()).toContain('Demo Hub');
    const unknown = await openPage(browser(), {
      allowConsoleError: (message) => message.location().url.includes('/operators/lookup-by-title/'),
    });
    await unknown.page.goto('/acme-hub/auth');
    await expectHeading(unknown.page, 'Page not found');
    expect(unknown.errors).toEqual([]);
    await unknown.close();
  });

  it('/watch/{token} checks the token first: an unknown token is the 404 page', async () => {
    const watch = await openPage(browser(), {
      // The page asks the backend for the token on purpose; its 404 answer is the point.
      allowConsoleError: (message) => message.location().url.includes('/api/backend/v0.1/watchers/'),
    });
    for (const route of ['/watch/unknown-token', '/watch/unknown-token/workers', '/watch/unknown-token/payments']) {
      await watch.page.goto(route);
      await expectHeading(watch.page, 'Page not found');
      expect(pathOf(watch.page)).toBe(route);
    }
    expect(watch.errors).toEqual([]);
    await watch.close();
  });
});
