import {
  permissionTypeSchema,
  poolUserSortFieldSchema,
  type PermissionType,
  type PoolUserSortField,
  type SortOrder,
} from '@pool/contract';
import { readPage, writePage } from '@/lib/search-params';

type Choice = 'any' | 'true' | 'false';

/** The pool users table's state, kept in the address. */
export interface UsersParams {
  search: string;
  type: PermissionType | 'all';
  secondFactor: Choice;
  verified: Choice;
  sort: PoolUserSortField;
  order: SortOrder;
  page: number;
}

export const userSearchMaxLength = 100;
export const defaultUsersParams: UsersParams = {
  search: '',
  type: 'all',
  secondFactor: 'any',
  verified: 'any',
  sort: 'email',
  order: 'asc',
  page: 1,
};

const choiceOf = (value: string | null): Choice => (value === 'true' || value === 'false' ? value : 'any');

export function parseUsersParams(search: URLSearchParams): UsersParams {
  const type = permissionTypeSchema.safeParse(search.get('type'));
  const sort = poolUserSortFieldSchema.safeParse(search.get('sort'));
  return {
    search: (search.get('search') ?? '').slice(0, userSearchMaxLength),
    type: type.success ? type.data : 'all',
    secondFactor: choiceOf(search.get('second_factor')),
    verified: choiceOf(search.get('verified')),
    sort: sort.success ? sort.data : defaultUsersParams.sort,
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    page: readPage(search),
  };
}

export function serializeUsersParams(params: UsersParams, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['search', 'type', 'second_factor', 'verified', 'sort', 'order', 'page']) next.delete(key);
  if (params.search) next.set('search', params.search);
  if (params.type !== 'all') next.set('type', params.type);
  if (params.secondFactor !== 'any') next.set('second_factor', params.secondFactor);
  if (params.verified !== 'any') next.set('verified', params.verified);
  if (params.sort !== defaultUsersParams.sort || params.order !== defaultUsersParams.order) {
    next.set('sort', params.sort);
    next.set('order', params.order);
  }
  writePage(next, params.page);
  return next;
}

/** The same column flips the order; another starts ascending (e-mail) or newest first (dates). */
export function sortedBy(params: UsersParams, field: PoolUserSortField): UsersParams {
  if (params.sort === field) return { ...params, order: params.order === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...params, sort: field, order: field === 'email' ? 'asc' : 'desc', page: 1 };
}
