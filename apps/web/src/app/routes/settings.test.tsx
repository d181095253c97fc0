import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityResponse, Permission } from '@pool/contract';
import settingsInitial from '@/features/auth/__fixtures__/settings-all-2fa-initial.json';
import { routeFetch } from '@/features/auth/test-support';
import { identityKeys } from '@/features/session/api/keys';
import { setUpComponentTests } from '@/test/render';
import { menus } from '@/test/menus';
import { jsonResponse } from '@/test/test-utils';
import { Component as Settings } from './settings';

const i18n = setUpComponentTests(() => localStorage.clear());

const minerId = '11111111-1111-4111-8111-111111111111';

function identityWith(permission?: Partial<Permission>): IdentityResponse {
  return {
    user: { id: 'u1', email: 'alice@example.com', language: 'en' },
    permissions: permission
      ? [
          {
            id: 'perm',
            type: 'miner',
            account_id: minerId,
            account_name: 'alice',
            role: 'owner',
            sections: [],
            ...permission,
          },
        ]
      : [],
    credentials: { password: true, totp: false, lookup_secret: false, webauthn: false },
    menus: permission ? { perm: permission.role === 'viewer' ? menus.minerViewer : menus.minerOwner } : {},
  };
}

/** The settings route at `path` on a screen that is a phone or not, with the identity already loaded. */
function renderSettings(path: string, identity: IdentityResponse, { phone = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  routeFetch((_method, url) => {
    if (url.startsWith('/sessions/whoami')) return jsonResponse({ id: 'current', devices: [] });
    if (url.startsWith('/sessions')) return jsonResponse([]);
    if (url.startsWith('/self-service/settings')) return jsonResponse(settingsInitial);
    return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(identityKeys.current, identity);
  const router = createMemoryRouter([{ path: '/settings/:section?', element: <Settings /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={i18n()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const sectionLinks = () =>
  within(screen.getByRole('navigation', { name: 'Settings sections' }))
    .getAllByRole('link')
    .map((link) => [link.querySelector('span')?.textContent, link.getAttribute('href')]);

describe('settings navigation', () => {
  it("gives a miner account's owner every section, each at its own address", () => {
    renderSettings('/settings/profile', identityWith({ role: 'owner', sections: [] }));
    expect(sectionLinks()).toEqual([
      ['Profile', '/settings/profile'],
      ['Security', '/settings/security'],
      ['Payout wallet', '/settings/wallet'],
      ['Watcher links', '/settings/watchers'],
      ['API keys', '/settings/api-keys'],
      ['Notifications', '/settings/notifications'],
      ['Account removal', '/settings/removal'],
    ]);
  });

  it('leaves out the wallet without payments access, the API keys and the removal for a viewer', () => {
    renderSettings('/settings/profile', identityWith({ role: 'viewer' }));
    expect(sectionLinks().map(([, href]) => href)).toEqual([
      '/settings/profile',
      '/settings/security',
      '/settings/watchers',
      '/settings/notifications',
    ]);
  });

  it('marks the section on screen and shows only its content', async () => {
    renderSettings('/settings/profile', identityWith());
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.getAttribute('href')).toBe('/settings/profile');
    expect(screen.getByRole('heading', { level: 2, name: 'Profile' })).toBeTruthy();
    expect(screen.getByText('alice@example.com')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Language' })).getByRole('combobox')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Password' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Profile · Settings'));
  });

  it('opens the first section at /settings on a wide screen', async () => {
    const router = renderSettings('/settings', identityWith());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/profile'));
  });

  it('is the list of sections at /settings on a phone, and a section leads back to it', async () => {
    const router = renderSettings('/settings', identityWith(), { phone: true });
    expect(screen.getByRole('link', { name: /^Security/ }).textContent).toBe(
      'SecurityPassword, two-factor authentication, backup codes, security keys, sessions',
    );
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(router.state.location.pathname).toBe('/settings');
    await router.navigate('/settings/security');
    expect((await screen.findByRole('link', { name: 'All settings' })).getAttribute('href')).toBe('/settings');
    expect(await screen.findByRole('region', { name: 'Active sessions' })).toBeTruthy();
  });

  it("takes the identity service's settings address (/settings?flow=) to the security section", async () => {
    const router = renderSettings('/settings?flow=f1', identityWith(), { phone: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/security'));
    expect(router.state.location.search).toBe('?flow=f1');
    expect(await screen.findByRole('region', { name: 'Password' })).toBeTruthy();
  });

  it('goes back to the list from a section the account does not open', async () => {
    const router = renderSettings('/settings/wallet', identityWith({ role: 'viewer' }), {
      phone: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });
});
