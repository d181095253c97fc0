import type { VerificationFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /self-service/verification/browser (product §7). */
export function createBrowserVerificationFlow(params: { returnTo?: string } = {}): Promise<VerificationFlow> {
  return identityApi().createBrowserVerificationFlow(params);
}
