import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, openPage, pathOf, useBrowser, writePoolSettings, type TestPage } from './support/fixtures.js';

const browser = useBrowser();
let tab: TestPage;
beforeAll(async () => {
  tab = await openPage(browser());
});
afterAll(async () => {
  await tab.close();
  writePoolSettings({});
});

async function landing(route: string): Promise<string> {
  await tab.page.goto(route);
  await heading(tab.page);
  return pathOf(tab.page);
}

describe('redirects of product §2', () => {
  it('a promo-code link to main goes to registration with every query parameter', async () => {
    expect(await landing('/?promocode=WELCOME10&utm_source=mail&reg=0')).toBe(
      '/auth/registration?promocode=WELCOME10&utm_source=mail&reg=0',
    );
  });

  it('a failed session check goes to registration when the address has reg, else to login', async () => {
    expect(await landing('/payments?reg=1&ref=abc')).toBe('/auth/registration?reg=1&ref=abc');
    expect(await landing('/payments?ref=abc')).toBe('/auth/login?ref=abc');
  });

  it('legacy paths lead on to their new places, query kept', async () => {
    expect(await landing('/operator?reg=1')).toBe('/auth/registration?reg=1');
    expect(await landing('/miner?x=1')).toBe('/auth/login?x=1');
    expect(await landing('/operator/customers?reg=1')).toBe('/auth/registration?reg=1');
  });

  it('feature routes go to main while their flag is off, and open once it is on (no rebuild)', async () => {
    writePoolSettings({ mining_report_enabled: false, tax_calculator_enabled: false });
    // Main drops the query, so `reg` no longer steers to registration: the flag redirect happened.
    expect(await landing('/mining-report?reg=1')).toBe('/auth/login');
    expect(await landing('/tax-calculator?reg=1')).toBe('/auth/login');

    writePoolSettings({ mining_report_enabled: true, tax_calculator_enabled: true });
    expect(await landing('/mining-report?reg=1')).toBe('/auth/registration?reg=1');
    expect(await landing('/tax-calculator?reg=1')).toBe('/auth/registration?reg=1');
    expect(tab.errors).toEqual([]);
  });
});
