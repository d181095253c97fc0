import type { SettingsFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /self-service/settings/browser (product §7). */
export function createBrowserSettingsFlow(params: { returnTo?: string } = {}): Promise<SettingsFlow> {
  return identityApi().createBrowserSettingsFlow(params);
}
