import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Spec §9 button kinds. */
  kind?: 'primary' | 'transparent';
  size?: 'm' | 'xs';
}

export function Button({ kind = 'primary', size = 'm', className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={`${styles.button} ${styles[kind]} ${styles[size]} ${className ?? ''}`} {...rest} />
  );
}
