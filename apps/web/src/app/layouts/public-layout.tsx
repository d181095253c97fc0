import { Outlet } from 'react-router';
import { LanguageSwitcher } from '@/features/config/language-switcher';
import { Brand } from './brand';
import styles from './layouts.module.css';

/** Sign-in, registration and other pages for visitors without a session. */
export function Component() {
  return (
    <div className={styles.public}>
      <header className={styles.header}>
        <Brand />
        <LanguageSwitcher />
      </header>
      <main className={styles.card}>
        <Outlet />
      </main>
    </div>
  );
}
