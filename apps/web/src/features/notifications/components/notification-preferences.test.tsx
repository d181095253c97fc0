import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@pool/contract';
import { notificationChannels, notificationEvents } from '@pool/contract';
import { toastStore } from '@/components/ui/toast/toast-store';
import { renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { NotificationPreferencesTable } from './notification-preferences';

const i18n = setUpComponentTests();
const userId = 'user-1';
const path = `/identity/${userId}/notifications/preferences`;

function stubPreferences(telegramAvailable: boolean, failPut = false) {
  let state: NotificationPreferences = {
    telegram_available: telegramAvailable,
    preferences: notificationEvents.flatMap((event) =>
      notificationChannels.map((channel) => ({
        event,
        channel,
        enabled: event === 'user-login',
        required: channel === 'email' && event === 'miner-wallet-address-changed',
      })),
    ),
  };
  return stubBackend(({ method, path: called, body }) => {
    if (called !== path) return jsonResponse({ error: { code: 'not_found' } }, 404);
    if (method === 'PUT') {
      if (failPut) return jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500);
      const [change] = (body as { preferences: { event: string; channel: string; enabled: boolean }[] }).preferences;
      state = {
        ...state,
        preferences: state.preferences.map((item) =>
          item.event === change!.event && item.channel === change!.channel
            ? { ...item, enabled: change!.enabled }
            : item,
        ),
      };
    }
    return jsonResponse(state);
  });
}

describe('NotificationPreferencesTable', () => {
  it('saves a switch at once with the success toast and shows the stored state', async () => {
    const fetch = stubPreferences(true);
    renderInApp(<NotificationPreferencesTable userId={userId} />, i18n(), '/settings/notifications');
    const reward = await screen.findByRole('checkbox', { name: 'Daily reward by Telegram' });
    expect((reward as HTMLInputElement).checked).toBe(false);
    fireEvent.click(reward);
    await waitFor(() => expect((reward as HTMLInputElement).checked).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({
      preferences: [{ event: 'miner-reward', channel: 'telegram', enabled: true }],
    });
    expect(toastStore.snapshot().some((item) => item.title === 'Success!')).toBe(true);
    const required = screen.getByRole('checkbox', { name: 'Payout address changed by E-mail' });
    expect((required as HTMLInputElement).disabled).toBe(true);
  });

  it('says Telegram is not set up on this pool: its column says unavailable, with no greyed switches', async () => {
    stubPreferences(false);
    renderInApp(<NotificationPreferencesTable userId={userId} />, i18n(), '/settings/notifications');
    expect(await screen.findByText('not set up on this pool')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /by Telegram$/ })).toBeNull();
    expect(screen.getAllByText('Not available')).toHaveLength(8);
    expect(screen.getAllByRole('checkbox', { name: /by E-mail$/ })).toHaveLength(8);
  });

  it('shows the error toast when a save fails', async () => {
    stubPreferences(true, true);
    renderInApp(<NotificationPreferencesTable userId={userId} />, i18n(), '/settings/notifications');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Payouts by E-mail' }));
    await waitFor(() => expect(toastStore.snapshot().some((item) => item.title === 'Something went wrong')).toBe(true));
  });
});
