import { forgetDashboard } from '@/lib/dashboard-cookie';
import { queryClient } from '@/lib/query-client';
import { localStore, storageKeys } from '@/lib/storage';
import { authenticationStatus, refreshSession } from './session';
import { resetRole } from './role-check';

/**
 * Product §4 logout: with a session, a logout flow is created and completed with its token;
 * without one it is a soft logout. The app then goes to the saved return address if one
 * was given (else sign-in), replacing the history entry, and only then drops the
 * session and user info, so no signed-in screen asks for them on its way out.
 */
export async function logout(
  go: (to: string, options: { replace: true; flushSync: true }) => Promise<void> | void,
): Promise<void> {
  if (authenticationStatus() === 'authenticated') {
    // The SDK is a chunk of the sign-in pages: a signed-in page loads it only to sign out.
    const { identityApi } = await import('@/lib/identity-client');
    const flow = await identityApi().createBrowserLogoutFlow();
    await identityApi().updateLogoutFlow({ token: flow.logout_token });
  }
  refreshSession();
  forgetDashboard();
  const returnTo = localStore.get(storageKeys.returnTo);
  localStore.remove(storageKeys.returnTo);
  await go(returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/auth/login', {
    replace: true,
    // The signed-in screens must have unmounted before the cache is cleared: a screen
    // still mounted would fetch its cleared query again, now without a session (401).
    flushSync: true,
  });
  resetRole();
  queryClient.clear();
}
