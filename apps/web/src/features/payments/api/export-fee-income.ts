import type { FeeIncomeExportQuery } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { download, type DownloadedFile } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';

/** GET /operators/{id}/fee-income/export: one row per customer and pool day, as a CSV or XLSX file. */
export function exportFeeIncome(operator: AccountRef, query: FeeIncomeExportQuery): Promise<DownloadedFile> {
  return download('GET /operators/{id}/fee-income/export', { params: { id: operator.id }, query: { ...query } });
}

/** Downloads the export; it changes nothing on the server, so nothing is refetched. */
export function useExportFeeIncome(
  operator: AccountRef,
  config?: MutationConfig<DownloadedFile, FeeIncomeExportQuery>,
) {
  return useApiMutation((query) => exportFeeIncome(operator, query), [], config);
}
