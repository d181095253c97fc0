import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, heading, openPage, signIn, useBrowser, writePoolSettings } from './support/fixtures.js';

/**
 * Every page in Russian and Chinese on a 390 px phone: Russian words are the longest of the
 * three languages and Chinese needs its own font (the global setup makes sure one is
 * installed), so a page that fits in English can still push the layout sideways in them.
 * A page fails when the document is wider than the phone, or when an element runs past its
 * own card (English too: an address or a transaction id is as long in every language); the
 * message names the elements that stick out, outside any container that scrolls sideways on
 * purpose (wide tables) or clips.
 */
const browser = useBrowser();
const phone = { width: 390, height: 844 };
const languages = ['en', 'ru', 'cn'] as const;

const signedOutPages = ['/auth/login', '/auth/registration', '/auth/recovery', '/faq', '/demohub/auth', '/404'];

/** Each demo user with the pages of its role (README's demo sign-ins). */
const signedInPages: [email: string, pages: string[]][] = [
  [
    'miner@example.com',
    [
      '/',
      '/workers',
      '/payments',
      '/transfers',
      '/profit-sharing',
      '/referrals',
      '/access-control',
      '/mining-report',
      '/tax-calculator',
      '/settings',
      '/settings/profile',
      '/settings/security',
      '/settings/wallet',
      '/settings/watchers',
      '/settings/notifications',
      '/settings/removal',
    ],
  ],
  ['operator@example.com', ['/', '/customers', '/customers/create-customer', '/customers/create-sub']],
  ['pool@example.com', ['/', '/users']],
  ['platform@example.com', ['/platform', '/platform/payouts', '/platform/unallocated', '/promocodes']],
];

beforeAll(() => writePoolSettings({ mining_report_enabled: true, tax_calculator_enabled: true }));
afterAll(() => writePoolSettings({}));

/** The elements wider than the phone that no sideways-scrolling container holds, described for the failure message. */
function overflowing(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    // Inside a container that scrolls sideways (a wide table) or clips (text for screen
    // readers only), an element may be wider than the phone without moving the page.
    const contained = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const limit = window.innerWidth;
    const culprits = Array.from(document.body.querySelectorAll<Element>('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > limit + 0.5 && !contained(element.parentElement);
      })
      .slice(0, 5)
      .map((element) => {
        const name = element.tagName.toLowerCase() + (element.className ? `.${String(element.className)}` : '');
        return `${name} → ${Math.round(element.getBoundingClientRect().right)} px: "${element.textContent?.trim().slice(0, 60)}"`;
      });
    return { width: document.documentElement.scrollWidth, culprits };
  });
}

/**
 * The elements whose box or text runs past the card they are in (the nearest ancestor with
 * a border left and right), though the page itself may fit: an address or a transaction id
 * that does not wrap, a column squeezed by a long label. Sideways-scrolling and clipping
 * containers between the element and its card hold it, as above.
 */
function outsideTheirCard(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxed = (element: Element) => {
      const style = getComputedStyle(element);
      return parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderRightWidth) > 0;
    };
    const cardOf = (element: Element): { card: Element; held: boolean } | undefined => {
      let held = false;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (boxed(node)) return { card: node, held };
        if (getComputedStyle(node).overflowX !== 'visible') held = true;
      }
      return undefined;
    };
    /** The right edge of the element's own text (a word that does not wrap runs past its box). */
    const textRight = (element: Element) => {
      let right = 0;
      for (const child of Array.from(element.childNodes)) {
        if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(child);
        right = Math.max(right, range.getBoundingClientRect().right);
      }
      return right;
    };
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<Element>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).overflowX !== 'visible') continue;
      const found = cardOf(element);
      if (!found || found.held) continue;
      const edge = found.card.getBoundingClientRect().right - parseFloat(getComputedStyle(found.card).borderRightWidth);
      const right = Math.max(box.right, textRight(element));
      if (right > edge + 0.5) {
        const name = element.tagName.toLowerCase() + (element.className ? `.${String(element.className)}` : '');
        culprits.push(
          `${name} → ${Math.round(right - edge)} px past its card: "${element.textContent?.trim().slice(0, 60)}"`,
        );
      }
      if (culprits.length === 5) break;
    }
    return culprits;
  });
}

async function expectFits(page: Page, path: string, language: string) {
  await page.goto(path);
  await heading(page);
  // Figures arrive after the heading; give the page its data before measuring.
  await page.waitForLoadState('networkidle');
  expect(await page.getAttribute('html', 'lang')).toBe(language === 'cn' ? 'zh-CN' : language);
  const { width, culprits } = await overflowing(page);
  const outside = await outsideTheirCard(page);
  expect({ path, language, width, culprits, outside }).toEqual({
    path,
    language,
    width: phone.width,
    culprits: [],
    outside: [],
  });
}

describe.each(languages)('every page fits a 390 px phone in %s', (language) => {
  it('signed out', async () => {
    const tab = await openPage(browser(), { viewport: phone, storedLanguage: language });
    for (const path of signedOutPages) await expectFits(tab.page, path, language);
    await tab.close();
  });

  it.each(signedInPages)('signed in as %s', async (email, pages) => {
    // Second-factor prompts of users an earlier file set up are answered by signIn; their 422 is expected.
    const tab = await openPage(browser(), {
      viewport: phone,
      allowConsoleError: (message) => /status of 422\b/.test(message.text()),
    });
    await signIn(tab.page, email, demoPassword);
    await tab.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await tab.page.evaluate((chosen) => localStorage.setItem('pool.language', chosen), language);
    for (const path of pages) await expectFits(tab.page, path, language);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});
