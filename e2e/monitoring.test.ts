import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStats, MinersResponse, WorkerStatusCounts } from '@pool/contract';
import { formatCount, formatHashrate } from '../apps/web/src/lib/format.js';
import {
  accountIdOf,
  answerSecondFactor,
  Authenticator,
  backendApi,
  baseURL,
  demoPassword,
  expectAccessible,
  expectHeading,
  getBackend,
  openPage,
  signIn,
  useBrowser,
  waitForDemo,
  type TestPage,
} from './support/fixtures.js';

/**
 * Monitoring end to end against the demo pool: the server's demo fleet sends shares
 * through the real ingestion endpoint, and the browser shows what the API computes.
 */
const browser = useBrowser();

let tab: TestPage;
let minerId = '';

/** The text of the dashboard card with this title. */
async function card(page: Page, title: string): Promise<string> {
  const group = page.getByRole('group', { name: title });
  await group.waitFor();
  return (await group.textContent()) ?? '';
}

beforeAll(async () => {
  tab = await openPage(browser(), {
    viewport: { width: 1280, height: 1000 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await signIn(tab.page, 'miner@example.com', demoPassword);
  await tab.page.waitForURL((url) => url.pathname === '/');
  minerId = await accountIdOf(tab.page, 'demo_miner');
  await waitForDemo(
    async () => (await getBackend<AccountStats>(tab.page, `/miners/${minerId}/stats`)).hash_rate_24h > 0,
    90,
    'The demo fleet sent no hashrate',
  );
}, 120_000);

afterAll(async () => {
  await tab.close();
});

describe('monitoring (demo fleet → ingestion → API → browser)', () => {
  it('shows the live hashrate and every worker status on the dashboard, the same numbers as the API', async () => {
    await expect
      .poll(
        async () => {
          await tab.page.goto('/');
          const shown = await card(tab.page, 'Hashrate, 24 hours');
          const stats = await getBackend<AccountStats>(tab.page, `/miners/${minerId}/stats`);
          return shown.includes(formatHashrate(stats.hash_rate_24h, 'en'));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expectHeading(tab.page, 'Dashboard');
    const stats = await getBackend<AccountStats>(tab.page, `/miners/${minerId}/stats`);
    for (const status of ['stable', 'unavailable', 'off', 'removed'] as const) {
      expect(stats.workers[status], status).toBeGreaterThan(0);
    }
    const workersCard = await card(tab.page, `Workers: ${formatCount(stats.workers.total, 'en')}`);
    for (const status of ['Stable', 'Unavailable', 'Off', 'Removed']) expect(workersCard).toContain(status);
    expect(await tab.page.getByRole('link', { name: /Off/ }).first().getAttribute('href')).toBe('/workers?status=off');

    const chart = tab.page.getByRole('img', { name: /^Hashrate chart/ });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).not.toContain('undefined');
    await tab.page.getByRole('tab', { name: '7 days' }).click();
    await expect.poll(() => chart.getAttribute('aria-label')).toMatch(/last 7 days/);
    // The long history reads the 4-hour buckets; the period stays in the address.
    await tab.page.getByRole('tab', { name: '90 days' }).click();
    await expect.poll(() => chart.getAttribute('aria-label')).toMatch(/last 90 days/);
    await tab.page.waitForURL(/period=P90D/);
    await tab.page.getByRole('tab', { name: '30 days' }).click();
    await expect.poll(() => chart.getAttribute('aria-label')).toMatch(/last 30 days/);
    await expectAccessible(tab.page);
    expect(tab.errors).toEqual([]);
  });

  it('lists workers in a virtualized table: status tabs with the API counts, sort, search, a chart per worker, all in the URL', async () => {
    await tab.page.goto('/workers');
    await expectHeading(tab.page, 'Workers');
    const counts = await getBackend<WorkerStatusCounts>(tab.page, `/miners/${minerId}/workers/statuses`);
    const table = tab.page.getByRole('table', { name: 'Workers' });
    await table.getByRole('row').nth(1).waitFor();
    // "All" is the dashboard's worker count: the removed workers are apart, in their tab.
    expect(Number(await table.getAttribute('aria-rowcount'))).toBe(counts.total + 1);
    await tab.page.getByRole('tab', { name: `All ${formatCount(counts.total, 'en')}` }).waitFor();
    // Virtualized: far fewer rows in the page than workers.
    expect(await table.getByRole('row').count()).toBeLessThan(counts.total / 2);
    // The export is the list as shown: the same workers, figures as plain decimals in TH/s.
    const download = tab.page.waitForEvent('download');
    await tab.page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Worker,Account,Status,Behaviour,Hashrate 15 min \(TH\/s\),/);
    expect(lines).toHaveLength(counts.total + 1);
    for (const line of lines.slice(1))
      expect(line.split(',').slice(4, 8).join(',')).toMatch(/^(\d+\.\d+,){3}\d+\.\d{2}$/);
    // Any pool days of the last 30: each worker's average over them, in two more columns.
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await tab.page.getByLabel('From', { exact: true }).fill(yesterday);
    await tab.page.getByLabel('To', { exact: true }).fill(today);
    const ranged = tab.page.waitForEvent('download');
    await tab.page.getByRole('button', { name: 'Export CSV' }).click();
    const rangedLines = fs
      .readFileSync(await (await ranged).path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(rangedLines[0]).toMatch(
      new RegExp(`,Hashrate ${yesterday} to ${today} \\(TH/s\\),Rejected ${yesterday} to ${today} \\(%\\)$`),
    );
    expect(rangedLines).toHaveLength(counts.total + 1);
    await tab.page.getByLabel('From', { exact: true }).fill('');
    await tab.page.getByLabel('To', { exact: true }).fill('');

    await tab.page.getByRole('tab', { name: `Off ${formatCount(counts.off, 'en')}` }).click();
    await tab.page.waitForURL(/status=off/);
    await expect.poll(async () => Number(await table.getAttribute('aria-rowcount'))).toBe(counts.off + 1);
    const statuses = await table.getByRole('row').locator('[role="cell"]:nth-child(2)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses.map((text) => text.trim()))).toEqual(new Set(['Off']));

    await tab.page.getByRole('tab', { name: /^All/ }).click();
    await tab.page
      .getByRole('columnheader', { name: /Hashrate, 24 hours/ })
      .getByRole('button')
      .click();
    await tab.page.waitForURL(/sort=hash_rate_24h/);
    const header = tab.page.getByRole('columnheader', { name: /Hashrate, 24 hours/ });
    await expect.poll(() => header.getAttribute('aria-sort')).toMatch(/^(ascending|descending)$/);

    await tab.page.getByLabel('Search by worker name').fill('rig-01');
    await tab.page.waitForURL(/search=rig-01/);
    await expect
      .poll(async () => {
        const names = await table.getByRole('row').locator('[role="cell"]:first-child').allTextContents();
        return names.length > 0 && names.every((name) => name.includes('rig-01'));
      })
      .toBe(true);

    // State lives in the URL: a reload keeps the filter and the sort.
    await tab.page.reload();
    expect(await tab.page.getByLabel('Search by worker name').inputValue()).toBe('rig-01');
    const firstRow = table.getByRole('row').nth(1);
    await firstRow.waitFor();
    const name = ((await firstRow.locator('[role="cell"]').first().textContent()) ?? '').trim();
    await firstRow.click();
    const dialog = tab.page.getByRole('dialog', { name: `Worker ${name}` });
    await dialog.waitFor();
    await dialog.getByRole('img', { name: /^Hashrate chart/ }).waitFor();
    // Its status and last share with the zone, and the rejected rate drawn.
    await dialog.getByText(/^(Last share|Down since its last share): .+ (UTC|GMT)/).waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Show rejected rate' }).isChecked()).toBe(true);
    // A worker's history is kept 35 days: its chart offers 30 days, not 90.
    await dialog.getByRole('tab', { name: '30 days' }).waitFor();
    expect(await dialog.getByRole('tab', { name: '90 days' }).count()).toBe(0);
    await expectAccessible(tab.page);
    expect(tab.errors).toEqual([]);
  });

  it('gives pool staff and operators their own dashboards: their accounts by hashrate and their fee income, on a phone too', async () => {
    for (const [email, cardTitle, width] of [
      ['operator@example.com', 'Customers', 390],
      ['pool@example.com', 'Miner accounts', 1280],
    ] as const) {
      // A user an earlier file gave an authenticator signs in with its next code (up to 30 s
      // away); the identity service steers that second step with a 422 that Chromium logs.
      const staff = await openPage(browser(), {
        viewport: { width, height: 900 },
        allowConsoleError: (message) =>
          /status of 422\b/.test(message.text()) && message.location().url.includes('/api/identity/self-service/login'),
      });
      try {
        await signIn(staff.page, email, demoPassword);
        await staff.page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
        const identity = await getBackend<{ permissions: { type: string; account_id: string }[] }>(
          staff.page,
          '/identity',
        );
        const owner = identity.permissions.find((permission) => permission.type !== 'miner')!;
        const path = `/${owner.type}s/${owner.account_id}`;
        const top = await getBackend<MinersResponse>(
          staff.page,
          `${path}/miners?per_page=5&sort=hash_rate_24h&order=desc`,
        );
        const accounts = staff.page.getByRole('group', {
          name: `${cardTitle}: ${formatCount(top.pagination.total, 'en')}`,
        });
        await accounts.waitFor();
        const largest = top.data[0]!;
        await accounts
          .getByRole('link', { name: largest.title ?? largest.account_name })
          .first()
          .waitFor();
        await staff.page.getByRole('group', { name: 'Fee income today' }).waitFor();
        await staff.page.getByRole('group', { name: 'Fee income, all time' }).waitFor();
        // Fees are never paid out to a pool or an operator: no balance with an empty pending payout.
        expect(await staff.page.getByRole('group', { name: 'Balance' }).count()).toBe(0);
        // The chart loads when it comes near the screen: under the cards, that takes a scroll
        // on a phone, as it does for its user.
        await staff.page.getByRole('region', { name: 'Hashrate', exact: true }).scrollIntoViewIfNeeded();
        await staff.page.getByRole('img', { name: /^Hashrate chart/ }).waitFor();
        await staff.page.getByRole('checkbox', { name: 'Show rejected rate' }).check();
        expect(
          await staff.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ).toBe(0);
        await expectAccessible(staff.page);
        expect(staff.errors).toEqual([]);
      } finally {
        await staff.close();
      }
    }
  }, 180_000);

  it('shares the account read-only with a watcher link, and a revoked link says so', async () => {
    await tab.page.goto('/settings/watchers');
    await tab.page.getByLabel('Link name (optional)').fill('e2e partner');
    await tab.page.getByRole('button', { name: 'Create watcher link' }).click();
    const item = tab.page.getByRole('listitem', { name: 'e2e partner' });
    await item.waitFor();
    await item.getByText('Dashboard and workers').waitFor();
    await item.getByRole('button', { name: 'Copy link' }).click();
    await tab.page.getByText('Copied to clipboard').first().waitFor();
    const link = await tab.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/watch\/[A-Za-z0-9_-]{16,}$/);
    const watchPath = new URL(link).pathname;

    // A private window: no cookies, no session.
    const watcher = await openPage(browser(), {
      viewport: { width: 1280, height: 1000 },
      allowConsoleError: (message) =>
        message.text().includes('404') && message.location().url.includes('/api/backend/v0.1/watchers/'),
    });
    try {
      await watcher.page.goto(watchPath);
      await expectHeading(watcher.page, 'Dashboard');
      await watcher.page.getByText('demo_miner').first().waitFor();
      await card(watcher.page, 'Hashrate, 24 hours');
      expect(await watcher.page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
      // A new link opens the workers only: the payments stay closed unless its owner chose them.
      expect(await watcher.page.getByRole('link', { name: 'Payments' }).count()).toBe(0);
      await watcher.page.getByRole('link', { name: 'Workers' }).first().click();
      await watcher.page.waitForURL(`${watchPath}/workers`);
      await watcher.page.getByRole('table', { name: 'Workers' }).getByRole('row').nth(1).waitFor();
      await expectAccessible(watcher.page);
      expect(watcher.errors).toEqual([]);

      await item.getByRole('button', { name: 'Revoke' }).click();
      await tab.page.getByRole('button', { name: 'Revoke link' }).click();
      await item.waitFor({ state: 'detached' });
      await watcher.page.goto(watchPath);
      await expectHeading(watcher.page, 'Page not found');
    } finally {
      await watcher.close();
    }
    expect(tab.errors).toEqual([]);
  });

  it('makes a read-only API key a monitoring tool reads the account with, shown once; revoked, it stops at once', async () => {
    await tab.page.goto('/settings/api-keys');
    await expectHeading(tab.page, 'Settings');
    await tab.page.getByText(minerId).first().waitFor();
    // A name is required: said beside the field before anything is sent.
    await tab.page.getByRole('button', { name: 'Create API key' }).click();
    await tab.page.getByText('Value required').waitFor();
    await tab.page.getByLabel('Key name (for example: Grafana)').fill('e2e grafana');
    await tab.page.getByRole('button', { name: 'Create API key' }).click();
    const created = tab.page.getByRole('dialog', { name: 'Your new API key' });
    // The account's owner may have a second factor from an earlier file: a key then asks for a fresh one.
    const secondFactor = tab.page.getByRole('dialog', { name: 'Two-factor authentication' });
    await Promise.race([created.waitFor(), secondFactor.waitFor()]);
    if (await secondFactor.isVisible()) {
      await answerSecondFactor(tab.page, Authenticator.remembered('miner@example.com')!);
      await created.waitFor();
    }
    const token = ((await created.getByLabel('API key').textContent()) ?? '').trim();
    expect(token).toMatch(/^pool_ro_[A-Za-z0-9_-]{43}$/);
    await expectAccessible(tab.page);
    await created.getByRole('button', { name: 'Done' }).click();
    const item = tab.page.getByRole('listitem', { name: 'e2e grafana' });
    await item.getByText(`${token.slice(0, 12)}…`, { exact: false }).waitFor();
    // Shown once: the list and the page never hold the token again.
    expect(await tab.page.content()).not.toContain(token);

    // The monitoring tool: a plain HTTP client with the bearer token, no cookie.
    const asTool = (path: string, init: RequestInit = {}) =>
      fetch(`${baseURL()}${backendApi}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    const stats = await asTool(`/miners/${minerId}/stats`);
    expect(stats.status).toBe(200);
    expect(((await stats.json()) as AccountStats).hash_rate_24h).toBeGreaterThan(0);
    expect((await asTool(`/miners/${minerId}/workers?status=off`)).status).toBe(200);
    expect((await asTool(`/miners/${minerId}/payments`)).status).toBe(200);
    const write = await asTool(`/miners/${minerId}/watchers`, { method: 'POST', body: JSON.stringify({}) });
    expect(write.status).toBe(403);

    await item.getByRole('button', { name: 'Revoke' }).click();
    await tab.page.getByRole('button', { name: 'Revoke key' }).click();
    await item.waitFor({ state: 'detached' });
    expect((await asTool(`/miners/${minerId}/stats`)).status).toBe(401);
    expect(tab.errors).toEqual([]);
  });
});
