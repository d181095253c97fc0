import { queryOptions } from '@tanstack/react-query';
import { workerStatusCountsSchema, type WorkerStatusCounts } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';
import { accountPath, type AccountRef } from '@/lib/account';
import { monitoringKeys } from './keys';
import { liveRefreshMs } from './refresh';

/** GET …/{id}/workers/statuses: how many workers are in each status. */
export async function getWorkerStatuses(account: AccountRef, signal?: AbortSignal): Promise<WorkerStatusCounts> {
  const body = await apiRequest<unknown>(`${accountPath(account)}/workers/statuses`, { signal });
  return workerStatusCountsSchema.parse(body);
}

export const workerStatusesQueryOptions = (account: AccountRef) =>
  queryOptions({
    queryKey: monitoringKeys.workerStatuses(account),
    queryFn: ({ signal }) => getWorkerStatuses(account, signal),
    refetchInterval: liveRefreshMs,
  });
