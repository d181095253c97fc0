import type { ReactNode } from 'react';
import type { SortOrder } from '@pool/contract';
import styles from './sort-button.module.css';

/**
 * The button of a sortable column header, with a mark of the order (▲ ▼, ↕ while the
 * column does not sort); in a numeric column the mark goes before the label, so the label
 * stays aligned with the figures.
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
  return (
    <button type="button" className={`${styles.sortButton} ${numeric ? styles.numeric : ''}`} onClick={onSort}>
      {children}
      <span aria-hidden="true" className={styles.sortMark}>
        {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
      </span>
    </button>
  );
}
