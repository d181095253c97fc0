import {
  paymentDirectionSchema,
  paymentPeriodSchema,
  paymentStatusSchema,
  paymentTypeSchema,
  type PaymentDirection,
  type PaymentPeriod,
  type PaymentStatus,
  type PaymentType,
} from '@pool/contract';
import { readPage, writePage } from '@/lib/search-params';

/** The state of the payments page; it lives in the address so reload, back and a shared link keep it. */
export interface PaymentsParams {
  type?: PaymentType;
  direction?: PaymentDirection;
  status?: PaymentStatus;
  /** Only the last 7, 30 or 90 days; all time without it. */
  period?: PaymentPeriod;
  page: number;
}

export type PaymentsFilter = Exclude<keyof PaymentsParams, 'page'>;
const filterKeys: readonly PaymentsFilter[] = ['type', 'direction', 'status', 'period'];

/** Reads the page state from the query string; unknown values are left out. */
export function parsePaymentsParams(search: URLSearchParams): PaymentsParams {
  const type = paymentTypeSchema.safeParse(search.get('type'));
  const direction = paymentDirectionSchema.safeParse(search.get('direction'));
  const status = paymentStatusSchema.safeParse(search.get('status'));
  const period = paymentPeriodSchema.safeParse(search.get('period'));
  return {
    ...(type.success ? { type: type.data } : {}),
    ...(direction.success ? { direction: direction.data } : {}),
    ...(status.success ? { status: status.data } : {}),
    ...(period.success ? { period: period.data } : {}),
    page: readPage(search),
  };
}

/** Writes the page state into a query string, leaving out page 1 and the filters not set; other parameters stay. */
export function serializePaymentsParams(params: PaymentsParams, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of [...filterKeys, 'page']) next.delete(key);
  for (const key of filterKeys) {
    const value = params[key];
    if (value) next.set(key, value);
  }
  writePage(next, params.page);
  return next;
}

/** A changed filter (empty: cleared) starts again at the first page; a value the filter does not know clears it. */
export function withFilter(params: PaymentsParams, key: PaymentsFilter, value: string): PaymentsParams {
  const search = serializePaymentsParams({ ...params, page: 1 });
  if (value) search.set(key, value);
  else search.delete(key);
  return parsePaymentsParams(search);
}

export function isFiltered(params: PaymentsParams): boolean {
  return filterKeys.some((key) => params[key] !== undefined);
}
