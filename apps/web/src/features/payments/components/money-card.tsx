import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StatCard } from '@/components/ui/stat-card';
import { getPageSettings } from '@/lib/page-settings';
import styles from './payments.module.css';
import pageStyles from '@/components/ui/page.module.css';

/**
 * A dashboard money card: its figure once loaded, a skeleton while loading, the error with
 * a retry. `noteLines`: the lines of notes the figure comes with, drawn as thin bars while
 * it loads, with a bar for its value in each of the pool's extra currencies, so that the
 * card keeps about its height and the cards under it do not jump when it arrives (a layout
 * shift on every visit on a phone).
 */
export function MoneyCard<T>({
  title,
  query,
  noteLines = 0,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  noteLines?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.data !== undefined) body = children(query.data);
  else if (query.isError)
    body = (
      <span className={styles.cardError} role="alert">
        {t('money.balance.error')}
        <Button kind="transparent" size="xs" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </span>
    );
  else
    body = (
      <>
        <span className={styles.moneySkeleton}>
          <span className={`${pageStyles.skeleton} ${styles.valueSkeleton}`} role="status" aria-busy="true">
            <span className="visually-hidden">{t('common.loading')}</span>
          </span>
          {getPageSettings().extra_currencies.map((currency) => (
            <span key={currency} className={`${pageStyles.skeleton} ${styles.fiatSkeleton}`} aria-hidden="true" />
          ))}
        </span>
        {Array.from({ length: noteLines }, (_, line) => (
          <span key={line} className={`${pageStyles.skeleton} ${styles.noteSkeleton}`} aria-hidden="true" />
        ))}
      </>
    );
  return <StatCard title={title}>{body}</StatCard>;
}
