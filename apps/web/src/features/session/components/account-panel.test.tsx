import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IdentityResponse, Navigation, Permission } from '@pool/contract';
import { toastStore } from '@/components/ui/toast/toast-store';
import { defaultPageSettings, setPageSettings } from '@/lib/page-settings';
import { localStore, storageKeys } from '@/lib/storage';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { menus } from '@/test/menus';
import { jsonResponse } from '@/test/test-utils';
import { AccountMenu } from './account-menu';

const i18n = setUpComponentTests(() => {
  localStorage.clear();
  setPageSettings(defaultPageSettings);
});

const userId = '00000000-0000-4000-8000-000000000001';
const uuid = (n: number) => `11111111-1111-4111-8111-${n.toString().padStart(12, '0')}`;
const miner = (n: number, name: string, role: Permission['role'] = 'owner'): Permission => ({
  id: uuid(n),
  type: 'miner',
  account_id: `22222222-2222-4222-8222-${n.toString().padStart(12, '0')}`,
  account_name: name,
  role,
  sections: [],
});

function identityWith(permissions: Permission[]): IdentityResponse {
  return {
    user: { id: userId, email: 'miner@example.com', language: null },
    permissions,
    credentials: { password: true, totp: false, lookup_secret: false, webauthn: false },
    menus: Object.fromEntries(
      permissions.map((permission) => [
        permission.id,
        permission.type === 'platform'
          ? menus.platformAdmin
          : permission.role === 'viewer'
            ? menus.minerViewer
            : menus.minerOwner,
      ]),
    ),
  };
}

/** A backend keeping the navigation the panel saves, as the server would. */
function stubAccounts(permissions: Permission[], saved: Navigation = { pinned: [], bookmarked: [] }) {
  const state = { navigation: saved, failPut: false };
  const fetch = stubBackend(({ method, path, body }) => {
    if (path === '/identity') return jsonResponse(identityWith(permissions));
    if (path === `/identity/${userId}/navigation` && method === 'GET') return jsonResponse(state.navigation);
    if (path === `/identity/${userId}/navigation` && method === 'PUT') {
      if (state.failPut) return jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500);
      state.navigation = body as Navigation;
      return jsonResponse(state.navigation);
    }
    return jsonResponse({ error: { code: 'not_found', message: '' } }, 404);
  });
  return { fetch, state };
}

const accounts = [miner(1, 'demo_miner'), miner(2, 'demo_miner_2'), miner(3, 'farm_east', 'viewer')];

async function openPanel(name = 'demo_miner') {
  fireEvent.click(await screen.findByRole('button', { name: `Account: ${name}` }));
  return screen.findByRole('dialog', { name: 'Account' });
}

/** The account names in the panel's lists, top to bottom. */
const listed = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('button')?.firstElementChild?.textContent)
    .filter(Boolean);

