import { useId, type ReactNode } from 'react';
import styles from './stat-card.module.css';

/** A dashboard figure: a group named by its title, so assistive technology reads them together. */
export function StatCard({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={className ? `${styles.card} ${className}` : styles.card}>
      <span id={id} className={styles.title}>
        {title}
      </span>
      {children}
    </div>
  );
}
