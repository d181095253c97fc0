import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { AccountsSummaryPage } from '@/features/customers/components/accounts-summary-page';

/** /summary: the summary across a person's miner accounts. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.accountsSummary.title');
  usePageTitle(title);
  return <AccountsSummaryPage title={title} />;
}
