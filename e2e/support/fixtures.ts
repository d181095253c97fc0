import fs from 'node:fs';
import * as OTPAuth from 'otpauth';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  chromium,
  type APIResponse,
  type Browser,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { languageCookieName, type IdentityResponse } from '@pool/contract';
import { chromiumArgs } from './browser.js';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const localesDir = path.resolve(import.meta.dirname, '../../apps/web/public/static/locales');

export const baseURL = () => inject('baseURL');

/** Where the backend API is served. */
export const backendApi = '/api/backend/v0.1';

/** GETs a backend path (the base left out) with the page's session, expects a 200 and returns the JSON. */
export async function getBackend<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${backendApi}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/**
 * POSTs a JSON body to a backend path (the base left out) with the page's session and its
 * XSRF token, as the app sends a change, and returns the response.
 */
export async function postBackend(page: Page, path: string, body: object): Promise<APIResponse> {
  const xsrfToken = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  return page.request.post(`${backendApi}${path}`, { headers: { 'X-XSRF-TOKEN': xsrfToken ?? '' }, data: body });
}

/** The id of the signed-in user's account with this name (e.g. demo_miner). */
export async function accountIdOf(page: Page, accountName: string): Promise<string> {
  const identity = await getBackend<IdentityResponse>(page, '/identity');
  return identity.permissions.find((permission) => permission.account_name === accountName)!.account_id!;
}

/**
 * Waits, once a second, for what the demo builds in the background after the server's
 * first start (the fleet's backfill, the replayed month of money).
 */
export async function waitForDemo(ready: () => Promise<boolean>, seconds: number, what: string): Promise<void> {
  for (let tries = 0; !(await ready()); tries++) {
    if (tries === seconds) throw new Error(`${what} within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** One browser per test file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('browserPath'), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

export interface TestPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

export interface PageOptions extends BrowserContextOptions {
  /** The stored language choice (local storage) before the first load. */
  storedLanguage?: string;
  /** Console errors expected by the test (e.g. a 404 the page asks for on purpose). */
  allowConsoleError?: (message: ConsoleMessage) => boolean;
}

/**
 * The Kratos protocol answers /sessions/whoami with 401 for a visitor without a session:
 * the session check's normal answer, which Chromium logs as a failed resource load.
 */
function isAnonymousWhoami(message: ConsoleMessage): boolean {
  return message.text().includes('401') && message.location().url.includes('/api/identity/sessions/whoami');
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<TestPage> {
  const { storedLanguage, allowConsoleError, ...contextOptions } = options;
  const context = await browser.newContext({ baseURL: baseURL(), locale: 'en-US', ...contextOptions });
  if (storedLanguage) {
    // As the app's language switcher stores a choice: in local storage, mirrored in a cookie.
    await context.addCookies([{ name: languageCookieName, value: storedLanguage, url: baseURL() }]);
    await context.addInitScript((language) => {
      if (!sessionStorage.getItem('e2e-language-set')) {
        localStorage.setItem('pool.language', language);
        sessionStorage.setItem('e2e-language-set', '1');
      }
    }, storedLanguage);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isAnonymousWhoami(message) && !allowConsoleError?.(message)) {
      errors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { page, errors, close: () => context.close() };
}

/**
 * Waits until the page heading reads `expected`. Right after a navigation the previous
 * page's heading can still be on screen, so the heading is polled, not read once.
 */
export async function expectHeading(page: Page, expected: string): Promise<void> {
  await expect.poll(() => heading(page), { timeout: 15_000 }).toBe(expected);
}

/** Waits until the app has rendered a page heading. */
export async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor({ state: 'visible' });
  return (await h1.textContent())?.trim() ?? '';
}

/**
 * Where an element is laid out. An element has no box until it shows (`boundingBox()` is
 * null before layout), so this waits for it to be visible, then measures.
 */
export async function visibleBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await locator.waitFor({ state: 'visible' });
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} was visible, then gone before it was measured`);
  return box;
}

/**
 * Path and query of the page, without the `flow` parameter that the sign-in pages add
 * for their identity flow (the rest of the query is what the redirects must keep).
 */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  url.searchParams.delete('flow');
  return `${url.pathname}${url.search}`;
}

/** Runs axe-core (WCAG 2 A/AA) on the current page and expects no violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe measures contrast as rendered: a dialog still fading in reads as low contrast.
  // Two frames first: a render the last click scheduled (React may render after the event)
  // has then started its animations.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Looping ones (loading skeletons) never finish.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

let settingsStamp = Date.now() / 1000;

/** Rewrites the pool settings file the running server re-reads (a new mtime each time). */
export function writePoolSettings(settings: object): void {
  const file = inject('settingsFile');
  // Always the loopback price service: the default public one is not reachable from tests.
  fs.writeFileSync(file, JSON.stringify({ price_service_url: inject('priceServiceUrl'), ...settings }));
  settingsStamp += 10;
  fs.utimesSync(file, settingsStamp, settingsStamp);
}

type Locale = Record<string, unknown>;
const locales = new Map<string, Locale>();

/** A text from the shipped locale file, e.g. text('ru', 'errors.notFound.title'). */
export function text(language: 'en' | 'ru' | 'cn', key: string): string {
  if (!locales.has(language)) {
    locales.set(language, JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as Locale);
  }
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Locale | undefined)?.[part], locales.get(language));
  if (typeof value !== 'string') throw new Error(`No text ${language}:${key}`);
  return value;
}

/**
 * The newest recovery or verification code mailed to an address, read from the server
 * log as a local user without SMTP would.
 */
export async function courierCode(email: string, after = 0): Promise<string> {
  const pattern = new RegExp(
    `identity courier \\(no SMTP\\): to ${email.replace(/[.+]/g, '\\$&')}:[^\\n]*?(\\d{6})`,
    'i',
  );
  return loggedCode(pattern, after, `No code was mailed to ${email}`);
}

