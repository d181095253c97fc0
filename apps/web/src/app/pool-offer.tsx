import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPoolFeePercent, payoutHourUtc, rewardHourUtc } from '@pool/contract';
import { formatPercent, formatUtcHour } from '@/lib/format';
import styles from './pool-offer.module.css';

/**
 * The pool's offer on the sign-in and registration pages (issue 13): FPPS, the fee and the
 * daily runs, from the same constants the reward and payout jobs and the FAQ use.
 */
export function PoolOffer() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <aside className={styles.offer} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('faq.offer.title')}
      </h2>
      <ul className={styles.list}>
        <li>{t('faq.offer.fpps')}</li>
        <li>{t('faq.offer.fee', { fee: formatPercent(Number(defaultPoolFeePercent), i18n.language) })}</li>
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
