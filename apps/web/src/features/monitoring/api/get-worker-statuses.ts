import { queryOptions } from '@tanstack/react-query';
import { workerStatusCountsSchema, type WorkerStatusCounts } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { AccountRef } from '@/lib/account';
import { monitoringKeys } from './keys';
import { liveRefreshMs } from './refresh';

/** GET …/{id}/workers/statuses: how many workers are in each status. */
export async function getWorkerStatuses(account: AccountRef, signal?: AbortSignal): Promise<WorkerStatusCounts> {
  const body = await api(`GET /${account.kind}/{id}/workers/statuses`, { params: { id: account.id }, signal });
  return workerStatusCountsSchema.parse(body);
}

export const workerStatusesQueryOptions = (account: AccountRef) =>
  queryOptions({
    queryKey: monitoringKeys.workerStatuses(account),
    queryFn: ({ signal }) => getWorkerStatuses(account, signal),
    refetchInterval: liveRefreshMs,
  });
