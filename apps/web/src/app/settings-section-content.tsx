import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityResponse, Permission } from '@pool/contract';
import { ApiKeysSection } from '@/features/api-keys/components/api-keys-section';
import { LanguageSwitcher } from '@/features/config/language-switcher';
import { AccountSettings } from '@/features/auth/settings/account-settings';
import { SessionsSection } from '@/features/auth/settings/sessions-section';
import { preferencesQueryOptions } from '@/features/notifications/api/get-preferences';
import { AlertThresholds } from '@/features/notifications/components/alert-thresholds';
import { NotificationPreferencesTable } from '@/features/notifications/components/notification-preferences';
import { TelegramLink } from '@/features/notifications/components/telegram-link';
import { PromoCodeSection } from '@/features/promocodes/components/promo-code-section';
import { RemoveAccount } from '@/features/session/components/remove-account';
import { menuOf } from '@/features/session/navigation';
import { WalletSettings } from '@/features/wallets/components/wallet-settings';
import { WatcherLinks } from '@/features/watchers/components/watcher-links';
import styles from '@/features/auth/settings/settings.module.css';
import card from '@/components/ui/card.module.css';
import { can } from '@/lib/access';
import { activeMinerOf, type SettingsSectionId } from './settings-sections';

function ProfileSection({ identity }: { identity: IdentityResponse | undefined }) {
  const { t } = useTranslation();
  const languageId = useId();
  return (
    <>
      {identity ? (
        <section className={`${card.card} ${card.stack}`} aria-labelledby="settings-email">
          <h2 id="settings-email" className={card.heading}>
            {t('pages.settings.profile.email')}
          </h2>
          <p className={styles.value}>{identity.user.email}</p>
        </section>
      ) : null}
      <section className={`${card.card} ${card.stack}`} aria-labelledby={languageId}>
        <h2 id={languageId} className={card.heading}>
          {t('identity.settings.language.title')}
        </h2>
        <p className={styles.muted}>{t('pages.settings.profile.languageHint')}</p>
        <LanguageSwitcher />
      </section>
    </>
  );
}

function WalletSection({ miner }: { miner: Permission }) {
  const minerId = miner.account_id ?? '';
  return (
    <>
      {/* The wallet is read with payments access and changed by owners and admins (the server's manage_wallet). */}
      <WalletSettings key={minerId} minerId={minerId} canManage={can(miner, 'manage_wallet')} />
      <PromoCodeSection key={`promo-${minerId}`} minerId={minerId} canApply={can(miner, 'apply_promocode')} />
    </>
  );
}

function NotificationsSection({ userId, miner }: { userId: string; miner: Permission | undefined }) {
  const { t } = useTranslation();
  const preferences = useQuery(preferencesQueryOptions(userId));
  return (
    <>
      <p className={styles.muted}>{t('notifications.intro')}</p>
      <NotificationPreferencesTable userId={userId} />
      {preferences.data?.telegram_available ? <TelegramLink userId={userId} /> : null}
      {/* The thresholds are the active account's; its owners and admins set them (the server's manage_alerts). */}
      {miner?.account_id ? (
        <AlertThresholds key={miner.account_id} minerId={miner.account_id} canManage={can(miner, 'manage_alerts')} />
      ) : null}
    </>
  );
}

/** The content of one settings section, composed from the features that own its parts. */
export function SettingsSectionContent({
  id,
  identity,
}: {
  id: SettingsSectionId;
  identity: IdentityResponse | undefined;
}) {
  const miner = activeMinerOf(identity);
  switch (id) {
    case 'profile':
      return <ProfileSection identity={identity} />;
    case 'security':
      return (
        <>
          <AccountSettings />
          <SessionsSection />
        </>
      );
    case 'wallet':
      return miner ? <WalletSection miner={miner} /> : null;
    case 'watchers':
      return identity ? (
        <WatcherLinks
          userId={identity.user.id}
          minerId={miner?.account_id ?? undefined}
          canCreate={menuOf(identity, miner).includes('watcher_links')}
          minerName={miner?.account_name}
        />
      ) : null;
    case 'api-keys':
      return miner?.account_id ? (
        <ApiKeysSection key={miner.account_id} minerId={miner.account_id} minerName={miner.account_name ?? ''} />
      ) : null;
    case 'notifications':
      return identity ? <NotificationsSection userId={identity.user.id} miner={miner} /> : null;
    case 'removal':
      return <RemoveAccount />;
  }
}
