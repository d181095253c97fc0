import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectHeading, openPage, text, useBrowser, writePoolSettings } from './support/fixtures.js';

const browser = useBrowser();
afterAll(() => writePoolSettings({}));

const languages = ['en', 'ru', 'cn'] as const;

describe('error pages in every language', () => {
  it('uses the exact English texts of the spec', () => {
    expect(text('en', 'errors.notFound.title')).toBe('Page not found');
    expect(text('en', 'errors.internal.title')).toBe('Technical issues');
    expect(text('en', 'errors.internal.description')).toBe('Something went wrong');
    expect(text('en', 'errors.config.empty')).toBe('Empty configuration');
    expect(text('en', 'errors.config.unloadable')).toBe('Could not load configuration');
  });

  it.each(languages)('404 and 500 in %s', async (language) => {
    const tab = await openPage(browser(), { storedLanguage: language });
    await tab.page.goto('/404');
    await expectHeading(tab.page, text(language, 'errors.notFound.title'));
    await expect
      .poll(() => tab.page.locator('main p').nth(1).textContent())
      .toBe(text(language, 'errors.notFound.description'));
    await expect.poll(() => tab.page.getByRole('link', { name: text(language, 'errors.backToMain') }).count()).toBe(1);
    expect(await tab.page.getAttribute('html', 'lang')).toBe(language === 'cn' ? 'zh-CN' : language);

    await tab.page.goto('/500');
    await expectHeading(tab.page, text(language, 'errors.internal.title'));
    await expect.poll(() => tab.page.getByText(text(language, 'errors.internal.description')).count()).toBe(1);
    // "Back" on the 500 page reloads the document.
    await tab.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await Promise.all([
      tab.page.waitForEvent('load'),
      tab.page.getByRole('button', { name: text(language, 'errors.back') }).click(),
    ]);
    expect(await tab.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(tab.errors).toEqual([]);
    await expectAccessible(tab.page);
    await tab.close();
  });
});

describe('configuration gate (product §2)', () => {
  // Fault injection: the real server answers, and the test changes that one answer in flight.
  it.each([
    ['a failed load', 'unloadable', { status: 503, body: '{"error":{"code":"internal_error","message":"down"}}' }],
    ['an empty configuration', 'empty', { status: 200, body: '{}' }],
  ] as const)('%s raises the 500 page with its text', async (_name, reason, answer) => {
    const tab = await openPage(browser(), { allowConsoleError: (m) => m.location().url.includes('/pools/current') });
    await tab.page.route('**/api/backend/v0.1/pools/current', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    );
    await tab.page.goto('/workers');
    await expectHeading(tab.page, 'Technical issues');
    expect(await tab.page.getByTestId('error-reason').textContent()).toBe(text('en', `errors.config.${reason}`));
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  // The prerendered pages (sign-in, errors) are the exception: their document shows them (e2e/first-paint.test.ts).
  it('shows nothing until the configuration has arrived', async () => {
    const tab = await openPage(browser());
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.page.route('**/api/backend/v0.1/pools/current', async (route) => {
      await held;
      await route.continue();
    });
    await tab.page.goto('/faq', { waitUntil: 'domcontentloaded' });
    await tab.page.waitForTimeout(300);
    expect(await tab.page.locator('#root').innerHTML()).toBe('');
    release();
    await expectHeading(tab.page, text('en', 'pages.faq.title'));
    await tab.close();
  });
});

describe('language resolution (product §4)', () => {
  it('uses the configured default when the stored choice is not available', async () => {
    writePoolSettings({ default_language: 'ru', available_languages: ['en', 'ru'] });
    const tab = await openPage(browser(), { storedLanguage: 'cn' });
    await tab.page.goto('/404');
    await expectHeading(tab.page, text('ru', 'errors.notFound.title'));
    await tab.close();
    writePoolSettings({});
  });

  it('uses an available stored choice over the default', async () => {
    writePoolSettings({ default_language: 'ru' });
    const tab = await openPage(browser(), { storedLanguage: 'cn' });
    await tab.page.goto('/404');
    await expectHeading(tab.page, text('cn', 'errors.notFound.title'));
    await tab.close();
    writePoolSettings({});
  });

  it.each([
    ['ru-RU', 'ru'],
    ['zh-CN', 'cn'],
    ['de-DE', 'en'],
  ] as const)('without a configuration, a browser in %s gets %s', async (locale, language) => {
    const tab = await openPage(browser(), {
      locale,
      allowConsoleError: (m) => m.location().url.includes('/pools/current'),
    });
    await tab.page.route('**/api/backend/v0.1/pools/current', (route) => route.fulfill({ status: 503, body: '' }));
    await tab.page.goto('/');
    await expectHeading(tab.page, text(language, 'errors.internal.title'));
    await tab.close();
  });

  it('changing the language stores it and reloads the page', async () => {
    const tab = await openPage(browser());
    await tab.page.goto('/auth/login');
    await expectHeading(tab.page, 'Sign in');
    await Promise.all([
      tab.page.waitForEvent('load'),
      tab.page.getByRole('combobox', { name: 'Language' }).selectOption('cn'),
    ]);
    await expectHeading(tab.page, text('cn', 'pages.login.title'));
    expect(await tab.page.evaluate(() => localStorage.getItem('pool.language'))).toBe('cn');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});
