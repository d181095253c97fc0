import type { MinersExportQuery } from '@pool/contract';
import { kindAmong, type AccountRef } from '@/lib/account';
import { download, type DownloadedFile } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';

/** GET /operators|pools/{id}/miners/export: the customers table as it is searched, filtered and sorted, as CSV or XLSX. */
export function exportCustomers(owner: AccountRef, query: MinersExportQuery): Promise<DownloadedFile> {
  return download(`GET /${kindAmong(owner, ['pools', 'operators'])}/{id}/miners/export`, {
    params: { id: owner.id },
    query: { ...query },
  });
}

/** Downloads the export; it changes nothing on the server, so nothing is refetched. */
export function useExportCustomers(owner: AccountRef, config?: MutationConfig<DownloadedFile, MinersExportQuery>) {
  return useApiMutation((query) => exportCustomers(owner, query), [], config);
}
