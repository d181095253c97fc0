import type PDFKit from 'pdfkit';
import {
  formatBtc,
  type Language,
  type MiningReport,
  type MiningReportFormat,
  type ReportAmount,
  type ReportDay,
} from '@pool/contract';
import { loadExcel, xlsxValue, type SheetCell } from '../../http/spreadsheet.js';
import { reportLabels } from './labels.js';
import { reportFontBytes } from './report-font.js';

let pdfKit: Promise<typeof PDFKit> | undefined;

/** pdfkit, loaded with the first PDF report rather than with every server start (about 150 ms). */
function loadPdfKit(): Promise<typeof PDFKit> {
  return (pdfKit ??= import('pdfkit').then((module) => module.default));
}

export const miningReportContentTypes: Record<MiningReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Labels = (typeof reportLabels)[Language];

const hashUnits = ['H/s', 'kH/s', 'MH/s', 'GH/s', 'TH/s', 'PH/s', 'EH/s'];
/** A hashrate in the largest unit that keeps it at 1 or more, two decimals. */
export function formatHashRate(hashRate: number): string {
  let unit = 0;
  let value = hashRate;
  while (value >= 1000 && unit < hashUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(2)} ${hashUnits[unit]}`;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const btc = (amount: ReportAmount) => formatBtc(amount.sat);

interface Column {
  header: (words: Labels) => string;
  /** The cell of a day, and of the totals. */
  day: (day: ReportDay, words: Labels) => string;
  totals: (report: MiningReport, words: Labels) => string;
}

const moneyColumn = (
  header: (words: Labels) => string,
  key: 'gross' | 'pool_fee' | 'operator_fee' | 'profit_sharing' | 'referral' | 'net' | 'payouts',
): Column => ({ header, day: (day) => btc(day[key]), totals: (report) => btc(report.totals[key]) });
const fiatColumn = (header: (words: Labels) => string, currency: 'usdt' | 'rub'): Column => ({
  header,
  day: (day, words) => day.net[currency] ?? words.noPrice,
  totals: (report, words) => report.totals.net[currency] ?? words.noPrice,
});

/** The PDF's daily table. */
const pdfColumns: Column[] = [
  { header: (w) => w.day, day: (day) => day.day, totals: (_, w) => w.total },
  {
    header: (w) => w.hashRate,
    day: (day) => formatHashRate(day.hash_rate),
    totals: (report) => formatHashRate(report.totals.hash_rate),
  },
  {
    header: (w) => w.uptime,
    day: (day, w) => (day.uptime === null ? w.noPrice : percent(day.uptime)),
    totals: (report, w) => (report.totals.uptime === null ? w.noPrice : percent(report.totals.uptime)),
  },
  {
    header: (w) => w.workers,
    day: (day, w) => (day.active_workers === null ? w.noPrice : String(day.active_workers)),
    totals: (report, w) => (report.totals.active_workers === null ? w.noPrice : String(report.totals.active_workers)),
  },
  moneyColumn((w) => w.gross, 'gross'),
  moneyColumn((w) => w.poolFee, 'pool_fee'),
  moneyColumn((w) => w.operatorFee, 'operator_fee'),
  moneyColumn((w) => w.profitSharing, 'profit_sharing'),
  moneyColumn((w) => w.referral, 'referral'),
  moneyColumn((w) => w.net, 'net'),
  fiatColumn((w) => w.netUsdt, 'usdt'),
  fiatColumn((w) => w.netRub, 'rub'),
  moneyColumn((w) => w.payouts, 'payouts'),
];

const amountText = (amount: ReportAmount, words: Labels) =>
  `${btc(amount)} BTC · ${amount.usdt ?? words.noPrice} USDT · ${amount.rub ?? words.noPrice} RUB`;

export interface MiningReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** The report as a PDF (pdfkit) or an XLSX workbook (exceljs). */
export class MiningReportExporter {
  async render(report: MiningReport, format: MiningReportFormat, language: Language): Promise<MiningReportFile> {
    const words = reportLabels[language];
    return {
      fileName: `mining-report-${report.account.name}-${report.month}.${format}`,
      contentType: miningReportContentTypes[format],
      body: format === 'pdf' ? await this.pdf(report, words) : await this.xlsx(report, words),
    };
  }

  private async pdf(report: MiningReport, words: Labels): Promise<Buffer> {
    const PDFDocument = await loadPdfKit();
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 30,
      info: { Title: `${words.title} ${report.account.name} ${report.month}`, Author: report.pool.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    doc.registerFont('text', await reportFontBytes());
    doc.font('text');

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.fontSize(15).text(`${report.pool.name} — ${words.title}`, left, doc.y);
    doc
      .fontSize(10)
      .text(
        `${words.account}: ${report.account.name}    ${words.month}: ${report.month}${report.complete ? '' : ` (${words.incomplete})`}`,
      );
    doc.moveDown(0.3);
    doc.text(`${words.opening}: ${amountText(report.opening_balance, words)}`);
    doc.text(`${words.closing}: ${amountText(report.closing_balance, words)}`);
    doc.moveDown(0.5);

    const columnWidth = width / pdfColumns.length;
    const rowHeight = 12;
    const row = (cells: string[], bold = false) => {
      if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      cells.forEach((cell, index) => {
        doc.text(cell, left + index * columnWidth, y, { width: columnWidth - 3, lineBreak: false, ellipsis: true });
      });
      if (bold)
        doc
          .moveTo(left, y - 1)
          .lineTo(left + width, y - 1)
          .lineWidth(0.5)
          .stroke();
      doc.x = left;
      doc.y = y + rowHeight;
    };
    doc.fontSize(6.5);
    row(pdfColumns.map((column) => column.header(words)));
    for (const day of report.days) row(pdfColumns.map((column) => column.day(day, words)));
    row(
      pdfColumns.map((column) => column.totals(report, words)),
      true,
    );

    doc.moveDown(0.8).fontSize(9).text(words.payoutList, left);
    doc.fontSize(7);
    for (const payout of report.payouts) {
      doc.text(
        `${payout.day}  ${payout.status}  ${amountText(payout.amount, words)}  ${payout.address ?? ''}  ${payout.tx_id ?? ''}`,
        left,
      );
    }
    doc.moveDown(0.8).fontSize(7).text(words.priceNote, left, doc.y, { width });
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  }

  private async xlsx(report: MiningReport, words: Labels): Promise<Buffer> {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    const btcFormat = '0.00000000';
    const fiatFormat = '0.00';
    const btcNumber = (amount: ReportAmount) => amount.sat / 1e8;
    const fiatNumber = (text: string | null) => (text === null ? null : Number(text));
    // Every row through the exports' one cell rule: the pool's and the account's names are free text.
    const cells = (row: SheetCell[]) => row.map(xlsxValue);

    const days = workbook.addWorksheet(words.days);
    days.columns = [
      { header: words.day, width: 12 },
      { header: `${words.hashRate}, H/s`, width: 16 },
      { header: words.uptime, width: 9, style: { numFmt: '0.0%' } },
      { header: words.workers, width: 9 },
      { header: words.gross, width: 14, style: { numFmt: btcFormat } },
      { header: words.poolFee, width: 14, style: { numFmt: btcFormat } },
      { header: words.operatorFee, width: 14, style: { numFmt: btcFormat } },
      { header: words.profitSharing, width: 14, style: { numFmt: btcFormat } },
      { header: words.referral, width: 14, style: { numFmt: btcFormat } },
      { header: words.net, width: 14, style: { numFmt: btcFormat } },
      { header: words.netUsdt, width: 12, style: { numFmt: fiatFormat } },
      { header: words.netRub, width: 14, style: { numFmt: fiatFormat } },
      { header: words.payouts, width: 14, style: { numFmt: btcFormat } },
      { header: words.other, width: 14, style: { numFmt: btcFormat } },
      { header: words.priceUsdt, width: 14 },
      { header: words.priceRub, width: 16 },
    ];
    const moneyCells = (money: MiningReport['totals'] | ReportDay) => [
      btcNumber(money.gross),
      btcNumber(money.pool_fee),
      btcNumber(money.operator_fee),
      btcNumber(money.profit_sharing),
      btcNumber(money.referral),
      btcNumber(money.net),
      fiatNumber(money.net.usdt),
      fiatNumber(money.net.rub),
      btcNumber(money.payouts),
      btcNumber(money.other),
    ];
    for (const day of report.days) {
      days.addRow(
        cells([
          day.day,
          Math.round(day.hash_rate),
          day.uptime,
          day.active_workers,
          ...moneyCells(day),
          day.prices.BTCUSDT ? Number(day.prices.BTCUSDT.price) : null,
          day.prices.BTCRUB ? Number(day.prices.BTCRUB.price) : null,
        ]),
      );
    }
    const totals = days.addRow(
      cells([
        words.total,
        Math.round(report.totals.hash_rate),
        report.totals.uptime,
        report.totals.active_workers,
        ...moneyCells(report.totals),
      ]),
    );
    totals.font = { bold: true };
    days.getRow(1).font = { bold: true };

    const summary = workbook.addWorksheet(words.summary);
    summary.columns = [{ width: 24 }, { width: 20 }, { width: 14 }, { width: 16 }];
    summary.addRows(
      [
        [words.pool, report.pool.name],
        [words.account, report.account.name],
        [words.month, report.complete ? report.month : `${report.month} (${words.incomplete})`],
        [],
        ['', 'BTC', 'USDT', 'RUB'],
        [
          words.opening,
          btcNumber(report.opening_balance),
          fiatNumber(report.opening_balance.usdt),
          fiatNumber(report.opening_balance.rub),
        ],
        [
          words.closing,
          btcNumber(report.closing_balance),
          fiatNumber(report.closing_balance.usdt),
          fiatNumber(report.closing_balance.rub),
        ],
        [],
        [words.priceNote],
      ].map(cells),
    );
    summary.getColumn(2).numFmt = btcFormat;

    const payouts = workbook.addWorksheet(words.payoutList);
    payouts.columns = [
      { header: words.day, width: 12 },
      { header: words.status, width: 11 },
      { header: words.payouts, width: 14, style: { numFmt: btcFormat } },
      { header: 'USDT', width: 12, style: { numFmt: fiatFormat } },
      { header: 'RUB', width: 14, style: { numFmt: fiatFormat } },
      { header: words.address, width: 44 },
      { header: words.transaction, width: 66 },
    ];
    for (const payout of report.payouts) {
      payouts.addRow(
        cells([
          payout.day,
          payout.status,
          btcNumber(payout.amount),
          fiatNumber(payout.amount.usdt),
          fiatNumber(payout.amount.rub),
          payout.address,
          payout.tx_id,
        ]),
      );
    }
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}
