import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardHourUtc } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { formatUtcHour } from '@/lib/format';
import type { FiatRates } from '@/lib/format-btc';
import { balanceQueryOptions } from '../api/get-balance';
import { earnedAllTimeQueryOptions } from '../api/get-earned-all-time';
import { processingEarningsQueryOptions } from '../api/get-processing-earnings';
import { EarningsOutlookCard, NextPayoutCard } from './dashboard-money-cards';
import { MoneyAmount } from './money-amount';
import { MoneyCard } from './money-card';
import styles from './payments.module.css';

/**
 * The dashboard's money: the balance with what is on its way out, today's estimated
 * earnings (credited at 09:00 UTC) and everything earned, each in BTC and the pool's
 * extra currencies. Shown only where the account's access opens payments.
 */
export function BalanceCards({ account, rates }: { account: AccountRef; rates: FiatRates }) {
  const { t } = useTranslation();
  const headingId = useId();
  const balance = useQuery(balanceQueryOptions(account));
  const earned = useQuery(earnedAllTimeQueryOptions(account));
  return (
    <section aria-labelledby={headingId} className={styles.balanceSection}>
      <h2 id={headingId} className="visually-hidden">
        {t('money.balance.title')}
      </h2>
      <div className={styles.cards}>
        <MoneyCard title={t('money.balance.balance')} query={balance}>
          {(data) => (
            <>
              <MoneyAmount satoshi={data.balance} rates={rates} large />
              <span className={styles.cardNote}>
                {t('money.balance.pendingPayout')} <MoneyAmount satoshi={data.pending_payout} rates={rates} />
              </span>
            </>
          )}
        </MoneyCard>
        {account.kind === 'miners' ? <NextPayoutCard account={account} rates={rates} /> : null}
        {account.kind === 'miners' ? (
          <EarningsOutlookCard account={account} rates={rates} />
        ) : (
          <ProcessingCard account={account} rates={rates} />
        )}
        <MoneyCard title={t('money.balance.earned')} query={earned}>
          {(data) => <MoneyAmount satoshi={data.amount} rates={rates} large atTodaysRate />}
        </MoneyCard>
      </div>
    </section>
  );
}

/** Today's estimated earnings (a pool's or operator's fee income), credited at 09:00 UTC. */
function ProcessingCard({ account, rates }: { account: AccountRef; rates: FiatRates }) {
  const { t } = useTranslation();
  const processing = useQuery(processingEarningsQueryOptions(account));
  return (
    <MoneyCard title={t('money.balance.processing')} query={processing}>
      {(data) => (
        <>
          <MoneyAmount satoshi={data.amount} rates={rates} large />
          <span className={styles.cardNote}>
            {t('money.balance.processingHint', { time: formatUtcHour(rewardHourUtc) })}
          </span>
        </>
      )}
    </MoneyCard>
  );
}
