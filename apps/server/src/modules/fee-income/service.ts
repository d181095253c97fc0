import {
  feeIncomeExportLimit,
  feeIncomeDefaultDays,
  paymentsExportMaxDays,
  type FeeIncomeResponse,
  type feeIncomeExportQuerySchema,
  type feeIncomeQuerySchema,
} from '@pool/contract';
import type { z } from 'zod';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../http/api-error.js';
import { exportDaysOf } from '../../http/export-range.js';
import { exportContentTypes, fileNamePart, tableFile, type ExportColumn } from '../../http/table-export.js';
import type { Account } from '../accounts/index.js';
import { addDays, poolDayOf } from '../../domain/pool-day.js';
import { sumSats } from '../../domain/sats.js';
import type { FeeIncomeRepository, FeeIncomeRow, IncomeRange } from './repository.js';

type FeeIncomeQuery = z.output<typeof feeIncomeQuerySchema>;
type FeeIncomeExportQuery = z.output<typeof feeIncomeExportQuerySchema>;

/** A fee income file holds at most this many rows (customer-days, the newest); the response says when it was cut. */

const exportColumns: ExportColumn<FeeIncomeRow>[] = [
  { header: 'Pool day', kind: 'text', value: (row) => row.pool_day },
  { header: 'Customer', kind: 'text', value: (row) => row.account_name },
  { header: 'Title', kind: 'text', value: (row) => row.title },
  { header: 'Fee income (BTC)', kind: 'btc', value: (row) => row.amount },
  { header: 'Customer ID', kind: 'text', value: (row) => row.miner_id },
];

/** A fee income file: its name, type and content. */
export interface FeeIncomeExport {
  fileName: string;
  contentType: string;
  body: string | Buffer;
  truncated: boolean;
}

/**
 * An operator's fee income (product §1 "Operators: see fees"): what its fee took from each
 * customer's reward, per customer and per pool day. Who reads the operator's payments reads
 * it, unless every permission they read them by carries `total_fee_hide` (the flag that
 * hides the operator's fee).
 */
export class FeeIncomeService {
  constructor(
    private readonly repository: FeeIncomeRepository,
    private readonly policy: AccessPolicy,
    private readonly clock: Clock,
  ) {}

  /** GET /operators/{id}/fee-income: the range's income by customer and by day, with the total. */
  async income(ctx: RequestContext, operatorId: string, query: FeeIncomeQuery): Promise<FeeIncomeResponse> {
    await this.authorize(ctx, operatorId);
    const range = this.rangeOf(query);
    const account = await this.repository.incomeAccount(operatorId);
    const [customers, days] = account
      ? await Promise.all([this.repository.byCustomer(account, range), this.repository.byDay(account, range)])
      : [[], await this.repository.byDay(null, range)];
    return {
      from: range.from,
      to: range.to,
      total: sumSats(days.map((day) => day.amount)),
      customers,
      days,
    };
  }

  /** GET /operators/{id}/fee-income/export: one row per customer and day, as CSV or XLSX. */
  async export(ctx: RequestContext, operatorId: string, query: FeeIncomeExportQuery): Promise<FeeIncomeExport> {
    const operator = await this.authorize(ctx, operatorId);
    const range = this.rangeOf(query);
    const account = await this.repository.incomeAccount(operatorId);
    // One row past the limit tells whether the file was cut.
    const rows = account ? await this.repository.rows(account, range, feeIncomeExportLimit + 1) : [];
    const truncated = rows.length > feeIncomeExportLimit;
    if (truncated) rows.length = feeIncomeExportLimit;
    return {
      fileName: `fee-income-${fileNamePart(operator.name)}-${range.from}-${range.to}.${query.format}`,
      contentType: exportContentTypes[query.format],
      body: await tableFile(query.format, 'Fee income', exportColumns, rows),
      truncated,
    };
  }

  private async authorize(ctx: RequestContext, operatorId: string): Promise<Account> {
    const operator = await this.policy.authorize(ctx, 'operator', operatorId, 'fee_income');
    if (!(await mayReadFeeIncome(this.policy, ctx, operator))) throw ApiError.accessDenied();
    return operator;
  }

  /** The asked pool days, or `defaultIncomeRange`. */
  private rangeOf(query: FeeIncomeQuery): IncomeRange {
    const now = this.clock();
    const days = exportDaysOf(query, now, { maxDays: paymentsExportMaxDays });
    if (days) return { from: poolDayOf(days.from), to: poolDayOf(days.to), minerId: query.miner_id };
    return { ...defaultIncomeRange(now), minerId: query.miner_id };
  }
}

/**
 * The range an income read covers unless asked otherwise: the last `feeIncomeDefaultDays`
 * pool days up to yesterday (the last day a reward run can have credited).
 */
export function defaultIncomeRange(now: Date): IncomeRange {
  const yesterday = addDays(poolDayOf(now), -1);
  return { from: addDays(yesterday, 1 - feeIncomeDefaultDays), to: yesterday };
}

/**
 * Whether the caller reads the operator's fee income: its `fee_income` access, unless every
 * permission giving it carries `total_fee_hide` (the flag that hides the operator's fee).
 */
export async function mayReadFeeIncome(policy: AccessPolicy, ctx: RequestContext, operator: Account): Promise<boolean> {
  const by = await policy.permissionsFor(ctx, operator, 'fee_income');
  return by.some((permission) => !permission.sections.includes('total_fee_hide'));
}
