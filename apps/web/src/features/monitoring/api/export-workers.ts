import { accountPath, type AccountRef } from '@/lib/account';
import { apiDownload, type DownloadedFile } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import type { WorkersListParams } from '../workers-search-params';

/** GET …/{id}/workers/export: the list as the page filters and sorts it, as a CSV file. */
export function exportWorkers(account: AccountRef, params: WorkersListParams): Promise<DownloadedFile> {
  return apiDownload(`${accountPath(account)}/workers/export`, {
    query: {
      sort: params.sort,
      order: params.order,
      status: params.status,
      search: params.search || undefined,
    },
  });
}

/** Downloads the export; it changes nothing on the server, so nothing is refetched. */
export function useExportWorkers(account: AccountRef, config?: MutationConfig<DownloadedFile, WorkersListParams>) {
  return useApiMutation((params: WorkersListParams) => exportWorkers(account, params), [], config);
}
