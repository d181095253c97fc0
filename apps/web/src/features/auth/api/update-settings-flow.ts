import type { SettingsFlow, UpdateSettingsFlowBody } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';
import type { FlowBody } from '../types';

/** POST /self-service/settings?flow= with the JSON body built from the form (product §7). */
export function updateSettingsFlow(flow: string, body: FlowBody): Promise<SettingsFlow> {
  return identityApi().updateSettingsFlow({ flow, updateSettingsFlowBody: body as unknown as UpdateSettingsFlowBody });
}
