import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { PromoCodesPage } from '@/features/promocodes/components/promocodes-page';
import { useIsPlatform } from './promo-access';
import { SectionPage } from './section-page';

/** /promocodes: the platform's promo codes. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.promocodes.title');
  usePageTitle(title);
  if (!useIsPlatform()) return <SectionPage titleKey="pages.promocodes" />;
  return <PromoCodesPage title={title} />;
}
