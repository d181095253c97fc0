import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockchainPayoutRequest, PayoutRequestPayment } from '@pool/contract';
import { Badge, type Tone } from '@/components/ui/badge';
import { ChainReference } from '@/components/ui/chain-reference';
import { usePayoutColumns } from './payout-columns';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { formatCount } from '@/lib/format';
import { payoutRequestPaymentsQueryOptions } from '../api/get-payout-request-payments';
import { platformPageSize } from '../api/keys';
import { formatPoolDay } from '../pool-day';

const statusTones: Record<PayoutRequestPayment['status'], Tone> = {
  pending: 'info',
  completed: 'success',
  canceled: 'neutral',
};

/** One payout request opened: who it paid what, to which address, in which chain transaction. */
export function PayoutRequestPayments({
  request,
  onClose,
}: {
  /** The request opened; undefined while none is. */
  request: BlockchainPayoutRequest | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Dialog
      open={request !== undefined}
      onClose={onClose}
      size="l"
      title={request ? t('platform.requests.payments.title', { date: formatPoolDay(request.date, language) }) : ''}
    >
      {request ? <PaymentsTable key={request.id} requestId={request.id} /> : null}
    </Dialog>
  );
}

function PaymentsTable({ requestId }: { requestId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [page, setPage] = useState(1);
  const payments = useQuery(payoutRequestPaymentsQueryOptions(requestId, { page, per_page: platformPageSize }));
  const columns: Column<PayoutRequestPayment>[] = [
    ...usePayoutColumns<PayoutRequestPayment>(),
    {
      key: 'transaction',
      header: t('platform.requests.payments.columns.transaction'),
      cell: (row) =>
        row.part === null ? (
          '—'
        ) : (
          <span>
            {t('platform.requests.transactions.part', { number: formatCount(row.part + 1, language) })}{' '}
            <ChainReference kind="tx" value={row.tx_id} compact />
          </span>
        ),
    },
    {
      key: 'status',
      header: t('platform.requests.payments.columns.status'),
      cell: (row) => (
        <span>
          <Badge tone={statusTones[row.status]}>{t(`platform.requests.payments.status.${row.status}`)}</Badge>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('platform.requests.payments.caption')}
      columns={columns}
      rowKey={(row) => row.miner_id}
      query={payments}
      emptyText={t('platform.requests.payments.empty')}
      errorText={t('platform.requests.payments.error')}
      onPage={setPage}
    />
  );
}
