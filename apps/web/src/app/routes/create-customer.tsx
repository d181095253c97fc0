import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast/toast-store';
import { CreateCustomerForm } from '@/features/customers/components/create-customer-form';
import { useCustomerAccess } from './customer-access';
import { NotAnOperator } from './not-an-operator';
import pageStyles from '@/components/ui/page.module.css';

/** /customers/create-customer: a new customer of the active operator (or a pool's miner account). */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.createCustomer.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const { owner } = useCustomerAccess();
  if (!owner) return <NotAnOperator title={title} />;
  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={undefined} />
      <CreateCustomerForm
        owner={owner}
        onCreated={(customer) => {
          toast.success(
            customer.invitation
              ? t('customers.createForm.createdInvited', {
                  name: customer.account_name,
                  email: customer.invitation.email,
                })
              : t('customers.createForm.created', { name: customer.account_name }),
          );
          void navigate(`/customers?search=${encodeURIComponent(customer.account_name)}`);
        }}
      />
    </div>
  );
}
