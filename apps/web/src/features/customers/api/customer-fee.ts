import { queryOptions } from '@tanstack/react-query';
import { customerFeeSchema, type CustomerFee } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { customerKeys } from './keys';

/** GET /operators/{id}/customer-fee: the operator's fee for new customers. */
export const customerFeeQueryOptions = (operatorId: string) =>
  queryOptions({
    queryKey: customerKeys.customerFee(operatorId),
    queryFn: async ({ signal }) =>
      customerFeeSchema.parse(await api('GET /operators/{id}/customer-fee', { params: { id: operatorId }, signal })),
  });

/** PUT /operators/{id}/customer-fee: for the customers made from now on. */
export function useSetCustomerFee(operatorId: string, config?: MutationConfig<CustomerFee, CustomerFee>) {
  return useApiMutation(
    async (fee: CustomerFee) =>
      customerFeeSchema.parse(await api('PUT /operators/{id}/customer-fee', { params: { id: operatorId }, body: fee })),
    [customerKeys.customerFee(operatorId)],
    config,
  );
}
