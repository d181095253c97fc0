import { useTranslation } from 'react-i18next';
import type { PromoFeeType } from '@pool/contract';
import { formatPercent } from '@/lib/format';

/** What a code does to the pool fee: "Fee 0.45 %" (abs) or "−50 % of the fee" (rel). */
export function PromoEffect({ promo }: { promo: { fee_type: PromoFeeType; value: string } }) {
  const { t, i18n } = useTranslation();
  return <>{t(`promocodes.effect.${promo.fee_type}`, { value: formatPercent(Number(promo.value), i18n.language) })}</>;
}
