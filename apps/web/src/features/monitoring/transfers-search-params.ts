import { workerChartPeriods, type ChartPeriod } from '@pool/contract';
import { readPage, writePage } from '@/lib/search-params';

/** Hashrate transferred to the account (its boundary workers) or from it (boundary workers elsewhere whose source it is). */
export type TransferDirection = 'incoming' | 'outgoing';

export interface TransfersParams {
  direction: TransferDirection;
  period: ChartPeriod;
  page: number;
}

const defaultPeriod: ChartPeriod = 'P1D';

/** The transfers page's state from the address; unknown values fall back to the defaults. */
export function parseTransfersParams(search: URLSearchParams): TransfersParams {
  // Boundary workers are workers: their chart ends at 30 days.
  const requested = search.get('period');
  return {
    direction: search.get('direction') === 'outgoing' ? 'outgoing' : 'incoming',
    period: workerChartPeriods.find((known) => known === requested) ?? defaultPeriod,
    page: readPage(search),
  };
}

export function serializeTransfersParams(params: TransfersParams, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  if (params.direction === 'outgoing') next.set('direction', 'outgoing');
  else next.delete('direction');
  if (params.period === defaultPeriod) next.delete('period');
  else next.set('period', params.period);
  writePage(next, params.page);
  return next;
}
