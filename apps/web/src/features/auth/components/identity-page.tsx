import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './identity-page.module.css';

export interface IdentityPageProps {
  /** Translation key of the page; its `.title` is the heading (the route sets the document title). */
  titleKey: string;
  /** Above the heading (an operator's brand). */
  brand?: ReactNode;
  children: ReactNode;
}

/** The frame of a sign-in, registration, recovery, verification or password page. */
export function IdentityPage({ titleKey, brand, children }: IdentityPageProps) {
  const { t } = useTranslation();
  const title = t(`${titleKey}.title`);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      {brand}
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
