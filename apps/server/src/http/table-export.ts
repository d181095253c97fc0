import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { formatBtc, type PaymentExportFormat } from '@pool/contract';
import { csvOf, decimalCell, loadExcel, xlsxValue, type SheetCell } from './spreadsheet.js';

export const exportContentTypes: Record<PaymentExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A table export as the reply: a download, and a header when the list was cut at its limit. */
export function sendExportFile(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: string | Buffer; truncated: boolean },
): FastifyReply {
  if (file.truncated) reply.header('x-export-truncated', 'true');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);
}

/**
 * A column of a table export: text as is, `btc` an amount in satoshi written as BTC (an
 * exact 8-place decimal; a number with that format in a spreadsheet), `number` a figure
 * (a number, or a decimal string written exactly).
 */
export interface ExportColumn<Row> {
  header: string;
  kind: 'text' | 'btc' | 'number';
  value: (row: Row) => string | number | null;
}

/** A row's cell: text neutralised against formulas, BTC as its exact 8-place decimal, figures as numbers. */
function cellOf<Row>(column: ExportColumn<Row>, row: Row): SheetCell {
  const value = column.value(row);
  if (value === null || column.kind === 'text') return value;
  if (column.kind === 'btc') return decimalCell(formatBtc(value as number));
  return typeof value === 'number' ? value : decimalCell(value);
}

/** CSV of RFC 4180: a header row, CRLF line ends. */
export function tableCsv<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  return csvOf(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => cellOf(column, row))),
  );
}

const btcFormat = '0.00000000';

/** An Excel workbook of one sheet with the same columns, amounts as numbers in BTC (written row by row, not held twice). */
export async function tableXlsx<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
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

/** The file of either format. */
export function tableFile<Row>(
  format: PaymentExportFormat,
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): Promise<string | Buffer> | string {
  return format === 'csv' ? tableCsv(columns, rows) : tableXlsx(sheetName, columns, rows);
}

/** A name part safe in a Content-Disposition header. */
export function fileNamePart(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '_');
}
