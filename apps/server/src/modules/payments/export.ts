import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatBtc, type PaymentExportFormat } from '@pool/contract';
import { csvOf, decimalCell, xlsxValue, type SheetCell } from '../../http/spreadsheet.js';
import type { PaymentRow } from './repository.js';

export const exportContentTypes: Record<PaymentExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A column: text as is, `btc` an amount in satoshi written as BTC (an exact 8-place
 * decimal; a number with that format in a spreadsheet), `number` a figure.
 */
interface Column {
  header: string;
  kind: 'text' | 'btc' | 'number';
  value: (row: PaymentRow) => string | number | null;
}

/** The columns of both formats, in order. */
const columns: Column[] = [
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

/** A payment's cell: text neutralised against formulas, BTC as its exact 8-place decimal, figures as numbers. */
function cellOf(column: Column, row: PaymentRow): SheetCell {
  const value = column.value(row);
  if (value === null || column.kind === 'text') return value;
  if (column.kind === 'btc') return decimalCell(formatBtc(value as number));
  return typeof value === 'number' ? value : decimalCell(value);
}

/** CSV of RFC 4180: a header row, CRLF line ends. */
export function paymentsCsv(rows: PaymentRow[]): string {
  return csvOf(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => cellOf(column, row))),
  );
}

const btcFormat = '0.00000000';

/** An Excel workbook with the same columns, amounts as numbers in BTC (written row by row, not held twice). */
export async function paymentsXlsx(rows: PaymentRow[]): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('Payments');
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.kind === 'text' ? 24 : 16,
    ...(column.kind === 'btc' ? { style: { numFmt: btcFormat } } : {}),
  }));
  for (const row of rows) sheet.addRow(columns.map((column) => xlsxValue(cellOf(column, row)))).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** `payments-<account>-<from>-<to>.<format>`, safe in a Content-Disposition header. */
export function exportFileName(accountName: string, from: Date, to: Date, format: PaymentExportFormat): string {
  const account = accountName.replace(/[^A-Za-z0-9_-]+/g, '_');
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return `payments-${account}-${day(from)}-${day(to)}.${format}`;
}
