import { describe, expect, it } from 'vitest';
import { languageCookieName, prerenderedPagePaths } from '@pool/contract';
import { freshFlowNodes, type PublicFlowKind } from '../apps/web/src/features/auth/fresh-flows.js';
import type { IdentityResponse, PermissionType } from '@pool/contract';
import {
  backendApi,
  baseURL,
  demoPassword,
  expectAccessible,
  expectHeading,
  getBackend,
  heading,
  openPage,
  signIn,
  text,
  useBrowser,
} from './support/fixtures.js';

/**
 * The pages that need no session come as HTML written at build time, in the visitor's
 * language, and React takes them over (hydrates) without rendering them anew.
 */
const browser = useBrowser();

/** The document the server sends for `path`, as a browser gets it before running any script. */
async function documentOf(path: string, cookie?: string): Promise<string> {
  const response = await fetch(new URL(path, baseURL()), { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

/** What the document shows inside the app's root before any script runs. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf('</body>'));
}

/** The scripts a document runs, in its order (the entry last). */
function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
}

describe('the first paint of the public pages', () => {
  it('sends the sign-in form, styled, in the document itself', async () => {
    const root = rootOf(await documentOf('/auth/login'));
    expect(root).toMatch(/<form[^>]*aria-label="Sign in"/);
    expect(root).toMatch(/<input[^>]*name="identifier"/);
    expect(root).toMatch(/<input[^>]*name="password"/);
    expect(root).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    // The styles' class names, as the stylesheet inside the document defines them.
    expect(root).toMatch(/class="_form_\w+"/);
  });

  it.each(prerenderedPagePaths)('writes %s into the document', async (path) => {
    expect(rootOf(await documentOf(path))).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });

  it("sends the visitor's stored language, the pool's default otherwise", async () => {
    const russian = await documentOf('/auth/login', `${languageCookieName}=ru`);
    expect(russian).toContain('<html lang="ru"');
    expect(rootOf(russian)).toContain(`>${text('ru', 'pages.login.title')}</h1>`);
    const unknown = await documentOf('/auth/login', `${languageCookieName}=xx`);
    expect(unknown).toContain('<html lang="en"');
  });

  it('leaves an address naming a flow or a second factor to the app', async () => {
    for (const path of ['/auth/login?flow=00000000-0000-0000-0000-000000000000', '/auth/login?aal=aal2']) {
      expect(rootOf(await documentOf(path))).toMatch(/^<div id="root"><\/div>/);
    }
  });

  it.each<PublicFlowKind>(['login', 'registration', 'recovery', 'verification'])(
    'shows the fields of a fresh %s flow as the identity service sends them',
    async (kind) => {
      const response = await fetch(new URL(`/api/identity/self-service/${kind}/browser`, baseURL()), {
        headers: { accept: 'application/json' },
      });
      expect(response.status).toBe(200);
      const flow = (await response.json()) as { ui: { nodes: { attributes: { name?: string; value?: unknown } }[] } };
      const withoutToken = (nodes: readonly { attributes: { name?: string; value?: unknown } }[]) =>
        nodes.map((node) =>
          node.attributes.name === 'csrf_token' ? { ...node, attributes: { ...node.attributes, value: '' } } : node,
        );
      expect(withoutToken(flow.ui.nodes)).toEqual(withoutToken(freshFlowNodes[kind]));
    },
  );

  it('hydrates the prerendered sign-in page: its elements stay, the real flow fills them in', async () => {
    const tab = await openPage(browser());
    // The heading as the document brings it, kept before the app's scripts have run.
    await tab.page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as { prerenderedHeading?: Element | null }).prerenderedHeading = document.querySelector('h1');
        }
      }),
    );
    await tab.page.goto('/auth/login');
    // The prerendered form waits, busy, for its flow; the real one takes its place.
    await tab.page.locator('form[action*="flow="]:not([aria-busy])').waitFor();
    const keptHeading = await tab.page.evaluate(() => {
      const prerendered = (window as { prerenderedHeading?: Element | null }).prerenderedHeading;
      return Boolean(prerendered) && prerendered === document.querySelector('h1');
    });
    // A mismatch between the document and React's first render replaces the elements and is reported.
    expect(keptHeading).toBe(true);
    expect(tab.errors).toEqual([]);
    expect(await heading(tab.page)).toBe(text('en', 'pages.login.title'));
    await expectAccessible(tab.page);
    await tab.close();
  });

  it('runs the sign-in page on an entry of its own, and the whole app once the visitor signs in', async () => {
    const appEntry = scriptsOf(await documentOf('/no/such/page')).at(-1);
    const pageScripts = scriptsOf(await documentOf('/auth/login'));
    expect(appEntry).toBeDefined();
    expect(pageScripts).not.toContain(appEntry);
    // Second-factor prompts of a user an earlier file set up are answered by signIn; their 422 is expected.
    const tab = await openPage(browser(), {
      allowConsoleError: (message) => /status of 422\b/.test(message.text()),
    });
    const loaded: string[] = [];
    tab.page.on('request', (request) => {
      if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
    });
    await tab.page.goto('/auth/registration');
    await tab.page.locator('form[action*="flow="]:not([aria-busy])').waitFor();
    // Moving between the prerendered pages loads none of the whole app's scripts.
    await tab.page.getByRole('link', { name: 'Sign in' }).click();
    await expectHeading(tab.page, text('en', 'pages.login.title'));
    expect(loaded).not.toContain(appEntry);
    await signIn(tab.page, 'miner@example.com', demoPassword);
    await tab.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await expectHeading(tab.page, text('en', 'pages.dashboard.title'));
    expect(loaded).toContain(appEntry);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it("reads the sign-in texts first, the dashboard's on landing there, and every text once a page has shown", async () => {
    // Second-factor prompts of a user an earlier file set up are answered by signIn; their 422 is expected.
    const tab = await openPage(browser(), {
      allowConsoleError: (message) => /status of 422\b/.test(message.text()),
    });
    const signInTexts = '/static/locales/en/sign-in.json';
    const dashboardTexts = '/static/locales/en/dashboard.json';
    const everyText = '/static/locales/en.json';
    const texts: string[] = [];
    // Every text is read once the dashboard has shown: the read to wait for follows the dashboard's own.
    let landed: () => void;
    const everyTextOnTheDashboard = new Promise<void>((resolve) => (landed = resolve));
    tab.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/static/locales/')) return;
      texts.push(pathname);
      if (pathname === everyText && texts.includes(dashboardTexts)) landed();
    });
    await signIn(tab.page, 'miner@example.com', demoPassword);
    await tab.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await expectHeading(tab.page, text('en', 'pages.dashboard.title'));
    await everyTextOnTheDashboard;
    const landing = texts.indexOf(dashboardTexts);
    // On the sign-in page, its own texts first; every text too if the page fell idle before the form was sent.
    expect(texts[0]).toBe(signInTexts);
    expect(texts.slice(0, landing).every((file) => file === signInTexts || file === everyText)).toBe(true);
    expect(texts.slice(landing)).toEqual([dashboardTexts, everyText]);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});

