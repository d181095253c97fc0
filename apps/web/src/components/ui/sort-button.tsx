import type { ReactNode } from 'react';
import type { SortOrder } from '@pool/contract';
import styles from './sort-button.module.css';

/**
 * The button of a sortable column header, with a mark of the order (▲ ▼, ↕ while the
 * column does not sort); in a numeric column the mark goes before the label, so the label
 * stays aligned with the figures. A label that has to wrap wraps into lines of even length,
 * the mark beside its first line.
 */
export function SortButton({
  order,
  numeric = false,
  onSort,
  children,
}: {
  order: SortOrder | undefined;
  numeric?: boolean;
  onSort: () => void;
  children: ReactNode;
}) {
  const mark = (
    <span aria-hidden="true" className={styles.sortMark}>
      {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
    </span>
  );
  return (
    <button type="button" className={`${styles.sortButton} ${numeric ? styles.numeric : ''}`} onClick={onSort}>
      {numeric ? mark : null}
      {children}
      {numeric ? null : mark}
    </button>
  );
}
