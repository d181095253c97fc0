import type { RegistrationFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /self-service/registration/browser (product §7). */
export function createBrowserRegistrationFlow(
  params: { returnTo?: string; afterVerificationReturnTo?: string } = {},
): Promise<RegistrationFlow> {
  return identityApi().createBrowserRegistrationFlow(params);
}
