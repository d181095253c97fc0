import type { RecoveryFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /self-service/recovery/flows?id= (product §7). */
export function getRecoveryFlow(id: string): Promise<RecoveryFlow> {
  return identityApi().getRecoveryFlow({ id });
}
