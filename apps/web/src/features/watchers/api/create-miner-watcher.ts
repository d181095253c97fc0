import { watcherSchema, type Watcher, type WatcherOpens } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { watcherKeys } from './keys';

export interface NewWatcherLink {
  name?: string;
  /** What the link opens besides the dashboard; the server's default is the workers only. */
  opens: WatcherOpens;
}

/** POST /miners/{id}/watchers: a new read-only link to the miner account, with an optional name. */
export async function createMinerWatcher(minerId: string, link: NewWatcherLink): Promise<Watcher> {
  const name = link.name?.trim();
  const body = await api('POST /miners/{id}/watchers', {
    params: { id: minerId },
    body: name ? { name, opens: link.opens } : { opens: link.opens },
  });
  return watcherSchema.parse(body);
}

/** Creates a link for the miner account; the user's and the account's link lists follow. */
export function useCreateMinerWatcher(
  userId: string,
  minerId: string,
  config?: MutationConfig<Watcher, NewWatcherLink>,
) {
  return useApiMutation(
    (link: NewWatcherLink) => createMinerWatcher(minerId, link),
    [watcherKeys.ofUser(userId), watcherKeys.ofMiner(minerId)],
    config,
  );
}
