import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { FeeIncomePage } from '@/features/payments/components/fee-income-page';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { PageHeader } from '@/components/ui/page-header';
import { accountOf } from '@/lib/account';
import pageStyles from '@/components/ui/page.module.css';

/** /fee-income: the active operator's fee income (the route guard has checked its menu offers it). */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.feeIncome.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const account = accountOf(identity && activePermissionOf(identity.permissions));
  const operator = account?.kind === 'operators' ? account : undefined;
  const details = useQuery({
    ...accountQueryOptions(operator ?? { kind: 'operators', id: '' }),
    enabled: Boolean(operator),
  });
  if (!operator)
    return (
      <div className={pageStyles.page}>
        <PageHeader title={title} account={undefined} />
        <p className={pageStyles.muted}>{t('feeIncome.operatorsOnly')}</p>
      </div>
    );
  return <FeeIncomePage key={operator.id} operator={operator} title={title} accountName={details.data?.name} />;
}
