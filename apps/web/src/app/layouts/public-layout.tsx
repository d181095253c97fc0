import { Outlet } from 'react-router';
import { AppHeader } from './app-shell';
import styles from './layouts.module.css';

/** Sign-in, registration and other pages for visitors without a session. */
export function Component() {
  return (
    <div className={styles.public}>
      <AppHeader />
      <main className={styles.card}>
        <Outlet />
      </main>
    </div>
  );
}
