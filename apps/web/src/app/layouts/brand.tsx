import { Link } from 'react-router';
import { configStore } from '@/features/config/config-store';
import styles from './layouts.module.css';

export function Brand() {
  const name = configStore.snapshot.pool?.name ?? '';
  return (
    <Link to="/" className={styles.brand}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{name}</span>
    </Link>
  );
}
