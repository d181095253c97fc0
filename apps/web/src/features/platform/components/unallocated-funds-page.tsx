import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unallocatedFundsStatusSchema, type UnallocatedFunds } from '@pool/contract';
import { Badge, type Tone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { formatBtc } from '@/lib/format-btc';
import { formatDateTime } from '@/lib/format';
import { useSearchState } from '@/lib/search-params';
import { unallocatedFundsQueryOptions } from '../api/get-unallocated-funds';
import { platformPageSize } from '../api/keys';
import { parseUnallocatedFundsParams, serializeUnallocatedFundsParams } from '../platform-search-params';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ChainReference } from '@/components/ui/chain-reference';
import { RefundDialog } from './refund-dialog';
import pageStyles from '@/components/ui/page.module.css';
import card from '@/components/ui/card.module.css';

const statusTones: Record<UnallocatedFunds['status'], Tone> = { unallocated: 'info', refunded: 'success' };

/**
 * /platform/unallocated: coins the pool received that belong to no account, with a
 * refund to where they came from (or another address) after confirmation.
 */
export function UnallocatedFundsPage({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // What needs a decision comes first (the default tab); tab and page live in the address.
  const [{ status, page }, setParams] = useSearchState(parseUnallocatedFundsParams, serializeUnallocatedFundsParams);
  const [refunding, setRefunding] = useState<UnallocatedFunds>();
  const funds = useQuery(
    unallocatedFundsQueryOptions({
      page,
      per_page: platformPageSize,
      status: status === 'all' ? undefined : status,
    }),
  );

  const columns: Column<UnallocatedFunds>[] = [
    {
      key: 'tx',
      header: t('platform.unallocated.columns.txId'),
      cell: (row) => <ChainReference kind="tx" value={row.tx_id} compact />,
    },
    {
      key: 'amount',
      header: t('platform.unallocated.columns.amount'),
      numeric: true,
      cell: (row) => formatBtc(row.amount, language),
    },
    {
      key: 'from',
      header: t('platform.unallocated.columns.from'),
      cell: (row) => <ChainReference kind="address" value={row.from_address} compact />,
    },
    {
      key: 'received',
      header: t('platform.unallocated.columns.receivedAt'),
      cell: (row) => formatDateTime(row.received_at, language),
    },
    {
      key: 'status',
      header: t('platform.unallocated.columns.status'),
      cell: (row) => <Badge tone={statusTones[row.status]}>{t(`platform.unallocated.status.${row.status}`)}</Badge>,
    },
    {
      key: 'refund',
      header: t('platform.unallocated.columns.refundTx'),
      cell: (row) => <ChainReference kind="tx" value={row.refund_tx_id} compact />,
    },
    {
      key: 'actions',
      header: t('platform.columns.actions'),
      cell: (row) =>
        row.status === 'unallocated' ? (
          <Button
            kind="transparent"
            size="xs"
            aria-label={t('platform.unallocated.refundLabel', {
              amount: formatBtc(row.amount, language),
              time: formatDateTime(row.received_at, language),
            })}
            onClick={() => setRefunding(row)}
          >
            {t('platform.unallocated.refund')}
          </Button>
        ) : null,
    },
  ];
  const tabs = [
    ...unallocatedFundsStatusSchema.options.map((value) => ({
      value,
      label: t(`platform.unallocated.status.${value}`),
    })),
    { value: 'all' as const, label: t('platform.unallocated.status.all') },
  ];

  return (
    <div className={pageStyles.page}>
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      <section className={`${card.card} ${card.stack}`} aria-labelledby="page-title">
        <p className={pageStyles.muted}>{t('platform.unallocated.explanation')}</p>
        <Tabs
          label={t('platform.unallocated.filterLabel')}
          items={tabs}
          value={status}
          onChange={(value) => setParams({ status: value, page: 1 })}
        >
          <DataTable
            caption={t('platform.unallocated.tableLabel')}
            columns={columns}
            rowKey={(row) => row.id}
            query={funds}
            emptyText={t(`platform.unallocated.empty.${status}`)}
            errorText={t('platform.unallocated.error')}
            onPage={(next) => setParams({ status, page: next })}
          />
        </Tabs>
      </section>
      {refunding ? <RefundDialog key={refunding.id} funds={refunding} onClose={() => setRefunding(undefined)} /> : null}
    </div>
  );
}
