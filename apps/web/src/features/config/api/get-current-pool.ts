import { currentPoolResponseSchema, type CurrentPoolResponse } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';

export type CurrentPoolResult = { kind: 'present'; pool: CurrentPoolResponse } | { kind: 'empty' };

/** GET /pools/current. A 2xx without a body (or with an empty object) is "empty" (product §2). */
export async function getCurrentPool(): Promise<CurrentPoolResult> {
  const payload = await apiRequest<unknown>('/pools/current');
  if (payload === undefined || payload === null) return { kind: 'empty' };
  if (typeof payload === 'object' && Object.keys(payload).length === 0) return { kind: 'empty' };
  return { kind: 'present', pool: currentPoolResponseSchema.parse(payload) };
}
