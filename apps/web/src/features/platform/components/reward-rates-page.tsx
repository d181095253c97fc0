import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardRate } from '@pool/contract';
import { formatCount } from '@/lib/format';
import { useSearchState } from '@/lib/search-params';
import { rewardRatesQueryOptions } from '../api/get-reward-rates';
import { platformPageSize } from '../api/keys';
import { parseRewardRatesParams, serializeRewardRatesParams } from '../platform-search-params';
import { formatPoolDay, poolDaysAround } from '../pool-day';
import { useRateForm } from '../rate-form';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ExternalRateSources } from './external-rate-sources';
import { SetRateForm } from './set-rate-form';
import styles from './platform.module.css';
import pageStyles from '@/components/ui/page.module.css';
import card from '@/components/ui/card.module.css';

/** /platform: set the reward rate (by hand or from an external source) and read the history of rates (its page in the address). */
export function RewardRatesPage({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const historyId = useId();
  const [days] = useState(() => poolDaysAround(new Date()));
  const form = useRateForm(days.today);
  const [{ page }, setParams] = useSearchState(parseRewardRatesParams, serializeRewardRatesParams);
  const rates = useQuery(rewardRatesQueryOptions({ page, per_page: platformPageSize }));
  const newest = useQuery(rewardRatesQueryOptions({ page: 1, per_page: platformPageSize })).data?.data[0];

  const columns: Column<RewardRate>[] = [
    { key: 'date', header: t('platform.rates.columns.date'), cell: (rate) => formatPoolDay(rate.date, language) },
    {
      key: 'rate',
      header: t('platform.rates.columns.rate'),
      numeric: true,
      cell: (rate) => formatCount(rate.rate, language),
    },
    { key: 'source', header: t('platform.rates.columns.source'), cell: (rate) => rate.source },
  ];

  return (
    <div className={pageStyles.page}>
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      <div className={styles.columns}>
        <SetRateForm form={form} days={days} inForce={newest} />
        <ExternalRateSources
          onUse={({ rate, source }) => {
            form.setValue('rate', String(rate), { shouldValidate: true, shouldDirty: true });
            form.setValue('source', source, { shouldDirty: true });
            form.setFocus('rate');
          }}
        />
      </div>
      <section className={`${card.card} ${card.stack}`} aria-labelledby={historyId}>
        <h2 id={historyId} className={card.heading}>
          {t('platform.rates.title')}
        </h2>
        <DataTable
          caption={t('platform.rates.title')}
          columns={columns}
          rowKey={(rate) => rate.date}
          query={rates}
          emptyText={t('platform.rates.empty')}
          errorText={t('platform.rates.error')}
          onPage={(next) => setParams({ page: next })}
        />
      </section>
    </div>
  );
}
