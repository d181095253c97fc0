import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Component as LoginRoute } from '@/app/routes/auth-login';
import { Component as PasswordRoute } from '@/app/routes/auth-password';
import { Component as OperatorAuthRoute } from '@/app/routes/operator-auth';
import { refreshSession } from '@/features/session/session';
import type * as SessionModule from '@/features/session/session';
import { toastStore } from '@/components/ui/toast/toast-store';
import { setUpComponentTests } from '@/test/render';
import { jsonResponse } from '@/test/test-utils';
import loginInitial from '@/features/auth/__fixtures__/login-password-initial.json';
import registrationInitial from '@/features/auth/__fixtures__/registration-password-initial.json';
import settingsInitial from '@/features/auth/__fixtures__/settings-all-2fa-initial.json';
import { fetchCalls, routeFetch } from '@/features/auth/test-support';

vi.mock('@/features/session/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  refreshSession: vi.fn(),
}));

const i18n = setUpComponentTests(() => vi.mocked(refreshSession).mockClear());

/** The app's route tree in small: the route under test plus the places it goes to. */
function renderRoutes(path: string, element: React.ReactElement, routePath: string) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/', element: <p>Main page</p> },
      { path: '/workers', element: <p>Workers page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n()}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('the login route', () => {
  it('refreshes the session after sign-in and goes to return_to', async () => {
    routeFetch((method) => (method === 'POST' ? jsonResponse({ session: { id: 's' } }) : jsonResponse(loginInitial)));
    const router = renderRoutes('/auth/login?return_to=%2Fworkers', <LoginRoute />, '/auth/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'dev@ory.dev' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(await screen.findByText('Workers page')).toBeTruthy();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/workers');
  });
});

describe('the password route', () => {
  it('shows only the password group of a settings flow and goes to main once saved', async () => {
    const fetchMock = routeFetch((method) =>
      method === 'POST'
        ? jsonResponse({ ...settingsInitial, state: 'success', ui: { ...settingsInitial.ui, messages: [] } })
        : jsonResponse(settingsInitial),
    );
    renderRoutes('/auth/password?flow=s1', <PasswordRoute />, '/auth/password');
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    expect(screen.queryByLabelText('Verify code')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add security key' })).toBeNull();
    fireEvent.change(password, { target: { value: 'Another-Horse-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Main page')).toBeTruthy();
    expect(toastStore.snapshot().map((toast) => toast.title)).toContain('Your changes have been saved!');
    expect(refreshSession).toHaveBeenCalledTimes(1);
    const post = fetchCalls(fetchMock).find(({ method }) => method === 'POST');
    expect(JSON.parse(post?.init.body as string)).toEqual({
      csrf_token: 'AAAAAAA/AAAAAA/2+AAAAAAAA==',
      password: 'Another-Horse-42',
      method: 'password',
    });
    toastStore.clear();
  });
});

describe('the operator sign-in route', () => {
  it('shows the operator as brand and offers sign-in and registration in tabs', async () => {
    const fetchMock = routeFetch((_method, path) => {
      if (path.includes('/operators/lookup-by-title/acme')) {
        return jsonResponse({
          data: {
            id: 'o1',
            name: 'Acme Hub',
            title: 'acme',
            pool_fee_percent: '0.9',
            customer_fee_percent: '2',
            total_fee_percent: '2.882',
          },
        });
      }
      return path.startsWith('/self-service/registration')
        ? jsonResponse(registrationInitial)
        : jsonResponse(loginInitial);
    });
    const router = renderRoutes('/acme/auth', <OperatorAuthRoute />, '/:operatorId/auth');
    await waitFor(() => expect(screen.getByTestId('operator-brand').textContent).toBe('Control hub: Acme Hub'));
    // A customer of the hub pays the operator's fee on top of the pool's: the page says the total.
    expect(screen.getByText('2.882% fee in all: the pool’s 0.9%, then Acme Hub’s 2% of the rest')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('button', { name: 'Sign in with password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Create an account' }));
    expect(await within(screen.getByRole('tabpanel')).findByRole('button', { name: 'Sign up' })).toBeTruthy();
    // Both flows live in the page; the address keeps no flow id.
    expect(router.state.location.search).toBe('');
    const identityCalls = fetchCalls(fetchMock)
      .map(({ url }) => new URL(url, window.location.href).pathname)
      .filter((path) => path.startsWith('/api/identity/'));
    expect(identityCalls).toEqual([
      '/api/identity/self-service/login/browser',
      '/api/identity/self-service/registration/browser',
    ]);
  });
});
