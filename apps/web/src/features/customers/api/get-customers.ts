import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { minersResponseSchema, type MinersResponse } from '@pool/contract';
import { kindAmong, type AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { customersFilterOf, type CustomersParams } from '../customers-search-params';
import { customerKeys } from './keys';

/** Rows per page of the customers table. */
export const customersPageSize = 25;

/**
 * GET /operators/{id}/miners or /pools/{id}/miners: one page of the accounts, searched,
 * filtered and sorted on the server, with the sums of the whole list.
 */
export async function getCustomers(
  owner: AccountRef,
  params: CustomersParams,
  signal?: AbortSignal,
): Promise<MinersResponse> {
  const body = await api(`GET /${kindAmong(owner, ['pools', 'operators'])}/{id}/miners`, {
    params: { id: owner.id },
    query: { page: params.page, per_page: customersPageSize, ...customersFilterOf(params) },
    signal,
  });
  return parseList(minersResponseSchema, body);
}

export const customersQueryOptions = (owner: AccountRef, params: CustomersParams) =>
  queryOptions({
    queryKey: customerKeys.list(owner, params),
    queryFn: ({ signal }) => getCustomers(owner, params, signal),
    placeholderData: keepPreviousData,
  });
