import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/app/use-page-title';
import type { ConfigFailure } from '@/features/config/config-store';
import styles from './error-page.module.css';

/** Product §2: 404 with a code, "Page not found", a description and a way back to main. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFound.title'));
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('errors.notFound.title')}</h1>
      <p className={styles.description}>{t('errors.notFound.description')}</p>
      <Link className={styles.back} to="/">
        {t('errors.backToMain')}
      </Link>
    </main>
  );
}

/** Product §2: 500 with a code, "Technical issues", "Something went wrong"; back reloads the document. */
export function InternalErrorPage({ reason }: { reason?: ConfigFailure }) {
  const { t } = useTranslation();
  usePageTitle(t('errors.internal.title'));
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        500
      </p>
      <h1 className={styles.title}>{t('errors.internal.title')}</h1>
      <p className={styles.description}>{t('errors.internal.description')}</p>
      {reason ? (
        <p className={styles.reason} data-testid="error-reason">
          {t(`errors.config.${reason}`)}
        </p>
      ) : null}
      <Button onClick={() => window.location.reload()}>{t('errors.back')}</Button>
    </main>
  );
}
