import {
  minerSortFieldSchema,
  sortOrderSchema,
  type MinerSortField,
  type MinersExportQuery,
  type PaymentExportFormat,
  type SortOrder,
} from '@pool/contract';
import { readPage, writePage } from '@/lib/search-params';

/** The state of the customers table; it lives in the address so reload, back and a shared link keep it. */
export interface CustomersParams {
  sort: MinerSortField;
  order: SortOrder;
  search: string;
  /** Only the accounts with a worker down (unavailable or off). */
  workersDown: boolean;
  page: number;
}

export const customerSearchMaxLength = 64;
export const defaultCustomersParams: CustomersParams = {
  sort: 'account_name',
  order: 'asc',
  search: '',
  workersDown: false,
  page: 1,
};

/** Reads the state from the query string; unknown values fall back to the defaults. */
export function parseCustomersParams(search: URLSearchParams): CustomersParams {
  const sort = minerSortFieldSchema.safeParse(search.get('sort'));
  const order = sortOrderSchema.safeParse(search.get('order'));
  return {
    sort: sort.success ? sort.data : defaultCustomersParams.sort,
    order: order.success ? order.data : defaultCustomersParams.order,
    search: (search.get('search') ?? '').slice(0, customerSearchMaxLength),
    workersDown: search.get('workers_down') === 'true',
    page: readPage(search),
  };
}

/** Writes the state into a query string, leaving out the defaults; other parameters stay. */
export function serializeCustomersParams(params: CustomersParams, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['sort', 'order', 'search', 'workers_down', 'page']) next.delete(key);
  if (params.sort !== defaultCustomersParams.sort || params.order !== defaultCustomersParams.order) {
    next.set('sort', params.sort);
    next.set('order', params.order);
  }
  if (params.search) next.set('search', params.search);
  if (params.workersDown) next.set('workers_down', 'true');
  writePage(next, params.page);
  return next;
}

/**
 * Sorting by a column: the same column flips the order; another starts at its natural
 * order (names A→Z, figures and dates largest first). Either goes back to page 1.
 */
export function sortedBy(params: CustomersParams, field: MinerSortField): CustomersParams {
  if (params.sort === field) return { ...params, order: params.order === 'asc' ? 'desc' : 'asc', page: 1 };
  const ascending = field === 'account_name' || field === 'title';
  return { ...params, sort: field, order: ascending ? 'asc' : 'desc', page: 1 };
}

/** What the table's calls send: its order, search and filter (the list adds its page, the export its format). */
export function customersFilterOf(params: CustomersParams): Omit<MinersExportQuery, 'format'> {
  return {
    sort: params.sort,
    order: params.order,
    ...(params.search.trim() ? { search: params.search.trim() } : {}),
    ...(params.workersDown ? { workers_down: 'true' as const } : {}),
  };
}

/** The file of the table as it is searched, filtered and sorted (every page). */
export function customersExportQueryOf(params: CustomersParams, format: PaymentExportFormat): MinersExportQuery {
  return { ...customersFilterOf(params), format };
}
