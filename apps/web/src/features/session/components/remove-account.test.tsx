import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IdentityResponse } from '@pool/contract';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { menus } from '@/test/menus';
import { jsonResponse } from '@/test/test-utils';
import { RemoveAccount } from './remove-account';

const i18n = setUpComponentTests();
const minerId = '22222222-2222-4222-8222-000000000001';
const identity: IdentityResponse = {
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'miner@example.com', language: null },
  permissions: [
    {
      id: '11111111-1111-4111-8111-000000000001',
      type: 'miner',
      account_id: minerId,
      account_name: 'rigs',
      role: 'owner',
      sections: [],
    },
  ],
  credentials: { password: true, totp: false, lookup_secret: false, webauthn: false },
  menus: { '11111111-1111-4111-8111-000000000001': menus.minerOwner },
};

describe('RemoveAccount', () => {
  it("asks in the app's own dialog, and only then requests the removal", async () => {
    const fetch = stubBackend(({ method }) =>
      method === 'DELETE' ? new Response(null, { status: 202 }) : jsonResponse(identity),
    );
    renderInApp(<RemoveAccount />, i18n());
    fireEvent.click(await screen.findByRole('button', { name: 'Request removal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request removal of rigs?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backendCalls(fetch)).not.toContain(`DELETE /miners/${minerId}`);
    fireEvent.click(screen.getByRole('button', { name: 'Request removal' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Request removal of rigs?' })).getByRole('button', {
        name: 'Request removal',
      }),
    );
    await waitFor(() => expect(backendCalls(fetch)).toContain(`DELETE /miners/${minerId}`));
  });
});
