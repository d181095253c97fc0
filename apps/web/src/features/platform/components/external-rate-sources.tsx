import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { formatCount, formatDateTime } from '@/lib/format';
import { externalRateSourcesQueryOptions } from '../api/get-external-rate-sources';
import styles from './platform.module.css';
import pageStyles from '@/components/ui/page.module.css';
import card from '@/components/ui/card.module.css';
import list from '@/components/ui/list.module.css';

/**
 * The rates external sources suggest (network difficulty, hashprice feeds). "Use this
 * rate" fills the form; nothing is set until the form is sent.
 */
export function ExternalRateSources({ onUse }: { onUse: (suggestion: { rate: number; source: string }) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = useId();
  const sources = useQuery(externalRateSourcesQueryOptions);

  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('platform.sources.title')}
      </h2>
      {sources.isError && !sources.data ? (
        <LoadError text={t('platform.sources.error')} onRetry={() => void sources.refetch()} />
      ) : !sources.data ? (
        <div className={`${pageStyles.skeleton} ${styles.listSkeleton}`} role="status" aria-busy="true">
          <span className="visually-hidden">{t('common.loadingList', { list: t('platform.sources.title') })}</span>
        </div>
      ) : sources.data.length === 0 ? (
        <p className={pageStyles.muted}>{t('platform.sources.empty')}</p>
      ) : (
        <ul className={list.list} aria-labelledby={headingId}>
          {sources.data.map(({ source, rate, fetched_at }) => {
            const nameId = `${headingId}-${source}`;
            return (
              <li key={source} className={list.row}>
                <div className={list.rowText}>
                  <strong id={nameId}>{source}</strong>
                  <span className={rate === null ? styles.danger : undefined}>
                    {rate === null
                      ? t('platform.sources.unavailable')
                      : t('platform.rates.perTerahash', { rate: formatCount(rate, language) })}
                  </span>
                  <span className={pageStyles.muted}>
                    {t('platform.sources.fetchedAt', { time: formatDateTime(fetched_at, language) })}
                  </span>
                </div>
                {rate === null ? null : (
                  <Button
                    kind="transparent"
                    size="xs"
                    aria-describedby={nameId}
                    onClick={() => onUse({ rate, source })}
                  >
                    {t('platform.sources.use')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
