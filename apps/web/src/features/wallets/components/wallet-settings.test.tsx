import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Wallet } from '@pool/contract';
import { toastStore } from '@/components/ui/toast/toast-store';
import { setSecondFactorHandler } from '@/lib/api-client';
import { backendCalls, renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse, minerAccountBody } from '@/test/test-utils';
import { WalletSettings } from './wallet-settings';

const i18n = setUpComponentTests(() => setSecondFactorHandler(undefined));

const minerId = '11111111-1111-4111-8111-111111111111';
const walletId = '44444444-4444-4444-8444-444444444444';
const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const wallet: Wallet = {
  id: walletId,
  currency: 'BTC',
  network: 'mainnet',
  address,
  min_payment: 500_000,
  max_payment: 0,
  paused_until: null,
};

type Post = { path: string; body: unknown };

/**
 * GET /miners/{id} answers the account with `current` as its wallet; each POST to the
 * wallet is answered by `answer` (a 201 by default) and recorded.
 */
function stubWallet(current: Wallet, answer: (post: Post) => Response = () => jsonResponse(current, 201)) {
  const posts: Post[] = [];
  const fetch = stubBackend(({ method, path, body }) => {
    if (method === 'GET' && path === `/miners/${minerId}`)
      return jsonResponse(minerAccountBody(minerId, { wallets: [current] }));
    if (method === 'POST' && path.startsWith(`/wallets/${walletId}/`)) {
      posts.push({ path, body });
      return answer({ path, body });
    }
    if (method === 'GET' && path === `/wallets/${walletId}/addresses`)
      return jsonResponse({
        data: [
          { address, created_at: '2026-11-20T10:00:00Z', current: true },
          { address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', created_at: '2026-11-01T10:00:00Z', current: false },
        ],
        pagination: { page: 1, per_page: 10, total: 2 },
      });
    return jsonResponse({ error: { code: 'not_found', message: 'no' } }, 404);
  });
  return { fetch, posts };
}

function renderSettings(canManage = true) {
  return renderInApp(<WalletSettings minerId={minerId} canManage={canManage} />, i18n(), '/settings');
}

const fieldNamed = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const formOf = (name: string) => fieldNamed(name).closest('form')!;

/** The confirmation step: its dialog, once open. */
const confirmation = (title: string) => screen.findByRole('dialog', { name: title });
async function confirm(title: string) {
  fireEvent.click(within(await confirmation(title)).getByRole('button', { name: 'Confirm' }));
}

describe('WalletSettings', () => {
  it('shows the address, the minimum payment, no maximum, and the pause rule', async () => {
    stubWallet(wallet);
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Payout wallet' });
    expect(await within(section).findByText(address)).toBeTruthy();
    const facts = within(section)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(facts).toEqual([address, '0.00500000 BTC', 'No limit']);
    expect(within(section).getByText(/Payouts run daily at 14:00 UTC/)).toBeTruthy();
    expect(within(section).getByText('Payouts are paused for a day after the address changes.')).toBeTruthy();
    expect(within(section).queryByText(/Payouts are paused until/)).toBeNull();
  });

  it('says until when payouts are paused after an address change', async () => {
    stubWallet({ ...wallet, paused_until: '2026-11-21T10:00:00Z' });
    renderSettings();
    expect(await screen.findByText(/^Payouts are paused until Nov 2[01], 2026/)).toBeTruthy();
  });

  it('changes the address, says so, and reloads the wallet', async () => {
    const { fetch, posts } = stubWallet(wallet);
    renderSettings();
    await screen.findByText(address);
    fireEvent.change(fieldNamed('New payout address'), { target: { value: `  ${'bc1q'.padEnd(42, 'x')}  ` } });
    fireEvent.click(within(formOf('New payout address')).getByRole('button', { name: 'Change address' }));
    // Nothing is sent before the confirmation, which shows the new address in full and the pause.
    const dialog = await confirmation('Change the payout address?');
    expect(posts).toEqual([]);
    expect(within(dialog).getByText('bc1q'.padEnd(42, 'x'))).toBeTruthy();
    expect(
      within(dialog).getByText(/^After the change, payouts pause for 24 hours: the next payout is not sent before/),
    ).toBeTruthy();
    await confirm('Change the payout address?');
    await waitFor(() => expect(toastStore.snapshot().map((toast) => toast.title)).toEqual(['Success!']));
    expect(posts).toEqual([{ path: `/wallets/${walletId}/addresses`, body: { address: 'bc1q'.padEnd(42, 'x') } }]);
    expect(fieldNamed('New payout address').value).toBe('');
    await waitFor(() =>
      expect(backendCalls(fetch).filter((call) => call === `GET /miners/${minerId}`)).toHaveLength(2),
    );
  });

  it('shows the server’s field error next to the field', async () => {
    const { posts } = stubWallet(wallet, () =>
      jsonResponse(
        {
          error: {
            code: 'invalid_input',
            message: 'bad',
            fields: [{ name: 'address', code: 'crypto_address_invalid', currency: 'BTC', network: 'mainnet' }],
          },
        },
        400,
      ),
    );
    renderSettings();
    await screen.findByText(address);
    fireEvent.change(fieldNamed('New payout address'), { target: { value: 'tb1qnotmainnet' } });
    fireEvent.click(within(formOf('New payout address')).getByRole('button', { name: 'Change address' }));
    await confirm('Change the payout address?');
    const field = fieldNamed('New payout address');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const error = within(formOf('New payout address')).getByRole('alert');
    expect(error.textContent).toBe('This is not a valid BTC address for mainnet');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(posts).toHaveLength(1);
    expect(toastStore.snapshot()).toEqual([]);
  });

  it('asks for a second factor when the server wants one, then sends the change again', async () => {
    let asked = 0;
    setSecondFactorHandler(() => {
      asked += 1;
      return Promise.resolve(true);
    });
    let first = true;
    const { posts } = stubWallet(wallet, () => {
      if (!first) return jsonResponse(wallet, 201);
      first = false;
      return jsonResponse({ error: { code: 'mfa_required', message: 'again' } }, 403);
    });
    renderSettings();
    await screen.findByText(address);
    fireEvent.change(fieldNamed('Minimum payment, BTC'), { target: { value: '0,01' } });
    fireEvent.click(within(formOf('Minimum payment, BTC')).getByRole('button', { name: 'Save' }));
    expect(within(await confirmation('Change the minimum payment?')).getByText('0.01000000 BTC')).toBeTruthy();
    await confirm('Change the minimum payment?');
    await waitFor(() => expect(toastStore.snapshot().map((toast) => toast.title)).toEqual(['Success!']));
    expect(asked).toBe(1);
    expect(posts).toEqual([
      { path: `/wallets/${walletId}/min-payments`, body: { amount: 1_000_000 } },
      { path: `/wallets/${walletId}/min-payments`, body: { amount: 1_000_000 } },
    ]);
  });

  it('says so when the second factor is declined', async () => {
    setSecondFactorHandler(() => Promise.resolve(false));
    stubWallet(wallet, () => jsonResponse({ error: { code: 'mfa_required', message: 'again' } }, 403));
    renderSettings();
    await screen.findByText(address);
    fireEvent.change(fieldNamed('Maximum payment, BTC'), { target: { value: '1' } });
    fireEvent.click(within(formOf('Maximum payment, BTC')).getByRole('button', { name: 'Save' }));
    await confirm('Change the maximum payment?');
    await waitFor(() =>
      expect(toastStore.snapshot().map((toast) => [toast.type, toast.title])).toEqual([
        ['error', 'Additional authentication required'],
      ]),
    );
  });

  it('checks limits before asking: decimals, the floor, and a maximum below the minimum; 0 lifts the maximum', async () => {
    const { posts } = stubWallet(wallet);
    renderSettings();
    await screen.findByText(address);
    const submitMin = (value: string) => {
      fireEvent.change(fieldNamed('Minimum payment, BTC'), { target: { value } });
      fireEvent.click(within(formOf('Minimum payment, BTC')).getByRole('button', { name: 'Save' }));
    };
    submitMin('0.000000001');
    expect((await within(formOf('Minimum payment, BTC')).findByRole('alert')).textContent).toBe(
      'Value should be a decimal',
    );
    submitMin('0.00001');
    await waitFor(() =>
      expect(within(formOf('Minimum payment, BTC')).getByRole('alert').textContent).toBe(
        'Value should be greater than or equal to 0.00010000 BTC',
      ),
    );
    fireEvent.change(fieldNamed('Maximum payment, BTC'), { target: { value: '0.001' } });
    fireEvent.click(within(formOf('Maximum payment, BTC')).getByRole('button', { name: 'Save' }));
    expect((await within(formOf('Maximum payment, BTC')).findByRole('alert')).textContent).toBe(
      'Value should be greater than or equal to 0.00500000 BTC',
    );
    expect(posts).toEqual([]);
    fireEvent.change(fieldNamed('Maximum payment, BTC'), { target: { value: '0' } });
    fireEvent.click(within(formOf('Maximum payment, BTC')).getByRole('button', { name: 'Save' }));
    expect(within(await confirmation('Change the maximum payment?')).getByText('No limit')).toBeTruthy();
    await confirm('Change the maximum payment?');
    await waitFor(() => expect(posts).toEqual([{ path: `/wallets/${walletId}/max-payments`, body: { amount: 0 } }]));
  });

  it('turns a threshold the server gives in satoshi into BTC', async () => {
    stubWallet(wallet, () =>
      jsonResponse(
        {
          error: {
            code: 'invalid_input',
            message: 'bad',
            fields: [{ name: 'amount', code: 'max_threshold', value: 2_000_000 }],
          },
        },
        400,
      ),
    );
    renderSettings();
    await screen.findByText(address);
    fireEvent.change(fieldNamed('Minimum payment, BTC'), { target: { value: '0.05' } });
    fireEvent.click(within(formOf('Minimum payment, BTC')).getByRole('button', { name: 'Save' }));
    await confirm('Change the minimum payment?');
    expect((await within(formOf('Minimum payment, BTC')).findByRole('alert')).textContent).toBe(
      'Value should be at most 0.02000000 BTC',
    );
  });

  it('without a second factor, sends a code by e-mail and makes the change with it', async () => {
    const right = '123456';
    const newAddress = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
    const { posts } = stubWallet(wallet, ({ path, body }) => {
      if (path.endsWith('/confirmation-codes'))
        return jsonResponse({ email: 'miner@example.com', expires_at: '2026-11-20T10:15:00Z' }, 201);
      const code = (body as { code?: string }).code;
      if (code === undefined)
        return jsonResponse({ error: { code: 'confirmation_code_required', message: 'code' } }, 403);
      if (code !== right)
        return jsonResponse(
          {
            error: {
              code: 'invalid_input',
              message: 'bad',
              fields: [{ name: 'code', code: 'confirmation_code_invalid', attempts_left: 4 }],
            },
          },
          400,
        );
      return jsonResponse({ ...wallet, address: newAddress }, 201);
    });
    renderSettings();
    await screen.findByText(address);
    fireEvent.change(fieldNamed('New payout address'), { target: { value: newAddress } });
    fireEvent.click(within(formOf('New payout address')).getByRole('button', { name: 'Change address' }));
    await confirm('Change the payout address?');
    const dialog = await confirmation('Change the payout address?');
    expect((await within(dialog).findByText(/^We sent a 6-digit code to miner@example.com/)).textContent).toMatch(
      /valid until Nov 20, 2026/,
    );
    const codeField = within(dialog).getByRole('textbox', { name: 'Code from the e-mail' });
    fireEvent.change(codeField, { target: { value: '12' } });
    await confirm('Change the payout address?');
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter the 6 digits from the e-mail.');
    fireEvent.change(codeField, { target: { value: '654321' } });
    await confirm('Change the payout address?');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Wrong code. 4 tries left.'));
    fireEvent.change(codeField, { target: { value: right } });
    await confirm('Change the payout address?');
    await waitFor(() => expect(toastStore.snapshot().map((toast) => toast.title)).toEqual(['Success!']));
    expect(posts).toEqual([
      { path: `/wallets/${walletId}/addresses`, body: { address: newAddress } },
      { path: `/wallets/${walletId}/confirmation-codes`, body: { kind: 'address', address: newAddress } },
      { path: `/wallets/${walletId}/addresses`, body: { address: newAddress, code: '654321' } },
      { path: `/wallets/${walletId}/addresses`, body: { address: newAddress, code: right } },
    ]);
  });

  it("says when the day's code tries are used up, apart from too many codes sent", async () => {
    const newAddress = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
    stubWallet(wallet, ({ path, body }) => {
      if (path.endsWith('/confirmation-codes'))
        return jsonResponse({ email: 'miner@example.com', expires_at: '2026-11-20T10:15:00Z' }, 201);
      if ((body as { code?: string }).code === undefined)
        return jsonResponse({ error: { code: 'confirmation_code_required', message: 'code' } }, 403);
      return jsonResponse({ error: { code: 'rate_limited', message: 'Too many code tries today' } }, 429);
    });
    renderSettings();
    await screen.findByText(address);
    fireEvent.change(fieldNamed('New payout address'), { target: { value: newAddress } });
    fireEvent.click(within(formOf('New payout address')).getByRole('button', { name: 'Change address' }));
    await confirm('Change the payout address?');
    const dialog = await confirmation('Change the payout address?');
    const codeField = await within(dialog).findByRole('textbox', { name: 'Code from the e-mail' });
    fireEvent.change(codeField, { target: { value: '654321' } });
    await confirm('Change the payout address?');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Too many wrong codes today. Try again tomorrow, or set up a second factor to confirm with it.',
      ),
    );
  });

  it('only reads the wallet for those who may not change it, and shows the address history when opened', async () => {
    const { fetch } = stubWallet(wallet);
    renderSettings(false);
    await screen.findByText(address);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText("Only the account's owner or an admin can change the wallet.")).toBeTruthy();
    expect(backendCalls(fetch)).not.toContain(`GET /wallets/${walletId}/addresses?per_page=10`);
    const history = screen.getByText('Address history').closest('details')!;
    history.open = true;
    fireEvent(history, new Event('toggle'));
    expect(await within(history).findByText('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBeTruthy();
    expect(within(history).getAllByRole('listitem')[0]!.textContent).toContain('In force');
    expect(backendCalls(fetch)).toContain(`GET /wallets/${walletId}/addresses?per_page=10`);
  });
});
