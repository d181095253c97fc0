import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NextRunPayout, PayoutProblem } from '@pool/contract';
import { usePayoutColumns } from './payout-columns';
import { Table } from '@/components/ui/data-table';
import { FormMessage } from '@/components/ui/form-message';
import { LoadError } from '@/components/ui/load-error';
import { formatBtc } from '@/lib/format-btc';
import { formatCount, formatUtcHour } from '@/lib/format';
import { nextPayoutRunQueryOptions } from '../api/get-next-payout-run';
import { payoutWalletQueryOptions } from '../api/get-payout-wallet';
import { formatPoolDay } from '../pool-day';
import styles from './platform.module.css';
import pageStyles from '@/components/ui/page.module.css';
import card from '@/components/ui/card.module.css';
import list from '@/components/ui/list.module.css';

/** What stands in a run's way, in the desk's words, with the chain's own when it said something. */
function Problems({ problems }: { problems: readonly PayoutProblem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <ul className={list.list}>
      {problems.map((problem) => (
        <li key={problem.reason}>
          <FormMessage type="error">
            {t(`platform.desk.problems.${problem.reason}`)}
            {problem.message ? ` (${problem.message})` : ''}
          </FormMessage>
        </li>
      ))}
    </ul>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function LoadState({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error) return <LoadError text={t('platform.desk.error')} onRetry={onRetry} />;
  return (
    <div className={pageStyles.skeleton} style={{ height: 96 }} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** The hot wallet against what is owed, and whether the last run paid nothing that was due. */
export function PayoutWalletCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = useId();
  const wallet = useQuery(payoutWalletQueryOptions);
  const data = wallet.data;
  let balance = '—';
  if (data?.chain === 'simulated') balance = t('platform.desk.simulated');
  else if (data?.balance != null) balance = formatBtc(data.balance, language);
  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('platform.desk.walletTitle')}
      </h2>
      {!data ? (
        <LoadState error={wallet.isError} onRetry={() => void wallet.refetch()} />
      ) : (
        <>
          <dl className={styles.figures}>
            <Figure label={t('platform.desk.balance')}>{balance}</Figure>
            <Figure label={t('platform.desk.balancesDue')}>{formatBtc(data.balances_due, language)}</Figure>
            <Figure label={t('platform.desk.pendingPayouts')}>{formatBtc(data.pending_payouts, language)}</Figure>
            <Figure label={t('platform.desk.shortfall')}>
              {data.shortfall === null ? (
                '—'
              ) : (
                <span className={data.shortfall > 0 ? styles.danger : undefined}>
                  {formatBtc(data.shortfall, language)}
                </span>
              )}
            </Figure>
          </dl>
          {data.chain_error ? (
            <FormMessage type="error">
              {t('platform.desk.problems.node_down')} ({data.chain_error})
            </FormMessage>
          ) : null}
          {data.last_run ? (
            <>
              <p className={pageStyles.stateText}>
                {t('platform.desk.lastRun', {
                  date: formatPoolDay(data.last_run.date, language),
                  count: data.last_run.payouts,
                  formatted: formatCount(data.last_run.payouts, language),
                  amount: formatBtc(data.last_run.amount, language),
                })}
              </p>
              {data.last_run.problem ? (
                <FormMessage type="error">
                  {t('platform.desk.lastRunStopped')} {t(`platform.desk.problems.${data.last_run.problem.reason}`)}
                  {data.last_run.problem.message ? ` (${data.last_run.problem.message})` : ''}
                </FormMessage>
              ) : null}
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The next 14:00 UTC run at today's balances, by the run's own rules, with what stands in its way. */
export function NextPayoutRunCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = useId();
  const next = useQuery(nextPayoutRunQueryOptions);
  const data = next.data;
  const columns = usePayoutColumns<NextRunPayout>();
  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('platform.desk.nextTitle')}
      </h2>
      {!data ? (
        <LoadState error={next.isError} onRetry={() => void next.refetch()} />
      ) : (
        <>
          <p className={pageStyles.stateText}>
            {t('platform.desk.nextRule', {
              date: formatPoolDay(data.date, language),
              time: formatUtcHour(new Date(data.run_at).getUTCHours()),
            })}
          </p>
          <dl className={styles.figures}>
            <Figure label={t('platform.desk.total')}>{formatBtc(data.total, language)}</Figure>
            <Figure label={t('platform.desk.accounts')}>
              {t('platform.desk.accountsOf', {
                count: data.at_minimum,
                paid: formatCount(data.payouts.length, language),
                formatted: formatCount(data.at_minimum, language),
              })}
            </Figure>
            <Figure label={t('platform.desk.feeRate')}>
              {data.fee_rate === null
                ? '—'
                : t('platform.desk.satPerVbyte', { rate: formatCount(data.fee_rate, language) })}
            </Figure>
            <Figure label={t('platform.desk.feeEstimate')}>
              {data.fee_estimate === null
                ? '—'
                : t('platform.desk.feeEstimateValue', {
                    count: data.transactions,
                    fee: formatBtc(data.fee_estimate, language),
                    formatted: formatCount(data.transactions, language),
                  })}
            </Figure>
          </dl>
          {data.below_dust > 0 ? (
            <p className={pageStyles.stateText}>
              {t('platform.desk.belowDust', {
                count: data.below_dust,
                formatted: formatCount(data.below_dust, language),
              })}
            </p>
          ) : null}
          <Problems problems={data.problems} />
          {data.payouts.length > 0 ? (
            <Table
              caption={t('platform.desk.nextCaption')}
              columns={columns}
              rows={data.payouts}
              rowKey={(row) => row.miner_id}
              busy={next.isFetching}
            />
          ) : (
            <p className={pageStyles.stateText}>{t('platform.desk.nextEmpty')}</p>
          )}
        </>
      )}
    </section>
  );
}
