import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import styles from './section-page.module.css';

/**
 * A titled page with its empty state. Routes whose screens later issues build render
 * this, so every route of product §2 resolves inside its layout today.
 */
export function SectionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(`${titleKey}.title`);
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.empty}>{t('common.emptySection')}</p>
    </section>
  );
}
