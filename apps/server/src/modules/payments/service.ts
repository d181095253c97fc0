import {
  paymentPeriodDays,
  paymentsExportMaxDays,
  type Balance,
  type DailyEarningsResponse,
  type Earned,
  type MoneyVersion,
  type Payment,
  type PaymentExportFormat,
  type PaymentPeriod,
  type PaymentsResponse,
  type dailyEarningsQuerySchema,
  type paymentsExportQuerySchema,
  type paymentsQuerySchema,
  paymentsExportRowLimit,
} from '@pool/contract';
import type { z } from 'zod';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { toPaginated } from '../../db/page.js';
import { ApiError } from '../../http/api-error.js';
import { exportDaysOf } from '../../http/export-range.js';
import type { AccountKind, AccountsRepository } from '../accounts/index.js';
import { zeroSats } from '../../domain/sats.js';
import { exportContentTypes } from '../../http/table-export.js';
import { exportFileName, paymentsCsv, paymentsXlsx } from './export.js';
import type { AccountSums, PaymentRow, PaymentsRepository } from './repository.js';

type PaymentsQuery = z.output<typeof paymentsQuerySchema>;
type ExportQuery = z.output<typeof paymentsExportQuerySchema>;
type DailyEarningsQuery = z.output<typeof dailyEarningsQuerySchema>;

const dayMs = 86_400_000;
const noMoney: AccountSums = { balance: zeroSats, pending_payout: zeroSats, earned: zeroSats };

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    type: row.type,
    direction: row.direction,
    status: row.status,
    amount: row.amount,
    created_at: row.created_at.toISOString(),
    pool_day: row.pool_day,
    address: row.address,
    tx_id: row.tx_id,
    reward:
      row.type === 'reward' && row.gross !== null
        ? {
            hash_rate: row.hash_rate ?? 0,
            rate: row.rate ?? 0,
            gross: row.gross,
            fee_percent: row.fee_percent ?? '0',
            fee: row.fee ?? 0,
            ...(row.promo_code ? { promo_code: row.promo_code } : {}),
          }
        : null,
    sharing:
      row.sharing_type && row.counterparty_miner_id
        ? {
            sharing_type: row.sharing_type,
            counterparty: { miner_id: row.counterparty_miner_id, account_name: row.counterparty_account_name ?? '' },
            percent: row.share_percent ?? '0',
          }
        : null,
  };
}

/** A payments file: its name, type and content. */
export interface PaymentsExport {
  fileName: string;
  contentType: string;
  body: string | Buffer;
  /** More payments matched than an export holds: the file has the newest `paymentsExportRowLimit`. */
  truncated: boolean;
}

/**
 * Balances, earnings and payments of miner accounts, operators and pools (product §7). Every
 * call needs 'payments' on the account (a watcher link only with its payments section).
 */
