import { useTranslation } from 'react-i18next';
import type { SortOrder, Worker, WorkerSortField } from '@pool/contract';
import { useVirtualRows } from '../use-virtual-rows';
import { WorkerRowCells } from './worker-row-cells';
import { WorkersTableHead } from './workers-table-head';
import styles from './workers-table.module.css';

export interface WorkersTableProps {
  /** The rows loaded so far, in server order. */
  rows: readonly Worker[];
  /** All rows the server has for this filter: the virtualizer's size. */
  total: number;
  sort: WorkerSortField;
  order: SortOrder;
  onSort: (field: WorkerSortField) => void;
  onOpen: (worker: Worker) => void;
  /** Asks for the next page once the rows scrolled into view reach past the loaded ones. */
  onNeedMore: () => void;
  busy?: boolean;
  /** Pools and operators see every miner's workers: the name reads `account.worker`. */
  showAccount?: boolean;
  /** The clock "last share" counts from: when the rows were fetched. */
  now: number;
}

/**
 * The workers table: an ARIA table whose rows are virtualized against the window, so
 * 10,000+ workers scroll smoothly. Rows past the loaded pages show placeholders until
 * their page arrives.
 */
export function WorkersTable({
  rows,
  total,
  sort,
  order,
  onSort,
  onOpen,
  onNeedMore,
  busy,
  showAccount,
  now,
}: WorkersTableProps) {
  const { t } = useTranslation();
  const { bodyRef, items, totalSize, styleOf, rowFocus } = useVirtualRows({ total, rows, onNeedMore, onOpen });
  return (
    <div
      role="table"
      aria-label={t('monitoring.workers.tableLabel')}
      aria-rowcount={total + 1}
      aria-busy={busy || undefined}
      className={styles.table}
    >
      <WorkersTableHead sort={sort} order={order} onSort={onSort} />
      <div role="rowgroup" ref={bodyRef} className={styles.body} style={{ height: totalSize }}>
        {items.map((item) => {
          const worker = rows[item.index];
          // Rows are keyed by position: a placeholder turning into its worker keeps its element, and focus.
          return (
            <div
              key={item.index}
              role="row"
              aria-rowindex={item.index + 2}
              data-index={item.index}
              data-worker-id={worker?.id}
              className={
                worker ? `${styles.row} ${styles.bodyRow} ${styles.clickable}` : `${styles.row} ${styles.bodyRow}`
              }
              style={styleOf(item)}
              {...rowFocus(item.index)}
              onClick={worker ? () => onOpen(worker) : undefined}
            >
              {worker ? (
                <WorkerRowCells worker={worker} showAccount={showAccount} now={now} />
              ) : (
                <div role="cell" className={styles.cell}>
                  <span className={styles.placeholder} />
                  <span className="visually-hidden">{t('monitoring.loading')}</span>
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
