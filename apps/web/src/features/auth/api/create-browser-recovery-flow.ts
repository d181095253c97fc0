import type { RecoveryFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /self-service/recovery/browser (product §7). */
export function createBrowserRecoveryFlow(params: { returnTo?: string } = {}): Promise<RecoveryFlow> {
  return identityApi().createBrowserRecoveryFlow(params);
}
