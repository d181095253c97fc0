import styles from './platform.module.css';

/** A transaction id or address: one line, cut with an ellipsis where narrow; the whole value stays in the text. */
export function Hash({ value }: { value: string | null }) {
  if (!value) return <>—</>;
  return (
    <code className={styles.hash} title={value}>
      {value}
    </code>
  );
}
