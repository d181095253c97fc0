import type { LogoutFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /self-service/logout/browser: the logout token of the current session (product §4). */
export function createBrowserLogoutFlow(params: { returnTo?: string } = {}): Promise<LogoutFlow> {
  return identityApi().createBrowserLogoutFlow(params);
}