/**
 * The newest code the server e-mailed to an address to confirm a change of an account's money
 * (a payout wallet, a profit split), from the log lines after `after`, where the mailer
 * writes without SMTP.
 */
export async function mailedMoneyCode(email: string, after = 0): Promise<string> {
  const pattern = new RegExp(`e-mail to ${email.replace(/[.+]/g, '\\$&')}: Your code (\\d{6}) to `);
  return loggedCode(pattern, after, `No confirmation code was mailed to ${email}`);
}

/** The last match of the pattern's first group in the server log after line `after`, waited for a while. */
async function loggedCode(pattern: RegExp, after: number, failure: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const lines = fs.readFileSync(inject('serverLogFile'), 'utf8').split('\n').slice(after);
    const code = lines.map((line) => pattern.exec(line)?.[1]).findLast(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(failure);
}

/** The number of server log lines so far, to look only at what comes next. */
export function serverLogLength(): number {
  return fs.readFileSync(inject('serverLogFile'), 'utf8').split('\n').length;
}

/**
 * Waits until the server has finished replaying the demo's month of money (its log says so):
 * figures read before then may change under a test (a day credited between two reads).
 */
export async function waitForDemoMoney(seconds = 150): Promise<void> {
  await waitForDemo(
    async () =>
      fs.readFileSync(inject('serverLogFile'), 'utf8').includes('demo money: a month of rewards and payouts replayed'),
    seconds,
    'The demo month of money was not replayed',
  );
}

/** The demo users' password (apps/server/src/modules/demo/demo.ts). */
export const demoPassword = 'Demo-Pool-2026!';

/**
 * Authenticator secrets a test file linked for a demo user, kept beside the server's log for
 * the files after it: they share one server, so the user's next sign-in asks for a code.
 * Beside them, the last time step each secret gave a code for, in any file.
 */
const secretsFile = () => path.join(path.dirname(inject('serverLogFile')), 'authenticator-secrets.json');
const stepsFile = () => path.join(path.dirname(inject('serverLogFile')), 'authenticator-steps.json');
function readJson(file: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}
const rememberedSecrets = () => readJson(secretsFile());

const periodMs = 30_000;

/**
 * An authenticator app for a TOTP secret shown in settings. The identity service takes the
 * code of the current 30-second step or of the one before or after it, and refuses a step
 * at or before the last it took (a replay): `nextCode` gives the code of the earliest step
 * no test has used, which is at once the current or the next one unless both are used.
 */
export class Authenticator {
  readonly totp: OTPAuth.TOTP;

  constructor(readonly secret: string) {
    this.totp = new OTPAuth.TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  }

  /**
   * Reads the secret on the settings page, links the app and waits for the saved message.
   * With `email`, later test files sign that user in with it (`signIn`).
   */
  static async setUp(page: Page, email?: string): Promise<Authenticator> {
    await page.goto('/settings/security');
    const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent())!.trim();
    const authenticator = new Authenticator(secret);
    await page.getByLabel('Verify code').fill(await authenticator.nextCode());
    await page.getByRole('button', { name: 'Save' }).nth(1).click();
    await expect.poll(() => page.getByText('Your changes have been saved!').count()).toBe(1);
    if (email) fs.writeFileSync(secretsFile(), JSON.stringify({ ...rememberedSecrets(), [email]: secret }));
    return authenticator;
  }

  /** The authenticator an earlier test file linked for this user, if any. */
  static remembered(email: string): Authenticator | undefined {
    const secret = rememberedSecrets()[email];
    return secret ? new Authenticator(secret) : undefined;
  }

  /**
   * A code no test has used (the step is written down for the files after this one): the
   * current step's, else the next one's, else, once both are used, the code of the step
   * after them when its turn comes (a wait of up to a period).
   */
  async nextCode(): Promise<string> {
    for (;;) {
      const current = Math.floor(Date.now() / periodMs);
      const used = Number(readJson(stepsFile())[this.secret] ?? -1);
      const step = Math.max(current, used + 1);
      if (step <= current + 1) {
        fs.writeFileSync(stepsFile(), JSON.stringify({ ...readJson(stepsFile()), [this.secret]: String(step) }));
        return this.totp.generate({ timestamp: step * periodMs });
      }
      await new Promise((resolve) => setTimeout(resolve, (current + 1) * periodMs - Date.now() + 200));
    }
  }
}

/** Answers the second-factor dialog the app opens when the backend wants a fresh factor. */
export async function answerSecondFactor(page: Page, authenticator: Authenticator): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await dialog.waitFor();
  await dialog.getByRole('textbox').fill(await authenticator.nextCode());
  await dialog
    .getByRole('button', { name: /verify|use authenticator|continue/i })
    .first()
    .click();
}

/**
 * Signs in with e-mail and password on the sign-in page. When an earlier test file linked an
 * authenticator for the user (Authenticator.setUp with the e-mail), its code answers the
 * second step; otherwise a second factor may follow for the test to answer.
 */
export async function signIn(page: Page, identifier: string, secret: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(identifier);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  const authenticator = Authenticator.remembered(identifier);
  if (!authenticator) return;
  const code = page.getByLabel('Authentication code');
  await Promise.race([page.waitForURL((url) => !url.pathname.startsWith('/auth')), code.waitFor()]);
  if (!(await code.isVisible())) return;
  await code.fill(await authenticator.nextCode());
  await page.getByRole('button', { name: 'Use Authenticator' }).click();
}

/** The UTC day `offset` days from now, as the app writes it in English ("Nov 21, 2026"). */
export function utcDayText(offset: number): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
}
