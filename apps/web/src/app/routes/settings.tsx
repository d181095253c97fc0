import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canManageWallet } from '@pool/contract';
import { usePageTitle } from '@/app/use-page-title';
import { LanguageSwitcher } from '@/features/config/language-switcher';
import { AccountSettings } from '@/features/auth/settings/account-settings';
import { SessionsSection } from '@/features/auth/settings/sessions-section';
import { PromoCodeSection } from '@/features/promocodes/components/promo-code-section';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { identityKeys } from '@/features/session/api/keys';
import { accessOf } from '@/features/session/access';
import { canOpenPage } from '@/features/session/permissions';
import { RemoveAccount } from '@/features/session/components/remove-account';
import { authenticationStatus } from '@/features/session/session';
import { WalletSettings } from '@/features/wallets/components/wallet-settings';
import { WatcherLinks } from '@/features/watchers/components/watcher-links';
import styles from '@/features/auth/settings/settings.module.css';

/** /settings: password, two-factor, active sessions, language, the miner account's payout wallet and watcher links. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.settings.title');
  const languageId = useId();
  usePageTitle(title);
  const queryClient = useQueryClient();
  const { data: identity } = useQuery(identityQueryOptions);
  const active = identity && activePermissionOf(identity.permissions);
  const miner = active?.type === 'miner' && active.account_id ? active : undefined;
  // The wallet is read with payments access and changed by owners and admins (the server's manage_wallet).
  const walletVisible = miner && canOpenPage(accessOf(miner), 'payments');
  const walletManager = miner !== undefined && canManageWallet(miner);
  // Methods set up here change the credentials the rest of the app shows (the 2FA banner);
  // not on the way out of a sign-out, when there is nobody left to ask about.
  useEffect(
    () => () => {
      if (authenticationStatus() === 'authenticated')
        void queryClient.invalidateQueries({ queryKey: identityKeys.current });
    },
    [queryClient],
  );
  return (
    <div className={styles.sections}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <AccountSettings />
      <SessionsSection />
      <section className={styles.section} aria-labelledby={languageId}>
        <h2 id={languageId} className={styles.heading}>
          {t('identity.settings.language.title')}
        </h2>
        <LanguageSwitcher />
      </section>
      {miner?.account_id && walletVisible ? (
        <WalletSettings key={miner.account_id} minerId={miner.account_id} canManage={walletManager} />
      ) : null}
      {miner?.account_id && walletVisible ? (
        <PromoCodeSection
          key={`promo-${miner.account_id}`}
          minerId={miner.account_id}
          canApply={miner.role === 'owner' || miner.role === 'admin'}
        />
      ) : null}
      {identity ? (
        <WatcherLinks
          userId={identity.user.id}
          minerId={miner?.account_id ?? undefined}
          minerName={miner?.account_name}
        />
      ) : null}
      <RemoveAccount />
    </div>
  );
}
