import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courierCode,
  demoPassword,
  expectAccessible,
  expectHeading,
  openPage,
  serverLogLength,
  signIn,
  useBrowser,
  type TestPage,
} from './support/fixtures.js';

/**
 * Two journeys. A newcomer makes an account and asks for its removal (the spec's toast);
 * pool staff find the request on their removal desk, with nothing left on the account, and
 * approve it: the account is closed and the newcomer has no account any more. And a miner
 * with two accounts opens "All accounts" from the menu and sees both, with their sums.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);
const email = `leaving-${stamp}@example.com`;
const accountName = `e2e_leaving_${stamp}`;
const password = 'Quiet-Rigs-Leave-42!';
const screenshots = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (screenshots) await page.screenshot({ path: `${screenshots}/removal-summary-${name}.png`, fullPage: true });
}

describe('a removal request approved', () => {
  let newcomer: TestPage;
  let staff: TestPage;

  beforeAll(async () => {
    newcomer = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    staff = await openPage(browser(), { viewport: { width: 1440, height: 1000 } });
    await signIn(staff.page, 'pool@example.com', demoPassword);
    await staff.page.waitForURL((url) => url.pathname === '/');
  }, 60_000);

  afterAll(async () => {
    for (const tab of [newcomer, staff]) await tab?.close();
  });

  it('the miner asks for the removal and is told to check their e-mail', async () => {
    const { page } = newcomer;
    await page.goto('/auth/registration');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('checkbox').check();
    const logStart = serverLogLength();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/auth\/verification\?flow=/);
    await page.getByLabel('Verification code').fill(await courierCode(email, logStart));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('You successfully verified your e-mail address.').count()).toBe(1);
    await page.goto('/');
    await page.waitForURL(/\/auth\/name/);
    await page.getByRole('textbox', { name: 'Account name' }).fill(accountName);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/settings/removal');
    await page.getByRole('button', { name: 'Request removal' }).click();
    const confirmation = page.getByRole('dialog', { name: `Request removal of ${accountName}?` });
    await confirmation.getByRole('button', { name: 'Request removal' }).click();
    await expect
      .poll(() =>
        page.getByText('You requested account removal, please check your email for further instructions').count(),
      )
      .toBe(1);
    expect(newcomer.errors).toEqual([]);
  });

  it('pool staff see it on the removal desk with nothing left, approve it, and the account is closed', async () => {
    const { page } = staff;
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Removal requests' })
      .click();
    await expectHeading(page, 'Removal requests');
    const row = page.getByRole('row').filter({ hasText: accountName });
    await row.waitFor();
    expect(await row.textContent()).toContain(email);
    expect(await row.textContent()).toContain('Waiting');
    expect(await row.textContent()).toContain('0.00000000');
    await expectAccessible(page);
    await shot(page, 'desk-1440');

    await row.getByRole('button', { name: `Approve the removal of ${accountName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Close ${accountName}?` });
    await dialog.waitFor();
    await expectAccessible(page);
    await shot(page, 'approve-1440');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.getByText(`${accountName} closed`).count()).toBe(1);
    // Decided requests leave the waiting list; the full list shows it approved.
    await expect.poll(() => row.count()).toBe(0);
    await page.getByLabel('Show').selectOption('all');
    await expect.poll(() => row.textContent()).toContain('Approved: account closed');
    expect(await row.getByRole('button').count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await shot(page, 'desk-390');
    expect(staff.errors).toEqual([]);

    // The newcomer's only account is gone: the app asks them to name a new one.
    await newcomer.page.goto('/');
    await newcomer.page.waitForURL(/\/auth\/name/);
  });
});

describe('the summary across accounts', () => {
  let miner: TestPage;

  afterAll(async () => {
    await miner?.close();
  });

  it.each([
    [1440, 900],
    [390, 844],
  ])(
    'a miner with two accounts opens it from the menu at %i px and sees both with their sums',
    async (width, height) => {
      miner = await openPage(browser(), { viewport: { width, height } });
      const { page } = miner;
      await signIn(page, 'miner@example.com', demoPassword);
      await page.waitForURL((url) => url.pathname === '/');
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'All accounts' })
        .click();
      await expectHeading(page, 'All accounts');
      const table = page.getByRole('table', { name: 'Your accounts' });
      await table.waitFor();
      const names = await table
        .getByRole('row')
        .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('td')?.textContent ?? ''));
      // Other files of the suite give demo_miner sub-accounts in the same demo: they are the person's too.
      expect(names.slice(0, 2)).toEqual(['demo_miner', 'demo_miner_2']);
      expect(names.slice(2).every((name) => name.startsWith('demo_miner_sub_'))).toBe(true);
      const totals = page.getByRole('region', { name: 'All the accounts listed' });
      await expect.poll(() => totals.textContent()).toMatch(/H\/s/);
      expect(await totals.textContent()).toContain('BTC');
      await expectAccessible(page);
      await shot(page, `summary-${width}`);

      // A name opens that account's dashboard, the account switched to it.
      await table.getByRole('link', { name: 'demo_miner_2', exact: true }).click();
      await page.getByRole('button', { name: 'Account: demo_miner_2' }).waitFor();
      await expectHeading(page, 'Dashboard');
      expect(new URL(page.url()).pathname).toBe('/');
      expect(miner.errors).toEqual([]);
      await miner.close();
    },
  );
});
