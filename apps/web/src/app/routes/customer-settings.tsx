import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { CustomerSettingsPage } from '@/features/customers/components/customer-settings-page';
import { useCustomerAccess } from './customer-access';
import { NotAnOperator } from './not-an-operator';

/** /customers/{id}/settings: the customer's title, the operator's fee schedule and its access list. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const title = t('pages.customerSettings.title');
  usePageTitle(title);
  const { owner, sections, showFee, canManage, permission } = useCustomerAccess();
  if (!owner) return <NotAnOperator title={title} />;
  return (
    <CustomerSettingsPage
      key={id}
      minerId={id}
      title={title}
      sections={sections}
      showFee={showFee}
      canManageFee={canManage && permission?.type === 'operator'}
      // ACCESS LIST (issue 9, access-control part): compose the customer's access list here,
      //   accessList={<AccessList account={{ kind: 'miners', id }} />}
      // from '@/features/access-control/components/access-list' once that component exists.
      accessList={undefined}
    />
  );
}
