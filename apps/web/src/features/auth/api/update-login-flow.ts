import type { SuccessfulNativeLogin, UpdateLoginFlowBody } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';
import type { FlowBody } from '../types';

/** POST /self-service/login?flow= with the JSON body built from the form (product §7). */
export function updateLoginFlow(flow: string, body: FlowBody): Promise<SuccessfulNativeLogin> {
  return identityApi().updateLoginFlow({ flow, updateLoginFlowBody: body as unknown as UpdateLoginFlowBody });
}
