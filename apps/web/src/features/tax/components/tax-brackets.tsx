import { useTranslation } from 'react-i18next';
import { russianIncomeTaxBrackets } from '@pool/contract';
import { formatRubles } from '@/lib/format';
import { bracketRate } from '../bracket-rate';
import styles from './tax-calculator.module.css';
import pageStyles from '@/components/ui/page.module.css';

/** How the tax is computed: the brackets and the method. */
export function TaxBrackets() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <div className={styles.method}>
      <h2 className={styles.methodTitle}>{t('tax.bracketsTitle')}</h2>
      <ul className={styles.brackets}>
        {russianIncomeTaxBrackets.map((bracket, index) => {
          const previous = russianIncomeTaxBrackets[index - 1]?.upTo ?? 0n;
          const rate = bracketRate(index, language);
          return (
            <li key={index}>
              {bracket.upTo === null
                ? t('tax.bracketAbove', { rate, amount: formatRubles(previous, language) })
                : t('tax.bracketUpTo', { rate, amount: formatRubles(bracket.upTo, language) })}
            </li>
          );
        })}
      </ul>
      <p className={pageStyles.muted}>{t('tax.method')}</p>
    </div>
  );
}
