import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PoolUser, UserDetail } from '@pool/contract';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import { UserPage } from './components/user-page';
import { UsersPage } from './components/users-page';

const i18n = setUpComponentTests();
const poolId = '00000000-0000-4000-8000-0000000000a1';
const userId = '00000000-0000-4000-8000-0000000000b1';

const alice: PoolUser = {
  id: userId,
  email: 'alice@example.com',
  verified: true,
  second_factor: true,
  permission_types: ['miner'],
  accounts: ['alice_rigs'],
  created_at: '2026-01-01T00:00:00.000Z',
  last_sign_in_at: '2026-11-20T08:00:00.000Z',
};
const detail: UserDetail = {
  id: userId,
  email: 'alice@example.com',
  verified: true,
  second_factor_methods: ['totp'],
  created_at: '2026-01-01T00:00:00.000Z',
  last_seen_at: null,
  can_manage: true,
  audit_log: [
    {
      action: 'session_revoked',
      actor_email: 'owner@example.com',
      details: {},
      created_at: '2026-11-20T09:00:00.000Z',
    },
  ],
};
const notFound = () => jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);

describe('UsersPage', () => {
  it('keeps the search, filters and sort in the address and asks the server for that page', async () => {
    const fetch = stubBackend(({ path, query }) =>
      path === `/pools/${poolId}/users`
        ? jsonResponse({ data: [alice], pagination: { page: Number(query.get('page')), per_page: 25, total: 1 } })
        : notFound(),
    );
    const { router } = renderInApp(<UsersPage poolId={poolId} title="Pool users" />, i18n(), '/users');
    const table = await screen.findByRole('table', { name: 'Pool users' });
    expect(within(table).getByRole('link', { name: 'alice@example.com' }).getAttribute('href')).toBe(
      `/users/${userId}`,
    );
    fireEvent.change(screen.getByLabelText('Two-factor'), { target: { value: 'false' } });
    await waitFor(() => expect(router.state.location.search).toBe('?second_factor=false'));
    fireEvent.click(within(table).getByRole('button', { name: /Last sign-in/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?second_factor=false&sort=last_sign_in_at&order=desc'),
    );
    await waitFor(() =>
      expect(backendCalls(fetch)).toContain(
        `GET /pools/${poolId}/users?page=1&per_page=25&sort=last_sign_in_at&order=desc&second_factor=false`,
      ),
    );
  });
});

describe('UserPage', () => {
  it('shows the person and the audit log; a reset goes ahead only once the e-mail is typed', async () => {
    const bodies: unknown[] = [];
    stubBackend(({ method, path, body }) => {
      if (path === `/users/${userId}`) return jsonResponse(detail);
      if (path === `/users/${userId}/permissions`) return jsonResponse({ data: [] });
      if (path === `/users/${userId}/sessions`) return jsonResponse({ data: [] });
      if (path === `/users/${userId}/invites`) return jsonResponse({ data: [] });
      if (path === `/users/${userId}/deletion-request`) return jsonResponse({ request: null });
      if (method === 'POST' && path === `/users/${userId}/2fa/reset`) {
        bodies.push(body);
        return new Response(null, { status: 204 });
      }
      return notFound();
    });
    renderInApp(<UserPage poolId={poolId} userId={userId} />, i18n(), `/users/${userId}`);
    expect(await screen.findByRole('heading', { name: 'alice@example.com' })).toBeTruthy();
    expect(screen.getByText('Authenticator app')).toBeTruthy();
    expect(screen.getByText('Session revoked')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reset two-factor' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type alice@example.com to confirm'), {
      target: { value: 'alice@example.com' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(bodies).toEqual([{ email: 'alice@example.com' }]));
  });
});
