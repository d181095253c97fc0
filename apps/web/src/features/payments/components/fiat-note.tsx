import { useTranslation } from 'react-i18next';
import type { ExtraCurrency } from '@pool/contract';
import { intlLocaleOf, listFormatOf } from '@/lib/format';
import { getPageSettings } from '@/lib/page-settings';
import pageStyles from '@/components/ui/page.module.css';

/**
 * Says once, quietly, how the fiat beside the amounts is valued: at today's rate (a payment of
 * the past is worth what it is now), or that a currency has no rate now, so its values are left
 * out rather than silently missing. Nothing for a pool that shows no extra currency.
 */
export function FiatNote({ unavailable, className }: { unavailable: readonly ExtraCurrency[]; className?: string }) {
  const { t, i18n } = useTranslation();
  const shown = getPageSettings().extra_currencies;
  if (shown.length === 0) return null;
  const list = (currencies: readonly string[]) =>
    listFormatOf(intlLocaleOf(i18n.language), { type: 'conjunction' }).format(currencies);
  const priced = shown.filter((currency) => !unavailable.includes(currency));
  return (
    <p className={className ? `${pageStyles.muted} ${className}` : pageStyles.muted} role="note">
      {priced.length > 0 ? t('money.fiat.todaysRate', { currencies: list(priced) }) : null}
      {priced.length > 0 && unavailable.length > 0 ? ' ' : null}
      {unavailable.length > 0
        ? t('money.fiat.unavailable', { count: unavailable.length, currencies: list(unavailable) })
        : null}
    </p>
  );
}
