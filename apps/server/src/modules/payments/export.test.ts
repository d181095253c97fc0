import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { exportFileName, paymentsCsv, paymentsXlsx } from './export.js';
import { sats } from '../../domain/sats.js';
import type { PaymentRow } from './repository.js';

describe('exportFileName', () => {
  it('names the account and the UTC days of the period, keeping the header safe', () => {
    const from = new Date('2026-04-20T23:30:00Z');
    const to = new Date('2026-05-20T00:10:00Z');
    expect(exportFileName('main_rigs', from, to, 'csv')).toBe('payments-main_rigs-2026-04-20-2026-05-20.csv');
    expect(exportFileName('Pool "North"; x', from, to, 'xlsx')).toBe(
      'payments-Pool_North_x-2026-04-20-2026-05-20.xlsx',
    );
  });
});

describe('the payments export', () => {
  // Free text from elsewhere (another account's name, a chain's transaction id) that a
  // spreadsheet would run as formulas; and a negative figure, which must stay a number.
  const row: PaymentRow = {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'profit_sharing',
    direction: 'outgoing',
    status: 'completed',
    amount: sats(-150_000),
    created_at: new Date('2026-05-20T09:00:00Z'),
    pool_day: '2026-05-19',
    address: '@SUM(1)',
    tx_id: '-A1-A2',
    hash_rate: null,
    rate: null,
    gross: null,
    fee_percent: '-0.5',
    fee: null,
    sharing_type: 'profit_sharing',
    counterparty_miner_id: null,
    counterparty_account_name: '=HYPERLINK("https://evil.example","x")',
    share_percent: '5',
    promo_code: null,
  };

  it('writes formula-like text neutralised and figures as numbers in CSV', () => {
    const [, line] = paymentsCsv([row]).split('\r\n');
    const cells = line!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(cells[4]).toBe('-0.00150000');
    expect(cells[9]).toBe('-0.5');
    expect(cells[12]).toBe(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(cells[14]).toBe(`"'@SUM(1)"`);
    expect(cells[15]).toBe(`"'-A1-A2"`);
  });

  it('writes formula-like text neutralised and figures as numeric cells in XLSX', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await paymentsXlsx([row])) as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]!.getRow(2);
    expect(cells.getCell(5).value).toBe(-0.0015);
    expect(cells.getCell(10).value).toBe(-0.5);
    expect(cells.getCell(13).value).toBe(`'=HYPERLINK("https://evil.example","x")`);
    expect(cells.getCell(15).value).toBe(`'@SUM(1)`);
    expect(cells.getCell(16).value).toBe(`'-A1-A2`);
  });
});
