import ExcelJS from 'exceljs';
import fs from 'node:fs';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balance, PaymentsResponse, RewardRatesResponse, UnallocatedFundsResponse } from '@pool/contract';
import { formatBtc as btcDecimal } from '@pool/contract';
import {
  accountIdOf,
  answerSecondFactor,
  Authenticator,
  demoPassword,
  expectAccessible,
  expectHeading,
  getBackend,
  openPage,
  postBackend,
  signIn,
  text,
  useBrowser,
  waitForDemo,
  waitForDemoMoney,
  type TestPage,
} from './support/fixtures.js';
import { e2ePrices } from './support/price-server.js';

/**
 * Money end to end against the demo pool: the server replays a month of rewards and
 * payouts with the real jobs from the demo fleet's hashrate; the miner reads and exports
 * them, the platform sets a reward rate and refunds an unallocated deposit.
 */
const browser = useBrowser();

/** How the app shows an amount in English (below 1,000 BTC there is no grouping). */
const formatBtc = (satoshi: number) => `${btcDecimal(satoshi)} BTC`;

describe('the miner’s money', () => {
  let tab: TestPage;
  let minerId = '';

  beforeAll(async () => {
    tab = await openPage(browser(), { viewport: { width: 1280, height: 1000 }, acceptDownloads: true });
    await signIn(tab.page, 'miner@example.com', demoPassword);
    await tab.page.waitForURL((url) => url.pathname === '/');
    minerId = await accountIdOf(tab.page, 'demo_miner');
    const rewardsPath = `/miners/${minerId}/payments?type=reward&per_page=1`;
    await waitForDemo(
      async () => (await getBackend<PaymentsResponse>(tab.page, rewardsPath)).pagination.total >= 30,
      150,
      'The demo month of rewards was not replayed',
    );
    await waitForDemoMoney();
  }, 180_000);

  afterAll(async () => {
    await tab.close();
  });

  it('shows a month of rewards, splits and payouts that add up to the balance', async () => {
    const all = await getBackend<PaymentsResponse>(tab.page, `/miners/${minerId}/payments?per_page=1000`);
    const rewards = all.data.filter((payment) => payment.type === 'reward');
    const payouts = all.data.filter((payment) => payment.type === 'payout');
    expect(rewards.length).toBeGreaterThanOrEqual(30);
    expect(payouts.length).toBeGreaterThanOrEqual(25);
    for (const reward of rewards) {
      // FPPS: gross from hashrate × rate, then the 0.9 % pool fee rounded in the miner's favour.
      expect(reward.reward!.fee).toBe(Math.floor((reward.reward!.gross * 90) / 10_000));
      expect(reward.amount).toBe(reward.reward!.gross - reward.reward!.fee);
      // Credited at 09:00 UTC of the next day (or later, when a run was caught up).
      expect(reward.created_at.slice(0, 10) > reward.pool_day!).toBe(true);
    }
    const balance = await getBackend<Balance>(tab.page, `/miners/${minerId}/balance`);
    // demo_miner_2 gives demo_miner 5 % of its reward: split payments come in beside the rewards.
    const shared = all.data.filter((payment) => payment.type === 'profit_sharing');
    expect(shared.length).toBeGreaterThan(0);
    const credited =
      rewards.reduce((sum, payment) => sum + payment.amount, 0) +
      shared.reduce((sum, payment) => sum + (payment.direction === 'incoming' ? payment.amount : -payment.amount), 0);
    const paid = payouts
      .filter((payment) => payment.status !== 'canceled')
      .reduce((sum, payment) => sum + payment.amount, 0);
    expect(balance.balance).toBe(credited - paid);

    await tab.page.goto('/payments');
    await expectHeading(tab.page, 'Payments');
    const table = tab.page.getByRole('table', { name: 'Payments' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(10);
    const newest = all.data[0]!;
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toContain(formatBtc(newest.amount));
    await expectAccessible(tab.page);

    await tab.page.getByLabel('Type').first().selectOption('reward');
    await expect.poll(() => new URL(tab.page.url()).searchParams.get('type')).toBe('reward');
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toContain('Reward');
    expect(tab.errors).toEqual([]);
  });

  it('downloads the last 30 days as CSV and as XLSX, the same rows as the API', async () => {
    await tab.page.goto('/payments');
    await expectHeading(tab.page, 'Payments');
    const expected = (
      await getBackend<PaymentsResponse>(tab.page, `/miners/${minerId}/payments?period=P30D&per_page=1000`)
    ).data;

    const exportForm = tab.page.getByRole('form', { name: 'Export' });
    await exportForm.getByLabel('Export period').selectOption('P30D');
    await exportForm.getByLabel('File format').selectOption('csv');
    const [csvDownload] = await Promise.all([
      tab.page.waitForEvent('download'),
      exportForm.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs
      .readFileSync(await csvDownload.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv.length - 1).toBe(expected.length);
    expect(csv.slice(1).join('\n')).toContain(btcDecimal(expected[0]!.amount));

    await exportForm.getByLabel('File format').selectOption('xlsx');
    const [xlsxDownload] = await Promise.all([
      tab.page.waitForEvent('download'),
      exportForm.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsxDownload.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount - 1).toBe(expected.length);
    expect(tab.errors).toEqual([]);
  });

  it('shows the balance, today’s processing earnings and the earnings of all time on the dashboard', async () => {
    const priceRequests: string[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes('/v2/prices/')) priceRequests.push(new URL(request.url()).pathname);
    };
    tab.page.on('request', onRequest);
    await tab.page.goto('/');
    const balance = await getBackend<Balance>(tab.page, `/miners/${minerId}/balance`);
    await expect
      .poll(() => tab.page.getByRole('group', { name: 'Balance' }).textContent(), { timeout: 15_000 })
      .toContain(formatBtc(balance.balance));
    // Beside BTC, USDT at the loopback price service's quote (BTC-USD / USDT-USD).
    const usdt = (balance.balance / 100_000_000) * (Number(e2ePrices['BTC-USD']) / Number(e2ePrices['USDT-USD']));
    const shown = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(usdt);
    await expect
      .poll(() => tab.page.getByRole('group', { name: 'Balance' }).textContent(), { timeout: 15_000 })
      .toContain(`${shown} USDT`);
    // The page asks for each price once: the app's fetch takes the answer of the server's
    // preload (a fetch that differed from it would ask the price service a second time).
    tab.page.off('request', onRequest);
    expect(priceRequests.sort()).toEqual(['/v2/prices/BTC-USD/spot', '/v2/prices/USDT-USD/spot']);
    await expectAccessible(tab.page);
    expect(tab.errors).toEqual([]);
  });
});

describe('the platform’s payout desk', () => {
  let tab: TestPage;
  let authenticator: Authenticator;

  beforeAll(async () => {
    // Platform money actions answer 403 while the second factor is missing or stale: the
    // first is a failed load in the console, the others open the second-factor dialog.
    tab = await openPage(browser(), {
      viewport: { width: 1280, height: 1000 },
      allowConsoleError: (message) =>
        /status of 403\b/.test(message.text()) && message.location().url.includes('/api/backend/v0.1/platform/'),
    });
    await signIn(tab.page, 'platform@example.com', demoPassword);
    await tab.page.waitForURL((url) => url.pathname === '/platform');
  });

  afterAll(async () => {
    await tab.close();
  });

  it('asks for two-factor authentication before any money action, then sets the reward rate of today', async () => {
    await expectHeading(tab.page, 'Platform rewards');
    await tab.page.getByLabel('Rate, sat per TH/s per day').fill('61');
    await tab.page.getByRole('button', { name: 'Set rate' }).click();
    await expect
      .poll(() => tab.page.getByText(text('en', 'errors.codes.second_factor_setup_required')).count())
      .toBeGreaterThan(0);

    authenticator = await Authenticator.setUp(tab.page, 'platform@example.com');
    // Linking the app proves the factor; once that is stale (MFA_MAX_AGE_SECONDS is 3 s in
    // e2e) the action asks for a code again.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await tab.page.goto('/platform');
    await tab.page.getByLabel('Rate, sat per TH/s per day').fill('61');
    await tab.page.getByRole('button', { name: 'Set rate' }).click();
    await answerSecondFactor(tab.page, authenticator);
    await expect.poll(() => tab.page.getByText('Success!').count()).toBeGreaterThan(0);
    const rates = await getBackend<RewardRatesResponse>(tab.page, '/platform/rewards/rates');
    const today = new Date().toISOString().slice(0, 10);
    expect(rates.data.find((rate) => rate.date === today)?.rate).toBe(61);
    await expectAccessible(tab.page);
    expect(tab.errors).toEqual([]);
  });

  it('refunds an unallocated deposit once; a second refund is refused with the §8 text', async () => {
    await tab.page.goto('/platform/unallocated');
    await expectHeading(tab.page, 'Unallocated funds');
    await expect
      .poll(
        async () =>
          (
            await getBackend<UnallocatedFundsResponse>(
              tab.page,
              '/platform/rewards/unallocated-funds?status=unallocated',
            )
          ).pagination.total,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    const [deposit] = (
      await getBackend<UnallocatedFundsResponse>(tab.page, '/platform/rewards/unallocated-funds?status=unallocated')
    ).data;
    await tab.page.reload();
    await tab.page.getByRole('button', { name: new RegExp(`^Refund ${formatBtc(deposit!.amount)}`) }).click();
    const dialog = tab.page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Refund address').inputValue()).toBe(deposit!.from_address);
    await expectAccessible(tab.page);
    // Once the factor proven for the rate is stale, the refund asks for a code again.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await answerSecondFactor(tab.page, authenticator);
    await expect.poll(() => tab.page.getByText('Success!').count()).toBeGreaterThan(0);
    const after = await getBackend<UnallocatedFundsResponse>(
      tab.page,
      '/platform/rewards/unallocated-funds?status=refunded',
    );
    expect(after.data.find((row) => row.id === deposit!.id)?.refund_tx_id).toMatch(/^[0-9a-f]{64}$/);

    const again = await postBackend(tab.page, `/platform/rewards/unallocated-funds/${deposit!.id}/refund`, {});
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe(
      'unallocated_funds_transaction_already_refunded',
    );
    expect(tab.errors).toEqual([]);
  });
});
