import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPoolFeePercent, payoutHourUtc, rewardHourUtc, type OperatorLookupResponse } from '@pool/contract';
import { formatPercent, formatUtcHour } from '@/lib/format';
import styles from './pool-offer.module.css';

/**
 * The pool's offer on the sign-in and registration pages: FPPS, the fee and the
 * daily runs, from the same constants the reward and payout jobs and the FAQ use. On an
 * operator's hub, the fee is what its customer pays in all, the operator's part included.
 */
export function PoolOffer({ hub }: { hub?: OperatorLookupResponse['data'] | undefined }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  // Exact: the total of two two-decimal percents has up to six decimals (p + o − p·o/100).
  const percent = (value: string) => formatPercent(Number(value), i18n.language, 6);
  const fee =
    hub && Number(hub.customer_fee_percent) > 0
      ? t('faq.offer.hubFee', {
          total: percent(hub.total_fee_percent),
          pool: percent(hub.pool_fee_percent),
          operatorFee: percent(hub.customer_fee_percent),
          operator: hub.name,
        })
      : t('faq.offer.fee', { fee: percent(defaultPoolFeePercent) });
  return (
    <aside className={styles.offer} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('faq.offer.title')}
      </h2>
      <ul className={styles.list}>
        <li>{t('faq.offer.fpps')}</li>
        <li>{fee}</li>
        <li>
          {t('faq.offer.payouts', {
            rewardTime: formatUtcHour(rewardHourUtc),
            payoutTime: formatUtcHour(payoutHourUtc),
          })}
        </li>
      </ul>
    </aside>
  );
}
