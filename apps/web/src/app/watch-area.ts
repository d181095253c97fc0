import { useParams, useRouteLoaderData } from 'react-router';
import type { Permission, WatcherCheckResponse } from '@pool/contract';

/** The id of the watch area's route, whose loader checks the watcher token. */
export const watchRouteId = 'watch';

export interface WatchAreaData {
  watcher: WatcherCheckResponse;
}

export interface WatchArea {
  token: string;
  /** `/watch/{token}`: where the area's pages live. */
  basePath: string;
  /** The read-only permission the link opens (product §3: the first one is used). */
  permission: Permission | undefined;
}

/** What the watcher link of the current page opens. */
export function useWatchArea(): WatchArea {
  const { watcherToken = '' } = useParams();
  const loaded = useRouteLoaderData<WatchAreaData>(watchRouteId);
  return {
    token: watcherToken,
    basePath: `/watch/${encodeURIComponent(watcherToken)}`,
    permission: loaded?.watcher.permissions[0],
  };
}
