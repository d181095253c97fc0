import styles from './page.module.css';

/** The page title, with the account it shows beside it once known. */
export function PageHeader({ title, account }: { title: string; account: string | undefined }) {
  return (
    <header className={styles.header}>
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {account ? <p className={styles.muted}>{account}</p> : null}
    </header>
  );
}
