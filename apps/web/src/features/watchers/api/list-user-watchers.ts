import { parseList } from '@/lib/parse-list';
import { queryOptions } from '@tanstack/react-query';
import { watchersResponseSchema, type Watcher } from '@pool/contract';
import { api } from '@/lib/api-client';
import { watcherKeys } from './keys';

/** GET /identity/{userId}/watchers: the watcher links of every miner account the user has. */
export async function listUserWatchers(userId: string, signal?: AbortSignal): Promise<Watcher[]> {
  const body = await api('GET /identity/{id}/watchers', { params: { id: userId }, signal });
  return parseList(watchersResponseSchema, body).data;
}

export const userWatchersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: watcherKeys.ofUser(userId),
    queryFn: ({ signal }) => listUserWatchers(userId, signal),
  });
