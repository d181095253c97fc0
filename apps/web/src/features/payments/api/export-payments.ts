import type { PaymentsExportQuery } from '@pool/contract';
import { accountPath, type AccountRef } from '@/lib/account';
import { apiDownload, type DownloadedFile } from '@/lib/api-client';

/** GET …/{id}/payments/export?period=P30D&format=csv: the payments of the period as a CSV or XLSX file. */
export function exportPayments(account: AccountRef, query: PaymentsExportQuery): Promise<DownloadedFile> {
  return apiDownload(`${accountPath(account)}/payments/export`, { query: { ...query } });
}
