import { getPageSettings } from './page-settings';

/** What a block explorer shows: a transaction, an address or a block. */
export type ChainReferenceKind = 'tx' | 'address' | 'block';

/** Each kind's template in the pool settings and the placeholder the value goes in. */
const templates = {
  tx: { key: 'explorer_tx_url', placeholder: '{txid}' },
  address: { key: 'explorer_address_url', placeholder: '{address}' },
  block: { key: 'explorer_block_url', placeholder: '{hash}' },
} as const;

/** The pool's block explorer link for a transaction id, an address or a block hash, if it has one (pool settings). */
export function explorerUrl(kind: ChainReferenceKind, value: string): string | undefined {
  const { key, placeholder } = templates[kind];
  const template = getPageSettings()[key];
  return template ? template.replace(placeholder, encodeURIComponent(value)) : undefined;
}
