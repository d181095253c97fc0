import { queryOptions } from '@tanstack/react-query';
import type { IdentityResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import { identityKeys } from './keys';

/** GET /identity: the user, their permissions and credentials (the role check of product §4). */
export function getIdentity(): Promise<IdentityResponse> {
  return api('GET /identity');
}

export const identityQueryOptions = queryOptions({
  queryKey: identityKeys.current,
  queryFn: getIdentity,
  staleTime: 60_000,
});
