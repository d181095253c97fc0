import styles from './button.module.css';

/** The look of a button (spec §9 kinds and sizes) for an element that is not one: a link that reads as an action. */
export function buttonClassName(kind: 'primary' | 'transparent' = 'primary', size: 'm' | 'xs' = 'm'): string {
  return `${styles.button} ${styles[kind]} ${styles[size]}`;
}
