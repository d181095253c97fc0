import type { LoginFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /self-service/login/browser (product §7). */
export function createBrowserLoginFlow(
  params: { returnTo?: string; aal?: 'aal1' | 'aal2'; refresh?: boolean } = {},
): Promise<LoginFlow> {
  return identityApi().createBrowserLoginFlow(params);
}
