import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  minimumPayoutFloor,
  shareIngestPath,
  type AccountStats,
  type IdentityResponse,
  type MinerDetail,
  type NextPayout,
  type NextPayoutStatus,
} from '@pool/contract';
import {
  baseURL,
  demoPassword,
  getBackend,
  mailedMoneyCode,
  openPage,
  postBackend,
  serverLogLength,
  signIn,
  useBrowser,
  waitForDemo,
  waitForDemoMoney,
} from './support/fixtures.js';

/**
 * The dashboard draws its cards' skeletons at once and their figures as each call answers:
 * nothing may move when they arrive (issue goal: cumulative layout shift ≤ 0.01, the figure
 * Lighthouse weighs). Measured by the browser's own layout-shift entries on a phone
 * (Lighthouse's 412 px), in a card of half a row (768 and 1024 px) and a desktop: for a miner
 * account (money cards, next payout, outlook) and an operator (its customers, its fee income),
 * then for each state of the next payout, whose notes differ most in length, in English and in
 * Russian (the longer texts).
 */
const browser = useBrowser();

interface ShiftWindow {
  layoutShifts: { value: number; sources: string[] }[];
  layoutShiftObserver: PerformanceObserver;
}

/** A user an earlier file gave an authenticator signs in with its next code; the identity
 *  service steers that second step with a 422 that Chromium logs. */
const identityStepError = (message: { text(): string; location(): { url: string } }) =>
  /status of 422\b/.test(message.text()) && message.location().url.includes('/api/identity/self-service/login');

beforeAll(async () => {
  // Figures the replay credits between two reads would change a card under the measure.
  await waitForDemoMoney();
}, 180_000);

/**
 * Loads the dashboard in a signed-in tab and sums the layout shifts a user did not cause,
 * from the first paint until every card has its figures: the stats have answered, no money
 * card's skeleton is busy any more, and each card of an amount in BTC has its value in USDT
 * (the rates have answered too). The chart and the blocks under the cards load when scrolled
 * near: not waited for.
 */
async function expectDashboardStill(
  label: string,
  options: BrowserContextOptions & { storedLanguage?: string; activePermission?: string },
  signInAs?: string,
): Promise<void> {
  const { activePermission, ...pageOptions } = options;
  const tab = await openPage(browser(), { ...pageOptions, allowConsoleError: identityStepError });
  try {
    if (signInAs) {
      await signIn(tab.page, signInAs, demoPassword);
      await tab.page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
    }
    // The account the dashboard shows, as the account panel stores a switch.
    if (activePermission)
      await tab.page.addInitScript((id) => localStorage.setItem('pool.active-permission', id), activePermission);
    // Observed from the first paint of the next load.
    await tab.page.addInitScript(() => {
      const shifts: ShiftWindow['layoutShifts'] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & LayoutShiftEntry[]) {
          if (entry.hadRecentInput) continue;
          const sources = entry.sources.map((source) => {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            const text = (element?.textContent ?? '').slice(0, 40);
            return `${element?.tagName ?? '?'} "${text}" y ${source.previousRect.y}→${source.currentRect.y}, height ${source.previousRect.height}→${source.currentRect.height}`;
          });
          shifts.push({ value: entry.value, sources });
        }
      });
      observer.observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { layoutShifts: shifts, layoutShiftObserver: observer });
    });
    await tab.page.goto('/');
    await tab.page.waitForFunction(
      () => {
        const stats = document.querySelector('main section[aria-labelledby="dashboard-stats"]');
        const moneyCards = Array.from(
          document.querySelectorAll('main [role="group"]'),
          (card) => card.textContent ?? '',
        ).filter((card) => card.includes(' BTC'));
        return (
          stats !== null &&
          stats.querySelector('[aria-busy="true"]') === null &&
          document.querySelector('main [role="group"] [role="status"][aria-busy="true"]') === null &&
          moneyCards.length > 0 &&
          moneyCards.every((card) => card.includes('USDT'))
        );
      },
      undefined,
      { timeout: 60_000 },
    );
    // The last frame's entries may still be queued for the observer: taken with the rest.
    const shifts = await tab.page.evaluate(() => {
      const shiftWindow = window as unknown as ShiftWindow;
      for (const entry of shiftWindow.layoutShiftObserver.takeRecords() as PerformanceEntry[] & LayoutShiftEntry[])
        if (!entry.hadRecentInput) shiftWindow.layoutShifts.push({ value: entry.value, sources: [] });
      return shiftWindow.layoutShifts;
    });
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.log(`${label}: layout shift ${total.toFixed(4)}`);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.01);
    expect(tab.errors).toEqual([]);
  } finally {
    await tab.close();
  }
}

describe('the dashboard does not move while its data arrives', () => {
  it.each([
    ['miner@example.com', 412],
    ['miner@example.com', 1280],
    ['operator@example.com', 412],
    ['operator@example.com', 1280],
  ] as const)(
    '%s at %i px: summed layout shift ≤ 0.01',
    async (email, width) => {
      await expectDashboardStill(`${email} ${width} px`, { viewport: { width, height: 900 } }, email);
    },
    150_000,
  );
});

