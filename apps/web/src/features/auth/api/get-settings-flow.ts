import type { SettingsFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /self-service/settings/flows?id= (product §7). */
export function getSettingsFlow(id: string): Promise<SettingsFlow> {
  return identityApi().getSettingsFlow({ id });
}
