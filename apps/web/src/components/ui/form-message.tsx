import type { ReactNode } from 'react';
import styles from './form-message.module.css';

export interface FormMessageProps {
  id?: string;
  type?: 'error' | 'info' | 'success';
  children: ReactNode;
}

/** A message under a field or above a form; errors are announced as they appear. */
export function FormMessage({ id, type = 'info', children }: FormMessageProps) {
  return (
    <p id={id} className={`${styles.message} ${styles[type]}`} role={type === 'error' ? 'alert' : undefined}>
      {children}
    </p>
  );
}
