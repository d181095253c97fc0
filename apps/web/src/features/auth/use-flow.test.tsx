import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { fetchCall, jsonResponse, type FetchMock } from '@/test/test-utils';
import loginInitial from './__fixtures__/login-password-initial.json';
import loginWrong from './__fixtures__/login-password-wrong-credentials.json';
import recoverySent from './__fixtures__/recovery-code-sent.json';
import verificationInitial from './__fixtures__/verification-code-initial.json';
import { LoginFlowView, RecoveryFlowView, VerificationFlowView } from './components/flow-views';
import { renderInApp, setUpComponentTests } from '@/test/render';
import { jsonBodyOf } from './test-support';

const i18n = setUpComponentTests();

const flowId = '00000000-0000-0000-0000-000000000000';

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

async function fillAndSubmit() {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'dev@ory.dev' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
}

describe('useFlow through the login view', () => {
  it('creates a flow when ?flow is missing and puts its id into the address with replace', async () => {
    const fetchMock = stubFetchSequence(() => jsonResponse(loginInitial));
    const { router } = renderInApp(<LoginFlowView onComplete={vi.fn()} />, i18n(), '/auth/login?reg=1');
    await screen.findByLabelText('E-mail');
    expect(fetchCall(fetchMock).url).toBe(`${window.location.origin}/api/identity/self-service/login/browser`);
    await waitFor(() => expect(router.state.location.search).toBe(`?reg=1&flow=${flowId}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes a same-origin return_to on as an absolute address, and drops a foreign one', async () => {
    const fetchMock = stubFetchSequence(() => jsonResponse(loginInitial));
    renderInApp(<LoginFlowView onComplete={vi.fn()} />, i18n(), '/auth/login?return_to=%2Fworkers%3Fa%3D1');
    await screen.findByLabelText('E-mail');
    const url = new URL(fetchCall(fetchMock).url);
    expect(url.searchParams.get('return_to')).toBe(`${window.location.origin}/workers?a=1`);
    cleanup();

    const foreign = stubFetchSequence(() => jsonResponse(loginInitial));
    renderInApp(<LoginFlowView onComplete={vi.fn()} />, i18n(), '/auth/login?return_to=https%3A%2F%2Fevil.example%2F');
    await screen.findByLabelText('E-mail');
    expect(new URL(fetchCall(foreign).url).searchParams.has('return_to')).toBe(false);
  });

  it('fetches the flow by id when ?flow is given', async () => {
    const fetchMock = stubFetchSequence(() => jsonResponse(loginInitial));
    renderInApp(<LoginFlowView onComplete={vi.fn()} />, i18n(), '/auth/login?flow=abc');
    await screen.findByLabelText('E-mail');
    expect(fetchCall(fetchMock).url).toBe(`${window.location.origin}/api/identity/self-service/login/flows?id=abc`);
  });

  it('asks for the second factor when the address says aal=aal2', async () => {
    const fetchMock = stubFetchSequence(() => jsonResponse(loginInitial));
    renderInApp(<LoginFlowView onComplete={vi.fn()} />, i18n(), '/auth/login?aal=aal2');
    await screen.findByLabelText('E-mail');
    expect(fetchCall(fetchMock).url).toContain('/self-service/login/browser?aal=aal2');
  });

  it('re-renders the flow a 400 returns, with its messages', async () => {
    stubFetchSequence(
      () => jsonResponse(loginInitial),
      () => jsonResponse(loginWrong, 400),
    );
    const onComplete = vi.fn();
    renderInApp(<LoginFlowView onComplete={onComplete} />, i18n(), `/auth/login?flow=${flowId}`);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The provided credentials are invalid/);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('completes to a same-origin return_to after a successful login', async () => {
    const fetchMock = stubFetchSequence(
      () => jsonResponse(loginInitial),
      () => jsonResponse({ session: { id: 's1' } }),
    );
    const onComplete = vi.fn();
    renderInApp(
      <LoginFlowView onComplete={onComplete} />,
      i18n(),
      `/auth/login?flow=${flowId}&return_to=${encodeURIComponent('/workers')}`,
    );
    await fillAndSubmit();
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('/workers'));
    const { url, init } = fetchCall(fetchMock, 1);
    expect(url).toBe(`${window.location.origin}/api/identity/self-service/login?flow=${flowId}`);
    expect(JSON.parse(init.body as string)).toMatchObject({ identifier: 'dev@ory.dev', method: 'password' });
  });

  it('completes to / when return_to is another origin', async () => {
    stubFetchSequence(
      () => jsonResponse(loginInitial),
      () => jsonResponse({ session: { id: 's1' } }),
    );
    const onComplete = vi.fn();
    renderInApp(
      <LoginFlowView onComplete={onComplete} />,
      i18n(),
      `/auth/login?flow=${flowId}&return_to=${encodeURIComponent('https://evil.example/')}`,
    );
    await fillAndSubmit();
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('/'));
  });

  it('follows continue_with: verification before a redirect', async () => {
    stubFetchSequence(
      () => jsonResponse(loginInitial),
      () =>
        jsonResponse({
          session: { id: 's1' },
          continue_with: [
            { action: 'redirect_browser_to', redirect_browser_to: `${window.location.origin}/payments` },
            { action: 'show_verification_ui', flow: { id: 'v1', verifiable_address: 'dev@ory.dev' } },
          ],
        }),
    );
    const onComplete = vi.fn();
    renderInApp(<LoginFlowView onComplete={onComplete} />, i18n(), `/auth/login?flow=${flowId}`);
    await fillAndSubmit();
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('/auth/verification?flow=v1'));
  });

  it('on an expired flow with use_flow_id shows the notice and loads that flow', async () => {
    const fetchMock = stubFetchSequence(
      () => jsonResponse(loginInitial),
      () => jsonResponse({ error: { id: 'self_service_flow_expired', code: 410 }, use_flow_id: 'fresh' }, 410),
      () => jsonResponse({ ...loginInitial, id: 'fresh' }),
    );
    const { router } = renderInApp(<LoginFlowView onComplete={vi.fn()} />, i18n(), `/auth/login?flow=${flowId}`);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.search).toBe('?flow=fresh'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(fetchCall(fetchMock, 2).url).toContain('/self-service/login/flows?id=fresh');
    expect(toastStore.snapshot().map((toast) => toast.title)).toContain('Page security token expired, refreshing...');
  });

  it('opens an app page the server sends the browser to (second factor after the password) in the app', async () => {
    stubFetchSequence(
      () => jsonResponse(loginInitial),
      () =>
        jsonResponse(
          {
            error: { id: 'browser_location_change_required', code: 422 },
            redirect_browser_to: `${window.location.origin}/auth/login?flow=aal2-flow`,
          },
          422,
        ),
    );
    const onComplete = vi.fn();
    renderInApp(<LoginFlowView onComplete={onComplete} />, i18n(), `/auth/login?flow=${flowId}`);
    await fillAndSubmit();
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('/auth/login?flow=aal2-flow'));
  });

  it('restarts the flow after a csrf violation', async () => {
    const fetchMock = stubFetchSequence(
      () => jsonResponse(loginInitial),
      () => jsonResponse({ error: { id: 'security_csrf_violation', code: 403 } }, 403),
      () => jsonResponse({ ...loginInitial, id: 'restarted' }),
    );
    const { router } = renderInApp(<LoginFlowView onComplete={vi.fn()} />, i18n(), `/auth/login?flow=${flowId}`);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.search).toBe('?flow=restarted'));
    expect(fetchCall(fetchMock, 2).url).toContain('/self-service/login/browser');
  });

  it('goes on when a session already exists', async () => {
    stubFetchSequence(() => jsonResponse({ error: { id: 'session_already_available', code: 400 } }, 400));
    const onComplete = vi.fn();
    renderInApp(<LoginFlowView onComplete={onComplete} />, i18n(), '/auth/login');
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('/'));
    expect(toastStore.snapshot().map((toast) => toast.title)).toContain('You are already logged in');
  });

  it('shows an error with a retry when the flow cannot be created', async () => {
    stubFetchSequence(
      () => jsonResponse({ error: { code: 500, message: 'down' } }, 500),
      () => jsonResponse(loginInitial),
    );
    renderInApp(<LoginFlowView onComplete={vi.fn()} />, i18n(), '/auth/login');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
  });

  it('links to recovery and registration keeping the query', async () => {
    stubFetchSequence(() => jsonResponse(loginInitial));
    renderInApp(<LoginFlowView onComplete={vi.fn()} />, i18n(), `/auth/login?flow=${flowId}&promocode=X`);
    await screen.findByLabelText('E-mail');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/auth/recovery?promocode=X',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/auth/registration?promocode=X',
    );
  });
});

describe('recovery and verification views', () => {
  it('recovery: a submitted code re-renders the flow the server returns', async () => {
    const fetchMock = stubFetchSequence(
      () => jsonResponse(recoverySent),
      () => jsonResponse({ ...recoverySent, ui: { ...recoverySent.ui, messages: [] } }),
    );
    renderInApp(<RecoveryFlowView onComplete={vi.fn()} />, i18n(), `/auth/recovery?flow=${flowId}`);
    expect(await screen.findByText(/An e-mail containing a recovery code has been sent/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByText(/An e-mail containing a recovery code/)).toBeNull());
    expect(jsonBodyOf(fetchMock, 1)).toEqual({
      csrf_token: 'AAAAAAA/AAAAAA/2+AAAAAAAA==',
      code: '123456',
      method: 'code',
    });
  });

  it('recovery: continue_with show_settings_ui goes to the password page', async () => {
    stubFetchSequence(
      () => jsonResponse(recoverySent),
      () => jsonResponse({ ...recoverySent, continue_with: [{ action: 'show_settings_ui', flow: { id: 's9' } }] }),
    );
    const onComplete = vi.fn();
    renderInApp(<RecoveryFlowView onComplete={onComplete} />, i18n(), `/auth/recovery?flow=${flowId}`);
    fireEvent.change(await screen.findByLabelText('Recovery code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('/auth/password?flow=s9'));
  });

  it('verification: renders the e-mail form', async () => {
    stubFetchSequence(() => jsonResponse(verificationInitial));
    renderInApp(<VerificationFlowView onComplete={vi.fn()} />, i18n(), `/auth/verification?flow=${flowId}`);
    expect(await screen.findByLabelText('E-mail')).toHaveProperty('type', 'email');
  });
});
