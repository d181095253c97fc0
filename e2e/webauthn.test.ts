import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectHeading, openPage, useBrowser, type TestPage } from './support/fixtures.js';

const browser = useBrowser();
let tab: TestPage;

beforeAll(async () => {
  // WebAuthn refuses an IP address as relying party: this test talks to `localhost`.
  const origin = baseURL().replace('127.0.0.1', 'localhost');
  tab = await openPage(browser(), {
    baseURL: origin,
    viewport: { width: 1280, height: 1600 },
    // Kratos's 422 browser_location_change_required after the password (a second factor is due).
    allowConsoleError: (message) =>
      /status of 422\b/.test(message.text()) && message.location().url.includes('/self-service/login'),
  });
  const cdp = await tab.page.context().newCDPSession(tab.page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
});
afterAll(async () => {
  await tab.close();
});

async function signInWithPassword() {
  await tab.page.goto('/auth/login');
  await tab.page.getByLabel('E-mail').fill('operator@example.com');
  await tab.page.getByLabel('Password').fill('Demo-Pool-2026!');
  await tab.page.getByRole('button', { name: 'Sign in with password' }).click();
}

describe('security keys (WebAuthn, Chromium virtual authenticator)', () => {
  it('adds a security key in settings', async () => {
    await signInWithPassword();
    await tab.page.waitForURL((url) => url.pathname === '/');
    await tab.page.goto('/settings/security');
    await tab.page.locator('input[name="webauthn_register_displayname"]').fill('Virtual key');
    await tab.page.getByRole('button', { name: 'Add security key' }).click();
    await expect.poll(() => tab.page.getByText('Virtual key').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(tab.errors).toEqual([]);
  });

  it('signs in with the password and then the security key', async () => {
    await tab.page.getByRole('button', { name: /^Account: / }).click();
    await tab.page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
    await tab.page.waitForURL(/\/auth\/login/);
    await signInWithPassword();
    const useKey = tab.page.getByRole('button', { name: /hardware key/i });
    await useKey.first().waitFor();
    await useKey.first().click();
    await tab.page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await expectHeading(tab.page, 'Dashboard');
    expect(tab.errors).toEqual([]);
  });

  // The operator is a demo user the other files sign in with the password alone.
  it('removes the security key in settings', async () => {
    await tab.page.goto('/settings/security');
    await tab.page.getByRole('button', { name: 'Remove security key "Virtual key"' }).click();
    await expect.poll(() => tab.page.getByText('Your changes have been saved!').count()).toBe(1);
    expect(await tab.page.getByRole('button', { name: /^Remove security key/ }).count()).toBe(0);
    expect(tab.errors).toEqual([]);
  });
});
