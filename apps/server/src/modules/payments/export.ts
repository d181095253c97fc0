import type { PaymentExportFormat } from '@pool/contract';
import { fileNamePart, tableCsv, tableXlsx, type ExportColumn } from '../../http/table-export.js';
import type { PaymentRow } from './repository.js';

/** The columns of both formats, in order. */
const columns: ExportColumn<PaymentRow>[] = [
  { header: 'Date', kind: 'text', value: (row) => row.created_at.toISOString() },
  { header: 'Type', kind: 'text', value: (row) => row.type },
  { header: 'Direction', kind: 'text', value: (row) => row.direction },
  { header: 'Status', kind: 'text', value: (row) => row.status },
  { header: 'Amount (BTC)', kind: 'btc', value: (row) => row.amount },
  { header: 'Pool day', kind: 'text', value: (row) => row.pool_day },
  { header: 'Hashrate (H/s)', kind: 'number', value: (row) => row.hash_rate },
  { header: 'Rate (sat per TH/s)', kind: 'number', value: (row) => row.rate },
  { header: 'Gross (BTC)', kind: 'btc', value: (row) => row.gross },
  { header: 'Fee (%)', kind: 'number', value: (row) => row.fee_percent },
  { header: 'Fee (BTC)', kind: 'btc', value: (row) => row.fee },
  { header: 'Sharing', kind: 'text', value: (row) => row.sharing_type },
  { header: 'Other account', kind: 'text', value: (row) => row.counterparty_account_name },
  { header: 'Share (%)', kind: 'number', value: (row) => row.share_percent },
  { header: 'Address', kind: 'text', value: (row) => row.address },
  { header: 'Transaction', kind: 'text', value: (row) => row.tx_id },
  { header: 'Payment ID', kind: 'text', value: (row) => row.id },
];

/** CSV of RFC 4180: a header row, CRLF line ends. */
export function paymentsCsv(rows: PaymentRow[]): string {
  return tableCsv(columns, rows);
}

/** An Excel workbook with the same columns, amounts as numbers in BTC. */
export function paymentsXlsx(rows: PaymentRow[]): Promise<Buffer> {
  return tableXlsx('Payments', columns, rows);
}

/** `payments-<account>-<from>-<to>.<format>`, safe in a Content-Disposition header. */
export function exportFileName(accountName: string, from: Date, to: Date, format: PaymentExportFormat): string {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return `payments-${fileNamePart(accountName)}-${day(from)}-${day(to)}.${format}`;
}
