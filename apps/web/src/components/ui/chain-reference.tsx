import { useTranslation } from 'react-i18next';
import { explorerUrl, type ChainReferenceKind } from '@/lib/explorer';
import { Button } from './button';
import { copyToClipboard } from './toast/copy-to-clipboard';
import styles from './chain-reference.module.css';

const copyLabels = { tx: 'common.copyTxId', address: 'common.copyAddress', block: 'common.copyBlockHash' } as const;

/** The characters a value cut in the middle keeps after its ellipsis. */
const tailLength = 6;

/**
 * A transaction id, an address or a block hash: a link to the pool's block explorer (when it has one) and a
 * copy button; a dash when there is none yet.
 */
export function ChainReference({
  kind,
  value,
  compact,
}: {
  kind: ChainReferenceKind;
  value: string | null;
  /**
   * One line cut with an ellipsis, for table cells; 'middle' cuts in the middle instead, so the
   * end people compare stays in sight (the text is still the whole value).
   */
  compact?: boolean | 'middle';
}) {
  const { t } = useTranslation();
  if (!value) return <>—</>;
  const href = explorerUrl(kind, value);
  const valueClass = compact
    ? `${styles.value} ${compact === 'middle' ? styles.middle : styles.compact}`
    : styles.value;
  const text =
    compact === 'middle' ? (
      <>
        <span className={styles.head}>{value.slice(0, -tailLength)}</span>
        <span className={styles.tail}>{value.slice(-tailLength)}</span>
      </>
    ) : (
      value
    );
  return (
    <span className={styles.reference}>
      {href ? (
        <a
          className={valueClass}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          title={compact ? value : t('common.openInExplorer')}
          // Its two parts would read as two words: the link is named by the whole value.
          aria-label={compact === 'middle' ? value : undefined}
        >
          {text}
        </a>
      ) : (
        <code className={valueClass} title={compact ? value : undefined}>
          {text}
        </code>
      )}
      <Button
        kind="transparent"
        size="xs"
        className={styles.copy}
        aria-label={t(copyLabels[kind])}
        onClick={() => void copyToClipboard(value, t)}
      >
        {t('common.copy')}
      </Button>
    </span>
  );
}
