import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Authenticator,
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
 * The staff desk as its people use it: the platform creates a `rel` 50 % promo
 * code; a newcomer registers from `/?promocode=` and the code is in force on the account
 * made at /auth/name; the pool's admin finds the newcomer, revokes their session (that
 * browser is signed out on its next request) and resets the second factor they set up (they
 * sign in with the password alone). axe runs on every page visited.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36).toUpperCase();
const code = `E2E_HALF_${stamp}`;
const email = `newcomer-${stamp.toLowerCase()}@example.com`;
const password = 'Hashrate-Night-91!';

describe('the staff desk', () => {
  let platform: TestPage;
  /** Whether this file linked the platform user's authenticator (unlinked again in afterAll). */
  let linkedHere = false;
  let newcomer: TestPage;
  let staff: TestPage;

  beforeAll(async () => {
    // An earlier file linked the platform user's authenticator: its sign-in takes the second
    // step, which the identity service steers with a 422 that Chromium logs.
    platform = await openPage(browser(), {
      viewport: { width: 1440, height: 1000 },
      allowConsoleError: (message) =>
        /status of 422\b/.test(message.text()) && message.location().url.includes('/api/identity/self-service/login'),
    });
    staff = await openPage(browser(), { viewport: { width: 1440, height: 1000 } });
    newcomer = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await signIn(platform.page, 'platform@example.com', demoPassword);
    await platform.page.waitForURL((url) => url.pathname === '/platform');
    await signIn(staff.page, 'pool@example.com', demoPassword);
    await staff.page.waitForURL((url) => url.pathname === '/');
  }, 60_000);

  afterAll(async () => {
    if (linkedHere) {
      await platform.page.goto('/settings/security');
      await platform.page.getByRole('button', { name: 'Unlink TOTP Authenticator App' }).click();
      await platform.page.getByText('Your changes have been saved!').waitFor();
    }
    for (const tab of [platform, staff, newcomer]) await tab?.close();
  });

  it('the platform creates a rel 50 % code and finds it in the list with its use count', async () => {
    const { page } = platform;
    // Creating a promo code moves money: the platform's user needs a second factor. Linked
    // here when no earlier file did, and unlinked after, so files that expect none still find none.
    if (!Authenticator.remembered('platform@example.com')) {
      await Authenticator.setUp(platform.page);
      linkedHere = true;
    }
    await page.goto('/promocodes');
    await expectHeading(page, 'Promo codes');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Create promo code' }).click();
    await expectHeading(page, 'Create promo code');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => page.getByLabel('Code', { exact: true }).inputValue()).toMatch(/^[A-Z2-9]{8}$/);
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('Fee type').selectOption('rel');
    await page.getByLabel('Value, %').fill('50');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/promocodes');
    const row = page.getByRole('table', { name: 'Promo codes' }).getByRole('row').filter({ hasText: code });
    await expect.poll(() => row.textContent()).toContain('50% off the pool fee');
    expect(platform.errors).toEqual([]);
  });

  it('a newcomer registers from /?promocode= and the code is in force on the account made at /auth/name', async () => {
    const { page } = newcomer;
    await page.goto(`/?promocode=${code}`);
    await page.waitForURL(/\/auth\/registration/);
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
    // The disabled button's reason is said as the name is typed, before the field is left.
    const nameField = page.getByRole('textbox', { name: 'Account name' });
    await nameField.pressSequentially('ab');
    await page.getByText('Value should be at least 3 letters long').waitFor();
    expect(await page.getByRole('button', { name: 'Create account' }).isDisabled()).toBe(true);
    await nameField.pressSequentially('-c');
    await page.getByText('Value should contain only latin letters, digits and underscores (_)').waitFor();
    await nameField.fill(`e2e_desk_${stamp.toLowerCase()}`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/settings/wallet');
    await expect.poll(() => page.getByText(`Code ${code} is in force:`).count()).toBe(1);
    await expect.poll(() => page.getByText('50% off the pool fee').count()).toBe(1);
    await expectAccessible(page);
  });

  it('pool staff find the newcomer, see their sessions and revoke them: that browser is signed out', async () => {
    const { page } = staff;
    await page.goto('/users');
    await expectHeading(page, 'Pool users');
    await page.getByRole('searchbox', { name: 'Search by e-mail or account name' }).fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === email);
    const found = page.getByRole('link', { name: email });
    await found.waitFor();
    await expectAccessible(page);
    await found.click();
    await expectHeading(page, email);
    const sessions = page.getByRole('table', { name: 'Sessions' });
    await expect.poll(() => sessions.getByText('Active').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    const revoke = sessions.getByRole('button', { name: /Revoke the session/ });
    while ((await revoke.count()) > 0) {
      const before = await revoke.count();
      await revoke.first().click();
      await expect.poll(() => revoke.count()).toBe(before - 1);
    }
    await newcomer.page.goto('/settings');
    await newcomer.page.waitForURL(/\/auth\/login/);
    expect(staff.errors).toEqual([]);
  });

  it(
    'resets the second factor the newcomer set up: they sign in with the password alone',
    { timeout: 120_000 },
    async () => {
      await signIn(newcomer.page, email, password);
      await newcomer.page.waitForURL((url) => url.pathname === '/');
      await Authenticator.setUp(newcomer.page);

      const { page } = staff;
      await page.reload();
      await expect.poll(() => page.getByText('Authenticator app').count()).toBe(1);
      await page.getByRole('button', { name: 'Reset two-factor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset two-factor' });
      await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
      await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
      await expect
        .poll(() => page.getByText('Two-factor authentication reset; the user was told by e-mail').count())
        .toBe(1);
      // The audit log says who did it.
      const logged = page
        .getByRole('listitem')
        .filter({ hasText: /^Two-factor authentication reset by pool@example\.com/ });
      await expect.poll(() => logged.count()).toBe(1);

      await newcomer.page.context().clearCookies();
      await signIn(newcomer.page, email, password);
      await newcomer.page.waitForURL((url) => url.pathname === '/');
      await expectHeading(newcomer.page, 'Dashboard');
      expect(staff.errors).toEqual([]);
    },
  );
});
