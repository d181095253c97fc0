import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Watcher } from '@pool/contract';
import { toastStore } from '@/components/ui/toast/toast-store';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse, textResponse } from '@/test/test-utils';
import { WatcherLinks } from './watcher-links';

const i18n = setUpComponentTests();

const userId = 'user-1';
const minerId = '11111111-1111-4111-8111-111111111111';
const existing: Watcher = {
  token: 'tok_existing_0000000001',
  miner_id: minerId,
  account_name: 'alice',
  name: 'For my partner',
  opens: 'workers',
  created_at: '2026-11-20T10:00:00Z',
};
const created: Watcher = { ...existing, token: 'tok_created_00000000002', name: 'Accountant' };

function stubWatchers(initial: Watcher[] = [existing]) {
  let list = [...initial];
  return stubBackend(({ method, path, body }) => {
    if (method === 'GET' && path === `/identity/${userId}/watchers`) return jsonResponse({ data: list });
    if (method === 'POST' && path === `/miners/${minerId}/watchers`) {
      const { name, opens } = body as Pick<Watcher, 'opens'> & { name?: string };
      const link = { ...created, name: name ?? null, opens };
      list = [...list, link];
      return jsonResponse(link, 201);
    }
    if (method === 'DELETE' && path.startsWith(`/identity/${userId}/watchers/`)) {
      list = list.filter((watcher) => !path.endsWith(watcher.token));
      return textResponse('', 204);
    }
    return jsonResponse({ error: { code: 'not_found' } }, 404);
  });
}

const section = () => screen.getByRole('region', { name: 'Watcher links' });

describe('WatcherLinks', () => {
  it('lists the user’s links with their address', async () => {
    stubWatchers();
    renderInApp(<WatcherLinks userId={userId} minerId={minerId} minerName="alice" canCreate />, i18n(), '/settings');
    const item = await screen.findByRole('listitem', { name: 'For my partner' });
    expect(within(item).getByText(`${window.location.origin}/watch/${existing.token}`)).toBeTruthy();
    expect(within(item).getByText(/Account alice · created/)).toBeTruthy();
    expect(within(item).getByText('Dashboard and workers')).toBeTruthy();
  });

  it('creates a link for the active miner account with an optional name and refreshes the list', async () => {
    const fetch = stubWatchers();
    renderInApp(<WatcherLinks userId={userId} minerId={minerId} minerName="alice" canCreate />, i18n(), '/settings');
    await screen.findByRole('listitem', { name: 'For my partner' });
    fireEvent.change(within(section()).getByLabelText('Link name (optional)'), { target: { value: ' Accountant ' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Create watcher link' }));
    expect(await screen.findByRole('listitem', { name: 'Accountant' })).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ name: 'Accountant', opens: 'workers' });
    expect(toastStore.snapshot().map((toast) => toast.title)).toContain('Watcher link created');
    expect(within(section()).getByLabelText<HTMLInputElement>('Link name (optional)').value).toBe('');
    expect(backendCalls(fetch).filter((call) => call === `GET /identity/${userId}/watchers`)).toHaveLength(2);
  });

  it('opens the payments too only when the owner chooses them', async () => {
    const fetch = stubWatchers([]);
    renderInApp(<WatcherLinks userId={userId} minerId={minerId} minerName="alice" canCreate />, i18n(), '/settings');
    await screen.findByText('No watcher links yet.');
    const opens = within(section()).getByLabelText<HTMLSelectElement>('The link opens');
    expect(opens.value).toBe('workers');
    fireEvent.change(opens, { target: { value: 'workers_and_payments' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Create watcher link' }));
    const item = await screen.findByRole('listitem', { name: 'Unnamed link' });
    expect(within(item).getByText('Dashboard, workers and payments')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ opens: 'workers_and_payments' });
    expect(opens.value).toBe('workers');
  });

  it('offers no creation without an active miner account', async () => {
    stubWatchers([]);
    renderInApp(<WatcherLinks userId={userId} canCreate={false} />, i18n(), '/settings');
    expect(await screen.findByText('No watcher links yet.')).toBeTruthy();
    expect(screen.getByText('Switch to a mining account to create a watcher link for it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create watcher link' })).toBeNull();
  });

  it("offers no creation to whom the account's menu does not offer it (a viewer), and says who may", async () => {
    stubWatchers([]);
    renderInApp(<WatcherLinks userId={userId} minerId={minerId} canCreate={false} />, i18n(), '/settings');
    expect(await screen.findByText('No watcher links yet.')).toBeTruthy();
    expect(screen.getByText("Only the account's owners and admins create watcher links for it.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create watcher link' })).toBeNull();
  });

  it('copies a link and says so in a toast titled with the copied message', async () => {
    stubWatchers();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderInApp(<WatcherLinks userId={userId} minerId={minerId} canCreate />, i18n(), '/settings');
    const item = await screen.findByRole('listitem', { name: 'For my partner' });
    fireEvent.click(within(item).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toastStore.snapshot()[0]?.title).toBe('Copied to clipboard'));
    expect(toastStore.snapshot()[0]?.type).toBe('success');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/watch/${existing.token}`);
  });

  it('shows a generic error toast when the clipboard refuses', async () => {
    stubWatchers();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    renderInApp(<WatcherLinks userId={userId} minerId={minerId} canCreate />, i18n(), '/settings');
    const item = await screen.findByRole('listitem', { name: 'For my partner' });
    fireEvent.click(within(item).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toastStore.snapshot()[0]?.title).toBe('Something went wrong'));
    expect(toastStore.snapshot()[0]?.type).toBe('error');
  });

  it('revokes a link after confirmation', async () => {
    const fetch = stubWatchers();
    renderInApp(<WatcherLinks userId={userId} minerId={minerId} canCreate />, i18n(), '/settings');
    const item = await screen.findByRole('listitem', { name: 'For my partner' });
    fireEvent.click(within(item).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the watcher link?' });
    expect(within(dialog).getByText('Anyone who opens “For my partner” will no longer see the account.')).toBeTruthy();
    expect(backendCalls(fetch).some((call) => call.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
    expect(backendCalls(fetch)).toContain(`DELETE /identity/${userId}/watchers/${existing.token}`);
    expect(toastStore.snapshot().map((toast) => toast.title)).toContain('Watcher link revoked');
    expect(await screen.findByText('No watcher links yet.')).toBeTruthy();
  });

  it('keeps the link when the confirmation is cancelled', async () => {
    const fetch = stubWatchers();
    renderInApp(<WatcherLinks userId={userId} minerId={minerId} canCreate />, i18n(), '/settings');
    const item = await screen.findByRole('listitem', { name: 'For my partner' });
    fireEvent.click(within(item).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the watcher link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backendCalls(fetch).some((call) => call.startsWith('DELETE'))).toBe(false);
    expect(screen.getByRole('listitem', { name: 'For my partner' })).toBeTruthy();
  });
});
