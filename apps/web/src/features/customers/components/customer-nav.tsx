import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerQueryOptions } from '../api/get-customer';
import styles from './customers.module.css';

export type CustomerSection = 'dashboard' | 'workers' | 'payments' | 'settings';

export interface CustomerNavProps {
  minerId: string;
  current: CustomerSection;
  /** The sections the caller's access opens (the route decides from the session). */
  sections: readonly CustomerSection[];
}

const hrefs: Record<CustomerSection, (id: string) => string> = {
  dashboard: (id) => `/customers/${id}`,
  workers: (id) => `/customers/${id}?view=workers`,
  payments: (id) => `/customers/${id}/payments`,
  settings: (id) => `/customers/${id}/settings`,
};

/** The way back to the customers and between one customer's pages, with its name. */
export function CustomerNav({ minerId, current, sections }: CustomerNavProps) {
  const { t } = useTranslation();
  const customer = useQuery(customerQueryOptions(minerId));
  const name = customer.data ? customer.data.title || customer.data.account_name : undefined;
  return (
    <nav aria-label={t('customers.nav.label', { name: name ?? '' })}>
      <p className={styles.back}>
        <Link to="/customers">{t('customers.nav.back')}</Link>
      </p>
      <ul className={styles.subnav}>
        {sections.map((section) => (
          <li key={section}>
            <Link
              to={hrefs[section](minerId)}
              className={styles.subnavLink}
              aria-current={section === current ? 'page' : undefined}
            >
              {t(`customers.nav.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
