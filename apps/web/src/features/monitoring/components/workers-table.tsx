import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRejectWarningPercent, type SortOrder, type Worker, type WorkerSortField } from '@pool/contract';
import { Badge } from '@/components/ui/badge';
import { ariaSortOf } from '@/components/ui/sort';
import { SortButton } from '@/components/ui/sort-button';
import { formatHashrate, formatPercent, formatRelativeTime, formatDateTime } from '@/lib/format';
import { getPageSettings } from '@/lib/page-settings';
import { workerStatusBadgeKeys, workerStatusTones } from '../worker-status';
import styles from './workers-table.module.css';

const workerRowHeight = 48;

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
  const { t, i18n } = useTranslation();
  // The pool's threshold (product: a worker rejecting this much needs a look), flagged in the table.
  const rejectWarning = getPageSettings().reject_warning_percent ?? defaultRejectWarningPercent;
  const language = i18n.language;
  const body = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: total,
    estimateSize: () => workerRowHeight,
    overscan: 12,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  // Rows are keyed by position: a placeholder turning into its worker keeps its element, and focus.
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (lastIndex >= rows.length - 1 && rows.length < total) onNeedMore();
  }, [lastIndex, rows.length, total, onNeedMore]);

  // Roving focus: the table is one tab stop; arrow keys, Home and End move between rows.
  const [activeIndex, setActiveIndex] = useState(0);
  const orderOf = (column: Column) => (column.key === sort ? order : undefined);

  const focusRow = (index: number) => {
    const next = Math.min(Math.max(index, 0), Math.max(total - 1, 0));
    setActiveIndex(next);
    const rowAt = () => body.current?.querySelector<HTMLElement>(`[data-index="${next}"]`);
    const near = rowAt();
    if (near) {
      // Rendered already (the overscan keeps neighbours): focus now, so fast key repeats add up.
      near.focus();
      return;
    }
    virtualizer.scrollToIndex(next, { align: 'auto' });
    // A far row exists once the virtualizer has followed the scroll: try for a few frames.
    let frames = 0;
    const attempt = () => {
      const row = rowAt();
      if (row) row.focus({ preventScroll: true });
      else if (frames++ < 20) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, worker: Worker | undefined) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + 10,
      PageUp: index - 10,
      Home: 0,
      End: total - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key]!);
    } else if ((event.key === 'Enter' || event.key === ' ') && worker) {
      event.preventDefault();
      onOpen(worker);
    }
  };
  const focusIndex = Math.min(activeIndex, Math.max(total - 1, 0));

  return (
    <div
      role="table"
      aria-label={t('monitoring.workers.tableLabel')}
      aria-rowcount={total + 1}
      aria-busy={busy || undefined}
      className={styles.table}
    >
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
      <div role="rowgroup" ref={body} className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const worker = rows[item.index];
          const style = { transform: `translateY(${item.start - scrollMargin}px)`, height: item.size };
          if (!worker)
            return (
              <div
                key={item.index}
                role="row"
                aria-rowindex={item.index + 2}
                data-index={item.index}
                className={`${styles.row} ${styles.bodyRow}`}
                style={style}
                tabIndex={item.index === focusIndex ? 0 : -1}
                onFocus={() => setActiveIndex(item.index)}
                onKeyDown={(event) => onRowKeyDown(event, item.index, undefined)}
              >
                <div role="cell" className={styles.cell}>
                  <span className={styles.placeholder} />
                  <span className="visually-hidden">{t('monitoring.loading')}</span>
                </div>
              </div>
            );
          return (
            <div
              key={item.index}
              role="row"
              aria-rowindex={item.index + 2}
              data-index={item.index}
              data-worker-id={worker.id}
              className={`${styles.row} ${styles.bodyRow} ${styles.clickable}`}
              style={style}
              tabIndex={item.index === focusIndex ? 0 : -1}
              onFocus={() => setActiveIndex(item.index)}
              onClick={() => onOpen(worker)}
              onKeyDown={(event) => onRowKeyDown(event, item.index, worker)}
            >
              <div
                role="cell"
                className={`${styles.cell} ${styles.name} ${showAccount ? styles.withAccount : ''}`}
                title={showAccount ? `${worker.account_name}.${worker.worker_name}` : worker.worker_name}
              >
                {/* The customer on a line of its own, whole: rigs of two customers named alike are told apart. */}
                {showAccount ? (
                  <span className={styles.account}>
                    {worker.account_name}
                    <span className="visually-hidden">.</span>
                  </span>
                ) : null}
                <span className={styles.workerPart}>{worker.worker_name}</span>
              </div>
              <div role="cell" className={styles.cell}>
                <Badge tone={workerStatusTones[worker.status]}>{t(workerStatusBadgeKeys[worker.status])}</Badge>
              </div>
              <div role="cell" className={`${styles.cell} ${styles.numeric}`}>
                {formatHashrate(worker.hash_rate_15m, language)}
              </div>
              <div role="cell" className={`${styles.cell} ${styles.numeric} ${styles.large}`}>
                {formatHashrate(worker.hash_rate_1h, language)}
              </div>
              <div role="cell" className={`${styles.cell} ${styles.numeric} ${styles.medium}`}>
                {formatHashrate(worker.hash_rate_24h, language)}
              </div>
              <div role="cell" className={`${styles.cell} ${styles.numeric} ${styles.wide}`}>
                {worker.reject_pct_15m >= rejectWarning ? (
                  <Badge tone="danger">
                    {formatPercent(worker.reject_pct_15m, language)}
                    <span className="visually-hidden"> {t('monitoring.workers.highRejects')}</span>
                  </Badge>
                ) : (
                  formatPercent(worker.reject_pct_15m, language)
                )}
              </div>
              <div role="cell" className={`${styles.cell} ${styles.large}`}>
                {worker.last_share_at ? (
                  <time dateTime={worker.last_share_at} title={formatDateTime(worker.last_share_at, language)}>
                    {formatRelativeTime(worker.last_share_at, language, now)}
                  </time>
                ) : (
                  t('monitoring.workers.never')
                )}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
