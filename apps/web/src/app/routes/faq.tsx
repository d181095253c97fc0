import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { configStore, stratumAddressesOf } from '@/features/config/config-store';
import { FaqPage } from '@/features/faq/components/faq-page';

/** /faq: open to everyone; the stratum address comes from `pools/current`. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.faq.title');
  usePageTitle(title);
  const stratum = stratumAddressesOf(configStore.snapshot.pool).at(0);
  return <FaqPage title={title} stratumAddress={stratum} />;
}
