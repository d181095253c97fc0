import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { IdentityFrame } from '@/app/identity-frame';
import { PoolOffer } from '@/app/pool-offer';
import { LoginFlowView, RegistrationFlowView } from '@/features/auth/components/flow-views';
import { lookupOperatorQueryOptions } from '@/features/operators/api/lookup-operator';
import styles from '@/features/auth/components/identity-page.module.css';
import { refreshSession } from '@/features/session/session';
import { localStore, storageKeys } from '@/lib/storage';

type Tab = 'login' | 'registration';

/**
 * /{operatorId}/auth: the operator-branded sign-in and registration with the pool's offer
 * (product §1/§2) and the fee a customer pays in all. Who registers here becomes the
 * operator's customer.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { operatorId = '' } = useParams();
  const [tab, setTab] = useState<Tab>('login');
  const { data: operator } = useQuery(lookupOperatorQueryOptions(operatorId));
  const complete = (to: string) => {
    // Product §2: after logout the user goes to a saved return address: for a hub's customers, their hub.
    localStore.set(storageKeys.returnTo, `/${operatorId}/auth`);
    refreshSession();
    void navigate(to, { replace: true });
  };
  return (
    <IdentityFrame
      titleKey="pages.operatorAuth"
      brand={
        // The operator's customers should see whose hub this is before anything else.
        <p className={styles.hub} data-testid="operator-brand">
          <span className={styles.hubLabel}>{t('identity.operator.hub')}</span>
          <span className="visually-hidden">: </span>
          <span className={styles.hubName}>{operator?.name ?? operatorId}</span>
        </p>
      }
    >
      <Tabs
        label={t('identity.operator.tabsLabel')}
        items={[
          { value: 'login', label: t('identity.operator.login') },
          { value: 'registration', label: t('identity.operator.registration') },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'login' ? (
          <LoginFlowView key="login" onComplete={complete} inMemory hideLinks />
        ) : (
          <RegistrationFlowView
            key="registration"
            onComplete={(to) => {
              // The first account, named next at /auth/name, is this operator's customer.
              localStore.set(storageKeys.operatorHub, operatorId);
              complete(to);
            }}
            inMemory
            hideLinks
          />
        )}
      </Tabs>
      <PoolOffer hub={operator} />
    </IdentityFrame>
  );
}
