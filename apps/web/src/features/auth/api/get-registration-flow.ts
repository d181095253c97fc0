import type { RegistrationFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /self-service/registration/flows?id= (product §7). */
export function getRegistrationFlow(id: string): Promise<RegistrationFlow> {
  return identityApi().getRegistrationFlow({ id });
}