describe('AccountMenu (the account panel)', () => {
  it('names the active account in the header and shows it, the user and every account in the panel', async () => {
    stubAccounts(accounts);
    renderInApp(<AccountMenu language={<span>language switcher</span>} />, i18n(), '/workers');
    const dialog = await openPanel();
    const current = within(dialog).getByRole('region', { name: 'Current account' });
    expect(within(current).getByText('demo_miner')).toBeTruthy();
    expect(within(current).getByText('Mining account · Owner')).toBeTruthy();
    expect(within(current).getByText('miner@example.com')).toBeTruthy();
    await waitFor(() => expect(listed(dialog)).toEqual(['demo_miner', 'demo_miner_2', 'farm_east']));
    expect(
      within(dialog)
        .getByRole('button', { name: /^demo_miner\b.*Owner/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(within(dialog).getByText('language switcher')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('lists pinned accounts first in the saved order and filters by name and by bookmarks', async () => {
    stubAccounts(accounts, { pinned: [uuid(3), uuid(2)], bookmarked: [uuid(1)] });
    renderInApp(<AccountMenu />, i18n());
    const dialog = await openPanel();
    await waitFor(() => expect(listed(dialog)).toEqual(['farm_east', 'demo_miner_2', 'demo_miner']));
    expect(within(dialog).getByRole('list', { name: 'Pinned' })).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Other accounts' })).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search accounts' }), {
      target: { value: 'MINER' },
    });
    await waitFor(() => expect(listed(dialog)).toEqual(['demo_miner_2', 'demo_miner']));
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'nothing' } });
    await waitFor(() => expect(within(dialog).getByText('No account matches the search.')).toBeTruthy());

    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bookmarks' }));
    await waitFor(() => expect(listed(dialog)).toEqual(['demo_miner']));
    expect(within(dialog).getByRole('button', { name: 'Bookmarks' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('pins and bookmarks through PUT navigation, showing the new order at once', async () => {
    const { fetch, state } = stubAccounts(accounts, { pinned: [uuid(3)], bookmarked: [] });
    renderInApp(<AccountMenu />, i18n());
    const dialog = await openPanel();
    await waitFor(() => expect(listed(dialog)).toEqual(['farm_east', 'demo_miner', 'demo_miner_2']));
    const pin = within(dialog).getByRole('button', { name: 'Pin demo_miner_2' });
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pin);
    await waitFor(() => expect(listed(dialog)).toEqual(['farm_east', 'demo_miner_2', 'demo_miner']));
    await waitFor(() => expect(state.navigation).toEqual({ pinned: [uuid(3), uuid(2)], bookmarked: [] }));
    expect(within(dialog).getByRole('button', { name: 'Pin demo_miner_2' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Bookmark demo_miner' }));
    await waitFor(() => expect(state.navigation).toEqual({ pinned: [uuid(3), uuid(2)], bookmarked: [uuid(1)] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pin farm_east' }));
    await waitFor(() => expect(state.navigation.pinned).toEqual([uuid(2)]));
    expect(backendCalls(fetch).filter((call) => call.startsWith('PUT'))).toHaveLength(3);
  });

  it('goes back to the saved lists and says so when saving fails', async () => {
    const { state } = stubAccounts(accounts);
    state.failPut = true;
    renderInApp(<AccountMenu />, i18n());
    const dialog = await openPanel();
    await waitFor(() => expect(listed(dialog)).toHaveLength(3));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pin farm_east' }));
    await waitFor(() =>
      expect(toastStore.snapshot().map((toast) => toast.title)).toContain(
        'Your pinned and bookmarked accounts could not be saved. Please try again.',
      ),
    );
    await waitFor(() => expect(listed(dialog)).toEqual(['demo_miner', 'demo_miner_2', 'farm_east']));
  });

  it('switches the account: stores it, drops account data, stays on the page and closes the panel', async () => {
    stubAccounts(accounts);
    const { router, queryClient } = renderInApp(<AccountMenu />, i18n(), '/workers');
    queryClient.setQueryData(['miners', 'x', 'stats'], { old: true });
    const dialog = await openPanel();
    fireEvent.click(await within(dialog).findByRole('button', { name: /^demo_miner_2/ }));
    await waitFor(() => expect(localStore.get(storageKeys.activePermission)).toBe(uuid(2)));
    expect(router.state.location.pathname).toBe('/workers');
    expect(queryClient.getQueryData(['miners', 'x', 'stats'])).toBeUndefined();
    expect(queryClient.getQueryData(['identity'])).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Account: demo_miner_2' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers sub-account creation to owners and admins of a miner account only, the mining report when it is on, and support when the pool has an address for it', async () => {
    setPageSettings({ ...defaultPageSettings, mining_report_enabled: true, support_url: 'mailto:help@pool.example' });
    stubAccounts(accounts);
    renderInApp(<AccountMenu />, i18n());
    let dialog = await openPanel();
    const links = within(dialog).getByRole('navigation', { name: 'Account and preferences' });
    expect(within(links).getByRole('link', { name: 'Create sub-account' }).getAttribute('href')).toBe(
      '/customers/create-sub',
    );
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/customers/create-sub',
      '/settings/security',
      '/settings/notifications',
      '/mining-report',
      'mailto:help@pool.example',
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: /^farm_east/ }));
    setPageSettings(defaultPageSettings);
    dialog = await openPanel('farm_east');
    expect(within(dialog).queryByRole('link', { name: 'Create sub-account' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Mining report' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Promo codes' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Support' })).toBeNull();
  });

  it('shows promo codes to a platform permission and no account list to a user with one account', async () => {
    stubAccounts([{ id: uuid(9), type: 'platform', account_id: null, role: 'admin', sections: [] }]);
    renderInApp(<AccountMenu />, i18n());
    const dialog = await openPanel('Platform');
    expect(within(dialog).getByText('Platform · Admin')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Promo codes' }).getAttribute('href')).toBe('/promocodes');
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
  });

  it('closes on Escape and gives the focus back to the account button', async () => {
    stubAccounts(accounts);
    renderInApp(<AccountMenu />, i18n());
    const dialog = await openPanel();
    const trigger = screen.getByRole('button', { name: 'Account: demo_miner', hidden: true });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders a bounded list for hundreds of accounts and finds the rest by search', async () => {
    const many = Array.from({ length: 400 }, (_, i) => miner(i + 1, `customer${i + 1}`));
    stubAccounts(many);
    renderInApp(<AccountMenu />, i18n());
    const dialog = await openPanel('customer1');
    await waitFor(() => expect(listed(dialog)).toHaveLength(50));
    expect(within(dialog).getByText('Showing 50 of 400. Search to find the rest.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'customer399' } });
    await waitFor(() => expect(listed(dialog)).toEqual(['customer399']));
  });
});
