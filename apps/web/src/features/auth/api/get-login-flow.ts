import type { LoginFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /self-service/login/flows?id= (product §7). */
export function getLoginFlow(id: string): Promise<LoginFlow> {
  return identityApi().getLoginFlow({ id });
}