describe('the texts of a signed-in page', () => {
  it("are read in the visitor's language only: ru has every key of en, so en is not read as a fallback", async () => {
    // Second-factor prompts of a user an earlier file set up are answered by signIn; their 422 is expected.
    const tab = await openPage(browser(), {
      allowConsoleError: (message) => /status of 422\b/.test(message.text()),
    });
    await signIn(tab.page, 'miner@example.com', demoPassword);
    await tab.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await expectHeading(tab.page, text('en', 'pages.dashboard.title'));
    // As the language switcher stores a choice: in local storage, mirrored in a cookie.
    await tab.page.evaluate(() => localStorage.setItem('pool.language', 'ru'));
    await tab.page.context().addCookies([{ name: languageCookieName, value: 'ru', url: baseURL() }]);
    const texts: string[] = [];
    tab.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/static/locales/')) texts.push(pathname);
    });
    // The dashboard reads its own texts first, every text once it has shown.
    const everyText = tab.page.waitForResponse((response) => response.url().endsWith('/static/locales/ru.json'));
    await tab.page.reload();
    await expectHeading(tab.page, text('ru', 'pages.dashboard.title'));
    expect(await tab.page.getAttribute('html', 'lang')).toBe('ru');
    await everyText;
    expect(texts).toEqual(['/static/locales/ru/dashboard.json', '/static/locales/ru.json']);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('a page the dashboard opens before every text is in waits for them', async () => {
    // Second-factor prompts of a user an earlier file set up are answered by signIn; their 422 is expected.
    const tab = await openPage(browser(), {
      allowConsoleError: (message) => /status of 422\b/.test(message.text()),
    });
    const { page } = tab;
    await signIn(page, 'miner@example.com', demoPassword);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    // Every text is held back while the miner is on the dashboard, which reads its own texts only.
    let release: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void;
    const everyTextAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/static/locales/en.json', async (route) => {
      asked();
      await released;
      await route.continue();
    });
    await page.reload();
    await expectHeading(page, text('en', 'pages.dashboard.title'));
    const pageCode = page.waitForResponse((response) => /\/assets\/accounts-summary-[^/]+\.js$/.test(response.url()));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: text('en', 'pages.accountsSummary.title') })
      .click();
    await everyTextAsked;
    // The page's code is in, and two frames have passed, in which the router would have shown
    // it: it stays on the dashboard while the texts are held.
    await (await pageCode).finished();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(new URL(page.url()).pathname).toBe('/');
    release!();
    await expectHeading(page, text('en', 'pages.accountsSummary.title'));
    const table = page.getByRole('table', { name: text('en', 'accountsSummary.tableLabel') });
    await table.getByRole('columnheader', { name: text('en', 'customers.columns.account') }).waitFor();
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});

