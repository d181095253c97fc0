import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { MiningReportPage } from '@/features/mining-report/components/mining-report-page';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { accountOf } from '@/lib/account';
import { SectionPage } from './section-page';

/** /mining-report (behind mining_report_enabled): the active miner account's monthly report. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.miningReport.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const account = accountOf(identity && activePermissionOf(identity.permissions));
  const minerAccount = account?.kind === 'miners' ? account : undefined;
  const details = useQuery({
    ...accountQueryOptions(minerAccount ?? { kind: 'miners', id: '' }),
    enabled: Boolean(minerAccount),
  });
  if (!minerAccount) return <SectionPage titleKey="pages.miningReport" />;
  return (
    <MiningReportPage key={minerAccount.id} account={minerAccount} title={title} accountName={details.data?.name} />
  );
}
