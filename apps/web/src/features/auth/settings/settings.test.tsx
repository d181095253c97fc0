import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { jsonResponse, textResponse } from '@/test/test-utils';
import allAdded from '../__fixtures__/settings-all-2fa-added.json';
import initial from '../__fixtures__/settings-all-2fa-initial.json';
import withTotp from '../__fixtures__/settings-totp-initial.json';
import { renderInApp, setUpComponentTests } from '@/test/render';
import { fetchCalls, routeFetch } from '../test-support';
import { AccountSettings } from './account-settings';
import { SessionsSection } from './sessions-section';

const i18n = setUpComponentTests();

const flowId = '00000000-0000-0000-0000-000000000000';
const section = (name: string) => screen.getByRole('region', { name });

describe('AccountSettings', () => {
  it('shows password and two-factor parts from the settings flow, each as its own form', async () => {
    routeFetch(() => jsonResponse(initial));
    renderInApp(<AccountSettings />, i18n(), `/settings?flow=${flowId}`);
    const password = await screen.findByRole('region', { name: 'Password' });
    expect(within(password).getByLabelText('Password', { selector: 'input' })).toBeTruthy();
    // The form says before saving that the other sessions end.
    expect(
      within(password).getByText(
        'Saving a new password signs you out on your other devices; this one stays signed in.',
      ),
    ).toBeTruthy();
    expect(within(password).getByText('at least 8 symbols')).toBeTruthy();
    const twoFactor = section('Two-factor authentication');
    const totp = within(twoFactor).getByRole('form', { name: 'Authenticator app' });
    expect(within(totp).getByRole('img', { name: 'Authenticator app QR code' })).toBeTruthy();
    expect(within(totp).getByLabelText('Verify code')).toBeTruthy();
    const lookup = within(twoFactor).getByRole('form', { name: 'Backup recovery codes' });
    expect(within(lookup).getByRole('button', { name: 'Generate new backup recovery codes' })).toBeTruthy();
    const keys = within(twoFactor).getByRole('form', { name: 'Security keys' });
    expect(within(keys).getByLabelText('Name of the security key')).toBeTruthy();
    expect(within(keys).getByRole('button', { name: 'Add security key' })).toBeTruthy();
    // The password form does not carry the totp code field and the other way round.
    expect(within(password).queryByLabelText('Verify code')).toBeNull();
    expect(within(totp).queryByLabelText('Password')).toBeNull();
  });

  it('links an authenticator app: submits the totp group and shows the saved flow', async () => {
    const fetchMock = routeFetch((method) =>
      method === 'POST' ? jsonResponse({ ...withTotp, ...allAdded }) : jsonResponse(initial),
    );
    renderInApp(<AccountSettings />, i18n(), `/settings?flow=${flowId}`);
    await screen.findByRole('region', { name: 'Password' });
    const totp = screen.getByRole('form', { name: 'Authenticator app' });
    fireEvent.change(within(totp).getByLabelText('Verify code'), { target: { value: '123456' } });
    fireEvent.click(within(totp).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Unlink TOTP Authenticator App' });
    const post = fetchCalls(fetchMock).find(({ method }) => method === 'POST');
    expect(post?.url).toContain(`/self-service/settings?flow=${flowId}`);
    expect(JSON.parse(post?.init.body as string)).toEqual({
      csrf_token: 'AAAAAAA/AAAAAA/2+AAAAAAAA==',
      totp_code: '123456',
      method: 'totp',
    });
  });

  it('reveals backup codes with the lookup_secret method', async () => {
    const fetchMock = routeFetch(() => jsonResponse(allAdded));
    renderInApp(<AccountSettings />, i18n(), `/settings?flow=${flowId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reveal backup recovery codes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string)).toEqual({
      csrf_token: 'AAAAAAA/AAAAAA/2+AAAAAAAA==',
      lookup_secret_reveal: true,
      method: 'lookup_secret',
    });
  });
});

describe('SessionsSection', () => {
  const current = {
    id: 'current',
    active: true,
    authenticated_at: '2026-11-20T10:00:00Z',
    expires_at: '2026-11-21T10:00:00Z',
    last_used_at: '2026-11-20T12:30:00Z',
    devices: [
      {
        id: 'd1',
        ip_address: '10.0.0.1',
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      },
    ],
  };
  const other = {
    id: 'other',
    active: true,
    authenticated_at: '2026-11-19T09:00:00Z',
    devices: [
      {
        id: 'd2',
        ip_address: '10.0.0.2',
        user_agent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        location: 'Berlin, DE',
      },
    ],
  };
  const scripted = {
    ...other,
    id: 'scripted',
    devices: [{ id: 'd3', ip_address: '10.0.0.3', user_agent: 'curl/8.5.0' }],
  };

  function stubSessions(others: unknown[] = [other]) {
    return routeFetch((method, path) => {
      if (path === '/sessions/whoami') return jsonResponse(current);
      if (method === 'GET' && path.startsWith('/sessions')) return jsonResponse(others);
      if (method === 'DELETE' && path === '/sessions') return jsonResponse({ count: others.length });
      if (method === 'DELETE') return textResponse('', 204);
      return jsonResponse({}, 404);
    });
  }

  it('names browser, system and device from the user agent, with the IP address and times', async () => {
    stubSessions([current, other, scripted]);
    renderInApp(<SessionsSection />, i18n(), '/settings/security');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('This device')).toBeTruthy();
    expect(within(items[0]!).getByText('Firefox 133 on Linux')).toBeTruthy();
    expect(within(items[0]!).getByText('Computer · IP address: 10.0.0.1')).toBeTruthy();
    expect(within(items[0]!).getByText(/^Expires: Nov 21, 2026, .*(UTC|GMT)/)).toBeTruthy();
    // Our identity service says when a session was last used (the SDK alone would drop it).
    expect(within(items[0]!).getByText(/^Last used: Nov 20, 2026, .*(UTC|GMT)/)).toBeTruthy();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    // The raw agent stays at hand for whoever wants it.
    expect(within(items[1]!).getByText('Safari 17 on iOS 17.5').getAttribute('title')).toContain('iPhone OS 17_5');
    expect(within(items[1]!).getByText('iPhone · IP address: 10.0.0.2 · Berlin, DE')).toBeTruthy();
    expect(within(items[1]!).getByText(/^Signed in: Nov 19, 2026, .*(UTC|GMT)/)).toBeTruthy();
    expect(within(items[1]!).queryByText('This device')).toBeNull();
    // A Kratos session says nothing of its last use: nothing is made up.
    expect(within(items[1]!).queryByText(/^Last used/)).toBeNull();
    // An agent that names no browser is shown as it is.
    expect(within(items[2]!).getByText('curl/8.5.0')).toBeTruthy();
  });

  it('ends one session', async () => {
    const fetchMock = stubSessions();
    renderInApp(<SessionsSection />, i18n(), '/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'End session' }));
    await waitFor(() =>
      expect(
        fetchCalls(fetchMock).some(({ url, method }) => method === 'DELETE' && url.endsWith('/sessions/other')),
      ).toBe(true),
    );
    await waitFor(() => expect(toastStore.snapshot().map((toast) => toast.title)).toContain('The session was ended'));
  });

  it('ends all other sessions', async () => {
    const fetchMock = stubSessions();
    renderInApp(<SessionsSection />, i18n(), '/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    await waitFor(() =>
      expect(fetchCalls(fetchMock).some(({ url, method }) => method === 'DELETE' && url.endsWith('/sessions'))).toBe(
        true,
      ),
    );
  });

  it('says when there are no other sessions', async () => {
    stubSessions([]);
    renderInApp(<SessionsSection />, i18n(), '/settings');
    expect(await screen.findByText('There are no other active sessions.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).toBeNull();
  });
});
