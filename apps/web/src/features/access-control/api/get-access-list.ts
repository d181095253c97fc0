import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { accessListResponseSchema, type AccessAccountKind } from '@pool/contract';
import { api } from '@/lib/api-client';
import { accessKeys } from './keys';

export const accessListPageSize = 50;

/** GET /{kind}s/{id}/access: one page of members, the open invitations and what the caller may do. */
export async function getAccessList(kind: AccessAccountKind, id: string, page: number, signal?: AbortSignal) {
  const body = await api(`GET /${kind}s/{id}/access`, {
    params: { id },
    query: { page, per_page: accessListPageSize },
    signal,
  });
  return parseList(accessListResponseSchema, body);
}

export const accessListQueryOptions = (kind: AccessAccountKind, id: string, page: number) =>
  queryOptions({
    queryKey: accessKeys.list(kind, id, page),
    queryFn: ({ signal }) => getAccessList(kind, id, page, signal),
    placeholderData: keepPreviousData,
  });
