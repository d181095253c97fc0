import type { OperationKey } from './operations.js';

/**
 * What the dashboard reads of its account when it opens, so that the server can have the
 * document ask for those answers with the scripts (`<link rel="preload">`) instead of
 * after them: the page's figures then paint with its first render, a round trip and the
 * server's answer time sooner. The dashboard names its account in a cookie (the server
 * cannot read the app's stored choice); the server asks the access policy before it writes
 * the preloads, so a stale or forged cookie asks for nothing the visitor may not read.
 */
export const dashboardCookieName = 'pool_dashboard';

/** The accounts a dashboard shows, by the backend's path segment. */
export type DashboardAccountKind = 'miners' | 'operators' | 'pools';

export interface DashboardAccount {
  kind: DashboardAccountKind;
  id: string;
  /** Whether the dashboard shows the account's money (its access opens payments). */
  money: boolean;
}

/** How many accounts an operator's or a pool's dashboard names as its largest by hashrate. */
export const topMinersCount = 5;
/** The query of those largest accounts, sorted by the server. */
export const topMinersQuery = { per_page: topMinersCount, sort: 'hash_rate_24h', order: 'desc' } as const;

/** As the app's calls write a query (URLSearchParams, in the object's order); its values need no escaping. */
const topMinersSearch = Object.entries(topMinersQuery)
  .map(([name, value]) => `${name}=${value}`)
  .join('&');

type ReadsOf<Kind extends DashboardAccountKind> = Extract<OperationKey, `GET /${Kind}/{id}${string}`>;

/** The calls each kind of dashboard makes at once: always, and where it shows money. */
const reads: { [Kind in DashboardAccountKind]: { always: ReadsOf<Kind>[]; money: ReadsOf<Kind>[] } } = {
  miners: {
    always: ['GET /miners/{id}', 'GET /miners/{id}/stats'],
    money: [
      'GET /miners/{id}/balance',
      'GET /miners/{id}/next-payout',
      'GET /miners/{id}/earnings-outlook',
      'GET /miners/{id}/earned-all-time',
      'GET /miners/{id}/money-version',
    ],
  },
  operators: {
    always: ['GET /operators/{id}', 'GET /operators/{id}/stats', 'GET /operators/{id}/miners'],
    money: [
      'GET /operators/{id}/processing-earnings',
      'GET /operators/{id}/earned-all-time',
      'GET /operators/{id}/money-version',
    ],
  },
  pools: {
    always: ['GET /pools/{id}', 'GET /pools/{id}/stats', 'GET /pools/{id}/miners'],
    money: ['GET /pools/{id}/processing-earnings', 'GET /pools/{id}/earned-all-time', 'GET /pools/{id}/money-version'],
  },
};

/**
 * The addresses, under the backend's versioned path, of what the dashboard of `account`
 * reads at once, written as the app's calls write them (the browser reuses a preloaded
 * answer only for the very same address).
 */
export function dashboardReadsOf(account: DashboardAccount): string[] {
  const { always, money } = reads[account.kind] as { always: OperationKey[]; money: OperationKey[] };
  return [...always, ...(account.money ? money : [])].map((operation) => {
    const path = operation.slice('GET '.length).replace('{id}', encodeURIComponent(account.id));
    return path.endsWith('/miners') ? `${path}?${topMinersSearch}` : path;
  });
}

const kinds: readonly DashboardAccountKind[] = ['miners', 'operators', 'pools'];
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cookie's value for `account`: `kind.id.money` (1 or 0). */
export function dashboardCookieValue(account: DashboardAccount): string {
  return `${account.kind}.${account.id}.${account.money ? 1 : 0}`;
}

/** The account a cookie names, or null for anything else than what dashboardCookieValue writes. */
export function parseDashboardCookie(value: string | undefined): DashboardAccount | null {
  const [kind, id, money, ...rest] = (value ?? '').split('.');
  if (rest.length > 0 || !kinds.includes(kind as DashboardAccountKind) || !uuid.test(id ?? '')) return null;
  if (money !== '0' && money !== '1') return null;
  return { kind: kind as DashboardAccountKind, id: id!, money: money === '1' };
}
