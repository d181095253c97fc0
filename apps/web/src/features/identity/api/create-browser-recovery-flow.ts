import type { RecoveryFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /self-service/recovery/browser (spec §7). */
export function createBrowserRecoveryFlow(params: { returnTo?: string } = {}): Promise<RecoveryFlow> {
  return identityApi().createBrowserRecoveryFlow(params);
}
