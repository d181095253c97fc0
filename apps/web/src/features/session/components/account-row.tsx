import { useTranslation } from 'react-i18next';
import type { Navigation } from '@pool/contract';
import type { AccountEntry } from '../account-list';
import styles from './account-panel.module.css';

/** The marks a row sets on its account, in the order they stand: a star (bookmark) and a pin. */
const toggles = [
  {
    which: 'bookmarked',
    label: 'accountPanel.bookmark',
    icon: 'M10 2.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2-3.8-3.6 5.2-.7z',
  },
  { which: 'pinned', label: 'accountPanel.pin', icon: 'M7 2.5h6l-1 5 3 3v1.5H5V10.5l3-3zM10 12v5.5' },
] as const satisfies readonly { which: keyof Navigation; label: string; icon: string }[];

/** An account of the panel's list: switch to it, bookmark it, pin it. */
export function AccountRow({
  entry,
  current,
  meta,
  onSwitch,
  onToggle,
}: {
  entry: AccountEntry;
  current: boolean;
  meta: string;
  onSwitch: () => void;
  onToggle: (which: keyof Navigation) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.row}>
      <button type="button" className={styles.account} aria-current={current ? 'true' : undefined} onClick={onSwitch}>
        <span className={styles.accountName}>{entry.name}</span>
        <span className={styles.accountMeta}>{meta}</span>
      </button>
      {toggles.map(({ which, label, icon }) => (
        <button
          key={which}
          type="button"
          className={styles.toggle}
          aria-pressed={entry[which]}
          aria-label={t(label, { name: entry.name })}
          title={t(label, { name: entry.name })}
          onClick={() => onToggle(which)}
        >
          <ToggleIcon path={icon} filled={entry[which]} />
        </button>
      ))}
    </li>
  );
}

/** A mark drawn as an outline, filled while it is set. */
function ToggleIcon({ path, filled }: { path: string; filled: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <path
        d={path}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
