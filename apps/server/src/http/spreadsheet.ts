/**
 * The cells of every export (CSV and XLSX). A spreadsheet reads a text cell that starts
 * with =, +, -, @, a tab or a carriage return as a formula: a worker named -A1-A2 becomes
 * a computation, =HYPERLINK(…) a link that sends the file's data away (OWASP, "CSV
 * injection"). Such a text gets a leading single quote, which makes it text in every
 * spreadsheet, and in CSV quotes around it. Figures are typed as such, so that a
 * negative amount stays a number instead of being taken for a formula and quoted.
 */

import type ExcelJS from 'exceljs';

let excel: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded with the first XLSX file rather than with every server start: it takes
 * about 300 ms to load, which every start (and every test's server) paid for files most
 * never ask for.
 */
export function loadExcel(): Promise<typeof ExcelJS> {
  return (excel ??= import('exceljs').then((module) => module.default));
}

/** A figure already written as an exact decimal ("-0.00100000", "2.5"): a number in the file. */
export interface DecimalCell {
  readonly decimal: string;
}

/** A cell: text (names, statuses, addresses, dates), a figure, or nothing. */
export type SheetCell = string | number | DecimalCell | null;

export const decimalCell = (decimal: string): DecimalCell => ({ decimal });

const formulaStart = /^[=+\-@\t\r]/;
const plainDecimal = /^-?\d+(\.\d+)?$/;

/** A text as a spreadsheet must get it: one that would start a formula is prefixed with a single quote. */
export function sheetText(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/**
 * One CSV field: RFC 4180 quoting (a field with a comma, a quote or a line break is
 * quoted, its quotes doubled), and text that would start a formula neutralised and quoted.
 * A decimal that is not a plain number is written as text, never trusted as a figure.
 */
export function csvField(cell: SheetCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object' && plainDecimal.test(cell.decimal)) return cell.decimal;
  const text = typeof cell === 'object' ? cell.decimal : cell;
  const safe = sheetText(text);
  return safe !== text || /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** CSV of RFC 4180: a header row, then the rows, CRLF line ends. */
export function csvOf(header: readonly string[], rows: readonly (readonly SheetCell[])[]): string {
  return `${[header, ...rows].map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** One XLSX cell value: figures as numeric cells, text neutralised like CSV's. */
export function xlsxValue(cell: SheetCell): string | number | null {
  if (cell === null || typeof cell === 'number') return cell;
  if (typeof cell === 'object') return plainDecimal.test(cell.decimal) ? Number(cell.decimal) : sheetText(cell.decimal);
  return sheetText(cell);
}
