import type { MiningReportExportQuery } from '@pool/contract';
import { kindAmong, type AccountRef } from '@/lib/account';
import { download, type DownloadedFile } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';

/** GET /miners/{id}/mining-report/export?month=&format=pdf|xlsx&language=: the report as a file. */
export function exportMiningReport(account: AccountRef, query: MiningReportExportQuery): Promise<DownloadedFile> {
  return download(`GET /${kindAmong(account, ['miners'])}/{id}/mining-report/export`, {
    params: { id: account.id },
    query: { ...query },
  });
}

/** Downloads the report; it changes nothing on the server, so nothing is refetched. */
export function useExportMiningReport(
  account: AccountRef,
  config?: MutationConfig<DownloadedFile, MiningReportExportQuery>,
) {
  return useApiMutation((query) => exportMiningReport(account, query), [], config);
}
