/** What other modules use of the ledger module: they import it from here only. */
export {
  ledgerAccountId,
  lockedBalance,
  minerLedgerAccounts,
  poolAccounts,
  postTransfer,
  postTransfers,
} from './ledger.js';
export type { PoolAccounts, Posting, TransferRequest } from './ledger.js';
