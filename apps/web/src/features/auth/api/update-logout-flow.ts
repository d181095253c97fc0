import { identityApi } from '@/lib/identity-client';

/** GET /self-service/logout?token= ends the session (product §4). */
export function updateLogoutFlow(token: string, returnTo?: string): Promise<void> {
  return identityApi().updateLogoutFlow({ token, returnTo });
}
