import { useTranslation } from 'react-i18next';
import type { PayoutRequestPayment } from '@pool/contract';
import { ChainReference } from '@/components/ui/chain-reference';
import type { Column } from '@/components/ui/data-table';
import { formatBtc } from '@/lib/format-btc';

/** Who is paid what and where: the columns a request's payouts and the next run's preview share. */
export function usePayoutColumns<
  Row extends Pick<PayoutRequestPayment, 'account_name' | 'amount' | 'address'>,
>(): Column<Row>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return [
    { key: 'account', header: t('platform.requests.payments.columns.account'), cell: (row) => row.account_name },
    {
      key: 'amount',
      header: t('platform.requests.payments.columns.amount'),
      numeric: true,
      cell: (row) => formatBtc(row.amount, language),
    },
    {
      key: 'address',
      header: t('platform.requests.payments.columns.address'),
      cell: (row) => <ChainReference kind="address" value={row.address} compact />,
    },
  ];
}
