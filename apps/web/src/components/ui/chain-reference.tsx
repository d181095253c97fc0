import { useTranslation } from 'react-i18next';
import { getPageSettings } from '@/lib/page-settings';
import { Button } from './button';
import { copyToClipboard } from './toast/copy-to-clipboard';
import styles from './chain-reference.module.css';

/** What a block explorer shows: a transaction, an address or a block. */
type ChainReferenceKind = 'tx' | 'address' | 'block';

/** Each kind's template in the pool settings, the placeholder the value goes in, and its copy button's label. */
const kinds = {
  tx: { template: 'explorer_tx_url', placeholder: '{txid}', copy: 'common.copyTxId' },
  address: { template: 'explorer_address_url', placeholder: '{address}', copy: 'common.copyAddress' },
  block: { template: 'explorer_block_url', placeholder: '{hash}', copy: 'common.copyBlockHash' },
} as const;

/**
 * The pool's block explorer link for a value, if it has one (pool settings). Kept with the
 * component, its one user: the dashboard's blocks list and the payments pages share it,
 * and a helper of its own would land in the dashboard's file, which the shared
 * components' file must not import.
 */
function explorerUrl(kind: ChainReferenceKind, value: string): string | undefined {
  const { template, placeholder } = kinds[kind];
  const url = getPageSettings()[template];
  return url ? url.replace(placeholder, encodeURIComponent(value)) : undefined;
}

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
        aria-label={t(kinds[kind].copy)}
        onClick={() => void copyToClipboard(value, t)}
      >
        {t('common.copy')}
      </Button>
    </span>
  );
}
