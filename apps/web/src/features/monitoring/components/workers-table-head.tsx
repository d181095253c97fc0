import { useTranslation } from 'react-i18next';
import type { SortOrder, WorkerSortField } from '@pool/contract';
import { ariaSortOf } from '@/components/ui/sort';
import { SortButton } from '@/components/ui/sort-button';
import styles from './workers-table.module.css';

interface Column {
  key: WorkerSortField | 'status' | 'last_share_at';
  labelKey: string;
  sortable: boolean;
  /** Left out below 1280 px. */
  large?: boolean;
  /** Left out on mobile (≤ 1023 px). */
  wide?: boolean;
  /** Left out on narrow phones (≤ 599 px) too. */
  medium?: boolean;
  numeric?: boolean;
}

const columns: readonly Column[] = [
  { key: 'worker_name', labelKey: 'monitoring.workers.columns.worker_name', sortable: true },
  { key: 'status', labelKey: 'monitoring.workers.columns.status', sortable: false },
  { key: 'hash_rate_15m', labelKey: 'monitoring.workers.columns.hash_rate_15m', sortable: true, numeric: true },
  {
    key: 'hash_rate_1h',
    labelKey: 'monitoring.workers.columns.hash_rate_1h',
    sortable: true,
    numeric: true,
    large: true,
  },
  {
    key: 'hash_rate_24h',
    labelKey: 'monitoring.workers.columns.hash_rate_24h',
    sortable: true,
    numeric: true,
    medium: true,
  },
  {
    key: 'reject_pct_15m',
    labelKey: 'monitoring.workers.columns.reject_pct_15m',
    sortable: true,
    numeric: true,
    wide: true,
  },
  { key: 'last_share_at', labelKey: 'monitoring.workers.columns.last_share_at', sortable: false, large: true },
];

/** The workers table's header row: its sortable columns sort the list. */
export function WorkersTableHead({
  sort,
  order,
  onSort,
}: {
  sort: WorkerSortField;
  order: SortOrder;
  onSort: (field: WorkerSortField) => void;
}) {
  const { t } = useTranslation();
  const orderOf = (column: Column) => (column.key === sort ? order : undefined);
  return (
    <div role="rowgroup" className={styles.head}>
      <div role="row" aria-rowindex={1} className={styles.row}>
        {columns.map((column) => (
          <div
            key={column.key}
            role="columnheader"
            aria-sort={column.sortable ? ariaSortOf(orderOf(column)) : undefined}
            className={`${styles.cell} ${column.numeric ? styles.numeric : ''} ${column.large ? styles.large : ''} ${column.wide ? styles.wide : ''} ${column.medium ? styles.medium : ''}`}
          >
            {column.sortable ? (
              <SortButton
                order={orderOf(column)}
                numeric={column.numeric}
                onSort={() => onSort(column.key as WorkerSortField)}
              >
                {t(column.labelKey)}
              </SortButton>
            ) : (
              t(column.labelKey)
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
