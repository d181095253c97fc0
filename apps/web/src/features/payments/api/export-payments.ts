import type { PaymentsExportQuery } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { download, type DownloadedFile } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';

/** GET …/{id}/payments/export?period=P30D&format=csv: the payments of the period as a CSV or XLSX file. */
export function exportPayments(account: AccountRef, query: PaymentsExportQuery): Promise<DownloadedFile> {
  return download(`GET /${account.kind}/{id}/payments/export`, { params: { id: account.id }, query: { ...query } });
}

/** Downloads the export; it changes nothing on the server, so nothing is refetched. */
export function useExportPayments(account: AccountRef, config?: MutationConfig<DownloadedFile, PaymentsExportQuery>) {
  return useApiMutation((query) => exportPayments(account, query), [], config);
}
