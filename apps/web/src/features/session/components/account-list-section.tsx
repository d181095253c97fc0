import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@pool/contract';
import type { AccountEntry } from '../account-list';
import type { AccountListState } from '../use-account-list';
import { AccountRow } from './account-row';
import styles from './account-panel.module.css';

/** Every account of the user: a search, all or only bookmarks, the pinned group and the rest. */
export function AccountListSection({
  accounts,
  activeId,
  describe,
  onSwitch,
}: {
  accounts: AccountListState;
  activeId: string | undefined;
  describe: (permission: Permission) => string;
  onSwitch: (permission: Permission) => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const pinnedId = useId();
  const restId = useId();
  const { list, onlyBookmarks } = accounts;
  const shown = list.pinned.length + list.rest.length;
  const row = (entry: AccountEntry) => (
    <AccountRow
      key={entry.permission.id}
      entry={entry}
      current={entry.permission.id === activeId}
      meta={describe(entry.permission)}
      onSwitch={() => onSwitch(entry.permission)}
      onToggle={(which) => accounts.toggle(which, entry.permission.id)}
    />
  );
  return (
    <section className={styles.accounts} aria-label={t('accountPanel.accounts')}>
      <div className={styles.searchRow}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('accountPanel.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          placeholder={t('accountPanel.searchPlaceholder')}
          value={accounts.query}
          autoComplete="off"
          onChange={(event) => accounts.setQuery(event.target.value)}
        />
        <div className={styles.filter} role="group" aria-label={t('accountPanel.show')}>
          <button type="button" aria-pressed={!onlyBookmarks} onClick={() => accounts.setOnlyBookmarks(false)}>
            {t('accountPanel.all')}
          </button>
          <button type="button" aria-pressed={onlyBookmarks} onClick={() => accounts.setOnlyBookmarks(true)}>
            {t('accountPanel.bookmarks')}
          </button>
        </div>
      </div>
      <div className={styles.scroller}>
        {list.pinned.length > 0 ? (
          <>
            <h3 id={pinnedId} className={styles.group}>
              {t('accountPanel.pinned')}
            </h3>
            <ul className={styles.list} aria-labelledby={pinnedId}>
              {list.pinned.map(row)}
            </ul>
          </>
        ) : null}
        {list.rest.length > 0 ? (
          <>
            <h3 id={restId} className={styles.group}>
              {list.pinned.length > 0 ? t('accountPanel.others') : t('accountPanel.accounts')}
            </h3>
            <ul className={styles.list} aria-labelledby={restId}>
              {list.rest.map(row)}
            </ul>
          </>
        ) : null}
        {list.matching === 0 ? (
          <p className={styles.note}>
            {accounts.noBookmarks ? t('accountPanel.noBookmarks') : t('accountPanel.noMatch')}
          </p>
        ) : null}
      </div>
      <p className={styles.note} role="status">
        {list.matching > shown ? t('accountPanel.more', { shown, total: list.matching }) : ''}
      </p>
    </section>
  );
}
