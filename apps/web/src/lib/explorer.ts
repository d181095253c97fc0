import { getPageSettings } from './page-settings';

/** What a block explorer shows: a transaction or an address. */
export type ChainReferenceKind = 'tx' | 'address';

/** The pool's block explorer link for a transaction id or an address, if it has one (pool settings). */
export function explorerUrl(kind: ChainReferenceKind, value: string): string | undefined {
  const settings = getPageSettings();
  const template = kind === 'tx' ? settings.explorer_tx_url : settings.explorer_address_url;
  return template ? template.replace(kind === 'tx' ? '{txid}' : '{address}', encodeURIComponent(value)) : undefined;
}
