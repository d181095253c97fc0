import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { AccessList } from '@/features/access-control/components/access-list';
import { CustomerSettingsPage } from '@/features/customers/components/customer-settings-page';
import { can } from '@/lib/access';
import { usePageParam } from '@/lib/search-params';
import { useCustomerAccess } from './customer-access';
import { NotAnOperator } from './not-an-operator';

/** /customers/{id}/settings: the customer's title, the operator's fee schedule (the pool's for pool staff) and its access list. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const title = t('pages.customerSettings.title');
  usePageTitle(title);
  const [page, onPage] = usePageParam();
  const { owner, sections, showFee, showAccess, permission } = useCustomerAccess();
  if (!owner) return <NotAnOperator title={title} />;
  return (
    <CustomerSettingsPage
      key={id}
      minerId={id}
      title={title}
      sections={sections}
      showFee={showFee}
      canManageFee={can(permission, 'manage_operator_fees')}
      poolFee={owner.kind === 'pools' && showFee ? { canManage: can(permission, 'manage_fees') } : undefined}
      accessList={
        showAccess ? (
          <section aria-labelledby="customer-access-heading">
            <h2 id="customer-access-heading">{t('pages.accessControl.title')}</h2>
            <AccessList kind="miner" accountId={id} page={page} onPage={onPage} />
          </section>
        ) : undefined
      }
    />
  );
}
