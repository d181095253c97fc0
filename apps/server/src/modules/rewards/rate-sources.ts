import type { MoneySettings } from '../module-deps.js';
import { exactRational, hashesPerDifficulty, secondsPerDay } from './fpps.js';

/**
 * Suggestions for the day's reward rate (GET /platform/rewards/rates/external-sources).
 * A source is a name and a way to get a rate in satoshi per TH/s per day; another feed
 * (a hashprice index, another explorer) is one more entry in the list.
 */
export interface RateSource {
  name: string;
  fetchRate(signal: AbortSignal): Promise<number>;
}

/** What the network pays for a block, and how hard one is to find. */
export interface NetworkStats {
  difficulty: number;
  /** Height of the last block; the next block's subsidy follows from it. */
  height: number;
  /** Average fees per block over recent blocks, satoshi. */
  averageFees: bigint;
}

const initialSubsidy = 5_000_000_000n;
const halvingInterval = 210_000;

/** The block subsidy at a height: 50 BTC halved every 210,000 blocks. */
export function blockSubsidy(height: number): bigint {
  const halvings = Math.floor(height / halvingInterval);
  return halvings >= 64 ? 0n : initialSubsidy >> BigInt(halvings);
}

/**
 * FPPS hashprice in satoshi per TH/s per day: what 1 TH/s earns on average in a day,
 * floor(86,400 s × 10^12 H/s ÷ (difficulty × 2^32) blocks × (subsidy + average fees)).
 */
export function hashprice(stats: NetworkStats): number {
  if (!(stats.difficulty > 0)) throw new Error('difficulty must be positive');
  const { num, den } = exactRational(stats.difficulty);
  const reward = blockSubsidy(stats.height + 1) + stats.averageFees;
  const rate = (secondsPerDay * 10n ** 12n * reward * den) / (num * hashesPerDifficulty);
  return Number(rate);
}

/** The "network" source: hashprice from network statistics. */
export function networkSource(stats: (signal: AbortSignal) => Promise<NetworkStats>): RateSource {
  return { name: 'network', fetchRate: async (signal) => hashprice(await stats(signal)) };
}

/** Blocks averaged for the fees: about a day. */
export const feeWindowBlocks = 144;

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

function field(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

function integerField(body: unknown, name: string): bigint {
  const value = field(body, name);
  if (
    (typeof value === 'string' && /^\d{1,20}$/.test(value)) ||
    (typeof value === 'number' && Number.isSafeInteger(value))
  ) {
    return BigInt(value);
  }
  throw new Error(`no integer ${name} in the answer`);
}

/**
 * Network statistics from an explorer speaking mempool.space's REST API (the public
 * site or a self-hosted mempool): the current difficulty from
 * /api/v1/mining/hashrate/3d, the tip and the fees of the last 144 blocks from
 * /api/v1/mining/reward-stats/144.
 */
export function mempoolNetworkStats(baseUrl: string): (signal: AbortSignal) => Promise<NetworkStats> {
  const base = baseUrl.replace(/\/$/, '');
  return async (signal) => {
    const [hashrate, rewards] = await Promise.all([
      getJson(`${base}/api/v1/mining/hashrate/3d`, signal),
      getJson(`${base}/api/v1/mining/reward-stats/${feeWindowBlocks}`, signal),
    ]);
    const difficulty = field(hashrate, 'currentDifficulty');
    if (typeof difficulty !== 'number' || !(difficulty > 0)) throw new Error('no currentDifficulty in the answer');
    const start = integerField(rewards, 'startBlock');
    const end = integerField(rewards, 'endBlock');
    const blocks = end - start + 1n;
    if (blocks <= 0n) throw new Error('reward-stats covers no block');
    return { difficulty, height: Number(end), averageFees: integerField(rewards, 'totalFee') / blocks };
  };
}

/** The sources a pool offers, from its settings. */
export function rateSources(settings: Pick<MoneySettings, 'networkStatsUrl'>): RateSource[] {
  return settings.networkStatsUrl ? [networkSource(mempoolNetworkStats(settings.networkStatsUrl))] : [];
}
