import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { fiatValue, formatBtc, formatFiat, type FiatRates } from '@/lib/format-btc';
import { getPageSettings } from '@/lib/page-settings';
import { PendingCurrencies } from './pending-currencies';
import styles from './payments.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface MoneyAmountProps {
  satoshi: number;
  rates: FiatRates;
  /** Incoming amounts read "+…" in the success colour, outgoing "-…"; neither by default. */
  direction?: 'incoming' | 'outgoing';
  /** The larger type of a dashboard card. */
  large?: boolean;
  /** An amount of the past valued now (all-time earnings): its fiat says "at today's rate". */
  atTodaysRate?: boolean;
}

/** An amount in BTC with its value in each extra currency of the pool that has a rate now. */
export function MoneyAmount({ satoshi, rates, direction, large, atTodaysRate }: MoneyAmountProps) {
  const { t, i18n } = useTranslation();
  const pendingCurrencies = useContext(PendingCurrencies);
  const language = i18n.language;
  const sign = direction === 'incoming' ? '+' : '';
  const btc = formatBtc(direction === 'outgoing' ? -satoshi : satoshi, language);
  /**
   * Each extra currency's value. A large amount keeps the line of a currency without one: a
   * shimmer while its rate is on its way, a dash beside the currency when there is no rate (said
   * once under the cards), so that the card keeps its loading skeleton's height and nothing under
   * it moves, and the line reads as a value missing on purpose, not as a gap in the card.
   */
  const equivalents = getPageSettings().extra_currencies.flatMap(
    (currency): { currency: string; text: string | null; pending: boolean }[] => {
      const value = fiatValue(satoshi, rates[currency]);
      if (value !== null) return [{ currency, text: formatFiat(value, currency, language), pending: false }];
      return large ? [{ currency, text: null, pending: pendingCurrencies.includes(currency) }] : [];
    },
  );
  const btcClass = `${large ? styles.btcLarge : styles.btc} ${direction ? styles[direction] : ''}`;
  return (
    <span className={styles.money}>
      <span className={btcClass}>{`${sign}${btc}`}</span>
      {equivalents.map(({ currency, text, pending }) =>
        text === null ? (
          pending ? (
            <span key={currency} className={`${pageStyles.skeleton} ${styles.fiatSkeleton}`} aria-hidden="true" />
          ) : (
            <span key={currency} className={styles.fiat}>
              <span aria-hidden="true">{`≈ — ${currency}`}</span>
              <span className="visually-hidden">{t('money.noRate', { currency })}</span>
            </span>
          )
        ) : (
          <span key={currency} className={styles.fiat}>
            {t(atTodaysRate ? 'money.atTodaysRate' : 'money.approximately', { amount: text })}
          </span>
        ),
      )}
    </span>
  );
}
