import type { ExportRange } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { download, type DownloadedFile } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import type { WorkersListParams } from '../workers-search-params';

/** What to export: the list as the page shows it, and optionally pool days to average each worker over. */
export interface WorkersExportRequest {
  params: WorkersListParams;
  range: ExportRange;
}

/** GET …/{id}/workers/export: the list as the page filters and sorts it, as a CSV file. */
export function exportWorkers(account: AccountRef, { params, range }: WorkersExportRequest): Promise<DownloadedFile> {
  return download(`GET /${account.kind}/{id}/workers/export`, {
    params: { id: account.id },
    query: {
      sort: params.sort,
      order: params.order,
      status: params.status,
      search: params.search || undefined,
      miner_id: params.miner_id,
      from: range.from || undefined,
      to: range.to || undefined,
    },
  });
}

/** Downloads the export; it changes nothing on the server, so nothing is refetched. */
export function useExportWorkers(account: AccountRef, config?: MutationConfig<DownloadedFile, WorkersExportRequest>) {
  return useApiMutation((request: WorkersExportRequest) => exportWorkers(account, request), [], config);
}
