import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { copyToClipboard } from '@/components/ui/toast/copy-to-clipboard';
import styles from './connect-miner.module.css';
import card from '@/components/ui/card.module.css';
import pageStyles from '@/components/ui/page.module.css';

/** The rig name the instructions show: any name works, each rig needs its own. */
const exampleRigName = 'rig1';

export interface ConnectMinerProps {
  /** The miner account's name: the part of the rig's user before the dot. */
  accountName: string;
  /** The pool's stratum addresses (pool configuration): regions, a TLS port. */
  stratumAddresses: readonly string[];
}

/** One value a rig's pool settings take, in monospace, with a copy button. */
function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.value}>
      <code className={styles.code}>{value}</code>
      <Button
        kind="transparent"
        size="xs"
        aria-label={t('monitoring.connect.copyValue', { what: label, value })}
        onClick={() => void copyToClipboard(value, t)}
      >
        {t('monitoring.connect.copy')}
      </Button>
    </span>
  );
}

/**
 * "Connect your miner": what to type into a rig's pool settings, exactly: the stratum URL(s),
 * the user `account.worker` and what the password field means (it is not checked; `d=` sets
 * the starting difficulty, as the stratum server reads it).
 */
export function ConnectMiner({ accountName, stratumAddresses }: ConnectMinerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const user = `${accountName}.${exampleRigName}`;
  const urlLabel = t('monitoring.connect.url', { count: stratumAddresses.length });
  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('monitoring.connect.title')}
      </h2>
      <p className={pageStyles.muted}>{t('monitoring.connect.intro')}</p>
      <dl className={styles.settings}>
        <dt>{urlLabel}</dt>
        <dd>
          <ul className={styles.list}>
            {stratumAddresses.map((address) => (
              <li key={address}>
                <CopyValue value={address} label={urlLabel} />
              </li>
            ))}
          </ul>
          {stratumAddresses.length > 1 ? (
            <p className={`${pageStyles.muted} ${styles.hint}`}>{t('monitoring.connect.urlsHint')}</p>
          ) : null}
        </dd>
        <dt>{t('monitoring.connect.user')}</dt>
        <dd>
          <CopyValue value={user} label={t('monitoring.connect.user')} />
          <p className={`${pageStyles.muted} ${styles.hint}`}>
            {t('monitoring.connect.userHint', { account: accountName, worker: exampleRigName })}
          </p>
        </dd>
        <dt>{t('monitoring.connect.password')}</dt>
        <dd>
          <p className={styles.text}>{t('monitoring.connect.passwordHint')}</p>
        </dd>
      </dl>
      <p className={pageStyles.muted}>{t('monitoring.connect.after')}</p>
    </section>
  );
}
