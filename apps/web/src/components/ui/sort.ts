import type { SortOrder } from '@pool/contract';

/** The column header's aria-sort for a sortable column; undefined: the list is not sorted by it. */
export function ariaSortOf(order: SortOrder | undefined): 'ascending' | 'descending' | 'none' {
  return order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none';
}
