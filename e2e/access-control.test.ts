import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

const browser = useBrowser();
const invitee = `e2e-invitee-${Date.now()}@example.com`;
const password = 'Correct-Horse-97';

/** The invitation link the server mailed to an address (logged, as without SMTP), after a log position. */
async function invitationLinkTo(email: string, after: number): Promise<string> {
  const pattern = new RegExp(`e-mail to ${email.replace(/[.+]/g, '\\$&')}:.*?(/invitation\\?code=[\\w-]+)`, 'i');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const lines = fs.readFileSync(inject('serverLogFile'), 'utf8').split('\n').slice(after);
    const link = lines.map((line) => pattern.exec(line)?.[1]).findLast(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No invitation was mailed to ${email}`);
}

/**
 * The identity service steers its flows with 400/422 answers, and an unknown invitation
 * is a 404 the page asks for on purpose; Chromium logs both.
 */
const isExpected = (text: string, url: string) =>
  (/status of (400|403|422)\b/.test(text) && url.includes('/api/identity/self-service/')) ||
  (/status of 404\b/.test(text) && url.includes('/api/backend/v0.1/invites/'));

const navLinks = async (page: Page) =>
  (await page.getByRole('navigation').first().getByRole('link').allTextContents()).map((name) => name.trim());

let owner: TestPage;
let guest: TestPage;
beforeAll(async () => {
  owner = await openPage(browser(), { viewport: { width: 1440, height: 1200 } });
  guest = await openPage(browser(), {
    viewport: { width: 390, height: 844 },
    allowConsoleError: (message) => isExpected(message.text(), message.location().url),
  });
});
afterAll(async () => {
  await owner.close();
  await guest.close();
});

describe('access control, as the people involved use it', () => {
  it('shows demo_miner’s people and its open invitation to its owner', async () => {
    await signIn(owner.page, 'miner@example.com', demoPassword);
    await owner.page.waitForURL((url) => url.pathname === '/');
    await owner.page.goto('/access-control');
    await expectHeading(owner.page, 'Access control');
    const table = owner.page.getByRole('table', { name: 'People with access' });
    await table.getByText('viewer@example.com').waitFor();
    expect(await table.getByText('miner@example.com').count()).toBe(1);
    await owner.page
      .getByRole('list', { name: 'Invitations not accepted yet' })
      .getByText('partner@example.com')
      .waitFor();
    await expectAccessible(owner.page);
    expect(owner.errors).toEqual([]);
  });

  it('invites a new user as viewer, who accepts at /invitation and sees workers but not payments', async () => {
    // The guest registers in another browser and verifies the address.
    await guest.page.goto('/auth/registration');
    await guest.page.getByLabel('E-mail').fill(invitee);
    await guest.page.getByLabel('Password').fill(password);
    await guest.page.getByRole('checkbox').check();
    let logStart = serverLogLength();
    await guest.page.getByRole('button', { name: 'Sign up' }).click();
    await guest.page.waitForURL(/\/auth\/verification\?flow=/);
    await guest.page.getByLabel('Verification code').fill(await courierCode(invitee, logStart));
    await guest.page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => guest.page.getByText('You successfully verified your e-mail address.').count()).toBe(1);

    logStart = serverLogLength();
    await owner.page.getByLabel('E-mail address').fill(invitee);
    await owner.page.getByLabel('Role').selectOption({ label: 'Viewer' });
    await owner.page.getByRole('button', { name: 'Send invitation' }).click();
    await owner.page.getByText(`Invitation sent to ${invitee}`).first().waitFor();
    await owner.page.getByRole('list', { name: 'Invitations not accepted yet' }).getByText(invitee).waitFor();

    await guest.page.goto(await invitationLinkTo(invitee, logStart));
    await guest.page.getByRole('heading', { name: 'Mining account demo_miner' }).waitFor();
    await guest.page.getByText('miner@example.com invites you to this account as Viewer.').waitFor();
    await expectAccessible(guest.page);
    await guest.page.getByRole('button', { name: 'Accept invitation' }).click();
    await guest.page.waitForURL((url) => url.pathname === '/');
    await expectHeading(guest.page, 'Dashboard');
    await expect.poll(() => navLinks(guest.page)).toContain('Workers');
    expect(await navLinks(guest.page)).not.toContain('Payments');
    await guest.page.goto('/payments');
    await guest.page.waitForURL((url) => url.pathname === '/');
    expect(guest.errors).toEqual([]);
  });

  it('raises the guest to accountant: payments open, workers close', async () => {
    await owner.page.reload();
    const row = owner.page.getByRole('row').filter({ hasText: invitee });
    await row.getByRole('button', { name: 'Change' }).click();
    const dialog = owner.page.getByRole('dialog', { name: `Access of ${invitee}` });
    await dialog.getByLabel('Role').selectOption({ label: 'Accountant' });
    await expectAccessible(owner.page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await row.getByRole('cell').nth(1).textContent())?.trim()).toBe('Accountant');

    await guest.page.goto('/');
    await expectHeading(guest.page, 'Dashboard');
    await expect.poll(() => navLinks(guest.page)).toContain('Payments');
    expect(await navLinks(guest.page)).not.toContain('Workers');
    await guest.page.goto('/workers');
    await guest.page.waitForURL((url) => url.pathname === '/');
    expect(owner.errors).toEqual([]);
  });

  it('revokes the guest: the account leaves them, and a used link says it was used', async () => {
    const row = owner.page.getByRole('row').filter({ hasText: invitee });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await owner.page.getByRole('dialog', { name: 'Revoke access?' }).getByRole('button', { name: 'Revoke' }).click();
    await row.waitFor({ state: 'detached' });

    // With no account left, the guest is asked to name one of their own.
    await guest.page.goto('/');
    await guest.page.waitForURL(/\/auth\/name/);
    await guest.page.goto('/invitation?code=no-such-invitation-code');
    await guest.page.getByRole('heading', { name: 'This invitation does not exist' }).waitFor();
    await expectAccessible(guest.page);
    expect(guest.errors).toEqual([]);
    expect(owner.errors).toEqual([]);
  });
});
