import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './platform.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface PageOf<Row> {
  data: Row[];
  pagination: { page: number; per_page: number; total: number };
}

export interface DataTableProps<Row> {
  /** Names the table (its caption) and its pagination. */
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  query: UseQueryResult<PageOf<Row>>;
  emptyText: string;
  errorText: string;
  onPage: (page: number) => void;
}

/**
 * A platform list in its every state: a skeleton while the first page loads, the error
 * with a retry, the empty state, or the table with its pagination. On mobile (≤ 1023 px)
 * each row reads as a card of labelled values.
 */
export function DataTable<Row>({ caption, columns, rowKey, query, emptyText, errorText, onPage }: DataTableProps<Row>) {
  const { t } = useTranslation();
  if (query.isError && !query.data)
    return (
      <div className={pageStyles.state} role="alert">
        <p className={pageStyles.stateText}>{errorText}</p>
        <Button kind="transparent" size="xs" onClick={() => void query.refetch()}>
          {t('platform.retry')}
        </Button>
      </div>
    );
  if (!query.data)
    return (
      <div className={`${pageStyles.skeleton} ${styles.tableSkeleton}`} role="status" aria-busy="true">
        <span className="visually-hidden">{t('platform.loading', { list: caption })}</span>
      </div>
    );
  const { data: rows, pagination } = query.data;
  const pager = <Pagination label={caption} {...pagination} onPage={onPage} />;
  // A page past the end (its last rows were just acted on) is empty too: its pagination leads back.
  if (rows.length === 0)
    return (
      <div className={styles.tableBlock}>
        <div className={styles.empty}>
          <p className={styles.emptyText}>{emptyText}</p>
        </div>
        {pager}
      </div>
    );
  return (
    <div className={styles.tableBlock}>
      <div className={styles.tableScroll}>
        <table className={styles.table} aria-busy={query.isFetching || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={column.header}
                    className={column.numeric ? styles.numeric : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pager}
    </div>
  );
}

function Pagination({
  label,
  page,
  per_page,
  total,
  onPage,
}: {
  label: string;
  page: number;
  per_page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / Math.max(per_page, 1)));
  if (page === 1 && pages === 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('platform.pagination.label', { list: label })}>
      <Button kind="transparent" size="xs" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        {t('platform.pagination.previous')}
      </Button>
      <span className={pageStyles.muted} aria-live="polite">
        {t('platform.pagination.status', { page, pages })}
      </span>
      <Button kind="transparent" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('platform.pagination.next')}
      </Button>
    </nav>
  );
}