describe("the dashboard's figures, asked for by its document", () => {
  it.each<[string, PermissionType, string, string[]]>([
    [
      'miner@example.com',
      'miner',
      'miners',
      ['', '/stats', '/balance', '/next-payout', '/earnings-outlook', '/earned-all-time', '/money-version'],
    ],
    [
      'operator@example.com',
      'operator',
      'operators',
      [
        '',
        '/stats',
        '/miners?per_page=5&sort=hash_rate_24h&order=desc',
        '/processing-earnings',
        '/earned-all-time',
        '/money-version',
      ],
    ],
  ])(
    '%s: the next visit asks for its account with the scripts, and the app takes those answers',
    async (email, type, kind, reads) => {
      // Second-factor prompts of a user an earlier file set up are answered by signIn; their 422 is expected.
      const tab = await openPage(browser(), {
        allowConsoleError: (message) => /status of 422\b/.test(message.text()),
      });
      await signIn(tab.page, email, demoPassword);
      await tab.page.waitForURL((url) => url.pathname === '/');
      await expectHeading(tab.page, text('en', 'pages.dashboard.title'));
      const identity = await getBackend<IdentityResponse>(tab.page, '/identity');
      const accountPath = `${backendApi}/${kind}/${identity.permissions.find((p) => p.type === type)!.account_id}`;
      const expected = reads.map((read) => `${accountPath}${read}`).sort();
      // The dashboard has named its account: the document of the next visit asks for its figures.
      const html = await tab.page.evaluate(() => fetch('/', { credentials: 'include' }).then((r) => r.text()));
      const preloaded = [
        ...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials">/g),
      ]
        .map((match) => match[1]!.replaceAll('&amp;', '&'))
        .filter((href) => href.startsWith(accountPath));
      expect(preloaded.sort()).toEqual(expected);
      const asked: string[] = [];
      tab.page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith(accountPath)) asked.push(`${url.pathname}${url.search}`);
      });
      await tab.page.reload();
      // Every card has its figures (the stats their count of workers, no skeleton busy): the
      // app's calls have been made by then, and each answered from its preload asks nothing more.
      await tab.page.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('main [role="group"]')).some((card) =>
            /^Workers: \d/.test(card.textContent ?? ''),
          ) && document.querySelector('main [role="group"] [role="status"][aria-busy="true"]') === null,
        undefined,
        { timeout: 60_000 },
      );
      // Once each (the chart, asked for when it comes near the screen, is not preloaded).
      expect(asked.filter((url) => expected.includes(url)).sort()).toEqual(expected);
      expect(tab.errors).toEqual([]);
      await tab.close();
    },
  );
});
