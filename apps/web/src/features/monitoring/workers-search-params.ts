import {
  sortOrderSchema,
  workerNameSearchMaxLength,
  workerSortFieldSchema,
  workerStatusSchema,
  type SortOrder,
  type WorkerSortField,
  type WorkerStatus,
} from '@pool/contract';
import { accountIdPattern } from '@/lib/search-params';

/** The state of the workers page; it lives in the address so reload and back keep it. */
export interface WorkersParams {
  sort: WorkerSortField;
  order: SortOrder;
  status?: WorkerStatus;
  search: string;
  /** A pool's or an operator's list narrowed to one miner account (a customer): its id. */
  customer?: string;
  /** The worker whose chart is open. */
  worker?: string;
}

export const defaultWorkersParams: WorkersParams = { sort: 'worker_name', order: 'asc', search: '' };

/** Reads the page state from the query string; unknown values fall back to the defaults. */
export function parseWorkersParams(search: URLSearchParams): WorkersParams {
  const sort = workerSortFieldSchema.safeParse(search.get('sort'));
  const order = sortOrderSchema.safeParse(search.get('order'));
  const status = workerStatusSchema.safeParse(search.get('status'));
  const worker = search.get('worker')?.trim();
  const customer = search.get('customer')?.trim();
  return {
    sort: sort.success ? sort.data : defaultWorkersParams.sort,
    order: order.success ? order.data : defaultWorkersParams.order,
    ...(status.success ? { status: status.data } : {}),
    search: (search.get('search') ?? '').slice(0, workerNameSearchMaxLength),
    ...(customer && accountIdPattern.test(customer) ? { customer } : {}),
    ...(worker ? { worker } : {}),
  };
}

/**
 * Writes the page state into a query string, leaving out defaults. Other parameters
 * already in `base` are kept.
 */
export function serializeWorkersParams(params: WorkersParams, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  // `removed` was a "show removed workers" switch; an address that still has it drops it.
  for (const key of ['sort', 'order', 'status', 'search', 'removed', 'customer', 'worker']) next.delete(key);
  if (params.sort !== defaultWorkersParams.sort || params.order !== defaultWorkersParams.order) {
    next.set('sort', params.sort);
    next.set('order', params.order);
  }
  if (params.status) next.set('status', params.status);
  // Kept as typed (a trailing space survives) so the field does not jump; the call trims.
  if (params.search.trim()) next.set('search', params.search);
  if (params.customer) next.set('customer', params.customer);
  if (params.worker) next.set('worker', params.worker);
  return next;
}

/** Names read best A→Z; hashrate and rejects highest first. */
export function defaultOrderOf(field: WorkerSortField): SortOrder {
  return field === 'worker_name' ? 'asc' : 'desc';
}

/** A click on a column header: the same column flips its order, another starts at its default. */
export function nextSort(params: WorkersParams, field: WorkerSortField): Pick<WorkersParams, 'sort' | 'order'> {
  if (params.sort === field) return { sort: field, order: params.order === 'asc' ? 'desc' : 'asc' };
  return { sort: field, order: defaultOrderOf(field) };
}

/** What the workers call gets: the page state less the open worker, search trimmed. */
export function workersQueryOf(params: WorkersParams): WorkersListParams {
  return {
    sort: params.sort,
    order: params.order,
    ...(params.status ? { status: params.status } : {}),
    search: params.search.trim(),
    ...(params.customer ? { miner_id: params.customer } : {}),
  };
}

/**
 * What the list calls (the list and its export) send: the filters and the order. Without a
 * status the server lists the workers its counts' `total` counts ("All": removed ones apart,
 * in their own tab).
 */
export interface WorkersListParams {
  sort: WorkerSortField;
  order: SortOrder;
  status?: WorkerStatus;
  search: string;
  /** Only this miner account's workers. */
  miner_id?: string;
}
