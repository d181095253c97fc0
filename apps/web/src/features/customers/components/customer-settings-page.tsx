import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/ui/page-header';
import { customerQueryOptions } from '../api/get-customer';
import { CustomerNav, type CustomerSection } from './customer-nav';
import { CustomerTitle } from './customer-title';
import { FeeSchedule, PoolFeeSchedule } from './fee-schedule';
import styles from './customers.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface CustomerSettingsPageProps {
  minerId: string;
  title: string;
  sections: readonly CustomerSection[];
  /** The caller sees the operator's fee (payments access without total_fee_hide). */
  showFee: boolean;
  /** The caller may schedule the operator's fee (the operator's owners and admins). */
  canManageFee: boolean;
  /** Pool staff see the pool's fee of the account; `canManage` for the pool's owners and admins. */
  poolFee?: { canManage: boolean } | undefined;
  /** The customer's access list, composed by the route from the access-control feature. */
  accessList?: ReactNode;
}

/** /customers/{id}/settings: the customer's title, the operator's or the pool's fee schedule and who has access. */
export function CustomerSettingsPage({
  minerId,
  title,
  sections,
  showFee,
  canManageFee,
  poolFee,
  accessList,
}: CustomerSettingsPageProps) {
  const { t } = useTranslation();
  const customer = useQuery(customerQueryOptions(minerId));
  const name = customer.data ? customer.data.title || customer.data.account_name : undefined;
  const operatorId = customer.data?.operator_id;
  return (
    <div className={pageStyles.page}>
      <CustomerNav minerId={minerId} current="settings" sections={sections} />
      <PageHeader title={title} account={name} />
      {customer.isError ? (
        <p role="alert" className={pageStyles.stateText}>
          {t('customers.error')}
        </p>
      ) : null}
      <div className={styles.settingsGrid}>
        <CustomerTitle minerId={minerId} />
        {showFee && operatorId ? (
          <div className={styles.wide}>
            <FeeSchedule operatorId={operatorId} minerId={minerId} canManage={canManageFee} />
          </div>
        ) : null}
        {poolFee ? (
          <div className={styles.wide}>
            <PoolFeeSchedule minerId={minerId} canManage={poolFee.canManage} />
          </div>
        ) : null}
        {accessList ? <div className={styles.wide}>{accessList}</div> : null}
      </div>
    </div>
  );
}
