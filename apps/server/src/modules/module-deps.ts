import type { FastifyBaseLogger } from 'fastify';
import type { BitcoinNetwork } from '@pool/contract';
import type { ContextResolver } from '../auth/actor.js';
import type { IdentityProvider } from '../auth/identity-provider.js';
import type { AccessPolicy } from '../auth/policy.js';
import { defaultFreshSecondFactorSeconds } from '../auth/second-factor.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { Notifications } from './notifications/index.js';
import type { PoolSettingsStore } from '../settings/pool-settings.js';
import type { ReferralTerms } from './terms/index.js';

/** How the pool handles money: the process configuration of config.ts, with test defaults. */
export interface MoneySettings {
  /** The network payout addresses must belong to. */
  network: BitcoinNetwork;
  /** Bitcoin Core JSON-RPC; undefined: the embedded simulated chain. */
  bitcoinRpcUrl: string | undefined;
  /** Confirmations after which a payout counts as completed. */
  payoutConfirmations: number;
  /** The simulated chain's block interval in seconds. */
  simulatedBlockSeconds: number;
  /**
   * The fee rates (satoshi per vbyte) a payout transaction may pay: the node's estimate,
   * or the schedule's fee per vbyte, is raised to `min` and cut to `max`; fee bumps never
   * go past `max` either.
   */
  payoutFeeRate: { min: number; max: number };
  /** Blocks a payout transaction may wait unconfirmed before its fee is bumped (RBF). */
  payoutBumpAfterBlocks: number;
  /** The price source behind the exchange-rate proxy (Binance ticker protocol). */
  priceSourceUrl: string;
  /** How recent a second factor must be to change payout addresses and limits. */
  secondFactorMaxAgeSeconds: number;
  /** The explorer (mempool.space API) the "network" reward-rate source reads; null: no such source. */
  networkStatsUrl: string | null;
  /** What a referrer earns: a share of the pool fee on the accounts it referred, for a number of days. */
  referral: ReferralTerms;
}

/** The one place of the money defaults: the environment's (config.ts) and the tests'. */
export const defaultMoneySettings: MoneySettings = {
  network: 'mainnet',
  bitcoinRpcUrl: undefined,
  payoutConfirmations: 3,
  simulatedBlockSeconds: 600,
  // 1 sat/vB is what every node relays; 200 is above the fee peaks of recent years.
  payoutFeeRate: { min: 1, max: 200 },
  payoutBumpAfterBlocks: 6,
  priceSourceUrl: 'https://api.binance.com',
  secondFactorMaxAgeSeconds: defaultFreshSecondFactorSeconds,
  // Tests reach no internet: a test that needs the source starts a loopback explorer. The
  // environment's default (NETWORK_STATS_URL) is a public explorer, see config.ts.
  networkStatsUrl: null,
  referral: { sharePercent: '10', days: 365 },
};

/** What every module's plugin gets from buildApp: it builds its own repositories and services. */
export interface ModuleDeps {
  db: Db;
  clock: Clock;
  policy: AccessPolicy;
  context: ContextResolver;
  identity: IdentityProvider;
  settings: MoneySettings;
  /** The pool settings of the page (file and environment, re-read when the file changes). */
  poolSettings: PoolSettingsStore;
  /** E-mail to users. */
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The Telegram bot and the notifications job (its module's routes read them). */
  notifications: Notifications;
}
