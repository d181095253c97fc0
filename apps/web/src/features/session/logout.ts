import { identityApi } from '@/lib/identity-client';
import { queryClient } from '@/lib/query-client';
import { localStore, storageKeys } from '@/lib/storage';
import { authenticationStatus, refreshSession } from './session';
import { resetRole } from './role-check';

/**
 * Spec §4 logout: with a session, a logout flow is created and completed with its token;
 * without one it is a soft logout. Either way the session and user info reset. Returns
 * where to go: the saved return address if one was given, else sign-in.
 */
export async function logout(): Promise<string> {
  if (authenticationStatus() === 'authenticated') {
    const flow = await identityApi().createBrowserLogoutFlow();
    await identityApi().updateLogoutFlow({ token: flow.logout_token });
  }
  refreshSession();
  resetRole();
  queryClient.clear();
  const returnTo = localStore.get(storageKeys.returnTo);
  localStore.remove(storageKeys.returnTo);
  return returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/auth/login';
}
