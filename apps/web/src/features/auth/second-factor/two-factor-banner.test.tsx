import { cleanup, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEnglishI18n, renderInApp } from '@/test/render';
import { TwoFactorBanner } from './two-factor-banner';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createEnglishI18n();
});
afterEach(cleanup);

const text = 'Set up two-factor authentication to protect your account.';

describe('TwoFactorBanner', () => {
  it('asks to set up two-factor authentication with a link to settings', () => {
    renderInApp(<TwoFactorBanner credentials={{ password: true, totp: false }} />, i18n);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up' }).getAttribute('href')).toBe('/settings/security');
  });

  it.each(['totp', 'lookup_secret', 'webauthn'])('is hidden when %s is set up', (method) => {
    renderInApp(<TwoFactorBanner credentials={{ password: true, [method]: true }} />, i18n);
    expect(screen.queryByText(text)).toBeNull();
  });

  it('is hidden when the caller hides it', () => {
    renderInApp(<TwoFactorBanner credentials={{}} hidden />, i18n);
    expect(screen.queryByText(text)).toBeNull();
  });
});
