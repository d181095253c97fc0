import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { configStore } from '@/features/config/config-store';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './layouts.module.css';
// A data: address written into the script, as the page's icon into index.html: the logo
// costs no request of its own.
import logo from './logo.svg?inline';

export function Brand() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const name = (hydrated && configStore.snapshot.pool?.name) || '';
  return (
    <Link to="/" className={styles.brand}>
      {/* Until the pool's name is known (a prerendered page before React takes it over), the logo names the link. */}
      <img src={logo} alt={name ? '' : t('common.mainPage')} width={28} height={28} />
      <span>{name}</span>
    </Link>
  );
}
