import type { UpdateVerificationFlowBody, VerificationFlow } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';
import type { FlowBody } from '../types';

/** POST /self-service/verification?flow= with the JSON body built from the form (product §7). */
export function updateVerificationFlow(flow: string, body: FlowBody): Promise<VerificationFlow> {
  return identityApi().updateVerificationFlow({
    flow,
    updateVerificationFlowBody: body as unknown as UpdateVerificationFlowBody,
  });
}
