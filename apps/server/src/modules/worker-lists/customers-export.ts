import type { MinerWithStats } from '@pool/contract';
import type { ExportColumn } from '../../http/table-export.js';
import { formatTerahashes } from './workers-export.js';

/**
 * The customers file's columns, as the table shows them: hashrate in TH/s (as the workers
 * file writes it), the workers by status, and the balance and the operator's fee only for
 * a caller the table shows them to.
 */
export function customersExportColumns(shown: { balance: boolean; fee: boolean }): ExportColumn<MinerWithStats>[] {
  return [
    { header: 'Account', kind: 'text', value: (row) => row.account_name },
    { header: 'Title', kind: 'text', value: (row) => row.title },
    { header: 'Sub-account of', kind: 'text', value: (row) => row.parent_account_name },
    { header: 'Hashrate 15 min (TH/s)', kind: 'number', value: (row) => formatTerahashes(row.hash_rate_15m) },
    { header: 'Hashrate 24 hours (TH/s)', kind: 'number', value: (row) => formatTerahashes(row.hash_rate_24h) },
    { header: 'Workers stable', kind: 'number', value: (row) => row.workers.stable },
    { header: 'Workers unavailable', kind: 'number', value: (row) => row.workers.unavailable },
    { header: 'Workers off', kind: 'number', value: (row) => row.workers.off },
    ...(shown.balance
      ? [{ header: 'Balance (BTC)', kind: 'btc' as const, value: (row: MinerWithStats) => row.balance ?? 0 }]
      : []),
    ...(shown.fee
      ? [
          {
            header: 'Operator fee (%)',
            kind: 'number' as const,
            value: (row: MinerWithStats) => row.operator_fee ?? null,
          },
        ]
      : []),
    { header: 'Created (UTC)', kind: 'text', value: (row) => row.created_at },
  ];
}
