import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  blockchainPayoutStatusSchema,
  type BlockchainPayoutRequest,
  type BlockchainPayoutStatus,
} from '@pool/contract';
import { Badge, type Tone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { formatBtc } from '@/lib/format-btc';
import { formatCount } from '@/lib/format';
import { useActionToasts } from '../action-feedback';
import { blockchainPayoutRequestsQueryOptions } from '../api/get-blockchain-payout-requests';
import { platformPageSize } from '../api/keys';
import { useResendBlockchainPayoutRequest } from '../api/resend-blockchain-payout-request';
import { useReverseBlockchainPayoutRequest } from '../api/reverse-blockchain-payout-request';
import type { PayoutRequestsTab } from '../platform-search-params';
import { formatPoolDay } from '../pool-day';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ChainReference } from '@/components/ui/chain-reference';
import { PayoutRequestPayments } from './payout-request-payments';
import { PayoutTransactions } from './payout-transactions';
import styles from './platform.module.css';
import card from '@/components/ui/card.module.css';

const statusTones: Record<BlockchainPayoutStatus, Tone> = {
  created: 'info',
  sent: 'info',
  completed: 'success',
  canceled: 'danger',
  failed: 'danger',
};

type Action = 'resend' | 'reverse';

/** A run that found no wallet to pay: done, with no transaction to follow. */
function nothingPaid(request: BlockchainPayoutRequest): boolean {
  return request.status === 'completed' && request.payouts === 0;
}

/** Requests the chain has not taken yet: the server resends or reverses only these. */
const actionable: ReadonlySet<BlockchainPayoutStatus> = new Set(['created', 'failed']);

/**
 * The blockchain payout requests (one per payout run, each with its chain transactions) by status, with
 * Resend and Reverse for the ones not sent yet, each after a confirmation. The page
 * holds the status tab and page (in the address).
 */
export interface PayoutRequestsProps {
  status: PayoutRequestsTab;
  page: number;
  /** A new status tab starts at its first page. */
  onChange: (status: PayoutRequestsTab, page: number) => void;
}

export function PayoutRequests({ status, page, onChange }: PayoutRequestsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = useId();
  const toasts = useActionToasts();
  const [pending, setPending] = useState<{ action: Action; request: BlockchainPayoutRequest }>();
  const [opened, setOpened] = useState<BlockchainPayoutRequest>();
  const requests = useQuery(
    blockchainPayoutRequestsQueryOptions({
      page,
      per_page: platformPageSize,
      status: status === 'all' ? undefined : status,
    }),
  );
  // Refused or not, the row's status may have moved on: the hooks refetch the list either way.
  const feedback = { onSuccess: toasts.succeeded, onError: toasts.failed, onSettled: () => setPending(undefined) };
  const mutations = {
    resend: useResendBlockchainPayoutRequest(feedback),
    reverse: useReverseBlockchainPayoutRequest(feedback),
  };
  const act = pending ? mutations[pending.action] : undefined;

  const describe = (request: BlockchainPayoutRequest) => ({
    date: formatPoolDay(request.date, language),
    amount: formatBtc(request.amount, language),
    payouts: formatCount(request.payouts, language),
  });
  const columns: Column<BlockchainPayoutRequest>[] = [
    { key: 'date', header: t('platform.requests.columns.date'), cell: (row) => formatPoolDay(row.date, language) },
    {
      key: 'status',
      header: t('platform.requests.columns.status'),
      cell: (row) =>
        nothingPaid(row) ? (
          <Badge tone="neutral">{t('platform.requests.nothingToPay')}</Badge>
        ) : (
          <Badge tone={statusTones[row.status]}>{t(`platform.requests.status.${row.status}`)}</Badge>
        ),
    },
    {
      key: 'amount',
      header: t('platform.requests.columns.amount'),
      numeric: true,
      cell: (row) => (nothingPaid(row) ? '—' : formatBtc(row.amount, language)),
    },
    {
      key: 'payouts',
      header: t('platform.requests.columns.payouts'),
      numeric: true,
      cell: (row) => formatCount(row.payouts, language),
    },
    {
      key: 'transactions',
      header: t('platform.requests.columns.transactions'),
      // A request sent before its transactions were recorded shows its one transaction id.
      cell: (row) =>
        row.transactions.length > 0 ? (
          <PayoutTransactions transactions={row.transactions} />
        ) : (
          <ChainReference kind="tx" value={row.tx_id} compact />
        ),
    },
    {
      key: 'confirmations',
      header: t('platform.requests.columns.confirmations'),
      numeric: true,
      cell: (row) => (nothingPaid(row) ? '—' : formatCount(row.confirmations, language)),
    },
    {
      key: 'error',
      header: t('platform.requests.columns.error'),
      cell: (row) => (row.error ? <span className={styles.danger}>{row.error}</span> : '—'),
    },
    {
      key: 'actions',
      header: t('platform.columns.actions'),
      cell: (row) =>
        row.payouts > 0 || actionable.has(row.status) ? (
          <div className={styles.rowActions}>
            {row.payouts > 0 ? (
              <Button
                kind="transparent"
                size="xs"
                aria-label={t('platform.requests.paymentsLabel', describe(row))}
                onClick={() => setOpened(row)}
              >
                {t('platform.requests.paymentsOpen')}
              </Button>
            ) : null}
            {actionable.has(row.status) ? (
              <>
                <Button
                  kind="transparent"
                  size="xs"
                  aria-label={t('platform.requests.resendLabel', describe(row))}
                  onClick={() => setPending({ action: 'resend', request: row })}
                >
                  {t('platform.requests.resend')}
                </Button>
                <Button
                  kind="transparent"
                  size="xs"
                  aria-label={t('platform.requests.reverseLabel', describe(row))}
                  onClick={() => setPending({ action: 'reverse', request: row })}
                >
                  {t('platform.requests.reverse')}
                </Button>
              </>
            ) : null}
          </div>
        ) : null,
    },
  ];
  const tabs = [
    { value: 'all' as const, label: t('platform.requests.status.all') },
    ...blockchainPayoutStatusSchema.options.map((value) => ({
      value,
      label: t(`platform.requests.status.${value}`),
    })),
  ];

  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('platform.requests.title')}
      </h2>
      <Tabs
        label={t('platform.requests.filterLabel')}
        items={tabs}
        value={status}
        onChange={(value) => onChange(value, 1)}
      >
        <DataTable
          caption={t('platform.requests.title')}
          columns={columns}
          rowKey={(row) => row.id}
          query={requests}
          emptyText={t(status === 'all' ? 'platform.requests.empty' : 'platform.requests.emptyStatus')}
          errorText={t('platform.requests.error')}
          onPage={(next) => onChange(status, next)}
        />
      </Tabs>
      <PayoutRequestPayments request={opened} onClose={() => setOpened(undefined)} />
      <ConfirmDialog
        open={pending !== undefined}
        title={t(pending?.action === 'reverse' ? 'platform.requests.reverseTitle' : 'platform.requests.resendTitle')}
        confirmLabel={t(pending?.action === 'reverse' ? 'platform.requests.reverse' : 'platform.requests.resend')}
        pending={act?.isPending ?? false}
        onConfirm={() => pending && act?.mutate(pending.request.id)}
        onClose={() => setPending(undefined)}
      >
        {pending ? (
          <p>
            {t(
              pending.action === 'reverse' ? 'platform.requests.reverseText' : 'platform.requests.resendText',
              describe(pending.request),
            )}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
