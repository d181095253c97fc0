import { createdCustomerSchema, type CreateCustomerBody, type CreatedCustomer } from '@pool/contract';
import { kindAmong, type AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { customerKeys } from './keys';

/** POST /operators/{id}/miners (a customer of the operator) or /pools/{id}/miners (pool staff's miner account). */
export async function createCustomer(owner: AccountRef, body: CreateCustomerBody): Promise<CreatedCustomer> {
  const created = await api(`POST /${kindAmong(owner, ['pools', 'operators'])}/{id}/miners`, {
    params: { id: owner.id },
    body,
  });
  return createdCustomerSchema.parse(created);
}

/** Creates a customer; the customers list follows. */
export function useCreateCustomer(owner: AccountRef, config?: MutationConfig<CreatedCustomer, CreateCustomerBody>) {
  return useApiMutation(
    (body: CreateCustomerBody) => createCustomer(owner, body),
    [customerKeys.customers(owner)],
    config,
  );
}
