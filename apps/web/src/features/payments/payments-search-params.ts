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

/** The page sizes a reader may choose; the first is the default (a miner has about two payments a day). */
export const paymentsPageSizes = [25, 50, 100] as const;
export type PaymentsPageSize = (typeof paymentsPageSizes)[number];
export const defaultPaymentsPageSize: PaymentsPageSize = paymentsPageSizes[0];

/** The state of the payments page; it lives in the address so reload, back and a shared link keep it. */
export interface PaymentsParams {
  type?: PaymentType;
  direction?: PaymentDirection;
  status?: PaymentStatus;
  /** Only the last 7, 30 or 90 days; all time without it. */
  period?: PaymentPeriod;
  page: number;
  /** Rows per page; left out for the default. */
  per_page?: PaymentsPageSize;
}

export type PaymentsFilter = Exclude<keyof PaymentsParams, 'page' | 'per_page'>;
const filterKeys: readonly PaymentsFilter[] = ['type', 'direction', 'status', 'period'];

/** Reads the page state from the query string; unknown values are left out. */
export function parsePaymentsParams(search: URLSearchParams): PaymentsParams {
  const type = paymentTypeSchema.safeParse(search.get('type'));
  const direction = paymentDirectionSchema.safeParse(search.get('direction'));
  const status = paymentStatusSchema.safeParse(search.get('status'));
  const period = paymentPeriodSchema.safeParse(search.get('period'));
  const perPage = paymentsPageSizes.find((size) => String(size) === search.get('per_page'));
  return {
    ...(type.success ? { type: type.data } : {}),
    ...(direction.success ? { direction: direction.data } : {}),
    ...(status.success ? { status: status.data } : {}),
    ...(period.success ? { period: period.data } : {}),
    page: readPage(search),
    ...(perPage && perPage !== defaultPaymentsPageSize ? { per_page: perPage } : {}),
  };
}

/** The rows per page the state asks for. */
export function pageSizeOf(params: PaymentsParams): PaymentsPageSize {
  return params.per_page ?? defaultPaymentsPageSize;
}

/** Another page size starts again at the first page. */
export function withPageSize(params: PaymentsParams, size: PaymentsPageSize): PaymentsParams {
  const { per_page: _, ...rest } = params;
  return { ...rest, page: 1, ...(size !== defaultPaymentsPageSize ? { per_page: size } : {}) };
}

/** Writes the page state into a query string, leaving out page 1 and the filters not set; other parameters stay. */
export function serializePaymentsParams(params: PaymentsParams, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of [...filterKeys, 'page', 'per_page']) next.delete(key);
  for (const key of filterKeys) {
    const value = params[key];
    if (value) next.set(key, value);
  }
  writePage(next, params.page);
  if (params.per_page) next.set('per_page', String(params.per_page));
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
