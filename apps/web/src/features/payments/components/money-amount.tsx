import { useTranslation } from 'react-i18next';
import { fiatValue, formatBtc, formatFiat, type FiatRates } from '@/lib/format-btc';
import { getPageSettings } from '@/lib/page-settings';
import styles from './payments.module.css';

export interface MoneyAmountProps {
  satoshi: number;
  rates: FiatRates;
  /** Incoming amounts read "+…", outgoing "-…"; none by default. */
  direction?: 'incoming' | 'outgoing';
  /** The larger type of a dashboard card. */
  large?: boolean;
}

/** An amount in BTC with its value in each extra currency of the pool that has a rate now. */
export function MoneyAmount({ satoshi, rates, direction, large }: MoneyAmountProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const sign = direction === 'incoming' ? '+' : '';
  const btc = formatBtc(direction === 'outgoing' ? -satoshi : satoshi, language);
  const equivalents = getPageSettings().extra_currencies.flatMap((currency) => {
    const value = fiatValue(satoshi, rates[currency]);
    return value === null ? [] : [{ currency, text: formatFiat(value, currency, language) }];
  });
  return (
    <span className={styles.money}>
      <span className={large ? styles.btcLarge : styles.btc}>{`${sign}${btc}`}</span>
      {equivalents.map(({ currency, text }) => (
        <span key={currency} className={styles.fiat}>
          {t('money.approximately', { amount: text })}
        </span>
      ))}
    </span>
  );
}
