import { queryOptions } from '@tanstack/react-query';
import { maxPerPage } from '@pool/contract';
import { kindAmong, type AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { monitoringKeys } from './keys';

/** A customer to choose: its id and name. */
export interface CustomerChoice {
  id: string;
  account_name: string;
}

/**
 * GET /operators|pools/{id}/miners, by name, as many as one page holds (1,000): the
 * customers a list can be narrowed to (the workers page's customer filter).
 */
export async function getCustomerChoices(owner: AccountRef, signal?: AbortSignal): Promise<CustomerChoice[]> {
  const body = await api(`GET /${kindAmong(owner, ['pools', 'operators'])}/{id}/miners`, {
    params: { id: owner.id },
    query: { page: 1, per_page: maxPerPage, sort: 'account_name', order: 'asc' },
    signal,
  });
  return body.data.map(({ id, account_name }) => ({ id, account_name }));
}

export const customerChoicesQueryOptions = (owner: AccountRef) =>
  queryOptions({
    queryKey: monitoringKeys.customerChoices(owner),
    queryFn: ({ signal }) => getCustomerChoices(owner, signal),
  });
