import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  demoPassword,
  expectAccessible,
  expectHeading,
  openPage,
  signIn,
  useBrowser,
  type TestPage,
} from './support/fixtures.js';

/**
 * Notification preferences and the Telegram link against the real server, whose
 * bot talks to the loopback Bot API of the global setup: a switch saved and still there after
 * a reload; a deep link shown, "opened" in the fake Telegram, and the chat shown as linked.
 * axe on the page at 1440 and 390 px.
 */
const browser = useBrowser();

/** A user of the fake Telegram writes to the bot. */
async function telegramUserSays(chatId: number, text: string, username: string): Promise<void> {
  const response = await fetch(`${inject('botApiUrl')}/control/say`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chat_id: chatId, text, from: { username } }),
  });
  expect(response.ok).toBe(true);
}

describe('notification settings', () => {
  let wide: TestPage;

  beforeAll(async () => {
    wide = await openPage(browser(), { viewport: { width: 1440, height: 1000 } });
    await signIn(wide.page, 'viewer@example.com', demoPassword);
    await wide.page.waitForURL((url) => url.pathname === '/');
  }, 60_000);

  afterAll(async () => {
    await wide.close();
  });

  it('saves a switch at once and keeps it after a reload', async () => {
    const { page } = wide;
    await page.goto('/settings/notifications');
    await expectHeading(page, 'Settings');
    await page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
    const reward = page.getByRole('checkbox', { name: 'Daily reward by E-mail' });
    await expect.poll(() => reward.isChecked()).toBe(false);
    // Required: wallet changes always go by e-mail.
    expect(await page.getByRole('checkbox', { name: 'Payout address changed by E-mail' }).isDisabled()).toBe(true);
    // Saved at once: the toast says so and the box shows it.
    await reward.click();
    await expect.poll(() => page.getByText('Success!').count()).toBeGreaterThan(0);
    await expect.poll(() => reward.isChecked()).toBe(true);
    await expectAccessible(page);
    await page.reload();
    await expectHeading(page, 'Settings');
    await page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Daily reward by E-mail' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Daily reward by E-mail' }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Daily reward by E-mail' }).isChecked()).toBe(false);
  });

  it('shows a Telegram link and the linked chat once the bot got /start', async () => {
    const { page } = wide;
    await page.goto('/settings/notifications');
    const section = page.getByRole('region', { name: 'Telegram' });
    await section.getByRole('button', { name: 'Get a Telegram link' }).click();
    const link = section.getByRole('link', { name: /^https:\/\/t\.me\/pool_e2e_bot\?start=/ });
    await link.waitFor();
    const code = new URL((await link.getAttribute('href'))!).searchParams.get('start')!;
    await telegramUserSays(777_001, `/start ${code}`, 'e2e_viewer');
    await expect
      .poll(() => section.getByRole('status').textContent(), { timeout: 15_000 })
      .toMatch(/Linked to the Telegram chat of @e2e_viewer since/);
    await expectAccessible(page);
    await section.getByRole('button', { name: 'Unlink Telegram' }).click();
    await section.getByRole('button', { name: 'Get a Telegram link' }).waitFor();
  });

  it('works on a phone', async () => {
    const phone = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    try {
      await signIn(phone.page, 'viewer@example.com', demoPassword);
      await phone.page.waitForURL((url) => url.pathname === '/');
      await phone.page.goto('/settings/notifications');
      await expectHeading(phone.page, 'Settings');
      await phone.page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
      await phone.page.getByRole('checkbox', { name: 'Sign-in by E-mail' }).waitFor();
      await expectAccessible(phone.page);
      // The table scrolls inside its box if it must; the page itself never sideways.
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await phone.close();
    }
  }, 60_000);
});

describe('alert thresholds', () => {
  it("are on by default and set by the account's owner, checked beside each field, kept after a reload", async () => {
    const owner = await openPage(browser(), { viewport: { width: 1440, height: 1000 } });
    try {
      const { page } = owner;
      await signIn(page, 'miner@example.com', demoPassword);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/settings/notifications');
      await expectHeading(page, 'Settings');
      await expect.poll(() => page.getByRole('checkbox', { name: 'Alerts by E-mail' }).isChecked()).toBe(true);
      const form = page.getByRole('form', { name: 'Alert thresholds' });
      const percent = form.getByLabel('Below % of the 24-hour average');
      await expect.poll(() => percent.inputValue()).toBe('70');
      expect(await form.getByRole('checkbox', { name: 'Hashrate drops' }).isChecked()).toBe(true);
      await percent.fill('150');
      await form.getByRole('button', { name: 'Save thresholds' }).click();
      await form.getByText('Value should be at most 95').waitFor();
      await percent.fill('60');
      await form.getByLabel('For (minutes)').fill('45');
      await form.getByRole('button', { name: 'Save thresholds' }).click();
      await page.getByText('Alert thresholds saved').first().waitFor();
      await expectAccessible(page);
      await page.reload();
      await expect
        .poll(() => page.getByRole('form', { name: 'Alert thresholds' }).getByLabel('For (minutes)').inputValue())
        .toBe('45');
      await expect
        .poll(() =>
          page
            .getByRole('form', { name: 'Alert thresholds' })
            .getByLabel('Below % of the 24-hour average')
            .inputValue(),
        )
        .toBe('60');
      // Back to the defaults for the files after this one.
      const again = page.getByRole('form', { name: 'Alert thresholds' });
      await again.getByLabel('Below % of the 24-hour average').fill('70');
      await again.getByLabel('For (minutes)').fill('30');
      await again.getByRole('button', { name: 'Save thresholds' }).click();
      await page.getByText('Alert thresholds saved').first().waitFor();
      expect(owner.errors).toEqual([]);
    } finally {
      await owner.close();
    }
  }, 90_000);
});
