import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCall, jsonResponse, type FetchMock } from '@/test/test-utils';
import allMethods from '../__fixtures__/login-2fa-all-methods.json';
import lookupOnly from '../__fixtures__/login-2fa-lookup.json';
import totpInvalid from '../__fixtures__/login-2fa-totp-invalid.json';
import totpOnly from '../__fixtures__/login-2fa-totp.json';
import webauthnOnly from '../__fixtures__/login-2fa-webauthn.json';
import loginPassword from '../__fixtures__/login-password-initial.json';
import { createEnglishI18n } from '@/test/render';
import { flowFixture, jsonBodyOf } from '../test-support';
import type { LoginFlow } from '../types';
import { SecondFactorDialog } from './second-factor-dialog';
import { SecondFactorHost } from './second-factor-host';
import { onSecondFactorDeclined, requestSecondFactor, secondFactorStore } from './second-factor-store';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createEnglishI18n();
});
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  secondFactorStore.settle(false);
});

/** Answers fetch calls in order; the last answer repeats. */
function stubFetchSequence(...answers: (() => Response)[]): FetchMock {
  let call = 0;
  const mock: FetchMock = vi.fn(() => {
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    return Promise.resolve(answer());
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function renderDialog(props: Partial<Parameters<typeof SecondFactorDialog>[0]> = {}) {
  const onSuccess = vi.fn();
  const onDecline = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SecondFactorDialog open onSuccess={onSuccess} onDecline={onDecline} {...props} />
    </I18nextProvider>,
  );
  return { onSuccess, onDecline };
}

const radio = (name: string) => screen.getByRole('radio', { name, hidden: true });
const codeField = () => screen.getByLabelText('Authentication code');

describe('SecondFactorDialog', () => {
  it('starts a browser login flow at aal2 with refresh', async () => {
    const fetchMock = stubFetchSequence(() => jsonResponse(totpOnly));
    renderDialog();
    await screen.findByLabelText('Authentication code');
    const { url } = fetchCall(fetchMock);
    expect(url).toBe(`${window.location.origin}/api/identity/self-service/login/browser?refresh=true&aal=aal2`);
  });

  it('offers the methods of the flow and picks totp first, with a focused six-digit numeric code field', async () => {
    stubFetchSequence(() => jsonResponse(allMethods));
    renderDialog();
    await screen.findByLabelText('Authentication code');
    expect(screen.getAllByRole('radio', { hidden: true }).map((item) => item.getAttribute('value'))).toEqual([
      'totp',
      'lookup_secret',
      'webauthn',
    ]);
    expect(radio('Authenticator app code')).toHaveProperty('checked', true);
    expect(screen.getByText('Enter the six-digit code from your authenticator app.')).toBeTruthy();
    const code = codeField();
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('pattern')).toBe('[0-9]{6}');
    expect(code.getAttribute('maxlength')).toBe('6');
    // Only the totp group's nodes are shown.
    expect(screen.queryByLabelText('Backup recovery code')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Use Authenticator', hidden: true });
    fireEvent.change(code, { target: { value: '12345' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(code, { target: { value: '123456' } });
    expect(submit).toHaveProperty('disabled', false);
  });

  it('defaults to lookup_secret, then webauthn, when earlier methods are missing', async () => {
    stubFetchSequence(() => jsonResponse(lookupOnly));
    renderDialog();
    expect(await screen.findByLabelText('Backup recovery code')).toBeTruthy();
    expect(radio('One-time lookup secret')).toHaveProperty('checked', true);
    cleanup();

    const both = flowFixture<LoginFlow>(allMethods);
    both.ui.nodes = both.ui.nodes.filter((node) => node.group !== 'totp' && node.group !== 'lookup_secret');
    stubFetchSequence(() => jsonResponse(both));
    renderDialog();
    expect(await screen.findByRole('button', { name: 'Sign in with a hardware key', hidden: true })).toBeTruthy();
    expect(radio('Security key')).toHaveProperty('checked', true);
    cleanup();

    stubFetchSequence(() => jsonResponse(webauthnOnly));
    renderDialog();
    expect(await screen.findByRole('button', { name: 'Sign in with a hardware key', hidden: true })).toBeTruthy();
  });

  it('offers a retry when the flow cannot be started', async () => {
    const fetchMock = stubFetchSequence(
      () => jsonResponse({ error: { id: 'session_aal1_required', code: 401 } }, 401),
      () => jsonResponse(totpOnly),
    );
    renderDialog();
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again', hidden: true }));
    expect(await screen.findByLabelText('Authentication code')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says methods are unavailable when the flow has none', async () => {
    stubFetchSequence(() => jsonResponse(loginPassword));
    renderDialog();
    expect(await screen.findByText('Two-factor methods are unavailable')).toBeTruthy();
    expect(screen.queryByRole('radio', { hidden: true })).toBeNull();
  });

  it('shows the first server message as the error and clears it when the method changes', async () => {
    const fetchMock = stubFetchSequence(
      () => jsonResponse(allMethods),
      () => jsonResponse({ ...totpInvalid, ui: { ...totpInvalid.ui, nodes: allMethods.ui.nodes } }, 400),
    );
    const { onSuccess } = renderDialog();
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use Authenticator', hidden: true }));
    const error = await screen.findByText('The provided authentication code is invalid, please try again.');
    expect(error.getAttribute('role')).toBe('alert');
    // The new code field is described by the error.
    expect(codeField().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(jsonBodyOf(fetchMock, 1)).toEqual({
      csrf_token: 'AAAAAAA/AAAAAA/2+AAAAAAAA==',
      totp_code: '000000',
      method: 'totp',
    });

    fireEvent.click(radio('One-time lookup secret'));
    expect(screen.queryByText('The provided authentication code is invalid, please try again.')).toBeNull();
    expect(screen.getByText('Enter one of your unused backup recovery codes.')).toBeTruthy();
    expect(screen.getByLabelText('Backup recovery code')).toBeTruthy();
  });

  it('reports success', async () => {
    stubFetchSequence(
      () => jsonResponse(totpOnly),
      () => jsonResponse({ session: { id: 's1', authenticator_assurance_level: 'aal2' } }),
    );
    const { onSuccess, onDecline } = renderDialog();
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use Authenticator', hidden: true }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onDecline).not.toHaveBeenCalled();
  });
});

describe('requestSecondFactor with SecondFactorHost', () => {
  function renderHost() {
    render(
      <I18nextProvider i18n={i18n}>
        <SecondFactorHost />
      </I18nextProvider>,
    );
  }

  it('shows nothing until requested', () => {
    stubFetchSequence(() => jsonResponse(totpOnly));
    renderHost();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('resolves true after success and closes the dialog', async () => {
    stubFetchSequence(
      () => jsonResponse(totpOnly),
      () => jsonResponse({ session: { id: 's1' } }),
    );
    renderHost();
    let answer!: Promise<boolean>;
    act(() => {
      answer = requestSecondFactor();
    });
    expect(requestSecondFactor()).toBe(answer);
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use Authenticator', hidden: true }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('resolves false and fires the declined event when closed without success', async () => {
    stubFetchSequence(() => jsonResponse(totpOnly));
    const declined = vi.fn();
    const stop = onSecondFactorDeclined(declined);
    renderHost();
    let answer!: Promise<boolean>;
    act(() => {
      answer = requestSecondFactor();
    });
    await screen.findByLabelText('Authentication code');
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    await expect(answer).resolves.toBe(false);
    expect(declined).toHaveBeenCalledTimes(1);
    stop();
  });

  it('declines when closed while the submission is pending, and ignores its late answer', async () => {
    let finish!: (response: Response) => void;
    let call = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        call += 1;
        if (call !== 2) return Promise.resolve(jsonResponse(totpOnly));
        return new Promise<Response>((resolve) => {
          finish = resolve;
        });
      }),
    );
    const declined = vi.fn();
    const stop = onSecondFactorDeclined(declined);
    renderHost();
    let answer!: Promise<boolean>;
    act(() => {
      answer = requestSecondFactor();
    });
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use Authenticator', hidden: true }));
    await waitFor(() => expect(call).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    await expect(answer).resolves.toBe(false);
    expect(declined).toHaveBeenCalledTimes(1);
    finish(jsonResponse({ session: { id: 's1' } }));
    // A new request is a new dialog, not answered by the late success.
    let next!: Promise<boolean>;
    act(() => {
      next = requestSecondFactor();
    });
    const settled = vi.fn();
    void next.then(settled);
    await screen.findByLabelText('Authentication code');
    expect(settled).not.toHaveBeenCalled();
    stop();
  });
});
