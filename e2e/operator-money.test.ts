import ExcelJS from 'exceljs';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FeeIncomeResponse,
  IdentityResponse,
  MinersResponse,
  PaymentsResponse,
  WorkersResponse,
} from '@pool/contract';
import { formatBtc as btcDecimal } from '@pool/contract';
import {
  demoPassword,
  expectAccessible,
  expectHeading,
  getBackend,
  openPage,
  signIn,
  useBrowser,
  waitForDemoMoney,
  type TestPage,
} from './support/fixtures.js';

/**
 * The demo operator running its customers' money: where its fee income comes from (per
 * customer and per day, on screen and in a file, named in its payments), its customers
 * sorted by workers and exported, and its workers narrowed to one customer with the
 * customer's name in full. At 1440 px and 390 px.
 */
const browser = useBrowser();
const screenshots = process.env.E2E_SCREENSHOTS;
const formatBtc = (satoshi: number) => `${btcDecimal(satoshi)} BTC`;
/** A BTC decimal of a file ("0.01486500") in satoshi. */
const satoshiOf = (btc: string) => Math.round(Number(btc) * 1e8);

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (screenshots) await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage });
}

describe('the demo operator’s money and customers', () => {
  let wide: TestPage;
  let phone: TestPage;
  let hubId = '';

  beforeAll(async () => {
    await waitForDemoMoney();
    wide = await openPage(browser(), { viewport: { width: 1440, height: 1000 } });
    phone = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    for (const tab of [wide, phone]) {
      await signIn(tab.page, 'operator@example.com', demoPassword);
      await tab.page.waitForURL((url) => url.pathname === '/');
    }
    const identity = await getBackend<IdentityResponse>(wide.page, '/identity');
    hubId = identity.permissions.find((permission) => permission.type === 'operator')!.account_id!;
  }, 200_000);

  afterAll(async () => {
    await wide.close();
    await phone.close();
  });

  it('shows the fee income per customer and per day from the menu, the API’s figures', async () => {
    const { page } = wide;
    await page.getByRole('navigation').first().getByRole('link', { name: 'Fee income' }).click();
    await expectHeading(page, 'Fee income');
    const income = await getBackend<FeeIncomeResponse>(page, `/operators/${hubId}/fee-income`);
    // The demo's month: demohub_customer paid its hosting fee on every replayed day.
    const busy = income.customers.find((customer) => customer.account_name === 'demohub_customer')!;
    expect(busy.amount).toBeGreaterThan(0);
    expect(income.total).toBe(income.customers.reduce((sum, customer) => sum + customer.amount, 0));

    await page.getByRole('group', { name: 'Fee income' }).getByText(formatBtc(income.total)).waitFor();
    const byCustomer = page.getByRole('table', { name: 'By customer' });
    for (const customer of income.customers) {
      const row = byCustomer.getByRole('row').filter({ hasText: customer.account_name });
      await expect.poll(() => row.textContent()).toContain(formatBtc(customer.amount));
    }
    const byDay = page.getByRole('table', { name: 'By day' });
    await expect.poll(() => byDay.getByRole('row').count()).toBe(income.days.length + 1);
    // The days as bars above the table, summed in words.
    await page
      .getByRole('img', {
        name: `${income.days.length} pool days (UTC): ${formatBtc(income.total)} in all`,
        exact: false,
      })
      .waitFor();
    await expectAccessible(page);
    await shot(page, 'fee-income-1440');

    // One customer's days: in the address, the days' table and its total.
    await byCustomer.getByRole('button', { name: 'Show the days of demohub_customer' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('customer')).toBe(busy.miner_id);
    await page.getByRole('heading', { name: 'By day: demohub_customer' }).waitFor();
    await page.getByText(`This customer's fee in these days: ${formatBtc(busy.amount)}`).waitFor();
    expect(wide.errors).toEqual([]);
  });

  it('downloads the fee income as CSV (a row per customer and day) and as XLSX', async () => {
    const { page } = wide;
    await page.goto('/fee-income');
    await expectHeading(page, 'Fee income');
    const income = await getBackend<FeeIncomeResponse>(page, `/operators/${hubId}/fee-income`);
    const exportForm = page.getByRole('form', { name: 'Download: a row per customer and day' });
    await exportForm.getByLabel('File format').selectOption('csv');
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      exportForm.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe(`fee-income-Demo_Hub-${income.from}-${income.to}.csv`);
    const [header, ...rows] = fs
      .readFileSync(await csvDownload.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe('Pool day,Customer,Title,Fee income (BTC),Customer ID');
    expect(rows).toHaveLength(income.customers.reduce((sum, customer) => sum + customer.days, 0));
    const cells = rows.map((row) => row.split(','));
    expect(cells.reduce((sum, row) => sum + satoshiOf(row.at(-2)!), 0)).toBe(income.total);
    const busyRows = cells.filter((row) => row[1] === 'demohub_customer');
    const busy = income.customers.find((customer) => customer.account_name === 'demohub_customer')!;
    expect(busyRows.reduce((sum, row) => sum + satoshiOf(row.at(-2)!), 0)).toBe(busy.amount);

    await exportForm.getByLabel('File format').selectOption('xlsx');
    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      exportForm.getByRole('button', { name: 'Download' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsxDownload.path());
    expect(workbook.getWorksheet('Fee income')!.actualRowCount - 1).toBe(rows.length);
    expect(wide.errors).toEqual([]);
  });

  it('names in its payments whom each day’s fee income came from', async () => {
    const { page } = wide;
    await page.goto('/payments?type=reward');
    await expectHeading(page, 'Payments');
    const payments = await getBackend<PaymentsResponse>(page, `/operators/${hubId}/payments?type=reward&per_page=25`);
    const first = payments.data[0]!;
    expect(first.fee_income).toBeDefined();
    const { customers, customer } = first.fee_income!;
    const name = customer ? customer.account_name : `${customers} customer${customers === 1 ? '' : 's'}`;
    const link = page.getByRole('table', { name: 'Payments' }).getByRole('link', { name }).first();
    await link.click();
    await expectHeading(page, 'Fee income');
    const params = new URL(page.url()).searchParams;
    expect([params.get('from'), params.get('to')]).toEqual([first.pool_day, first.pool_day]);
    expect(wide.errors).toEqual([]);
  });

  it('sorts the customers by workers down on the server and exports the table', async () => {
    const { page } = wide;
    await page.goto('/customers');
    await expectHeading(page, 'Customers');
    const table = page.getByRole('table', { name: 'Customers' });
    await table.getByRole('button', { name: 'Workers' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('workers');
    const sorted = await getBackend<MinersResponse>(
      page,
      `/operators/${hubId}/miners?sort=workers&order=desc&per_page=25`,
    );
    // The customers with the most workers down come first, then those with the most up.
    const keys = sorted.data.map(({ workers }) => ({ down: workers.unavailable + workers.off, up: workers.stable }));
    expect(keys[0]!.down).toBeGreaterThan(0);
    keys.slice(1).forEach(({ down, up }, i) => {
      const before = keys[i]!;
      expect(down < before.down || (down === before.down && up <= before.up)).toBe(true);
    });
    await expect
      .poll(async () => (await table.getByRole('row').nth(1).getByRole('link').first().textContent())?.trim())
      .toBe(sorted.data[0]!.account_name);
    await expect
      .poll(() => table.getByRole('columnheader', { name: 'Workers' }).getAttribute('aria-sort'))
      .toBe('descending');

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const [header, ...rows] = fs
      .readFileSync(await csvDownload.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(header!.split(',')[0]).toBe('Account');
    expect(rows.map((row) => row.split(',')[0])).toEqual(sorted.data.map((row) => row.account_name));
    await shot(page, 'customers-by-workers-1440', false);

    // The sums hold the fee income of the last 30 days, as the fee income page counts it, and open that page.
    const income = await getBackend<FeeIncomeResponse>(page, `/operators/${hubId}/fee-income`);
    const sums = page.getByRole('region', { name: 'All the accounts listed' });
    await sums.getByRole('link', { name: formatBtc(income.total) }).click();
    await expectHeading(page, 'Fee income');
    expect(wide.errors).toEqual([]);
  });

  it('narrows the workers to one customer, each rig’s customer named in full', async () => {
    for (const tab of [wide, phone]) {
      const { page } = tab;
      await page.goto('/workers');
      await expectHeading(page, 'Workers');
      await page.getByLabel('Customer').selectOption({ label: 'demohub_customer' });
      await expect.poll(() => new URL(page.url()).searchParams.get('customer')).not.toBeNull();
      const table = page.getByRole('table', { name: 'Workers' });
      await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(5);
      // The list and its tabs count the customer's workers.
      const customer = new URL(page.url()).searchParams.get('customer')!;
      const { pagination } = await getBackend<WorkersResponse>(
        page,
        `/operators/${hubId}/workers?miner_id=${customer}&per_page=1`,
      );
      await page.getByText(`Workers: ${pagination.total}`, { exact: true }).waitFor();
      await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe(`All ${pagination.total}`);
      const names = table.locator('[data-worker-id] [role="cell"]:first-child > span:first-child');
      await expect.poll(() => names.count()).toBeGreaterThan(3);
      const shown = await names.evaluateAll((spans) =>
        spans.map((span) => ({ text: span.textContent, cut: span.scrollWidth > span.clientWidth })),
      );
      await shot(page, `workers-by-customer-${page.viewportSize()!.width}`, false);
      expect(shown.filter((name) => name.text !== 'demohub_customer.' || name.cut)).toEqual([]);
      // Nor is a figure beside it cut.
      const figures = table.locator('[data-worker-id] [role="cell"]:nth-child(3)');
      const cut = await figures.evaluateAll(
        (cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).length,
      );
      expect(cut).toBe(0);
      expect(tab.errors).toEqual([]);
    }
  });

  it('fits the fee income page on a phone', async () => {
    const { page } = phone;
    await page.goto('/fee-income');
    await expectHeading(page, 'Fee income');
    await page.getByRole('table', { name: 'By customer' }).waitFor();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await shot(page, 'fee-income-390');
    await shot(page, 'fee-income-390-top', false);
    expect(phone.errors).toEqual([]);
  });
});
