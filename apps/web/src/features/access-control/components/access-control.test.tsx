import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccessListResponse, AccessMember, InvitationOffer } from '@pool/contract';
import { toastStore } from '@/components/ui/toast/toast-store';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse, textResponse } from '@/test/test-utils';
import { AccessList } from './access-list';
import { InvitationView } from './invitation-view';

const i18n = setUpComponentTests();

const minerId = '11111111-1111-4111-8111-111111111111';
const member = (n: number, email: string, role: AccessMember['role'], isYou = false): AccessMember => ({
  permission_id: `22222222-2222-4222-8222-22222222222${n}`,
  identity_id: `33333333-3333-4333-8333-33333333333${n}`,
  email,
  role,
  sections: role === 'viewer' ? ['section_payments_read'] : [],
  granted_at: '2026-11-20T10:00:00Z',
  is_you: isYou,
});

function listOf(you: AccessListResponse['you'], members = [member(1, 'me@example.com', 'owner', true)]) {
  return {
    data: [...members, member(2, 'boss@example.com', 'owner'), member(3, 'friend@example.com', 'viewer')],
    pagination: { page: 1, per_page: 50, total: members.length + 2 },
    invitations: [
      {
        invitation_id: '44444444-4444-4444-8444-444444444444',
        email: 'new@example.com',
        role: 'accountant',
        sections: [],
        invited_by: 'me@example.com',
        created_at: '2026-11-20T10:00:00Z',
        expires_at: '2026-11-27T10:00:00Z',
        expired: false,
      },
    ],
    you,
  } satisfies AccessListResponse;
}

function stubAccess(list: AccessListResponse) {
  return stubBackend(({ method, path }) => {
    if (path !== `/miners/${minerId}/access`) return jsonResponse({ error: { code: 'not_found', message: '' } }, 404);
    if (method === 'GET') return jsonResponse(list);
    if (method === 'POST')
      return jsonResponse({ ...list.invitations[0], email: 'invitee@example.com', role: 'viewer' }, 201);
    return textResponse('', 204);
  });
}

const renderList = () =>
  renderInApp(<AccessList kind="miner" accountId={minerId} page={1} onPage={() => undefined} />, i18n(), '/');

describe('AccessList', () => {
  it('shows members with the spec’s role labels and sections, the open invitations, and no action on one’s own row', async () => {
    stubAccess(listOf({ can_manage: true, can_manage_owners: true }));
    renderList();
    const table = await screen.findByRole('table', { name: 'People with access' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Owner', 'Owner', 'Viewer']);
    expect(within(rows[0]!).getByText('Your access')).toBeTruthy();
    expect(within(rows[2]!).getByText('Payments')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Revoke' })).toBeTruthy();
    const invitations = screen.getByRole('list', { name: 'Invitations not accepted yet' });
    expect(within(invitations).getByText('new@example.com')).toBeTruthy();
    expect(within(invitations).getByText(/Accountant · valid until/)).toBeTruthy();
  });

  it('offers an admin no owner role and no action on owners', async () => {
    stubAccess(listOf({ can_manage: true, can_manage_owners: false }, [member(1, 'me@example.com', 'admin', true)]));
    renderList();
    const table = await screen.findByRole('table', { name: 'People with access' });
    const ownerRow = within(table).getByText('boss@example.com').closest('tr')!;
    expect(within(ownerRow).queryByRole('button')).toBeNull();
    const role = screen.getByLabelText<HTMLSelectElement>('Role');
    expect([...role.options].map((option) => option.textContent)).toEqual(['Admin', 'Manager', 'Accountant', 'Viewer']);
  });

  it('shows the list read-only to someone who may not manage it', async () => {
    stubAccess(listOf({ can_manage: false, can_manage_owners: false }, [member(1, 'me@example.com', 'viewer', true)]));
    renderList();
    await screen.findByRole('table', { name: 'People with access' });
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite a person' })).toBeNull();
  });

  it('invites with the chosen role and sections, and says so', async () => {
    const fetch = stubAccess(listOf({ can_manage: true, can_manage_owners: true }));
    renderList();
    await screen.findByRole('table', { name: 'People with access' });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ' invitee@example.com ' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'treasurer' } });
    expect(screen.getByText('Sees mining and financial data.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Hashrate transfers'));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(toastStore.snapshot().map((toast) => toast.title)).toContain('Invitation sent to invitee@example.com'),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      email: 'invitee@example.com',
      role: 'treasurer',
      sections: ['section_virtual_mining_read'],
    });
  });

  it('asks before revoking and sends the member’s permission', async () => {
    const fetch = stubAccess(listOf({ can_manage: true, can_manage_owners: true }));
    renderList();
    const table = await screen.findByRole('table', { name: 'People with access' });
    const row = within(table).getByText('friend@example.com').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke access?' });
    expect(backendCalls(fetch).some((call) => call.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(backendCalls(fetch)).toContain(
        `DELETE /miners/${minerId}/access?permission_id=22222222-2222-4222-8222-222222222223`,
      ),
    );
  });

  it('shows the server’s refusal in the §8-style text of its code', async () => {
    stubBackend(({ method }) =>
      method === 'GET'
        ? jsonResponse(listOf({ can_manage: true, can_manage_owners: true }))
        : jsonResponse({ error: { code: 'last_owner', message: 'x' } }, 409),
    );
    renderList();
    const table = await screen.findByRole('table', { name: 'People with access' });
    const row = within(table).getByText('boss@example.com').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(toastStore.snapshot().map((toast) => toast.title)).toContain('The account must keep at least one owner'),
    );
  });
});

describe('InvitationView', () => {
  const code = 'code-0123456789abcdef';
  const renderOffer = (offer: InvitationOffer | 404, onAccept = vi.fn()) => {
    stubBackend(() =>
      offer === 404 ? jsonResponse({ error: { code: 'not_found', message: '' } }, 404) : jsonResponse(offer),
    );
    renderInApp(<InvitationView code={code} onAccept={onAccept} accepting={false} acceptFailed={false} />, i18n());
    return onAccept;
  };

  it('shows what is offered and accepts it', async () => {
    const onAccept = renderOffer({
      status: 'open',
      account_kind: 'miner',
      account_name: 'family',
      role: 'treasurer',
      sections: ['section_workers_read'],
      invited_by: 'owner@example.com',
      expires_at: '2026-11-27T10:00:00Z',
    });
    expect(await screen.findByRole('heading', { name: 'Mining account family' })).toBeTruthy();
    expect(screen.getByText('owner@example.com invites you to this account as Manager.')).toBeTruthy();
    expect(screen.getByText('Workers')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(onAccept).toHaveBeenCalledWith(code);
  });

  it.each([
    [{ status: 'expired' } as const, 'This invitation has expired'],
    [{ status: 'accepted' } as const, 'This invitation has been used'],
    [{ status: 'foreign' } as const, 'This invitation is for another address'],
    [404 as const, 'This invitation does not exist'],
  ])('says plainly when it cannot be accepted (%o)', async (offer, title) => {
    renderOffer(offer);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });
});
