import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromoCode } from '@pool/contract';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button-class';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SearchForm } from '@/components/ui/search-form';
import { Tabs } from '@/components/ui/tabs';
import { formatCount, formatDateTime, formatDuration } from '@/lib/format';
import { useSearchState } from '@/lib/search-params';
import { promoCodesQueryOptions } from '../api/get-promocodes';
import {
  parsePromoCodesParams,
  promoSearchMaxLength,
  serializePromoCodesParams,
  type PromoCodesParams,
} from '../promocodes-search-params';
import { PromoEffect } from './promo-effect';
import styles from './promocodes.module.css';
import pageStyles from '@/components/ui/page.module.css';

const tabs = ['all', 'active', 'inactive'] as const;

/** /promocodes: the platform's promo codes by status tab, searched, with how often each was applied. */
export function PromoCodesPage({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [params, update] = useSearchState(parsePromoCodesParams, serializePromoCodesParams);
  const codes = useQuery(promoCodesQueryOptions(params));

  const columns: Column<PromoCode>[] = [
    {
      key: 'code',
      header: t('promocodes.columns.code'),
      cell: (row) => (
        <span className={styles.codeCell}>
          <Link to={`/promocodes/${row.id}`} className={styles.code}>
            {row.code}
          </Link>
          {row.description ? <span className={styles.muted}>{row.description}</span> : null}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('promocodes.columns.status'),
      cell: (row) => (
        <Badge tone={row.status === 'active' ? 'success' : 'neutral'}>{t(`promocodes.status.${row.status}`)}</Badge>
      ),
    },
    { key: 'type', header: t('promocodes.columns.type'), cell: (row) => t(`promocodes.type.${row.type}`) },
    { key: 'fee', header: t('promocodes.columns.fee'), cell: (row) => <PromoEffect promo={row} /> },
    {
      key: 'uses',
      header: t('promocodes.columns.uses'),
      numeric: true,
      cell: (row) =>
        row.usage_limit === null
          ? formatCount(row.uses, language)
          : t('promocodes.usesOf', {
              uses: formatCount(row.uses, language),
              limit: formatCount(row.usage_limit, language),
            }),
    },
    {
      key: 'period',
      header: t('promocodes.columns.period'),
      cell: (row) => (
        <span className={styles.codeCell}>
          <span>{formatDateTime(row.effective_from, language)}</span>
          <span className={styles.muted}>
            {row.effective_to ? formatDateTime(row.effective_to, language) : t('promocodes.noEnd')}
          </span>
        </span>
      ),
    },
    {
      key: 'duration',
      header: t('promocodes.columns.duration'),
      cell: (row) =>
        row.perpetual || row.duration_days === null
          ? t('promocodes.perpetual')
          : formatDuration(row.duration_days, 'day', language),
    },
  ];
  const total = codes.data?.pagination.total;

  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={undefined} />
      <div className={styles.toolbar}>
        <SearchForm
          search={params.search}
          onSearch={(search) => update({ ...params, search, page: 1 })}
          label={t('promocodes.search')}
          submitLabel={t('promocodes.searchButton')}
          maxLength={promoSearchMaxLength}
        />
        <Link to="/promocodes/create" className={buttonClassName()}>
          {t('promocodes.create')}
        </Link>
      </div>
      <Tabs
        label={t('promocodes.tabsLabel')}
        items={tabs.map((value) => ({ value, label: t(`promocodes.tabs.${value}`) }))}
        value={params.status}
        onChange={(status) => update({ ...params, status, page: 1 } satisfies PromoCodesParams)}
      >
        {total !== undefined ? (
          <p className={pageStyles.muted} aria-live="polite">
            {t('promocodes.shown', { count: total, value: formatCount(total, language) })}
          </p>
        ) : null}
        <DataTable
          caption={t('promocodes.tableLabel')}
          columns={columns}
          query={codes}
          rowKey={(row) => row.id}
          emptyText={params.search ? t('promocodes.noMatch') : t('promocodes.empty')}
          errorText={t('promocodes.error')}
          onPage={(page) => update({ ...params, page })}
        />
      </Tabs>
    </div>
  );
}
