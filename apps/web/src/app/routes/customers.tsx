import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { CustomersPage } from '@/features/customers/components/customers-page';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { can } from '@/lib/access';
import { useCustomerAccess } from './customer-access';
import { NotAnOperator } from './not-an-operator';

/** /customers: the active operator's (or pool's) miner accounts. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.customers.title');
  usePageTitle(title);
  const { owner, showBalance, showFee, permission } = useCustomerAccess();
  const details = useQuery({ ...accountQueryOptions(owner ?? { kind: 'operators', id: '' }), enabled: Boolean(owner) });
  if (!owner) return <NotAnOperator title={title} />;
  return (
    <CustomersPage
      key={`${owner.kind}:${owner.id}`}
      owner={owner}
      title={title}
      accountName={details.data?.name}
      showBalance={showBalance}
      showFee={showFee}
      canCreate={can(permission, 'create_customer') || can(permission, 'create_pool_miner')}
    />
  );
}
