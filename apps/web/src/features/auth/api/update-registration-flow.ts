import type { SuccessfulNativeRegistration, UpdateRegistrationFlowBody } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';
import type { FlowBody } from '../types';

/** POST /self-service/registration?flow= with the JSON body built from the form (product §7). */
export function updateRegistrationFlow(flow: string, body: FlowBody): Promise<SuccessfulNativeRegistration> {
  return identityApi().updateRegistrationFlow({
    flow,
    updateRegistrationFlowBody: body as unknown as UpdateRegistrationFlowBody,
  });
}
