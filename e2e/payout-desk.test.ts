import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BlockchainPayoutRequest,
  IdentityResponse,
  MinersResponse,
  NextRunPreview,
  Paginated,
  PayoutRequestPayment,
} from '@pool/contract';
import { formatBtc as btcDecimal } from '@pool/contract';
import {
  answerSecondFactor,
  Authenticator,
  demoPassword,
  expectAccessible,
  expectHeading,
  getBackend,
  openPage,
  signIn,
  useBrowser,
  utcDayText,
  waitForDemoMoney,
  type TestPage,
} from './support/fixtures.js';

/**
 * The payout desk as the demo's staff use it: the platform opens a payout request of the
 * demo's month and sees who it paid what in which transaction, beside the hot wallet and
 * the next run's preview; pool staff schedule an account's pool fee. axe runs on every
 * screen, at 1440 and 390 px.
 */
const browser = useBrowser();
const screenshots = process.env.E2E_SCREENSHOTS;
const formatBtc = (satoshi: number) => `${btcDecimal(satoshi)} BTC`;

/** A screenshot of the whole page, or of the screen alone (a dialog over the page). */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (screenshots) await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage });
}

describe('the platform opens a payout request', () => {
  let wide: TestPage;
  let phone: TestPage;

  beforeAll(async () => {
    // An earlier file may have linked the platform user's authenticator: its sign-in takes
    // the second step, which the identity service steers with a 422 that Chromium logs.
    const allowConsoleError = (message: { text(): string; location(): { url: string } }) =>
      /status of 422\b/.test(message.text()) && message.location().url.includes('/api/identity/self-service/login');
    wide = await openPage(browser(), { viewport: { width: 1440, height: 1000 }, allowConsoleError });
    phone = await openPage(browser(), { viewport: { width: 390, height: 844 }, allowConsoleError });
    for (const tab of [wide, phone]) {
      await signIn(tab.page, 'platform@example.com', demoPassword);
      await tab.page.waitForURL((url) => url.pathname === '/platform');
    }
    await waitForDemoMoney();
  }, 180_000);

  afterAll(async () => {
    for (const tab of [wide, phone]) await tab?.close();
  });

  it('shows who the request paid what, in which transaction, with the wallet and the next run above', async () => {
    const { page } = wide;
    const requests = await getBackend<Paginated<BlockchainPayoutRequest>>(
      page,
      '/platform/payouts/blockchain-requests?status=completed&per_page=50',
    );
    const request = requests.data.find((row) => row.payouts > 0)!;
    const payments = await getBackend<Paginated<PayoutRequestPayment>>(
      page,
      `/platform/payouts/blockchain-requests/${request.id}/payments?per_page=100`,
    );
    expect(payments.pagination.total).toBe(request.payouts);
    expect(payments.data.reduce((sum, payment) => sum + payment.amount, 0)).toBe(request.amount);
    const first = payments.data[0]!;
    expect(first.tx_id).toBe(
      request.transactions.find((tx) => tx.part === first.part && tx.state === 'confirmed')?.tx_id,
    );

    await page.goto('/platform/payouts?request_status=completed');
    await expectHeading(page, 'Platform payouts');
    await expect.poll(() => page.getByRole('heading', { name: 'Hot wallet' }).count()).toBe(1);
    const wallet = page.getByRole('region', { name: 'Hot wallet' });
    await expect.poll(() => wallet.textContent()).toContain('Account balances');
    const preview = await getBackend<NextRunPreview>(page, '/platform/payouts/next-run');
    const next = page.getByRole('region', { name: 'Preview of the next run' });
    await expect.poll(() => next.textContent()).toContain(`Total${formatBtc(preview.total)}`);
    for (const payout of preview.payouts.slice(0, 3)) expect(await next.textContent()).toContain(payout.account_name);

    await expectAccessible(page);
    await shot(page, 'payout-desk-1440');

    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${request.date}T00:00:00Z`),
    );
    await page.getByRole('button', { name: `Who the payout of ${date}, ${formatBtc(request.amount)} paid` }).click();
    const dialog = page.getByRole('dialog', { name: `Payouts of ${date}` });
    const table = dialog.getByRole('table', { name: 'Payouts of the request' });
    await expect.poll(() => table.getByRole('row').count()).toBe(Math.min(request.payouts, 20) + 1);
    const row = table.getByRole('row').nth(1);
    const cells = await row.textContent();
    expect(cells).toContain(first.account_name);
    expect(cells).toContain(formatBtc(first.amount));
    expect(cells).toContain('Paid');
    // The transaction is shown cut in the middle: its last characters are there.
    expect(cells).toContain(first.tx_id!.slice(-6));
    await expectAccessible(page);
    await shot(page, 'payout-request-1440', false);

    await phone.page.goto('/platform/payouts?request_status=completed');
    await expectHeading(phone.page, 'Platform payouts');
    await expect
      .poll(() => phone.page.getByRole('region', { name: 'Preview of the next run' }).textContent())
      .toContain('Total');
    await shot(phone.page, 'payout-desk-390');
    await phone.page
      .getByRole('button', { name: `Who the payout of ${date}, ${formatBtc(request.amount)} paid` })
      .click();
    await expect
      .poll(() => phone.page.getByRole('dialog', { name: `Payouts of ${date}` }).textContent())
      .toContain(first.account_name);
    await expectAccessible(phone.page);
    await shot(phone.page, 'payout-request-390', false);
    expect(wide.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});

describe('pool staff edit an account’s pool fee', () => {
  let tab: TestPage;

  beforeAll(async () => {
    tab = await openPage(browser(), { viewport: { width: 1440, height: 1000 } });
    await signIn(tab.page, 'pool@example.com', demoPassword);
    await tab.page.waitForURL((url) => url.pathname === '/');
  }, 60_000);

  afterAll(async () => {
    await tab?.close();
  });

  it('schedules the pool fee of demo_miner_2 from tomorrow and shows it beside the current one', async () => {
    const { page } = tab;
    const identity = await getBackend<IdentityResponse>(page, '/identity');
    const pool = identity.permissions.find((permission) => permission.type === 'pool')!;
    const miners = await getBackend<MinersResponse>(page, `/pools/${pool.account_id}/miners?search=demo_miner_2`);
    const miner = miners.data.find((row) => row.account_name === 'demo_miner_2')!;
    const settingsPath = `/customers/${miner.id}/settings`;
    await page.goto(settingsPath);
    await expectHeading(page, 'Customer settings');
    const schedule = page.getByRole('table', { name: 'Pool fee schedule' });
    await expect.poll(() => schedule.getByRole('row').count()).toBeGreaterThan(1);
    const before = await schedule.getByRole('row').count();
    expect(await schedule.textContent()).toContain('Current');

    // A fee decides who gets money: the pool's admin needs a second factor set up and fresh.
    // It is linked for this change and unlinked after it, so later files sign in with the password alone.
    const authenticator = await Authenticator.setUp(page);
    await page.goto(settingsPath);
    await expectHeading(page, 'Customer settings');
    // The advertised fee again, so the demo's money stays as the other files expect it.
    await page.getByRole('textbox', { name: 'New fee, %' }).fill('0.9');
    await page.getByRole('textbox', { name: 'Comment (optional)' }).fill('e2e pool fee');
    const tomorrow = utcDayText(1);
    await page.getByRole('button', { name: `Set from ${tomorrow}` }).click();
    const secondFactor = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await expect
      .poll(async () => (await secondFactor.count()) > 0 || (await schedule.getByRole('row').count()) === before + 1)
      .toBe(true);
    if ((await secondFactor.count()) > 0) await answerSecondFactor(page, authenticator);
    await expect.poll(() => schedule.getByRole('row').count()).toBe(before + 1);
    const scheduled = schedule.getByRole('row').nth(1);
    expect(await scheduled.textContent()).toContain(`${tomorrow}, 00:00 UTC`);
    expect(await scheduled.textContent()).toContain('0.9%');
    expect(await scheduled.textContent()).toContain('e2e pool fee');
    expect(await scheduled.textContent()).toContain('Scheduled');
    await expectAccessible(page);
    await shot(page, 'pool-fee-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expectHeading(page, 'Customer settings');
    await expect.poll(() => schedule.textContent()).toContain('Scheduled');
    await expectAccessible(page);
    await shot(page, 'pool-fee-390');

    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/settings/security');
    await page.getByRole('button', { name: 'Unlink TOTP Authenticator App' }).click();
    await expect.poll(() => page.getByText('Your changes have been saved!').count()).toBe(1);
    expect(tab.errors).toEqual([]);
  });
});
