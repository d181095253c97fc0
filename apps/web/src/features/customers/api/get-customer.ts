import { queryOptions } from '@tanstack/react-query';
import { minerAccountSchema, type MinerAccount } from '@pool/contract';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /miners/{id}: the customer's account (name, title, operator, parent). */
export async function getCustomer(minerId: string, signal?: AbortSignal): Promise<MinerAccount> {
  const body = await api('GET /miners/{id}', { params: { id: minerId }, signal });
  return minerAccountSchema.parse(body);
}

export const customerQueryOptions = (minerId: string) =>
  queryOptions({
    queryKey: customerKeys.details(minerId),
    queryFn: ({ signal }) => getCustomer(minerId, signal),
  });
