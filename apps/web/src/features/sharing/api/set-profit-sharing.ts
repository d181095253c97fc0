import { profitSharingsResponseSchema, type ProfitSharingsResponse } from '@pool/contract';
import { api } from '@/lib/api-client';

export interface ProfitSharingChange {
  recipientId: string;
  percent: string;
  /** The e-mailed code that confirms a new or raised split, for a user without a second factor. */
  code?: string;
}

/**
 * PUT /miners/{donor}/profit-sharings/{recipient}: the percent from 00:00 UTC tomorrow. A new
 * or raised split wants a fresh second factor (the api client asks for it) or, from a user
 * without one, the code e-mailed for it (403 confirmation_code_required without).
 */
export async function setProfitSharing(donorId: string, change: ProfitSharingChange): Promise<ProfitSharingsResponse> {
  const body = await api('PUT /miners/{donor}/profit-sharings/{recipient}', {
    params: { donor: donorId, recipient: change.recipientId },
    body: { percent: change.percent, ...(change.code ? { code: change.code } : {}) },
  });
  return profitSharingsResponseSchema.parse(body);
}
