// `npm run screenshots`: the README's screenshots (docs/screenshots/), regenerated from the
// running demo: the dashboard, workers, payments and settings of the demo miner at 1440 px
// (desktop) and 390 px (phone), in English and Russian. It starts the built server on a
// throw-away DATA_DIR, waits for the demo's month of money, and drives the system Chromium.
// Environment: CHROME_PATH (default: the system Chromium).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, ensureCjkFont, findBrowser } from '../e2e/support/browser.js';
import { cleanupOnInterrupt, startBuiltServer } from './built-server.js';

const outDir = path.resolve(import.meta.dirname, '../docs/screenshots');
const demoMiner = { email: 'miner@example.com', password: 'Demo-Pool-2026!' };
const pages = [
  ['dashboard', '/'],
  ['workers', '/workers'],
  ['payments', '/payments'],
  ['settings', '/settings'],
] as const;
const viewports = [
  { name: 'desktop', width: 1440, height: 1000 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const languages = ['en', 'ru'] as const;

async function signIn(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-Mail').fill(demoMiner.email);
  await page.getByLabel('Password').fill(demoMiner.password);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Waits until the page's figures are in: no request in flight, no loading placeholder left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Sections below the first screen load when they come near it (on a phone, most of them):
  // scroll through the page once so that the full-page picture has them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  // The charts draw after their data; fonts after first use.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
}

async function main(): Promise<void> {
  const { cleanup, runCleanup } = cleanupOnInterrupt();
  try {
    ensureCjkFont();
    const server = await startBuiltServer(cleanup);
    console.log(`Server at ${server.url}; waiting for the demo's month of money…`);
    await server.logged('demo money: a month of rewards and payouts replayed', 180);
    const browser = await chromium.launch({ executablePath: findBrowser(), args: chromiumArgs });
    cleanup.steps.push(() => browser.close());
    fs.mkdirSync(outDir, { recursive: true });
    for (const viewport of viewports) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: viewport.width, height: viewport.height },
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      const page = await context.newPage();
      await signIn(page);
      for (const language of languages) {
        await page.evaluate((chosen) => localStorage.setItem('pool.language', chosen), language);
        for (const [name, route] of pages) {
          await page.goto(route);
          await settled(page);
          const file = path.join(outDir, `${name}-${viewport.name}-${language}.png`);
          await page.screenshot({ path: file });
          console.log(`${path.relative(process.cwd(), file)} (${Math.round(fs.statSync(file).size / 1024)} kB)`);
        }
      }
      await context.close();
    }
  } finally {
    await runCleanup();
  }
}

await main();
