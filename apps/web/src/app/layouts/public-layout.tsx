import { Outlet, useMatches } from 'react-router';
import type { RouteHandle } from '../public-routes';
import { AppHeader } from './app-shell';
import styles from './layouts.module.css';

/** Sign-in, registration and other pages for visitors without a session. */
export function Component() {
  const wide = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.wide);
  return (
    <div className={styles.public}>
      <AppHeader />
      <main className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <Outlet />
      </main>
    </div>
  );
}
