import styles from './monitoring.module.css';

/** The page title, with the account it shows beside it once known. */
export function PageHeader({ title, account }: { title: string; account: string | undefined }) {
  return (
    <header className={styles.pageHeader}>
      <h1 id="page-title" className={styles.pageTitle}>
        {title}
      </h1>
      {account ? <p className={styles.muted}>{account}</p> : null}
    </header>
  );
}
