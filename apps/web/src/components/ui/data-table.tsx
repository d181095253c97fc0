import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paginated, SortOrder } from '@pool/contract';
import { Pagination } from './pagination';
import { ariaSortOf } from './sort';
import { SortButton } from './sort-button';
import { LoadError } from './load-error';
import styles from './data-table.module.css';
import pageStyles from './page.module.css';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures (amounts, counts) on wide screens. */
  numeric?: boolean;
  className?: string;
  /** A column the server sorts by: its header becomes a button, and says which way it sorts. */
  sort?: { order: SortOrder | undefined; onSort: () => void };
}

export interface TableProps<Row> {
  /** Names the table (its caption, read by assistive technology). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Dims the rows while a newer page is on its way. */
  busy?: boolean;
  /**
   * A table wider than the page (many columns): its scrolling box becomes a named,
   * keyboard-focusable region, so the arrow keys can scroll it.
   */
  wide?: boolean;
}

/**
 * Rows as a table; on narrow screens (≤ 1023 px) each row becomes a card whose cells carry
 * their column name. The roles are spelled out because a table restyled as blocks loses
 * them in some browsers.
 */
export function Table<Row>({ caption, columns, rows, rowKey, busy, wide }: TableProps<Row>) {
  const cellClass = (column: Column<Row>) =>
    [column.numeric ? styles.numeric : '', column.className ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.scroll} {...(wide ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}>
      <table className={styles.table} role="table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role="columnheader"
                className={cellClass(column)}
                aria-sort={column.sort ? ariaSortOf(column.sort.order) : undefined}
              >
                {column.sort ? (
                  <SortButton order={column.sort.order} numeric={column.numeric} onSort={column.sort.onSort}>
                    {column.header}
                  </SortButton>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={styles.row}>
              {columns.map((column) => (
                <td key={column.key} role="cell" data-label={column.header} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface DataTableProps<Row> extends Omit<TableProps<Row>, 'rows' | 'busy'> {
  query: UseQueryResult<Paginated<Row>>;
  emptyText: string;
  errorText: string;
  onPage: (page: number) => void;
}

/**
 * A server-paged list in its every state: a skeleton while the first page loads, the
 * error with a retry, the empty state, or the table with its pagination.
 */
export function DataTable<Row>({ query, emptyText, errorText, onPage, ...table }: DataTableProps<Row>) {
  const { t } = useTranslation();
  if (query.isError && !query.data) return <LoadError text={errorText} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <div className={`${pageStyles.skeleton} ${styles.skeleton}`} role="status" aria-busy="true">
        <span className="visually-hidden">{t('common.loadingList', { list: table.caption })}</span>
      </div>
    );
  const { data: rows, pagination } = query.data;
  const pager = (
    <Pagination
      label={table.caption}
      page={pagination.page}
      perPage={pagination.per_page}
      total={pagination.total}
      onPage={onPage}
    />
  );
  // A page past the end (its last rows were just acted on) is empty too: its pagination leads back.
  if (rows.length === 0)
    return (
      <div className={styles.block}>
        <div className={styles.empty}>
          <p className={styles.emptyText}>{emptyText}</p>
        </div>
        {pager}
      </div>
    );
  return (
    <div className={styles.block}>
      <Table {...table} rows={rows} busy={query.isFetching} />
      {pager}
    </div>
  );
}
