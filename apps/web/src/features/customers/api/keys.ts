import type { AccountRef } from '@/lib/account';
import type { CustomersParams } from '../customers-search-params';

/**
 * Query keys of the customers domain. They hang off the account they read
 * (`['operators', id, 'miners', …]`, `['miners', id, …]`), so switching account or a
 * change to one customer invalidates by prefix.
 */
export const customerKeys = {
  customers: (owner: AccountRef) => [owner.kind, owner.id, 'miners'] as const,
  list: (owner: AccountRef, params: CustomersParams) => [owner.kind, owner.id, 'miners', params] as const,
  customer: (minerId: string) => ['miners', minerId] as const,
  details: (minerId: string) => ['miners', minerId, 'customer'] as const,
  fees: (operatorId: string, minerId: string) => ['operators', operatorId, 'miners', minerId, 'fees'] as const,
  poolFees: (minerId: string) => ['miners', minerId, 'fees'] as const,
  customerFee: (operatorId: string) => ['operators', operatorId, 'customer-fee'] as const,
};