export class PaymentsService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly accounts: AccountsRepository,
    private readonly policy: AccessPolicy,
    private readonly clock: Clock,
  ) {}

  async balance(ctx: RequestContext, kind: AccountKind, id: string): Promise<Balance> {
    const { balance, pending_payout } = await this.sums(ctx, kind, id);
    return { balance, pending_payout };
  }

  /** GET …/money-version: changes whenever the account's money does; an account without money is at "0.0". */
  async moneyVersion(ctx: RequestContext, kind: AccountKind, id: string): Promise<MoneyVersion> {
    await this.policy.authorize(ctx, kind, id, 'payments');
    const ledgerAccount = await this.repository.ledgerAccount(kind, id);
    return { version: ledgerAccount ? await this.repository.moneyVersion(ledgerAccount) : '0.0' };
  }

  async earnedAllTime(ctx: RequestContext, kind: AccountKind, id: string): Promise<Earned> {
    return { amount: (await this.sums(ctx, kind, id)).earned };
  }

  async payments(ctx: RequestContext, kind: AccountKind, id: string, query: PaymentsQuery): Promise<PaymentsResponse> {
    await this.policy.authorize(ctx, kind, id, 'payments');
    const ledgerAccount = await this.repository.ledgerAccount(kind, id);
    const filters = { ...query, since: query.period && this.periodStart(query.period) };
    const page = ledgerAccount
      ? await this.repository.list(ledgerAccount, filters, query)
      : { rows: [], total: 0, totals: { incoming: 0, outgoing: 0 } };
    // An operator's reward payments are its daily fee income: they name who paid it.
    const payers =
      kind === 'operator' && ledgerAccount
        ? await this.repository.feePayersByDay(
            ledgerAccount,
            page.rows.flatMap((row) => (row.type === 'reward' && row.pool_day ? [row.pool_day] : [])),
          )
        : new Map<string, NonNullable<Payment['fee_income']>>();
    return {
      ...toPaginated(page, query, (row) => {
        const feeIncome = row.type === 'reward' && row.pool_day ? payers.get(row.pool_day) : undefined;
        return { ...toPayment(row), ...(feeIncome ? { fee_income: feeIncome } : {}) };
      }),
      totals: page.totals,
    };
  }

  /**
   * GET …/daily-earnings: earnings per pool day of the period (whole UTC days from the one
   * the period starts in) up to yesterday, the last day a reward run can have credited.
   */
  async dailyEarnings(
    ctx: RequestContext,
    kind: AccountKind,
    id: string,
    query: DailyEarningsQuery,
  ): Promise<DailyEarningsResponse> {
    await this.policy.authorize(ctx, kind, id, 'payments');
    const now = this.clock();
    const yesterday = new Date(now.getTime() - dayMs).toISOString().slice(0, 10);
    const since = query.period ? this.periodStart(query.period, now).toISOString().slice(0, 10) : undefined;
    const ledgerAccount = await this.repository.ledgerAccount(kind, id);
    if (!ledgerAccount) return { data: [] };
    return { data: await this.repository.dailyEarnings(ledgerAccount, since, yesterday) };
  }

  /** GET …/payments/export: the period's (or the pool days') payments as CSV or XLSX, newest first. */
  async export(ctx: RequestContext, kind: AccountKind, id: string, query: ExportQuery): Promise<PaymentsExport> {
    const account = await this.policy.authorize(ctx, kind, id, 'payments');
    const now = this.clock();
    const days = exportDaysOf(query, now, { maxDays: paymentsExportMaxDays });
    if (days && query.period) throw ApiError.invalidFields([{ name: 'period', code: 'invalid_input' }]);
    const from = days?.from ?? this.periodStart(query.period ?? 'P30D', now);
    const to = days?.to ?? now;
    const ledgerAccount = await this.repository.ledgerAccount(kind, id);
    // One row past the limit tells whether the file was cut.
    const rows = ledgerAccount
      ? await this.repository.rows(
          ledgerAccount,
          { type: query.type, status: query.status, since: from, until: days?.until },
          paymentsExportRowLimit + 1,
        )
      : [];
    const truncated = rows.length > paymentsExportRowLimit;
    if (truncated) rows.length = paymentsExportRowLimit;
    return {
      fileName: exportFileName(account.name, from, to, query.format),
      contentType: exportContentTypes[query.format],
      body: await this.render(query.format, rows),
      truncated,
    };
  }

  /**
   * GET /pools|operators/{id}/earned-from-miner/{miner_id}: the fees the pool (or the
   * operator) earned from one of its miner accounts' rewards.
   */
  async earnedFromMiner(ctx: RequestContext, kind: 'pool' | 'operator', id: string, minerId: string): Promise<Earned> {
    await this.policy.authorize(ctx, kind, id, 'payments');
    const miner = await this.accounts.find('miner', minerId);
    const owner = kind === 'pool' ? miner?.pool_id : miner?.operator_id;
    if (owner !== id) throw ApiError.notFound(`Unknown miner account of this ${kind}`);
    return { amount: await this.repository.feesFromMiner(minerId, kind === 'pool' ? 'fee' : 'operator_fee') };
  }

  private async sums(ctx: RequestContext, kind: AccountKind, id: string): Promise<AccountSums> {
    await this.policy.authorize(ctx, kind, id, 'payments');
    const ledgerAccount = await this.repository.ledgerAccount(kind, id);
    return ledgerAccount ? this.repository.sums(ledgerAccount) : noMoney;
  }

  private periodStart(period: PaymentPeriod, now = this.clock()): Date {
    return new Date(now.getTime() - paymentPeriodDays[period] * dayMs);
  }

  private render(format: PaymentExportFormat, rows: PaymentRow[]): Promise<string | Buffer> | string {
    return format === 'csv' ? paymentsCsv(rows) : paymentsXlsx(rows);
  }
}
