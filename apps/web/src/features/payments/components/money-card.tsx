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
 * it loads, with a bar for its value in each of the pool's extra currencies. The skeleton
 * stays under the loaded figure, unseen, as the least height of the card's body, so a state
 * with fewer lines (no wallet yet, an error) does not shrink the card and the cards under it
 * do not jump when it arrives (a layout shift on every visit on a phone). `bodyClassName`
 * reserves more where the notes wrap onto more lines than `noteLines` (narrow cards).
 */
export function MoneyCard<T>({
  title,
  query,
  noteLines = 0,
  bodyClassName,
  className,
  footer,
  children,
}: {
  title: string;
  /** The card's own, e.g. its place in the grid. */
  className?: string;
  query: UseQueryResult<T>;
  noteLines?: number;
  bodyClassName?: string;
  /** Under the figure, whatever its state: lines with reads of their own, which keep their height. */
  footer?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  let content: ReactNode = null;
  if (query.data !== undefined) content = children(query.data);
  else if (query.isError)
    content = (
      <span className={styles.cardError} role="alert">
        {t('money.balance.error')}
        <Button kind="transparent" size="xs" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </span>
    );
  const loading = content === null;
  return (
    <StatCard title={title} className={className}>
      <div className={bodyClassName ? `${styles.cardBody} ${bodyClassName}` : styles.cardBody}>
        {loading ? null : <div className={styles.cardLines}>{content}</div>}
        <div
          className={loading ? styles.cardLines : `${styles.cardLines} ${styles.cardFloor}`}
          aria-hidden={loading ? undefined : true}
        >
          <span className={styles.moneySkeleton}>
            {loading ? (
              <span className={`${pageStyles.skeleton} ${styles.valueSkeleton}`} role="status" aria-busy="true">
                <span className="visually-hidden">{t('common.loading')}</span>
              </span>
            ) : (
              <span className={styles.valueSkeleton} />
            )}
            {getPageSettings().extra_currencies.map((currency) => (
              <span key={currency} className={bar(styles.fiatSkeleton, loading)} aria-hidden="true" />
            ))}
          </span>
          {Array.from({ length: noteLines }, (_, line) => (
            <span key={line} className={bar(styles.noteSkeleton, loading)} aria-hidden="true" />
          ))}
        </div>
      </div>
      {footer}
    </StatCard>
  );
}

/** A skeleton's bar: shimmering while loading, an empty box of its size under a loaded figure. */
function bar(sizeClass: string | undefined, shimmer: boolean): string | undefined {
  return shimmer ? `${pageStyles.skeleton} ${sizeClass}` : sizeClass;
}
