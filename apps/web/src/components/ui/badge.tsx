import type { ReactNode } from 'react';
import styles from './badge.module.css';
import toneStyles from './tone.module.css';

export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A short status or label: a tinted pill in the colour of its tone, or an outlined label. */
export function Badge({
  tone = 'neutral',
  outline = false,
  children,
}: {
  tone?: Tone;
  outline?: boolean;
  children: ReactNode;
}) {
  return (
    <span className={outline ? `${styles.badge} ${styles.outline}` : `${styles.badge} ${toneStyles[tone]}`}>
      {children}
    </span>
  );
}