describe("each state of the next payout keeps the card's reserved height", () => {
  /** miner@example.com's session and the permission that opens each state's account. */
  let session: BrowserContextOptions['storageState'];
  const permissions = {} as Record<Exclude<NextPayoutStatus, 'scheduled'>, string>;
  /** A new sub-account that has sent no share: its dashboard leads with the first rig's instructions. */
  let noWorkerPermission = '';

  /**
   * The accounts, through the API as their owner makes them: two new sub-accounts of
   * demo_miner, one without a payout address and one with an address and nothing earned yet
   * (below its minimum), and demo_miner_2 with its minimum at the floor under its balance and
   * its address changed (paused for a day; another file's change of it pauses it too). Each
   * new account gets a worker's share from the stratum node's side, so its dashboard has no
   * first-rig instructions, another screen than the one measured here.
   */
  beforeAll(async () => {
    const tab = await openPage(browser(), { allowConsoleError: identityStepError });
    try {
      const { page } = tab;
      await signIn(page, 'miner@example.com', demoPassword);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
      const identity = await getBackend<IdentityResponse>(page, '/identity');
      const permissionOf = (name: string) => identity.permissions.find((p) => p.account_name === name)!;
      const stamp = Date.now().toString(36);
      const parentId = permissionOf('demo_miner').account_id!;
      // demo_miner_sub_…: the summary-across-accounts test counts demo_miner's sub-accounts by that prefix.
      const names = { no_address: `demo_miner_sub_noaddress${stamp}`, below_minimum: `demo_miner_sub_below${stamp}` };
      const created = {
        no_address: await createSubAccount(page, names.no_address, parentId),
        below_minimum: await createSubAccount(page, names.below_minimum, parentId),
      };
      noWorkerPermission = (await createSubAccount(page, `demo_miner_sub_noworker${stamp}`, parentId)).permission_id;
      await setWallet(page, created.below_minimum.id, 'address', {
        address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      });
      const paused = permissionOf('demo_miner_2');
      await setWallet(page, paused.account_id!, 'min_payment', { amount: minimumPayoutFloor });
      await setWallet(page, paused.account_id!, 'address', { address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' });

      const newAccounts = ['no_address', 'below_minimum'] as const;
      for (const status of newAccounts) await reportShare(`${names[status]}.rig1`);
      // The stats count a worker at their next per-minute run.
      for (const status of newAccounts) {
        const account = created[status];
        permissions[status] = account.permission_id;
        await waitForDemo(
          async () => (await getBackend<AccountStats>(page, `/miners/${account.id}/stats`)).workers.total > 0,
          180,
          `The stats did not count ${names[status]}'s worker`,
        );
      }
      permissions.paused = paused.id;
      const states = {
        no_address: created.no_address.id,
        below_minimum: created.below_minimum.id,
        paused: paused.account_id!,
      };
      for (const [status, id] of Object.entries(states))
        expect((await getBackend<NextPayout>(page, `/miners/${id}/next-payout`)).status).toBe(status);
      session = await page.context().storageState();
    } finally {
      await tab.close();
    }
  }, 420_000);

  it.each(
    (['no_address', 'below_minimum', 'paused'] as const).flatMap((status) =>
      (['en', 'ru'] as const).flatMap((language) =>
        [412, 768, 1024, 1280].map((width) => [status, language, width] as const),
      ),
    ),
  )(
    '%s in %s at %i px: summed layout shift ≤ 0.01',
    async (status, language, width) => {
      await expectDashboardStill(`${status} ${language} ${width} px`, {
        viewport: { width, height: 900 },
        storageState: session,
        storedLanguage: language,
        activePermission: permissions[status],
      });
    },
    120_000,
  );

  it.each([412, 1280])(
    "a new account's first rig instructions lead its dashboard from the first paint at %i px: summed layout shift ≤ 0.01",
    async (width) => {
      await expectDashboardStill(`no worker ${width} px`, {
        viewport: { width, height: 900 },
        storageState: session,
        activePermission: noWorkerPermission,
      });
    },
    120_000,
  );
});

async function createSubAccount(
  page: Page,
  accountName: string,
  parentId: string,
): Promise<{ id: string; permission_id: string }> {
  const response = await postBackend(page, '/miners', { account_name: accountName, parent_id: parentId });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; permission_id: string };
}

/**
 * Changes the account's payout wallet as a user without a second factor does: with the code
 * the server e-mails for the change (read from its log, where the mailer writes without SMTP).
 */
async function setWallet(
  page: Page,
  minerId: string,
  kind: 'address' | 'min_payment',
  change: { address: string } | { amount: number },
): Promise<void> {
  const wallet = (await getBackend<MinerDetail>(page, `/miners/${minerId}`)).wallets[0]!;
  const logAt = serverLogLength();
  const sent = await postBackend(page, `/wallets/${wallet.id}/confirmation-codes`, { kind, ...change });
  expect(sent.status(), await sent.text()).toBe(201);
  const code = await mailedMoneyCode('miner@example.com', logAt - 1);
  const path = kind === 'address' ? 'addresses' : 'min-payments';
  const saved = await postBackend(page, `/wallets/${wallet.id}/${path}`, { ...change, code });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
}

/** One accepted share of a worker, reported as a stratum node does (internal endpoint, ingest token). */
async function reportShare(worker: string): Promise<void> {
  const response = await fetch(new URL(shareIngestPath, baseURL()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${inject('ingestToken')}` },
    body: JSON.stringify({
      batch_id: `layout-shift-${worker}`,
      shares: [{ worker, difficulty: 65_536, time: new Date().toISOString(), accepted: true }],
    }),
  });
  expect(response.status, await response.text()).toBeLessThan(300);
}

/** A layout-shift entry (the Layout Instability API: not in TypeScript's DOM types). */
interface LayoutShiftEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}
