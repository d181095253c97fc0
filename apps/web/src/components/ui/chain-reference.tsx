import { useTranslation } from 'react-i18next';
import { explorerUrl, type ChainReferenceKind } from '@/lib/explorer';
import { Button } from './button';
import { copyToClipboard } from './toast/copy-to-clipboard';
import styles from './chain-reference.module.css';

/**
 * A transaction id or an address: a link to the pool's block explorer (when it has one) and a
 * copy button; a dash when there is none yet.
 */
export function ChainReference({
  kind,
  value,
  compact,
}: {
  kind: ChainReferenceKind;
  value: string | null;
  /** One line cut with an ellipsis, for table cells. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (!value) return <>—</>;
  const href = explorerUrl(kind, value);
  const valueClass = compact ? `${styles.value} ${styles.compact}` : styles.value;
  return (
    <span className={styles.reference}>
      {href ? (
        <a
          className={valueClass}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          title={compact ? value : t('common.openInExplorer')}
        >
          {value}
        </a>
      ) : (
        <code className={valueClass} title={compact ? value : undefined}>
          {value}
        </code>
      )}
      <Button
        kind="transparent"
        size="xs"
        className={styles.copy}
        aria-label={t(kind === 'tx' ? 'common.copyTxId' : 'common.copyAddress')}
        onClick={() => void copyToClipboard(value, t)}
      >
        {t('common.copy')}
      </Button>
    </span>
  );
}
