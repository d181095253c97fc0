import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../access';
import { activePermissionOf } from '../active-permission';
import { identityQueryOptions } from '../api/get-identity';
import { AccountPanel } from './account-panel';
import styles from './account-menu.module.css';

/**
 * The account button in the header of the signed-in area: it names the active account and
 * opens the account panel (product §2). `language` is the language switcher the app puts in it.
 */
export function AccountMenu({ language }: { language?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { data: identity } = useQuery(identityQueryOptions);
  if (!identity) return null;
  const active = activePermissionOf(identity.permissions);
  const name = active ? displayNameOf(active, t('account.platform')) : identity.user.email;

  return (
    <div className={styles.menu}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('accountPanel.open', { name })}
        onClick={() => setOpen(true)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toLocaleUpperCase()}
        </span>
        <span className={styles.name}>{name}</span>
        <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <AccountPanel
        open={open}
        identity={identity}
        active={active}
        language={language}
        onClose={(returnFocus) => {
          setOpen(false);
          if (returnFocus) trigger.current?.focus();
        }}
      />
    </div>
  );
}
