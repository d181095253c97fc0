import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { FormMessage } from '@/components/ui/form-message';
import { formatDateTime } from '@/lib/format';
import { formatBtc } from '@/lib/format-btc';
import type { WalletLimitKind } from '../api/create-wallet-limit';
import { walletAddressesQueryOptions } from '../api/list-wallet-addresses';
import { walletLimitsQueryOptions } from '../api/list-wallet-limits';
import styles from './wallets.module.css';

interface HistoryEntry {
  key: string;
  value: ReactNode;
  createdAt: string;
  current: boolean;
}

/** A wallet setting's latest changes, loaded only when the reader opens them. */
function Disclosure({ title, children }: { title: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.history} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>{title}</summary>
      {open ? children() : null}
    </details>
  );
}

export function AddressHistory({ minerId, walletId }: { minerId: string; walletId: string }) {
  const { t } = useTranslation();
  return (
    <Disclosure title={t('money.wallet.history.addresses')}>
      {() => <AddressEntries minerId={minerId} walletId={walletId} />}
    </Disclosure>
  );
}

function AddressEntries({ minerId, walletId }: { minerId: string; walletId: string }) {
  const addresses = useQuery(walletAddressesQueryOptions(minerId, walletId));
  return (
    <HistoryEntries
      isError={addresses.isError}
      entries={addresses.data?.data.map((item) => ({
        key: `${item.created_at}:${item.address}`,
        value: <code className={styles.code}>{item.address}</code>,
        createdAt: item.created_at,
        current: item.current,
      }))}
    />
  );
}

const limitTitleKeys: Record<WalletLimitKind, string> = {
  'min-payments': 'money.wallet.history.minPayments',
  'max-payments': 'money.wallet.history.maxPayments',
};

export function LimitHistory({
  minerId,
  walletId,
  kind,
}: {
  minerId: string;
  walletId: string;
  kind: WalletLimitKind;
}) {
  const { t } = useTranslation();
  return (
    <Disclosure title={t(limitTitleKeys[kind])}>
      {() => <LimitEntries minerId={minerId} walletId={walletId} kind={kind} />}
    </Disclosure>
  );
}

function LimitEntries({ minerId, walletId, kind }: { minerId: string; walletId: string; kind: WalletLimitKind }) {
  const { t, i18n } = useTranslation();
  const limits = useQuery(walletLimitsQueryOptions(minerId, walletId, kind));
  return (
    <HistoryEntries
      isError={limits.isError}
      entries={limits.data?.data.map((item) => ({
        key: item.created_at,
        value:
          kind === 'max-payments' && item.amount === 0
            ? t('money.wallet.noLimit')
            : formatBtc(item.amount, i18n.language),
        createdAt: item.created_at,
        current: item.current,
      }))}
    />
  );
}

function HistoryEntries({ entries, isError }: { entries: HistoryEntry[] | undefined; isError: boolean }) {
  const { t, i18n } = useTranslation();
  if (isError) return <FormMessage type="error">{t('money.wallet.history.error')}</FormMessage>;
  if (!entries)
    return (
      <p className={styles.muted} role="status">
        {t('common.loading')}
      </p>
    );
  if (entries.length === 0) return <p className={styles.muted}>{t('money.wallet.history.empty')}</p>;
  return (
    <ul className={styles.historyList}>
      {entries.map((entry) => (
        <li key={entry.key} className={styles.historyItem}>
          {entry.value}
          <time dateTime={entry.createdAt} className={styles.muted}>
            {formatDateTime(entry.createdAt, i18n.language)}
          </time>
          {entry.current ? <Badge tone="success">{t('money.wallet.history.current')}</Badge> : null}
        </li>
      ))}
    </ul>
  );
}
