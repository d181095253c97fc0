import { sql, type SelectQueryBuilder } from 'kysely';
import type { Paginated } from '@pool/contract';

/** A page of a list: 1-based page number and rows per page. */
export interface Page {
  page: number;
  per_page: number;
}

/** What `rows` builds: a query the page's limit and offset are put on. */
interface Pageable<R> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<R[]> } };
}

/**
 * One page of the rows of `base` and the count of all of them, read at once: `rows` adds
 * the selection, joins and order to `base`, the page's limit and offset are put on it.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: Page,
  rows: (base: SelectQueryBuilder<DB, TB, O>) => Pageable<R>,
): Promise<{ rows: R[]; total: number }> {
  const [pageRows, total] = await Promise.all([
    rows(base)
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
    base
      .select(sql<number>`count(*)::int`.as('total'))
      .$castTo<{ total: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: pageRows, total: total.total };
}

/** The answer of every list endpoint: one page of items, which page it is, and how many rows there are in all. */
export function toPaginated<Row, Item>(
  { rows, total }: { rows: Row[]; total: number },
  page: Page,
  toItem: (row: Row) => Item,
): Paginated<Item> {
  return { data: rows.map(toItem), pagination: { page: page.page, per_page: page.per_page, total } };
}
