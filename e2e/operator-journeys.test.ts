import type { Fee, IdentityResponse, MinersResponse } from '@pool/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  courierCode,
  demoPassword,
  expectHeading,
  getBackend,
  openPage,
  serverLogLength,
  signIn,
  useBrowser,
  waitForDemo,
  type TestPage,
} from './support/fixtures.js';

const browser = useBrowser();
const tabs: TestPage[] = [];

afterAll(async () => {
  await Promise.all(tabs.map((tab) => tab.close()));
});

async function tab(width = 1440, height = 900): Promise<TestPage> {
  const opened = await openPage(browser(), { viewport: { width, height } });
  tabs.push(opened);
  return opened;
}

async function demohubIdOf(operator: TestPage): Promise<string> {
  const identity = await getBackend<IdentityResponse>(operator.page, '/identity');
  return identity.permissions.find((permission) => permission.type === 'operator')!.account_id!;
}

/** The operator's view of one of its customers: its first pool day (UTC) and its operator-fee schedule. */
async function customerOfDemohub(operator: TestPage, accountName: string) {
  const hubId = await demohubIdOf(operator);
  const customers = await getBackend<MinersResponse>(
    operator.page,
    `/operators/${hubId}/miners?search=${encodeURIComponent(accountName)}`,
  );
  const customer = customers.data.find((row) => row.account_name === accountName);
  if (!customer) return undefined;
  const fees = await getBackend<{ data: Fee[] }>(operator.page, `/operators/${hubId}/miners/${customer.id}/fees`);
  return { firstDay: customer.created_at.slice(0, 10), fees: fees.data };
}

describe("an operator's customers", () => {
  it("signs a person up through the hub: the page says the fee in all, and they become demohub's customer paying its fee from day one", async () => {
    const phone = await tab(390, 844);
    await phone.page.goto('/demohub/auth');
    const fee = phone.page.getByText('2.882% fee in all: the pool’s 0.9%, then Demo Hub’s 2% of the rest');
    await fee.waitFor();
    const sideways = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);

    const person = await tab();
    const email = `hub-${Date.now()}@example.com`;
    const accountName = `hubcust${Date.now() % 1_000_000}`;
    await person.page.goto('/demohub/auth');
    await person.page.getByRole('tab', { name: 'Create an account' }).click();
    await person.page.getByLabel('E-mail').fill(email);
    await person.page.getByLabel('Password').fill('Hub-Customer-2026!');
    await person.page.getByRole('checkbox').check();
    const logStart = serverLogLength();
    await person.page.getByRole('button', { name: 'Sign up' }).click();
    await person.page.waitForURL(/\/auth\/verification\?flow=/);
    await person.page.getByLabel('Verification code').fill(await courierCode(email, logStart));
    await person.page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => person.page.getByText('You successfully verified your e-mail address.').count()).toBe(1);
    await person.page.goto('/');
    await person.page.waitForURL(/\/auth\/name/);
    await person.page.getByRole('textbox', { name: 'Account name' }).fill(accountName);
    await person.page.getByRole('button', { name: 'Create account' }).click();
    await person.page.waitForURL((url) => url.pathname === '/');
    await expectHeading(person.page, 'Dashboard');

    const operator = await tab();
    await signIn(operator.page, 'operator@example.com', demoPassword);
    await operator.page.waitForURL((url) => url.pathname === '/');
    const found = await customerOfDemohub(operator, accountName);
    expect(found?.fees).toEqual([{ percent: '2', start_date: found!.firstDay, end_date: null, comment: null }]);
    expect([...phone.errors, ...person.errors, ...operator.errors]).toEqual([]);
  });

  it('gives a new customer its fee at creation, in force from that day', async () => {
    const operator = await tab();
    await signIn(operator.page, 'operator@example.com', demoPassword);
    await operator.page.waitForURL((url) => url.pathname === '/');
    const accountName = `feecust${Date.now() % 1_000_000}`;
    await operator.page.goto('/customers/create-customer');
    await operator.page.getByRole('textbox', { name: 'Account name' }).fill(accountName);
    await operator.page.getByRole('textbox', { name: 'Your fee, % (optional)' }).fill('1.5');
    await operator.page.getByRole('button', { name: 'Create customer' }).click();
    await operator.page.waitForURL((url) => url.pathname === '/customers' && url.search.includes(accountName));
    const found = await customerOfDemohub(operator, accountName);
    expect(found?.fees).toEqual([{ percent: '1.5', start_date: found!.firstDay, end_date: null, comment: null }]);
    expect(operator.errors).toEqual([]);
  });

  it.each([
    [1440, 900],
    [390, 844],
  ])(
    'narrows the customers to those with a worker down, with the sums of the whole list (%i px)',
    async (width, height) => {
      const operator = await tab(width, height);
      await signIn(operator.page, 'operator@example.com', demoPassword);
      await operator.page.waitForURL((url) => url.pathname === '/');
      // The demo fleet's backfill puts the idle customer's rigs down; its live shares keep others stable.
      const hubId = await demohubIdOf(operator);
      const list = (query: string) => getBackend<MinersResponse>(operator.page, `/operators/${hubId}/miners?${query}`);
      await waitForDemo(
        async () =>
          (await list('per_page=1')).totals.workers.stable > 0 &&
          (await list('workers_down=true&search=demohub_idle')).data.length > 0,
        120,
        'The demo fleet has no stable rig, or no rig of demohub_idle down',
      );
      await operator.page.goto('/customers');
      const sums = operator.page.getByRole('region', { name: 'All the accounts listed' });
      await sums.getByText(/stable/).waitFor();
      await operator.page.getByRole('button', { name: 'Workers down only' }).click();
      await operator.page.waitForURL((url) => url.searchParams.get('workers_down') === 'true');
      // The demo's customer without data has no rig at all: it goes once the filtered list is in;
      // the idle one has its rigs down and stays.
      await operator.page.getByRole('link', { name: 'demohub_empty' }).waitFor({ state: 'detached' });
      await operator.page.getByRole('link', { name: 'demohub_idle' }).waitFor();
      const sideways = await operator.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      expect(operator.errors).toEqual([]);
    },
    180_000,
  );
});
