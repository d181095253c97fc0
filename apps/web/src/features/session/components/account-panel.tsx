import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { roleLabelKeys, type IdentityResponse, type Permission } from '@pool/contract';
import { Dialog } from '@/components/ui/dialog/dialog';
import { displayNameOf } from '../access';
import { logout } from '../logout';
import { menuOf, pathAfterSwitch } from '../navigation';
import { useAccountList } from '../use-account-list';
import { useSwitchAccount } from '../use-switch-account';
import { AccountListSection } from './account-list-section';
import { PanelLinks } from './panel-links';
import styles from './account-panel.module.css';

export interface AccountPanelProps {
  open: boolean;
  identity: IdentityResponse;
  active: Permission | undefined;
  /** The language switcher (the app's, from the config feature). */
  language?: ReactNode;
  /** `returnFocus`: closed in place (Escape, ×, backdrop), not by going somewhere. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The account panel of product §2: the active account, every account of the user (searched
 * by name, pinned first, bookmarks, switching), and the user's own pages, language and
 * sign-out. A modal on desktop, a bottom sheet on phones (the Dialog decides).
 */
export function AccountPanel({ open, identity, active, language, onClose }: AccountPanelProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={() => onClose(true)} title={t('accountPanel.title')}>
      {open ? <PanelBody identity={identity} active={active} language={language} leave={() => onClose(false)} /> : null}
    </Dialog>
  );
}

function PanelBody({
  identity,
  active,
  language,
  leave,
}: Omit<AccountPanelProps, 'open' | 'onClose'> & { leave: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const switchAccount = useSwitchAccount();
  const accounts = useAccountList(identity);

  const describe = (permission: Permission) =>
    [t(`accountPanel.types.${permission.type}`), t(`accessControl.roles.${roleLabelKeys[permission.role]}`)].join(
      ' · ',
    );

  const switchTo = (permission: Permission) => {
    leave();
    if (permission.id === active?.id) return;
    switchAccount(permission, pathAfterSwitch(permission, menuOf(identity, permission), location.pathname));
  };

  return (
    <div className={styles.panel}>
      <section className={styles.current} aria-label={t('accountPanel.current')}>
        <p className={styles.currentLabel}>{t('accountPanel.current')}</p>
        {active ? (
          <>
            <p className={styles.currentName}>{displayNameOf(active, t('account.platform'))}</p>
            <p className={styles.accountMeta}>{describe(active)}</p>
          </>
        ) : null}
        <p className={styles.email}>{identity.user.email}</p>
      </section>

      {accounts.many ? (
        <AccountListSection accounts={accounts} activeId={active?.id} describe={describe} onSwitch={switchTo} />
      ) : null}

      <PanelLinks menu={menuOf(identity, active)} onFollow={leave} />

      <div className={styles.footer}>
        {language ? (
          <div className={styles.language}>
            <span aria-hidden="true">{t('accountPanel.language')}</span>
            {language}
          </div>
        ) : null}
        <button
          type="button"
          className={styles.logout}
          onClick={() => {
            leave();
            void logout(navigate);
          }}
        >
          {t('account.logout')}
        </button>
      </div>
    </div>
  );
}
