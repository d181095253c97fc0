import type { ChartPeriod } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import type { TransferDirection } from '../transfers-search-params';
import type { WorkersListParams } from '../workers-search-params';

/**
 * Query keys of the monitoring domain. Everything hangs off the account
 * (`['miners', id, …]`), so switching account invalidates by prefix.
 */
export const monitoringKeys = {
  account: (account: AccountRef) => [account.kind, account.id] as const,
  details: (account: AccountRef) => [account.kind, account.id, 'details'] as const,
  stats: (account: AccountRef) => [account.kind, account.id, 'stats'] as const,
  chart: (account: AccountRef, period: ChartPeriod) => [account.kind, account.id, 'charts', period] as const,
  workers: (account: AccountRef) => [account.kind, account.id, 'workers'] as const,
  workerList: (account: AccountRef, params: WorkersListParams) =>
    [account.kind, account.id, 'workers', 'list', params] as const,
  workerStatuses: (account: AccountRef) => [account.kind, account.id, 'workers', 'statuses'] as const,
  workerStats: (account: AccountRef, workerId: string, period: ChartPeriod) =>
    [account.kind, account.id, 'workers', 'stats', workerId, period] as const,
  transfers: (account: AccountRef, direction: TransferDirection, page: number) =>
    [account.kind, account.id, 'transfers', direction, page] as const,
  transferStats: (account: AccountRef, direction: TransferDirection) =>
    [account.kind, account.id, 'transfers', direction, 'stats'] as const,
  transferChart: (account: AccountRef, direction: TransferDirection, period: ChartPeriod) =>
    [account.kind, account.id, 'transfers', direction, 'charts', period] as const,
  /** Under the customers' key (`[kind, id, 'miners']`), so a new customer refreshes it too. */
  topMiners: (account: AccountRef) => [account.kind, account.id, 'miners', 'top'] as const,
  /** Every customer's name, for the workers' customer filter; under the customers' key as well. */
  customerChoices: (account: AccountRef) => [account.kind, account.id, 'miners', 'choices'] as const,
  blocks: (account: AccountRef, page: number) => [account.kind, account.id, 'blocks', page] as const,
  workerChart: (account: AccountRef, workerId: string, period: ChartPeriod) =>
    [account.kind, account.id, 'workers', 'charts', workerId, period] as const,
};
