import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast/toast-store';
import { CreateSubForm } from '@/features/customers/components/create-sub-form';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { can } from '@/lib/access';
import { useCustomerAccess } from './customer-access';
import pageStyles from '@/components/ui/page.module.css';

/** /customers/create-sub: a sub-account under the active miner account; it joins the account switcher. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.createSub.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { permission } = useCustomerAccess();
  const parent = permission?.type === 'miner' && permission.account_id ? permission : undefined;
  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={parent?.account_name} />
      {parent && can(parent, 'create_sub_account') ? (
        <CreateSubForm
          parentId={parent.account_id!}
          parentName={parent.account_name ?? ''}
          onCreated={(created) => {
            toast.success(t('customers.createSub.created', { name: created.account_name }));
            // The creator holds a permission on it now: the switcher lists it once the identity is read again.
            void queryClient.invalidateQueries({ queryKey: identityQueryOptions.queryKey }).then(() => navigate('/'));
          }}
        />
      ) : (
        <div className={pageStyles.empty}>
          <p className={pageStyles.emptyTitle}>
            {parent ? t('customers.createSub.notOwner') : t('customers.createSub.notMiner')}
          </p>
        </div>
      )}
    </div>
  );
}
