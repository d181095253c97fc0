import type { RecoveryFlow, UpdateRecoveryFlowBody } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';
import type { FlowBody } from '../types';

/** POST /self-service/recovery?flow= with the JSON body built from the form (product §7). */
export function updateRecoveryFlow(flow: string, body: FlowBody): Promise<RecoveryFlow> {
  return identityApi().updateRecoveryFlow({ flow, updateRecoveryFlowBody: body as unknown as UpdateRecoveryFlowBody });
}
