import type { VerificationFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /self-service/verification/flows?id= (product §7). */
export function getVerificationFlow(id: string): Promise<VerificationFlow> {
  return identityApi().getVerificationFlow({ id });
}
